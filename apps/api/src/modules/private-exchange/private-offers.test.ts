import { FREIGHTS_TOPIC, privateFreightsTopic } from '@tariq/contracts';
import type { TCreateOfferRequest, TFreightListResponse } from '@tariq/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, offers } from '../../db/schema';
import { publishPrivateOffersDue } from '../offers';
import { parseConfig } from '../../config';
import { ensurePlaces } from '../places';
import { createSignedInUser, createTestApp, createTestAppWithPlaces } from '../../test/helpers';
import type { TSignedInUser, TTestApp } from '../../test/helpers';
import { hubToken, listen, subscribe } from '../../test/hub';
import { validOffer } from '../../test/offers';

let t: TTestApp;
let url: string;
beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
  url = await listen(t.app);
}, 60_000);
afterAll(async () => t.close());

let serial = 0;

function shipper() {
  return createSignedInUser(t, {
    role: 'ROLE_COMMISSIONNAIRE',
    modules: ['private_freight'],
    companyName: `Expéditeur privé ${++serial}`,
  });
}

/** The same user with a token signed now (the clock moved past the first one's life). */
async function signedAgain(user: TSignedInUser): Promise<TSignedInUser> {
  const token = await t.app.ctx.tokens.signAccessToken(user.user.id, [user.user.role]);
  return {
    ...user,
    token,
    inject: (request) =>
      t.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } }),
  };
}

function carrier(name: string) {
  return createSignedInUser(t, { role: 'ROLE_TRANSPORTEUR', companyName: `${name} ${++serial}` });
}

async function ok(response: { statusCode: number; body: string; json(): unknown }, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as Record<string, unknown>;
}

async function group(owner: TSignedInUser, name: string, members: TSignedInUser[]): Promise<string> {
  const { id } = await ok(
    await owner.inject({ method: 'POST', url: '/api/private-exchange/groups', payload: { name } }),
    201,
  );
  for (const member of members) {
    await ok(
      await owner.inject({
        method: 'POST',
        url: '/api/private-exchange/network',
        payload: { carrierId: member.company.id, groupIds: [id] },
      }),
      201,
    );
  }
  return id as string;
}

async function publish(owner: TSignedInUser, overrides: Partial<TCreateOfferRequest>): Promise<string> {
  const body = await ok(
    await owner.inject({ method: 'POST', url: '/api/offers', payload: validOffer(overrides) }),
    201,
  );
  return (body.uids as string[])[0]!;
}

async function search(user: TSignedInUser, query = ''): Promise<TFreightListResponse> {
  return (await ok(
    await user.inject({ method: 'GET', url: `/api/freights?limit=100${query}` }),
  )) as TFreightListResponse;
}

async function typeSevenFor(user: TSignedInUser, uid: string): Promise<number> {
  const rows = await t.db.read((db) =>
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.user.id), eq(notifications.type, 7))),
  );
  return rows.filter((row) => (row.data as { offre_uid?: string }).offre_uid === uid).length;
}

