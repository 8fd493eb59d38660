import { ZProfile } from '@tariq/contracts/profile';
import type { TCompanyUpdateInput } from '@tariq/contracts/profile';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyDocuments, users } from '../../db/schema';
import { createSignedInUser, createTestAppWithPlaces } from '../../test/helpers';
import { validOffer } from '../../test/offers';
import type { TSignedInUser, TTestApp } from '../../test/helpers';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
}, 60_000);
afterAll(() => t.close());

let serial = 0;
function company(overrides: Partial<TCompanyUpdateInput> = {}): TCompanyUpdateInput {
  serial += 1;
  return {
    legalName: 'Sarl Transit Soummam',
    legalForm: 'sarl',
    shareCapital: 1_000_000,
    rc: '06/00-1234567 B 18',
    nif: `0${String(serial).padStart(4, '0')}1234567890`.slice(0, 15),
    nis: '198006010123456',
    taxArticle: '06011234567',
    taxRegime: 'reel',
    address: '12 rue des Frères Amirouche',
    placeId: 'DZ:06:0601',
    phone: '+213 34 21 00 00',
    mobile: '+213 550 12 34 56',
    fax: '',
    languagesSpoken: ['ar', 'fr', 'ber', 'fr'],
    ...overrides,
  };
}

const USER_CHANGES = {
  firstName: 'Amina',
  lastName: 'Haddad',
  phone: '+213 550 99 88 77',
  roleInCompany: 'operations_manager',
  language: 'en',
} as const;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const BOUNDARY = 'tariq-logo-boundary';
function multipart(bytes: Buffer, fileName = 'logo.png') {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}
const putLogo = (user: TSignedInUser, companyId: string, bytes: Buffer) =>
  user.inject({
    method: 'PUT',
    url: `/api/companies/${companyId}/logo`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart(bytes),
  });

