import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companies, users } from '../../db/schema';
import { bearer, createSignedInUser, createTestApp, startSecondInstance } from '../../test/helpers';
import type { TTestApp } from '../../test/helpers';
import { disableUser } from './accounts.service';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /api/user/logged', () => {
  it('answers the session user of the token', async () => {
    const { token, user, company } = await createSignedInUser(t, {
      role: 'ROLE_COMMISSIONNAIRE',
      modules: ['private_freight'],
      documentsOk: false,
    });
    const response = await t.app.inject({ method: 'POST', url: '/api/user/logged', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      society: company.legalName,
      role: 'ROLE_COMMISSIONNAIRE',
      modules: ['private_freight'],
      is_doc_ok: false,
      isVerified: true,
    });
  });

  it('answers 401 without a token and for a user disabled after login', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/user/logged' })).statusCode).toBe(401);
    const { token, user } = await createSignedInUser(t);
    await t.db.transaction((tx) => tx.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id)));
    const response = await t.app.inject({ method: 'POST', url: '/api/user/logged', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Veuillez vous connecter pour continuer.' });
  });
});

describe('GET /api/user/info, is_vip, is_doc_ok, is_activated', () => {
  it('answer from the token in the query or in the header', async () => {
    const { token } = await createSignedInUser(t, { isVip: true, documentsOk: false });
    const query = (path: string) => t.app.inject({ method: 'GET', url: `${path}?token=${encodeURIComponent(token)}` });
    expect((await query('/api/user/info')).json()).toEqual({ user: { is_vip: true } });
    expect((await query('/api/user/is_vip')).json()).toEqual({ is_vip: true });
    expect((await query('/api/user/is_doc_ok')).json()).toEqual({ doc_ok: false });
    expect((await query('/api/user/is_activated')).json()).toEqual({ is_verified: true });
    const header = await t.app.inject({ method: 'GET', url: '/api/user/is_doc_ok', headers: bearer(token) });
    expect(header.json()).toEqual({ doc_ok: false });
  });

  it('answer 401 for a missing or forged token', async () => {
    for (const path of ['/api/user/info', '/api/user/is_vip', '/api/user/is_doc_ok', '/api/user/is_activated']) {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: `${path}?token=forged` })).statusCode).toBe(401);
    }
  });

  it('answer 400 for a malformed query', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/user/is_vip?token=${'x'.repeat(5000)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('token');
  });
});

describe('POST /api/user/changelanguage', () => {
  it("keeps the user's language", async () => {
    const { token, user } = await createSignedInUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/changelanguage',
      headers: bearer(token),
      payload: { language: 'ar' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, language: 'ar' });
    const [row] = await t.db.read((db) =>
      db.select({ language: users.language }).from(users).where(eq(users.id, user.id)),
    );
    expect(row!.language).toBe('ar');
    const logged = await t.app.inject({ method: 'POST', url: '/api/user/logged', headers: bearer(token) });
    expect(logged.json().language).toBe('ar');
  });

  it('refuses an unknown language with 400 and changes nothing', async () => {
    const { token, user } = await createSignedInUser(t);
    for (const payload of [{ language: 'xx' }, {}, { language: 3 }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/changelanguage',
        headers: { ...bearer(token), 'user-language': 'de' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.language).toMatch(/^(Ungültige Auswahl|Dieses Feld ist erforderlich)$/);
    }
    const [row] = await t.db.read((db) =>
      db.select({ language: users.language }).from(users).where(eq(users.id, user.id)),
    );
    expect(row!.language).toBe('fr');
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/changelanguage',
      payload: { language: 'en' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the session cache', () => {
  async function adminAuth() {
    const admin = await createSignedInUser(t, { role: 'ROLE_ADMIN' });
    return (await t.app.ctx.sessions.find(admin.user.id))!.auth;
  }

  it('refuses a user disabled by the platform on the very next request', async () => {
    const carrier = await createSignedInUser(t);
    const logged = () => carrier.inject({ method: 'POST', url: '/api/user/logged' });
    // Twice: the second answer comes from the cache.
    expect((await logged()).statusCode).toBe(200);
    expect((await logged()).statusCode).toBe(200);
    await disableUser(t.app.ctx, { auth: await adminAuth(), userId: carrier.user.id });
    expect((await logged()).statusCode).toBe(401);
    expect((await carrier.inject({ method: 'GET', url: '/api/user/is_vip' })).statusCode).toBe(401);
  });

  it('lets only platform staff disable a user', async () => {
    const carrier = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const auth = (await t.app.ctx.sessions.find(carrier.user.id))!.auth;
    await expect(disableUser(t.app.ctx, { auth, userId: other.user.id })).rejects.toMatchObject({
      code: 'ROLE_FORBIDDEN',
    });
    expect((await other.inject({ method: 'POST', url: '/api/user/logged' })).statusCode).toBe(200);
  });

  it('drops every session of a company when told so, and serves the change on the next request', async () => {
    const carrier = await createSignedInUser(t, { modules: [] });
    expect((await carrier.inject({ method: 'POST', url: '/api/user/logged' })).json().modules).toEqual([]);
    // A change to the company (modules), as the admin capability will make it.
    await t.db.transaction((tx) =>
      tx
        .update(companies)
        .set({ modules: ['trucks'] })
        .where(eq(companies.id, carrier.company.id)),
    );
    await t.app.ctx.sessions.invalidate({ companyId: carrier.company.id });
    expect((await carrier.inject({ method: 'POST', url: '/api/user/logged' })).json().modules).toEqual(['trucks']);
  });

  // Several instances exist only on PostgreSQL (PGlite holds its folder for one process).
  describe.runIf(process.env.DATABASE_URL)('across instances (PostgreSQL)', () => {
    let second: FastifyInstance;
    beforeAll(async () => {
      second = await startSecondInstance(t);
    });
    afterAll(async () => second.close());

    it('refuses a user disabled on instance A on the next request to instance B', async () => {
      const carrier = await createSignedInUser(t);
      const onSecond = () => second.inject({ method: 'POST', url: '/api/user/logged', headers: bearer(carrier.token) });
      // Wait until B listens, so that its cache holds the session.
      await vi.waitFor(() => expect(second.ctx.pubsub.isListening()).toBe(true));
      expect((await onSecond()).statusCode).toBe(200);
      expect((await onSecond()).statusCode).toBe(200);
      await disableUser(t.app.ctx, { auth: await adminAuth(), userId: carrier.user.id });
      // NOTIFY reaches B asynchronously, within milliseconds.
      await vi.waitFor(async () => expect((await onSecond()).statusCode).toBe(401), { timeout: 2000, interval: 20 });
    });
  });
});
