import { MESSAGES } from '@tariq/contracts';
import type { TCarrierDirectoryResponse, TNetworkResponse } from '@tariq/contracts';
import { requiredDocumentTypes } from '@tariq/contracts/documents';
import type { TQueuedDocument } from '@tariq/contracts/documents';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { findMailsTo } from '../mail';
import { createSignedInUser, createTestAppWithPlaces } from '../../test/helpers';
import type { TSignedInUser, TTestApp } from '../../test/helpers';
import { TEST_TODAY, validOffer } from '../../test/offers';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
}, 60_000);
afterAll(async () => t.close());

const ALGER = 'DZ:16:1601';
const BLIDA = 'DZ:09:0901';
const ORAN = 'DZ:31:3101';

let serial = 0;
const unique = (prefix: string) => `${prefix} ${++serial} ${Math.random().toString(36).slice(2, 6)}`;

function shipper(options: { modules?: 'none'; documentsOk?: boolean } = {}) {
  return createSignedInUser(t, {
    role: 'ROLE_COMMISSIONNAIRE',
    modules: options.modules === 'none' ? [] : ['private_freight'],
    documentsOk: options.documentsOk ?? true,
    companyName: unique('Expéditeur'),
  });
}

/** An active carrier with its business details: where it is based, its vehicle types, its rating. */
async function carrier(
  details: {
    name?: string;
    placeId?: string;
    trucksTypes?: string[];
    rating?: [number, number];
    documentsOk?: boolean;
    documentsActive?: boolean;
    /** Wilayas where it loads (its business details). */
    zones?: string[];
  } = {},
) {
  const user = await createSignedInUser(t, {
    role: 'ROLE_TRANSPORTEUR',
    companyName: details.name ?? unique('Transporteur'),
    documentsOk: details.documentsOk ?? true,
    documentsActive: details.documentsActive ?? details.documentsOk ?? true,
    documentsValidUntil: details.documentsOk === false ? null : '2027-06-30',
  });
  await t.db.transaction((tx) =>
    tx
      .update(companies)
      .set({
        addressPlaceId: details.placeId ?? null,
        trucksTypes: details.trucksTypes ?? [],
        pickupZones: (details.zones ?? []).map((stateId) => ({ country: 'DZ', stateId })),
        ratingAverage: details.rating ? details.rating[0].toFixed(2) : null,
        ratingCount: details.rating?.[1] ?? 0,
      })
      .where(eq(companies.id, user.company.id)),
  );
  return user;
}