async function sessionUser(user: TSignedInUser) {
  const response = await user.inject({ method: 'POST', url: '/api/user/logged' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown>;
}

describe('GET and PUT /api/users/{id}', () => {
  it('answers the caller’s own profile and changes its information; the session follows', async () => {
    const me = await createSignedInUser(t);
    const read = await me.inject({ method: 'GET', url: `/api/users/${me.user.id}` });
    expect(read.statusCode, read.body).toBe(200);
    expect(ZProfile.parse(read.json()).user.email).toBe(me.email);

    const saved = await me.inject({ method: 'PUT', url: `/api/users/${me.user.id}`, payload: USER_CHANGES });
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = ZProfile.parse(saved.json());
    expect(profile.user).toMatchObject({ ...USER_CHANGES, phone: '+213550998877', email: me.email });
    expect(await sessionUser(me)).toMatchObject({ firstname: 'Amina', lastname: 'Haddad', language: 'en' });
  });

  it('never reads nor changes another user, even a colleague: 404, nothing changed', async () => {
    const me = await createSignedInUser(t);
    const colleague = await createSignedInUser(t, { companyId: me.company.id });
    const stranger = await createSignedInUser(t);
    for (const other of [colleague, stranger]) {
      expect((await me.inject({ method: 'GET', url: `/api/users/${other.user.id}` })).statusCode).toBe(404);
      const put = await me.inject({ method: 'PUT', url: `/api/users/${other.user.id}`, payload: USER_CHANGES });
      expect(put.statusCode).toBe(404);
      const [row] = await t.db.read((db) => db.select().from(users).where(eq(users.id, other.user.id)));
      expect(row!.firstName).toBe('Nadia');
    }
  });

  it('refuses bad input with field errors in the user’s language and changes nothing', async () => {
    const me = await createSignedInUser(t);
    const response = await me.inject({
      method: 'PUT',
      url: `/api/users/${me.user.id}`,
      headers: { 'user-language': 'fr' },
      payload: { ...USER_CHANGES, firstName: ' ', phone: '12', roleInCompany: 'king', language: 'xx' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body.fields).sort()).toEqual(['firstName', 'language', 'phone', 'roleInCompany']);
    expect(body.fields.firstName).toBe('Ce champ est obligatoire');
    const [row] = await t.db.read((db) => db.select().from(users).where(eq(users.id, me.user.id)));
    expect(row!.firstName).toBe('Nadia');
  });

  it('is for signed-in users only', async () => {
    const me = await createSignedInUser(t);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${me.user.id}` })).statusCode).toBe(401);
  });
});

describe('PUT /api/companies/{id} and its billing', () => {
  it('changes the company by a user of it; the session shows the new name', async () => {
    const me = await createSignedInUser(t);
    const body = company({ legalName: 'Eurl Trans Atlas' });
    const response = await me.inject({ method: 'PUT', url: `/api/companies/${me.company.id}`, payload: body });
    expect(response.statusCode, response.body).toBe(200);
    const { company: saved } = ZProfile.parse(response.json());
    expect(saved).toMatchObject({
      legalName: 'Eurl Trans Atlas',
      rc: '06001234567B18',
      nif: body.nif,
      placeId: 'DZ:06:0601',
      city: 'Béjaïa',
      mobile: '+213550123456',
      fax: null,
      languagesSpoken: ['ar', 'fr', 'ber'],
    });
    expect((await sessionUser(me)).society).toBe('Eurl Trans Atlas');
  });

  it('sends the documents back to validation when the NIF or the RC changes, not for other fields', async () => {
    const me = await createSignedInUser(t);
    const first = company();
    await me.inject({ method: 'PUT', url: `/api/companies/${me.company.id}`, payload: first });
    await t.db.transaction(async (tx) => {
      await tx.update(companies).set({ documentsOk: true }).where(eq(companies.id, me.company.id));
      await tx.insert(companyDocuments).values({
        companyId: me.company.id,
        type: 'insurance',
        storageKey: 'a'.repeat(32),
        name: 'assurance.pdf',
        mime: 'application/pdf',
        size: 10,
        // Verified by the staff (the documents capability writes this status).
        status: 'verified',
        uploadedAt: new Date(),
      });
    });
    const phoneOnly = await me.inject({
      method: 'PUT',
      url: `/api/companies/${me.company.id}`,
      payload: { ...first, phone: '+213 34 22 00 00' },
    });
    expect(ZProfile.parse(phoneOnly.json()).company.documentsOk).toBe(true);
    const statuses = () =>
      t.db.read((db) =>
        db
          .select({ status: companyDocuments.status })
          .from(companyDocuments)
          .where(eq(companyDocuments.companyId, me.company.id)),
      );
    expect(await statuses()).toEqual([{ status: 'verified' }]);

    const newRc = await me.inject({
      method: 'PUT',
      url: `/api/companies/${me.company.id}`,
      payload: { ...first, rc: '06/00-7654321 B 19' },
    });
    expect(ZProfile.parse(newRc.json()).company.documentsOk).toBe(false);
    expect(await statuses()).toEqual([{ status: 'in_validation' }]);
    // The account is inactive from the next request on.
    expect((await sessionUser(me)).is_doc_ok).toBe(false);
  });

  it('answers 409 for a NIF another company holds, and changes nothing', async () => {
    const me = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const taken = company();
    expect(
      (await other.inject({ method: 'PUT', url: `/api/companies/${other.company.id}`, payload: taken })).statusCode,
    ).toBe(200);
    const response = await me.inject({
      method: 'PUT',
      url: `/api/companies/${me.company.id}`,
      payload: company({ nif: taken.nif, legalName: 'Copie' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('COMPANY_EXISTS');
    const [row] = await t.db.read((db) => db.select().from(companies).where(eq(companies.id, me.company.id)));
    expect(row!.legalName).not.toBe('Copie');
  });

  it('never changes another company: 404 for its id, and a bad place is a field error', async () => {
    const me = await createSignedInUser(t);
    const stranger = await createSignedInUser(t);
    for (const url of [`/api/companies/${stranger.company.id}`, `/api/companies/${stranger.company.id}/billing`]) {
      const payload = url.endsWith('billing') ? { billingService: 'Compta' } : company({ legalName: 'Volée' });
      expect((await me.inject({ method: 'PUT', url, payload })).statusCode, url).toBe(404);
    }
    expect((await putLogo(me, stranger.company.id, PNG)).statusCode).toBe(404);
    const [row] = await t.db.read((db) => db.select().from(companies).where(eq(companies.id, stranger.company.id)));
    expect(row!.legalName).not.toBe('Volée');
    expect(row!.billingService).toBeNull();
    expect(row!.logoKey).toBeNull();

    const badPlace = await me.inject({
      method: 'PUT',
      url: `/api/companies/${me.company.id}`,
      payload: company({ placeId: 'DZ:99:9999' }),
    });
    expect(badPlace.statusCode).toBe(400);
    expect(Object.keys(badPlace.json().fields)).toEqual(['placeId']);
  });

  it('keeps the billing contact, empty fields as none, and refuses a bad e-mail', async () => {
    const me = await createSignedInUser(t);
    const url = `/api/companies/${me.company.id}/billing`;
    const saved = await me.inject({
      method: 'PUT',
      url,
      payload: {
        billingService: 'Service comptabilité',
        billingPhone: '',
        billingEmail: 'compta@atlas.dz',
        billingAddress: 'Zone industrielle, Béjaïa',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ZProfile.parse(saved.json()).company).toMatchObject({
      billingService: 'Service comptabilité',
      billingPhone: null,
      billingEmail: 'compta@atlas.dz',
    });
    const bad = await me.inject({ method: 'PUT', url, payload: { billingEmail: 'compta@' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['billingEmail']);
  });
});

describe('the company logo', () => {
  it('keeps an image recognised from its bytes, shows it in the session and to anyone, and removes it', async () => {
    const me = await createSignedInUser(t);
    const saved = await putLogo(me, me.company.id, PNG);
    expect(saved.statusCode, saved.body).toBe(200);
    const logo = ZProfile.parse(saved.json()).company.logo;
    expect(logo).toMatch(new RegExp(`^/api/companies/${me.company.id}/logo\\?v=[a-f0-9]{8}$`));
    expect((await sessionUser(me)).logo).toBe(logo);
    const image = await t.app.inject({ method: 'GET', url: logo! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const removed = await me.inject({ method: 'DELETE', url: `/api/companies/${me.company.id}/logo` });
    expect(ZProfile.parse(removed.json()).company.logo).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: logo! })).statusCode).toBe(404);
  });

  it('refuses what is not an image (415) and an image over 2 MB (413), keeping nothing', async () => {
    const me = await createSignedInUser(t);
    expect((await putLogo(me, me.company.id, Buffer.from('%PDF-1.4\n% not a logo\n'))).statusCode).toBe(415);
    const large = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await putLogo(me, me.company.id, large)).statusCode).toBe(413);
    const [row] = await t.db.read((db) => db.select().from(companies).where(eq(companies.id, me.company.id)));
    expect(row!.logoKey).toBeNull();
  });
});

describe('the company’s default e-protocol', () => {
  const PDF = Buffer.from('%PDF-1.4\n% the company protocol\n');
  const putEprotocol = (user: TSignedInUser, companyId: string, bytes: Buffer) =>
    user.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}/eprotocol`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart(bytes, 'protocole société.pdf'),
    });
  async function publish(shipper: TSignedInUser, copies = 1) {
    const response = await shipper.inject({ method: 'POST', url: '/api/offers', payload: { ...validOffer(), copies } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().uids as string[];
  }

  it('is attached, a copy each, to the offers published after it is set; removing it leaves them theirs', async () => {
    const shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
    const [before] = await publish(shipper);
    const saved = await putEprotocol(shipper, shipper.company.id, PDF);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ZProfile.parse(saved.json()).company.eprotocol).toEqual({
      name: 'protocole société.pdf',
      mime: 'application/pdf',
      size: PDF.length,
    });

    const uids = await publish(shipper, 2);
    for (const uid of uids) {
      const offer = (await shipper.inject({ method: 'GET', url: `/api/offers/${uid}` })).json();
      expect(offer.eprotocol).toEqual({ name: 'protocole société.pdf', mime: 'application/pdf', size: PDF.length });
      const file = await shipper.inject({ method: 'GET', url: `/api/offers/${uid}/eprotocol` });
      expect(file.rawPayload.equals(PDF)).toBe(true);
    }
    expect((await shipper.inject({ method: 'GET', url: `/api/offers/${before}` })).json().eprotocol).toBeNull();

    // One offer's file removed: the other offer and the default keep theirs.
    await shipper.inject({ method: 'DELETE', url: `/api/offers/${uids[0]}/eprotocol` });
    const other = await shipper.inject({ method: 'GET', url: `/api/offers/${uids[1]}/eprotocol` });
    expect(other.rawPayload.equals(PDF)).toBe(true);
    const own = await shipper.inject({ method: 'GET', url: `/api/companies/${shipper.company.id}/eprotocol` });
    expect(own.rawPayload.equals(PDF)).toBe(true);

    // The default removed: new offers go without one; published ones keep theirs.
    const removed = await shipper.inject({ method: 'DELETE', url: `/api/companies/${shipper.company.id}/eprotocol` });
    expect(ZProfile.parse(removed.json()).company.eprotocol).toBeNull();
    const [after] = await publish(shipper);
    expect((await shipper.inject({ method: 'GET', url: `/api/offers/${after}` })).json().eprotocol).toBeNull();
    const kept = await shipper.inject({ method: 'GET', url: `/api/offers/${uids[1]}/eprotocol` });
    expect(kept.rawPayload.equals(PDF)).toBe(true);
  });

  it('is the company’s own: another company neither reads nor sets it; a non-PDF is refused', async () => {
    const shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
    const stranger = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
    await putEprotocol(shipper, shipper.company.id, PDF);
    const url = `/api/companies/${shipper.company.id}/eprotocol`;
    expect((await stranger.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await stranger.inject({ method: 'DELETE', url })).statusCode).toBe(404);
    expect((await putEprotocol(stranger, shipper.company.id, PDF)).statusCode).toBe(404);
    expect(
      (await putEprotocol(shipper, shipper.company.id, Buffer.from('plain text, not a protocol'))).statusCode,
    ).toBe(415);
    const own = await shipper.inject({ method: 'GET', url });
    expect(own.rawPayload.equals(PDF)).toBe(true);
  });
});