describe('a private offer reaches its audience and nobody else', () => {
  it('is seen, counted, shown, starred, proposed on and streamed by the audience only', async () => {
    const owner = await shipper();
    const inGroup = await carrier('Frigo Est');
    const removedLater = await carrier('Frigo Est retiré');
    const otherGroup = await carrier('Partenaire Oran');
    const noGroup = await carrier('Réseau sans groupe');
    const outsider = await carrier('Hors réseau');
    const east = await group(owner, 'Frigorifique Est', [inGroup, removedLater]);
    await group(owner, 'Partenaires Oran', [otherGroup]);
    await ok(
      await owner.inject({
        method: 'POST',
        url: '/api/private-exchange/network',
        payload: { carrierId: noGroup.company.id },
      }),
      201,
    );

    // Streams open before the publication: the audience's private topic, and the public one.
    const streams = new Map<TSignedInUser, Awaited<ReturnType<typeof subscribe>>>();
    for (const user of [inGroup, otherGroup, noGroup, outsider]) {
      const topics = [FREIGHTS_TOPIC, privateFreightsTopic(user.company.id)];
      streams.set(user, await subscribe(url, await hubToken(t.app, user.user.id, topics.slice(1)), topics));
    }
    const publicBefore = (await search(outsider)).count;

    const uid = await publish(owner, {
      visibility: 'private',
      private_audience: { groups: [east], carriers: [] },
    });
    const offer = await ok(await owner.inject({ method: 'GET', url: `/api/offers/${uid}` }));
    expect(offer).toMatchObject({ visibility: 'private', private_audience: { groups: [east], carriers: [] } });
    // Removed from the network after the publication: it loses the offer.
    await ok(await owner.inject({ method: 'DELETE', url: `/api/private-exchange/network/${removedLater.company.id}` }));

    const published = await streams.get(inGroup)!.waitFor(1);
    expect(published.map((event) => event.data)).toEqual([{ uid, event: 'published' }]);
    expect(await typeSevenFor(inGroup, uid)).toBe(1);

    // Inside: the private tab lists and counts it, the detail opens, the star and a proposal work.
    const privateTab = await search(inGroup, '&exchange=private');
    expect(privateTab.data.map((freight) => freight.uid)).toEqual([uid]);
    expect(privateTab.count).toBe(1);
    expect(privateTab.data[0]!.exchange).toBe('private');
    expect(privateTab.data[0]).not.toHaveProperty('private_audience');
    expect(await ok(await inGroup.inject({ method: 'GET', url: `/api/freights/${uid}` }))).toMatchObject({
      uid,
      exchange: 'private',
    });
    await ok(await inGroup.inject({ method: 'POST', url: `/api/freights/${uid}/favorite` }));
    expect((await ok(await inGroup.inject({ method: 'GET', url: '/api/freights/favorite/uids' }))).data).toEqual([uid]);
    expect(
      ((await ok(await inGroup.inject({ method: 'GET', url: '/api/freights/favorite' }))) as TFreightListResponse)
        .count,
    ).toBe(1);
    // Nowhere in the public exchange, for anyone.
    expect((await search(inGroup)).data.map((freight) => freight.uid)).not.toContain(uid);

    // Outside, whoever they are: nothing from any endpoint, no count, no event, no notification.
    for (const user of [removedLater, otherGroup, noGroup, outsider]) {
      const name = user.company.legalName;
      const tab = await search(user, '&exchange=private');
      expect(tab.count, name).toBe(0);
      expect(tab.data, name).toEqual([]);
      const everything = await search(user);
      expect(
        everything.data.map((freight) => freight.uid),
        name,
      ).not.toContain(uid);
      expect((await user.inject({ method: 'GET', url: `/api/freights/${uid}` })).statusCode, name).toBe(404);
      expect((await user.inject({ method: 'POST', url: `/api/freights/${uid}/favorite` })).statusCode, name).toBe(404);
      expect((await user.inject({ method: 'POST', url: `/api/freights/${uid}/accept` })).statusCode, name).toBe(404);
      expect(
        (
          await user.inject({
            method: 'POST',
            url: `/api/freights/${uid}/proposals`,
            payload: { price: 50000, comment: null },
          })
        ).statusCode,
        name,
      ).toBe(404);
      expect((await ok(await user.inject({ method: 'GET', url: '/api/freights/favorite/uids' }))).data, name).toEqual(
        [],
      );
    }
    expect((await search(outsider)).count).toBe(publicBefore);
    for (const user of [otherGroup, noGroup, outsider]) expect(await typeSevenFor(user, uid)).toBe(0);
    // The carrier removed later had been told at publication; it no longer sees the offer it was told of.
    expect(await typeSevenFor(removedLater, uid)).toBe(1);

    // The audience deals on it; the event goes to its private topic only.
    await ok(
      await inGroup.inject({ method: 'POST', url: `/api/freights/${uid}/proposals`, payload: { price: 80000 } }),
      201,
    );
    await owner.inject({ method: 'POST', url: `/api/offers/${uid}/cancel`, payload: {} });
    const told = await streams.get(inGroup)!.waitFor(2);
    expect(told.map((event) => event.data)).toEqual([
      { uid, event: 'published' },
      { uid, event: 'withdrawn' },
    ]);
    for (const user of [otherGroup, noGroup, outsider]) {
      const events = streams
        .get(user)!
        .events()
        .map((event) => event.data as { uid?: string });
      expect(events.filter((event) => event.uid === uid)).toEqual([]);
    }
    for (const stream of streams.values()) await stream.close();
  });

  it('needs the module, a carrier of the network in the audience, and groups and carriers of its own', async () => {
    const owner = await shipper();
    const other = await shipper();
    const member = await carrier('Membre');
    const foreignGroup = await group(other, 'Groupe d’un autre', []);
    const empty = await owner.inject({
      method: 'POST',
      url: '/api/offers',
      payload: validOffer({ visibility: 'private' }),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('private_audience');
    await group(owner, 'Les miens', [member]);
    const foreign = await owner.inject({
      method: 'POST',
      url: '/api/offers',
      payload: validOffer({ visibility: 'private', private_audience: { groups: [foreignGroup], carriers: [] } }),
    });
    expect(foreign.json().fields).toHaveProperty(['private_audience.groups']);
    expect(
      await t.db.read((db) => db.select().from(offers).where(eq(offers.shipperCompanyId, owner.company.id))),
    ).toEqual([]);

    const withoutModule = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', modules: [] });
    const refused = await withoutModule.inject({
      method: 'POST',
      url: '/api/offers',
      payload: validOffer({ visibility: 'private' }),
    });
    expect(refused.json().code).toBe('MODULE_REQUIRED');
  });
});

describe('the cascade to the public exchange', () => {
  it('makes a private offer nobody took public once, when its time comes, and tells the shipper', async () => {
    let owner = await shipper();
    let member = await carrier('Premier choix');
    let outsider = await carrier('Public');
    await group(owner, 'Réseau', [member]);
    const waiting = await publish(owner, { visibility: 'private', public_after_minutes: 30 });
    const taken = await publish(owner, { visibility: 'private', public_after_minutes: 30, instant_booking: true });
    await ok(await member.inject({ method: 'POST', url: `/api/freights/${taken}/accept` }), 201);
    expect((await ok(await owner.inject({ method: 'GET', url: `/api/offers/${waiting}` }))).public_after).toBe(
      new Date(t.clock.now().getTime() + 30 * 60_000).toISOString(),
    );

    t.clock.advance(29 * 60_000);
    owner = await signedAgain(owner);
    member = await signedAgain(member);
    outsider = await signedAgain(outsider);
    expect(await publishPrivateOffersDue(t.app.ctx)).toBe(0);
    expect((await outsider.inject({ method: 'GET', url: `/api/freights/${waiting}` })).statusCode).toBe(404);

    t.clock.advance(2 * 60_000);
    expect(await publishPrivateOffersDue(t.app.ctx)).toBe(1);
    expect(await publishPrivateOffersDue(t.app.ctx)).toBe(0);
    const offer = await ok(await owner.inject({ method: 'GET', url: `/api/offers/${waiting}` }));
    expect(offer).toMatchObject({
      visibility: 'public',
      public_after: null,
      made_public_at: t.clock.now().toISOString(),
    });
    expect((await search(outsider)).data.map((freight) => freight.uid)).toContain(waiting);
    expect((await search(member, '&exchange=private')).data.map((freight) => freight.uid)).not.toContain(waiting);
    const told = await t.db.read((db) =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, owner.user.id), eq(notifications.type, 5))),
    );
    expect(told.map((row) => row.data)).toEqual([{ offre_uid: waiting, action: 'made_public' }]);
    // The offer taken before its time stays with its carrier.
    const [takenRow] = await t.db.read((db) => db.select().from(offers).where(eq(offers.uid, taken)));
    expect(takenRow).toMatchObject({ visibility: 'private', status: 'scheduled', madePublicAt: null });
  });
});