async function directory(user: TSignedInUser, query: string): Promise<TCarrierDirectoryResponse> {
  const response = await user.inject({ method: 'GET', url: `/api/private-exchange/carriers?limit=100&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function network(user: TSignedInUser): Promise<TNetworkResponse> {
  const response = await user.inject({ method: 'GET', url: '/api/private-exchange/network' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function add(user: TSignedInUser, carrierId: string, groupIds: string[] = []) {
  return user.inject({ method: 'POST', url: '/api/private-exchange/network', payload: { carrierId, groupIds } });
}

async function group(user: TSignedInUser, name: string): Promise<string> {
  const response = await user.inject({ method: 'POST', url: '/api/private-exchange/groups', payload: { name } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describe('the private exchange: who may use it', () => {
  it('is the shipper’s with module private_freight and documents verified; the carrier has its own side', async () => {
    const withoutModule = await shipper({ modules: 'none' });
    const unverified = await shipper({ documentsOk: false });
    const aCarrier = await carrier();
    const shipperCalls = [
      { method: 'GET', url: '/api/private-exchange/carriers' },
      { method: 'GET', url: '/api/private-exchange/network' },
      { method: 'POST', url: '/api/private-exchange/groups', payload: { name: 'Est' } },
      { method: 'POST', url: '/api/private-exchange/invitations', payload: { email: 'x@example.dz' } },
    ] as const;
    for (const call of shipperCalls) {
      expect((await withoutModule.inject(call)).json().code, call.url).toBe('MODULE_REQUIRED');
      expect((await unverified.inject(call)).statusCode, call.url).toBe(403);
      expect((await aCarrier.inject(call)).json().code, call.url).toBe('ROLE_FORBIDDEN');
    }
    const owner = await shipper();
    expect((await owner.inject({ method: 'GET', url: '/api/private-exchange/shippers' })).json().code).toBe(
      'ROLE_FORBIDDEN',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/private-exchange/network' })).statusCode).toBe(401);
  });
});

describe('the carrier directory', () => {
  it('finds active carriers by name, place and radius, vehicle type, documents and rating, best rated first', async () => {
    const tag = unique('Annuaire');
    const owner = await shipper();
    const alger = await carrier({ name: `${tag} Alger`, placeId: ALGER, trucksTypes: ['truckPL19'], rating: [4.5, 8] });
    const blida = await carrier({ name: `${tag} Blida`, placeId: BLIDA, trucksTypes: ['truckVan'], rating: [3, 2] });
    const oran = await carrier({
      name: `${tag} Oran`,
      placeId: ORAN,
      trucksTypes: ['truckPL19'],
      rating: [4.9, 20],
      zones: ['31', '06'],
    });
    const lapsed = await carrier({ name: `${tag} Expiré`, placeId: ALGER, documentsOk: false, documentsActive: true });
    await carrier({ name: `${tag} Inactif`, placeId: ALGER, documentsOk: false, documentsActive: false });
    // A company row that only says documents_ok (the demo seed's) is active too.
    const seeded = await carrier({ name: `${tag} Démo`, documentsOk: true, documentsActive: false });

    const byName = await directory(owner, `q=${encodeURIComponent(tag)}`);
    expect(byName.data.map((row) => row.id)).toEqual([
      oran.company.id,
      alger.company.id,
      blida.company.id,
      // Not rated: by name.
      seeded.company.id,
      lapsed.company.id,
    ]);
    expect(byName.count).toBe(5);
    const first = byName.data[0]!;
    expect(first).toMatchObject({
      name: `${tag} Oran`,
      rating: { average: 4.9, count: 20 },
      documentsValidUntil: '2027-06-30',
      truckTypes: ['truckPL19'],
      zones: [
        { country: 'DZ', stateCode: '31' },
        { country: 'DZ', stateCode: '06' },
      ],
      missionsWithYou: 0,
      inNetwork: false,
    });

    const near = await directory(owner, `q=${encodeURIComponent(tag)}&place_id=${ALGER}&radius=60`);
    expect(near.data.map((row) => row.name).sort()).toEqual([`${tag} Alger`, `${tag} Blida`, `${tag} Expiré`]);
    const inState = await directory(owner, `q=${encodeURIComponent(tag)}&place_id=DZ:31`);
    expect(inState.data.map((row) => row.name)).toEqual([`${tag} Oran`]);
    // Béjaïa is a zone Oran's carrier serves, though it is based far from it.
    const byZone = await directory(owner, `q=${encodeURIComponent(tag)}&place_id=DZ:06:0601&radius=20`);
    expect(byZone.data.map((row) => row.name)).toEqual([`${tag} Oran`]);
    const byType = await directory(owner, `q=${encodeURIComponent(tag)}&truckType=truckPL19&order=name`);
    expect(byType.data.map((row) => row.name)).toEqual([`${tag} Alger`, `${tag} Oran`]);
    const rated = await directory(owner, `q=${encodeURIComponent(tag)}&minRating=4`);
    expect(rated.data.map((row) => row.name)).toEqual([`${tag} Oran`, `${tag} Alger`]);
    const valid = await directory(owner, `q=${encodeURIComponent(tag)}&documentsValid=true`);
    expect(valid.data.map((row) => row.name)).not.toContain(`${tag} Expiré`);
    expect(valid.count).toBe(4);
  });

  it('counts the missions a carrier did for this shipper, and loads it by its missions’ places', async () => {
    const owner = await shipper();
    const other = await shipper();
    const worker = await carrier({ name: unique('Habitué') });
    const published = await owner.inject({
      method: 'POST',
      url: '/api/offers',
      payload: validOffer({
        departure: { country: 'DZ', place_id: ORAN, address: 'Port', date: TEST_TODAY, time: '08:00' },
        instant_booking: true,
      }),
    });
    expect(published.statusCode, published.body).toBe(201);
    const [uid] = published.json().uids as string[];
    const booked = await worker.inject({ method: 'POST', url: `/api/freights/${uid}/accept` });
    expect(booked.statusCode, booked.body).toBe(201);
    const seen = await directory(owner, `q=${encodeURIComponent(worker.company.legalName)}&place_id=DZ:31`);
    expect(seen.data).toHaveLength(1);
    expect(seen.data[0]!.missionsWithYou).toBe(1);
    const byOther = await directory(other, `q=${encodeURIComponent(worker.company.legalName)}`);
    expect(byOther.data[0]!.missionsWithYou).toBe(0);
  });

  it('refuses a radius without a place and an unknown place with the field named', async () => {
    const owner = await shipper();
    const noPlace = await owner.inject({ method: 'GET', url: '/api/private-exchange/carriers?radius=50' });
    expect(noPlace.statusCode).toBe(400);
    expect(noPlace.json().fields).toHaveProperty('place_id');
    const unknown = await owner.inject({ method: 'GET', url: '/api/private-exchange/carriers?place_id=DZ:99:9999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ place_id: MESSAGES.fr.validation.invalid });
  });
});

describe('the network and its groups', () => {
  it('adds carriers in groups, changes their groups and removes them, the company’s own only', async () => {
    const owner = await shipper();
    const intruder = await shipper();
    const first = await carrier();
    const second = await carrier();
    const east = await group(owner, 'Frigorifique Est');
    const oran = await group(owner, 'Partenaires Oran');

    const added = await add(owner, first.company.id, [east]);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ id: first.company.id, inNetwork: true, groupIds: [east] });
    expect((await add(owner, second.company.id)).statusCode).toBe(201);
    // Adding again keeps it once, and adds the groups named.
    expect((await add(owner, first.company.id, [oran])).json().groupIds.sort()).toEqual([east, oran].sort());

    const mine = await network(owner);
    expect(mine.carriers.map((row) => row.id).sort()).toEqual([first.company.id, second.company.id].sort());
    expect(mine.groups.find((row) => row.id === east)).toEqual({
      id: east,
      name: 'Frigorifique Est',
      carrierIds: [first.company.id],
    });

    const regroup = await owner.inject({
      method: 'PUT',
      url: `/api/private-exchange/network/${first.company.id}`,
      payload: { groupIds: [oran] },
    });
    expect(regroup.json().groupIds).toEqual([oran]);

    // Another shipper sees nothing of it and changes nothing.
    expect((await network(intruder)).carriers).toEqual([]);
    const foreignGroup = await add(intruder, first.company.id, [east]);
    expect(foreignGroup.statusCode).toBe(400);
    expect(foreignGroup.json().fields).toHaveProperty('groupIds');
    for (const call of [
      { method: 'PUT', url: `/api/private-exchange/groups/${east}`, payload: { name: 'Volé' } },
      { method: 'DELETE', url: `/api/private-exchange/groups/${east}` },
      { method: 'PUT', url: `/api/private-exchange/network/${first.company.id}`, payload: { groupIds: [] } },
      { method: 'DELETE', url: `/api/private-exchange/network/${second.company.id}` },
    ] as const) {
      expect((await intruder.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect((await network(owner)).carriers).toHaveLength(2);

    // A group deleted: its carriers stay in the network.
    expect((await owner.inject({ method: 'DELETE', url: `/api/private-exchange/groups/${oran}` })).statusCode).toBe(
      200,
    );
    const afterDelete = await network(owner);
    expect(afterDelete.carriers.find((row) => row.id === first.company.id)!.groupIds).toEqual([]);
    const removed = await owner.inject({ method: 'DELETE', url: `/api/private-exchange/network/${first.company.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await network(owner)).carriers.map((row) => row.id)).toEqual([second.company.id]);
    expect((await directory(owner, `inNetwork=true`)).data.map((row) => row.id)).toEqual([second.company.id]);
  });

  it('refuses an unknown or inactive carrier, a shipper as carrier, and a second group of the same name', async () => {
    const owner = await shipper();
    const inactive = await carrier({ documentsOk: false, documentsActive: false });
    const otherShipper = await shipper();
    expect((await add(owner, inactive.company.id)).statusCode).toBe(404);
    expect((await add(owner, otherShipper.company.id)).statusCode).toBe(404);
    await group(owner, 'Partenaires Oran');
    const twice = await owner.inject({
      method: 'POST',
      url: '/api/private-exchange/groups',
      payload: { name: 'partenaires oran' },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual({ name: MESSAGES.fr.validation.groupNameTaken });
    const empty = await owner.inject({ method: 'POST', url: '/api/private-exchange/groups', payload: { name: ' ' } });
    expect(empty.json().fields).toEqual({ name: MESSAGES.fr.validation.required });
  });

  it('lets the carrier see the shippers that have it and leave one', async () => {
    const owner = await shipper();
    const member = await carrier();
    await add(owner, member.company.id);
    const listed = await member.inject({ method: 'GET', url: '/api/private-exchange/shippers' });
    expect(listed.json().data).toEqual([
      expect.objectContaining({ id: owner.company.id, name: owner.company.legalName }),
    ]);
    const left = await member.inject({ method: 'DELETE', url: `/api/private-exchange/shippers/${owner.company.id}` });
    expect(left.statusCode).toBe(200);
    expect((await network(owner)).carriers).toEqual([]);
    const again = await member.inject({ method: 'DELETE', url: `/api/private-exchange/shippers/${owner.company.id}` });
    expect(again.statusCode).toBe(404);
  });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const BOUNDARY = 'tariq-network-boundary';

function upload(user: { inject: TSignedInUser['inject'] }, type: string) {
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="issuedAt"\r\n\r\n2026-11-01\r\n`),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="document.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    PDF,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return user.inject({
    method: 'PUT',
    url: `/api/documents/${type}`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  });
}

describe('inviting a carrier not on Tariq', () => {
  it('mails a sign-up link; the carrier signed up with it joins the network and its groups once active', async () => {
    const owner = await shipper();
    const admin = await createSignedInUser(t, { role: 'ROLE_ADMIN' });
    const east = await group(owner, 'Frigorifique Est');
    const email = `nouveau-${Date.now()}@transports.dz`;

    const invited = await owner.inject({
      method: 'POST',
      url: '/api/private-exchange/invitations',
      payload: { email, groupIds: [east] },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ email, groupIds: [east], status: 'sent' });
    const [mail] = await t.db.read((db) => findMailsTo(db, email));
    expect(mail!.subject).toBe(`${owner.company.legalName} vous invite dans sa bourse privée sur Tariq`);
    const token = decodeURIComponent(/\/register\?network=([^\s"&]+)/.exec(mail!.text)![1]!);

    const info = await t.app.inject({
      method: 'GET',
      url: `/api/auth/network-invitation?token=${encodeURIComponent(token)}`,
    });
    expect(info.json()).toEqual({ shipperName: owner.company.legalName, email });

    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '10.27.0.1',
      payload: {
        accountType: 'carrier',
        company: {
          legalName: 'EURL Trans Invité',
          legalForm: 'eurl',
          shareCapital: 100_000,
          rc: '16/00-7654321 B 20',
          nif: `0${String(Date.now()).padStart(14, '7')}`,
          nis: `1${String(Date.now()).padStart(14, '7')}`,
          taxArticle: '16011234567',
          taxRegime: 'ifu',
          address: '3 rue Didouche Mourad',
          placeId: ALGER,
          phone: '+213 21 00 00 00',
          mobile: '+213 550 00 00 01',
          fax: null,
        },
        user: {
          firstName: 'Karim',
          lastName: 'Haddad',
          phone: '+213 550 00 00 02',
          roleInCompany: 'logistics_manager',
          email,
          password: 'une longue phrase de passe',
          passwordConfirmation: 'une longue phrase de passe',
        },
        activity: { trucksCount: 's', trucksTypes: ['truckPL19'] },
        zones: { pickup: ['16'], delivery: ['31'] },
        termsAccepted: true,
        network_invitation: token,
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    expect((await network(owner)).invitations).toEqual([expect.objectContaining({ email, status: 'signed_up' })]);
    expect((await network(owner)).carriers).toEqual([]);
    // The link works once.
    const reused = await t.app.inject({
      method: 'GET',
      url: `/api/auth/network-invitation?token=${encodeURIComponent(token)}`,
    });
    expect(reused.json().code).toBe('INVITATION_USED');

    // The staff verify its documents: its account is active, it is in the network and the group.
    const [company] = await t.db.read((db) =>
      db.select().from(companies).where(eq(companies.legalName, 'EURL Trans Invité')),
    );
    const userId = (await t.db.read((db) =>
      db.query.users.findFirst({ where: (u, { eq: is }) => is(u.companyId, company!.id) }),
    ))!.id;
    const accessToken = await t.app.ctx.tokens.signAccessToken(userId, ['ROLE_TRANSPORTEUR']);
    const asNewCarrier = {
      inject: (request: Parameters<TSignedInUser['inject']>[0]) =>
        t.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${accessToken}` } }),
    };
    for (const type of requiredDocumentTypes('carrier')) {
      expect((await upload(asNewCarrier, type)).statusCode).toBe(200);
    }
    const queued: TQueuedDocument[] = (
      await admin.inject({ method: 'GET', url: '/api/admin/documents?limit=100' })
    ).json().data;
    for (const document of queued.filter((row) => row.company.id === company!.id)) {
      const verified = await admin.inject({
        method: 'POST',
        url: `/api/admin/documents/${document.id}/verify`,
        payload: { expiresAt: null },
      });
      expect(verified.statusCode).toBe(200);
    }
    const joined = await network(owner);
    expect(joined.carriers.map((row) => row.id)).toEqual([company!.id]);
    expect(joined.carriers[0]!.groupIds).toEqual([east]);
    expect(joined.invitations).toEqual([]);
  });

  it('refuses an address that has an account, says a carrier is on Tariq, and lets the shipper cancel', async () => {
    const owner = await shipper();
    const onTariq = await carrier();
    const aShipper = await shipper();
    const carrierAddress = await owner.inject({
      method: 'POST',
      url: '/api/private-exchange/invitations',
      payload: { email: onTariq.email.toUpperCase() },
    });
    expect(carrierAddress.statusCode).toBe(409);
    expect(carrierAddress.json()).toMatchObject({
      code: 'CARRIER_ON_TARIQ',
      fields: { email: MESSAGES.fr.validation.carrierOnTariq },
    });
    const shipperAddress = await owner.inject({
      method: 'POST',
      url: '/api/private-exchange/invitations',
      payload: { email: aShipper.email },
    });
    expect(shipperAddress.json().code).toBe('ACCOUNT_EXISTS');

    const sent = await owner.inject({
      method: 'POST',
      url: '/api/private-exchange/invitations',
      payload: { email: 'annule@transports.dz' },
    });
    const [mail] = await t.db.read((db) => findMailsTo(db, 'annule@transports.dz'));
    const token = decodeURIComponent(/\/register\?network=([^\s"&]+)/.exec(mail!.text)![1]!);
    const intruder = await shipper();
    expect(
      (await intruder.inject({ method: 'DELETE', url: `/api/private-exchange/invitations/${sent.json().id}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await owner.inject({ method: 'DELETE', url: `/api/private-exchange/invitations/${sent.json().id}` })).statusCode,
    ).toBe(200);
    const dead = await t.app.inject({
      method: 'GET',
      url: `/api/auth/network-invitation?token=${encodeURIComponent(token)}`,
    });
    expect(dead.json().code).toBe('INVITATION_INVALID');
    expect((await network(owner)).invitations).toEqual([]);
  });

  it('lets a carrier already on Tariq accept the link with its account', async () => {
    const owner = await shipper();
    await owner.inject({
      method: 'POST',
      url: '/api/private-exchange/invitations',
      payload: { email: 'deja-client@transports.dz' },
    });
    const [mail] = await t.db.read((db) => findMailsTo(db, 'deja-client@transports.dz'));
    const token = decodeURIComponent(/\/register\?network=([^\s"&]+)/.exec(mail!.text)![1]!);
    const member = await carrier();
    const accepted = await member.inject({
      method: 'POST',
      url: '/api/private-exchange/invitations/accept',
      payload: { token },
    });
    expect(accepted.json()).toEqual({ shipperName: owner.company.legalName });
    expect((await network(owner)).carriers.map((row) => row.id)).toEqual([member.company.id]);
  });
});

describe('bad input', () => {
  it('answers a clear 400 naming the field, and changes nothing', async () => {
    const owner = await shipper();
    const before = await network(owner);
    const badEmail = await owner.inject({
      method: 'POST',
      url: '/api/private-exchange/invitations',
      payload: { email: 'pas-une-adresse' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fields).toHaveProperty('email');
    const badCarrier = await owner.inject({
      method: 'POST',
      url: '/api/private-exchange/network',
      payload: { carrierId: 'nope', groupIds: ['nope'] },
    });
    expect(badCarrier.statusCode).toBe(400);
    expect(Object.keys(badCarrier.json().fields).sort()).toEqual(['carrierId', 'groupIds.0']);
    const longName = await owner.inject({
      method: 'POST',
      url: '/api/private-exchange/groups',
      payload: { name: 'x'.repeat(61) },
    });
    expect(longName.json().fields).toEqual({ name: 'Au plus 60 caractères' });
    const badRating = await owner.inject({ method: 'GET', url: '/api/private-exchange/carriers?minRating=9' });
    expect(badRating.statusCode).toBe(400);
    expect(badRating.json().fields).toHaveProperty('minRating');
    expect(await network(owner)).toEqual(before);
  });
});
