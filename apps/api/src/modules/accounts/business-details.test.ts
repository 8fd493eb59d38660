import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../db/schema';
import { createSignedInUser, createTestApp } from '../../test/helpers';
import type { TSignedInUser, TTestApp } from '../../test/helpers';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const SHIPPER_ANSWERS = {
  shipmentsCount: 'm',
  typesOfGoods: ['palette', 'alimentaire'],
  truckLoading: 'ftl',
  geoGraphicRadius: ['national'],
};
const CARRIER_ANSWERS = {
  trucksCount: 'l',
  trucksTypes: ['truckPL19', 'truckSPL'],
  geoGraphicRadius: ['regional', 'international'],
};

const newShipper = () =>
  createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', documentsOk: false, businessDetailsCompleted: false });
const newCarrier = () =>
  createSignedInUser(t, { role: 'ROLE_TRANSPORTEUR', documentsOk: false, businessDetailsCompleted: false });

const post = (caller: TSignedInUser, payload: unknown, headers: Record<string, string> = {}) =>
  caller.inject({ method: 'POST', url: '/api/auth/businessDetails', payload: payload as object, headers });

async function companyRow(companyId: string) {
  const [row] = await t.db.read((db) => db.select().from(companies).where(eq(companies.id, companyId)));
  return row!;
}

async function completedAt(userId: string) {
  const [row] = await t.db.read((db) =>
    db.select({ at: users.businessDetailsCompletedAt }).from(users).where(eq(users.id, userId)),
  );
  return row!.at;
}

async function loggedUser(caller: TSignedInUser) {
  return (await caller.inject({ method: 'POST', url: '/api/user/logged' })).json() as Record<string, unknown>;
}

describe('POST /api/auth/businessDetails', () => {
  it("keeps a shipper's answers on its company and answers the session user, onboarding completed", async () => {
    const shipper = await newShipper();
    expect((await loggedUser(shipper)).isBusinessDetailsCompleted).toBe(false);
    const response = await post(shipper, SHIPPER_ANSWERS);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: shipper.user.id, isBusinessDetailsCompleted: true });
    const row = await companyRow(shipper.company.id);
    expect(row).toMatchObject({
      shipmentsCount: 'm',
      typesOfGoods: ['palette', 'alimentaire'],
      truckLoading: 'ftl',
      geographicRadius: ['national'],
      trucksCount: null,
      trucksTypes: null,
    });
    expect(await completedAt(shipper.user.id)).toEqual(t.clock.now());
    // The session cache was dropped: the next read says so too.
    expect((await loggedUser(shipper)).isBusinessDetailsCompleted).toBe(true);
  });

  it("keeps a carrier's answers on its company", async () => {
    const carrier = await newCarrier();
    const response = await post(carrier, CARRIER_ANSWERS);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().isBusinessDetailsCompleted).toBe(true);
    expect(await companyRow(carrier.company.id)).toMatchObject({
      trucksCount: 'l',
      trucksTypes: ['truckPL19', 'truckSPL'],
      geographicRadius: ['regional', 'international'],
      shipmentsCount: null,
    });
  });

  it("writes only the caller's company: another company and its users are untouched", async () => {
    const shipper = await newShipper();
    const other = await newShipper();
    const before = await companyRow(other.company.id);
    expect((await post(shipper, SHIPPER_ANSWERS)).statusCode).toBe(200);
    expect(await companyRow(other.company.id)).toEqual(before);
    expect(await completedAt(other.user.id)).toBeNull();
    expect((await loggedUser(other)).isBusinessDetailsCompleted).toBe(false);
  });

  it('completes the onboarding of every user of the company: the details are the company’s', async () => {
    const first = await newCarrier();
    const colleague = await createSignedInUser(t, {
      role: 'ROLE_TRANSPORTEUR',
      companyId: first.company.id,
      businessDetailsCompleted: false,
    });
    // Read once, so that the colleague's session is cached before the change.
    expect((await loggedUser(colleague)).isBusinessDetailsCompleted).toBe(false);
    expect((await post(first, CARRIER_ANSWERS)).statusCode).toBe(200);
    expect((await loggedUser(colleague)).isBusinessDetailsCompleted).toBe(true);
  });

  it.each([
    ['shipmentsCount', 'Ce champ est obligatoire'],
    ['typesOfGoods', 'Choisissez au moins une option.'],
    ['truckLoading', 'Ce champ est obligatoire'],
    ['geoGraphicRadius', 'Choisissez au moins une option.'],
  ])("refuses a shipper's answers without %s, with its field error, and writes nothing", async (field, message) => {
    const shipper = await newShipper();
    const payload: Record<string, unknown> = { ...SHIPPER_ANSWERS };
    delete payload[field];
    const response = await post(shipper, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: message } });
    expect(Object.keys(response.json().fields)).toEqual([field]);
    expect((await companyRow(shipper.company.id)).shipmentsCount).toBeNull();
    expect(await completedAt(shipper.user.id)).toBeNull();
  });

  it.each([
    ['trucksCount', 'Ce champ est obligatoire'],
    ['trucksTypes', 'Choisissez au moins une option.'],
    ['geoGraphicRadius', 'Choisissez au moins une option.'],
  ])("refuses a carrier's answers without %s, with its field error", async (field, message) => {
    const carrier = await newCarrier();
    const payload: Record<string, unknown> = { ...CARRIER_ANSWERS };
    delete payload[field];
    const response = await post(carrier, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
    expect(await completedAt(carrier.user.id)).toBeNull();
  });

  it('refuses an empty list, an unknown value, a repeated value and a wrong type, each under its field', async () => {
    const carrier = await newCarrier();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ trucksTypes: [] }, 'trucksTypes', 'Choisissez au moins une option.'],
      [{ geoGraphicRadius: [] }, 'geoGraphicRadius', 'Choisissez au moins une option.'],
      [{ trucksCount: 'xl' }, 'trucksCount', 'Choix invalide'],
      [{ trucksTypes: ['truckPL19', 'rocket'] }, 'trucksTypes.1', 'Choix invalide'],
      [{ geoGraphicRadius: ['national', 'national'] }, 'geoGraphicRadius', 'Valeur invalide'],
      [{ trucksTypes: 'truckSPL' }, 'trucksTypes', 'Choisissez au moins une option.'],
    ];
    for (const [change, field, message] of cases) {
      const response = await post(carrier, { ...CARRIER_ANSWERS, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields, field).toEqual({ [field]: message });
    }
    expect(await completedAt(carrier.user.id)).toBeNull();
  });

  it("refuses the other role's answers rather than ignoring them", async () => {
    const carrier = await newCarrier();
    const response = await post(carrier, { ...CARRIER_ANSWERS, shipmentsCount: 's', truckLoading: 'ltl' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ shipmentsCount: 'Valeur invalide', truckLoading: 'Valeur invalide' });
    const shipper = await newShipper();
    const refused = await post(shipper, { ...SHIPPER_ANSWERS, trucksTypes: ['truckVan'] });
    expect(refused.json().fields).toEqual({ trucksTypes: 'Valeur invalide' });
    expect((await companyRow(carrier.company.id)).trucksCount).toBeNull();
    expect((await companyRow(shipper.company.id)).shipmentsCount).toBeNull();
  });

  it("gives the field errors in the caller's language", async () => {
    const shipper = await newShipper();
    const missing = await post(shipper, { geoGraphicRadius: ['national'] }, { 'user-language': 'en' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      shipmentsCount: 'This field is required',
      typesOfGoods: 'Choose at least one option.',
      truckLoading: 'This field is required',
    });
    const empty = await post(shipper, { ...SHIPPER_ANSWERS, geoGraphicRadius: [] }, { 'user-language': 'ar' });
    expect(empty.json().fields).toEqual({ geoGraphicRadius: 'اختر خياراً واحداً على الأقل.' });
  });

  it('answers 401 without a session and 403 to platform staff and drivers', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/businessDetails',
      payload: SHIPPER_ANSWERS,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/businessDetails' })).statusCode).toBe(401);
    for (const role of ['ROLE_ADMIN', 'ROLE_DRIVER'] as const) {
      const caller = await createSignedInUser(t, { role });
      const response = await post(caller, CARRIER_ANSWERS);
      expect(response.statusCode, role).toBe(403);
      expect(response.json().code).toBe('ROLE_FORBIDDEN');
    }
  });
});