describe('the developer’s clock', () => {
  it('moves time forward and runs the jobs, so a cascade shows at once; off unless asked, never in production', async () => {
    expect(parseConfig({ DEV_CLOCK: 'on' }).devClock).toBe(true);
    expect(parseConfig({}).devClock).toBe(false);
    expect(parseConfig({ DEV_CLOCK: 'on', NODE_ENV: 'production' }).devClock).toBe(false);
    const advance = { method: 'POST' as const, url: '/api/dev/clock', payload: { advanceMinutes: 16 } };
    expect((await t.app.inject(advance)).statusCode).toBe(404);

    const dev = await createTestApp({ devClock: true });
    try {
      await ensurePlaces(dev.app.ctx, { countries: ['DZ'] });
      const owner = await createSignedInUser(dev, {
        role: 'ROLE_COMMISSIONNAIRE',
        modules: ['private_freight'],
      });
      const member = await createSignedInUser(dev, { role: 'ROLE_TRANSPORTEUR' });
      await owner.inject({
        method: 'POST',
        url: '/api/private-exchange/network',
        payload: { carrierId: member.company.id },
      });
      const created = await owner.inject({
        method: 'POST',
        url: '/api/offers',
        payload: validOffer({ visibility: 'private', public_after_minutes: 15 }),
      });
      const uid = created.json().uids[0] as string;
      const moved = await dev.app.inject(advance);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().handled).toBeGreaterThanOrEqual(1);
      expect(new Date(moved.json().now).getTime()).toBe(dev.clock.now().getTime() + 16 * 60_000);
      const [row] = await dev.db.read((db) => db.select().from(offers).where(eq(offers.uid, uid)));
      expect(row!.visibility).toBe('public');
    } finally {
      await dev.close();
    }
  });
});

describe('a cascade delay out of bounds', () => {
  it('is refused with the field named, and no offer is written', async () => {
    const owner = await shipper();
    await group(owner, 'Réseau', [await carrier('Délai')]);
    for (const minutes of [5, 7 * 24 * 60 + 1, 30.5]) {
      const refused = await owner.inject({
        method: 'POST',
        url: '/api/offers',
        payload: validOffer({ visibility: 'private', public_after_minutes: minutes }),
      });
      expect(refused.statusCode, String(minutes)).toBe(400);
      expect(refused.json().fields, String(minutes)).toHaveProperty('public_after_minutes');
    }
    expect(
      await t.db.read((db) => db.select().from(offers).where(eq(offers.shipperCompanyId, owner.company.id))),
    ).toEqual([]);
  });
});
