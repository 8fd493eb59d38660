import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { bearer, createTestApp, createUser, login } from '../../test/helpers';
import type { TTestApp } from '../../test/helpers';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function sessionFor(options: Parameters<typeof createUser>[1] = {}) {
  const created = await createUser(t.db, options);
  const { body } = await login(t.app, created.email);
  return { ...created, token: body.token! };
}

describe('POST /api/user/logged', () => {
  it('answers the session user of the token', async () => {
    const { token, user, company } = await sessionFor({
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
    const { token, user } = await sessionFor();
    await t.db.transaction((tx) => tx.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id)));
    const response = await t.app.inject({ method: 'POST', url: '/api/user/logged', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Veuillez vous connecter pour continuer.' });
  });
});

describe('GET /api/user/info, is_vip, is_doc_ok, is_activated', () => {
  it('answer from the token in the query or in the header', async () => {
    const { token } = await sessionFor({ isVip: true, documentsOk: false });
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
    const { token, user } = await sessionFor();
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
    const { token, user } = await sessionFor();
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