describe('GET /api/auth/businessDetails', () => {
  it("answers what the caller's company gave at sign-up, for the wizard to start from", async () => {
    const shipper = await newShipper();
    await t.db.transaction((tx) =>
      tx
        .update(companies)
        .set({ shipmentsCount: 'xxl', typesOfGoods: ['vrac'] })
        .where(eq(companies.id, shipper.company.id)),
    );
    const response = await shipper.inject({ method: 'GET', url: '/api/auth/businessDetails' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      geoGraphicRadius: [],
      shipmentsCount: 'xxl',
      typesOfGoods: ['vrac'],
      truckLoading: null,
      trucksCount: null,
      trucksTypes: [],
    });
  });
});

describe('isBusinessDetailsCompleted', () => {
  it("is true without the wizard once the company holds every answer of the user's role", async () => {
    const carrier = await newCarrier();
    // What sign-up gives: the wizard still has the geographic radius to ask.
    await t.db.transaction((tx) =>
      tx
        .update(companies)
        .set({ trucksCount: 's', trucksTypes: ['truckVan'] })
        .where(eq(companies.id, carrier.company.id)),
    );
    await t.app.ctx.sessions.invalidate({ companyId: carrier.company.id });
    expect((await loggedUser(carrier)).isBusinessDetailsCompleted).toBe(false);
    await t.db.transaction((tx) =>
      tx
        .update(companies)
        .set({ geographicRadius: ['national'] })
        .where(eq(companies.id, carrier.company.id)),
    );
    await t.app.ctx.sessions.invalidate({ companyId: carrier.company.id });
    expect((await loggedUser(carrier)).isBusinessDetailsCompleted).toBe(true);
    expect(await completedAt(carrier.user.id)).toBeNull();
  });

  it("does not count the other role's answers", async () => {
    const shipper = await newShipper();
    await t.db.transaction((tx) =>
      tx
        .update(companies)
        .set({ trucksCount: 's', trucksTypes: ['truckVan'], geographicRadius: ['national'] })
        .where(eq(companies.id, shipper.company.id)),
    );
    await t.app.ctx.sessions.invalidate({ companyId: shipper.company.id });
    expect((await loggedUser(shipper)).isBusinessDetailsCompleted).toBe(false);
  });
});

describe('the API description', () => {
  it('documents both calls with their body and answers', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const path = document.paths['/api/auth/businessDetails'];
    expect(path.post.requestBody).toBeDefined();
    expect(Object.keys(path.post.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    expect(path.get.responses['200']).toBeDefined();
  });
});
