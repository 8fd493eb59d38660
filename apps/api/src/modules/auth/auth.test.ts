import { hkdfSync } from 'node:crypto';
import { LIMITS } from '@tariq/contracts';
import { eq, sql } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../db/schema';
import { TEST_PASSWORD, bearer, createTestApp, createUser, login } from '../../test/helpers';
import type { TTestApp } from '../../test/helpers';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function countRefreshTokens(userId: string) {
  const [row] = await t.db.read((db) =>
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId)),
  );
  return row!.count;
}

function refresh(refreshToken: unknown, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/token/refresh',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ refresh_token: String(refreshToken) }).toString(),
    remoteAddress,
  });
}

describe('POST /api/login_check', () => {
  it('answers the three tokens and the session user for a verified user', async () => {
    const { user, email, company } = await createUser(t.db, { modules: ['trucks', 'invoices'], isVip: true });
    const { response, body } = await login(t.app, email);
    expect(response.statusCode).toBe(200);
    expect(body.token).toBeTypeOf('string');
    expect(body.refresh_token).toBeTypeOf('string');
    expect(body.mercure_token).toBeTypeOf('string');
    expect(body.user).toEqual({
      id: user.id,
      firstname: 'Nadia',
      lastname: 'Bouzid',
      society: company.legalName,
      logo: null,
      telephone: '+213 550 00 00 00',
      email,
      role: 'ROLE_TRANSPORTEUR',
      roles: ['ROLE_TRANSPORTEUR'],
      language: 'fr',
      modules: ['trucks', 'invoices'],
      isVerified: true,
      is_doc_ok: true,
      is_doc_active: true,
      isBusinessDetailsCompleted: true,
      is_vip: true,
      company_id: company.id,
    });
    const claims = decodeJwt(body.token!);
    expect(claims.sub).toBe(user.id);
    expect(claims.roles).toEqual(['ROLE_TRANSPORTEUR']);
    expect(claims.exp! - claims.iat!).toBe(LIMITS.accessTokenTtlSeconds);
    // The refresh token is stored hashed, never as issued.
    const [stored] = await t.db.read((db) => db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id)));
    expect(stored!.tokenHash).not.toBe(body.refresh_token);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the e-mail in any case', async () => {
    const { email } = await createUser(t.db);
    const { response } = await login(t.app, email.toUpperCase());
    expect(response.statusCode).toBe(200);
  });

  it('answers the user and no token when the e-mail is not verified', async () => {
    const { email, user } = await createUser(t.db, { verified: false });
    const { response, body } = await login(t.app, email);
    expect(response.statusCode).toBe(200);
    expect(body.user.isVerified).toBe(false);
    expect(body).not.toHaveProperty('token');
    expect(body).not.toHaveProperty('refresh_token');
    expect(body).not.toHaveProperty('mercure_token');
    expect(await countRefreshTokens(user.id)).toBe(0);
  });

  it('answers one generic 401 for a wrong password and for an unknown e-mail', async () => {
    const { email } = await createUser(t.db);
    const wrong = await login(t.app, email, 'not the password', '10.1.0.1');
    const unknown = await login(t.app, 'nobody@example.dz', 'not the password', '10.1.0.1');
    expect(wrong.response.statusCode).toBe(401);
    expect(unknown.response.statusCode).toBe(401);
    expect(wrong.body).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Adresse e-mail ou mot de passe incorrect.' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('checks the password exactly as typed: no trimming, no case folding', async () => {
    const { email } = await createUser(t.db, { password: 'Exact Pass 42' });
    expect((await login(t.app, email, 'Exact Pass 42 ', '10.1.0.2')).response.statusCode).toBe(401);
    expect((await login(t.app, email, 'exact pass 42', '10.1.0.2')).response.statusCode).toBe(401);
    expect((await login(t.app, email, 'Exact Pass 42', '10.1.0.2')).response.statusCode).toBe(200);
  });

  it('never ignores a NUL in a password: 400, whether sent as JSON or as a form', async () => {
    const { email } = await createUser(t.db);
    for (const password of [`${TEST_PASSWORD}\u0000`, `${TEST_PASSWORD}\u0000x`, `\u0000${TEST_PASSWORD}`]) {
      const json = await login(t.app, email, password);
      expect(json.response.statusCode, JSON.stringify(password)).toBe(400);
      expect(json.body.code).toBe('VALIDATION');
      const form = await t.app.inject({
        method: 'POST',
        url: '/api/login_check',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: email, password }).toString(),
      });
      expect(form.statusCode, JSON.stringify(password)).toBe(400);
    }
    expect((await login(t.app, email)).response.statusCode).toBe(200);
  });

  it('refuses a disabled user with the same generic answer', async () => {
    const { email } = await createUser(t.db, { disabled: true });
    const { response, body } = await login(t.app, email, undefined, '10.1.0.3');
    expect(response.statusCode).toBe(401);
    expect(body.code).toBe('INVALID_CREDENTIALS');
  });

  it('answers 400 with field errors in the caller language for a malformed body, and stores nothing', async () => {
    const before = await t.db.read((db) => db.select({ count: sql<number>`count(*)::int` }).from(refreshTokens));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { 'user-language': 'en' },
      payload: { username: 'not-an-email', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION',
      message: 'Please correct the errors shown in the form, then try again.',
      fields: { username: 'Invalid e-mail address', password: 'This field is required' },
    });
    const missing = await t.app.inject({ method: 'POST', url: '/api/login_check', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      username: 'Ce champ est obligatoire',
      password: 'Ce champ est obligatoire',
    });
    const after = await t.db.read((db) => db.select({ count: sql<number>`count(*)::int` }).from(refreshTokens));
    expect(after).toEqual(before);
  });

  it('answers 400 for a body that is not JSON, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  it('blocks one account from one address with 429 and Retry-After, even for the right password, until the block ends', async () => {
    const { email } = await createUser(t.db);
    for (let attempt = 0; attempt < LIMITS.loginFailuresPerAccount; attempt++) {
      const { response } = await login(t.app, email, 'wrong password', '10.2.0.1');
      expect(response.statusCode).toBe(401);
    }
    const { response, body } = await login(t.app, email, undefined, '10.2.0.1');
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(LIMITS.loginAccountBlockSeconds);
    expect(body.code).toBe('TOO_MANY_REQUESTS');
    expect(String(body.message)).toMatch(/^Trop de tentatives/);
    // The real user, from their own address, is not locked out by it.
    expect((await login(t.app, email, undefined, '10.2.0.2')).response.statusCode).toBe(200);
    t.clock.advance(LIMITS.loginAccountBlockSeconds * 1000);
    expect((await login(t.app, email, undefined, '10.2.0.1')).response.statusCode).toBe(200);
  });

  it('slows, never locks, an account attacked from many addresses: the real user still gets in', async () => {
    const { email } = await createUser(t.db);
    const addresses = 4;
    for (let address = 1; address <= addresses; address++) {
      for (let attempt = 0; attempt < LIMITS.loginFailuresPerAccount; attempt++) {
        const { response } = await login(t.app, email, 'wrong password', `10.4.0.${address}`);
        expect([401, 429]).toContain(response.statusCode);
      }
    }
    // Attempts on the attacked account wait (the test clock moves instead of the test waiting).
    const before = t.clock.now().getTime();
    const { response } = await login(t.app, email, undefined, '10.4.1.1');
    expect(response.statusCode).toBe(200);
    const waited = t.clock.now().getTime() - before;
    expect(waited).toBeGreaterThan(0);
    expect(waited).toBeLessThanOrEqual(LIMITS.loginAccountSlowdownMaxMs);
    // Every attacking address is still refused for this account.
    expect((await login(t.app, email, undefined, '10.4.0.1')).response.statusCode).toBe(429);
  });

  it('limits one address trying many accounts, without blocking other addresses', async () => {
    const address = '10.3.0.1';
    for (let attempt = 0; attempt < LIMITS.loginFailuresPerAddress; attempt++) {
      await login(t.app, `probe-${attempt}@example.dz`, 'wrong password', address);
    }
    const { email } = await createUser(t.db);
    expect((await login(t.app, email, undefined, address)).response.statusCode).toBe(429);
    expect((await login(t.app, email, undefined, '10.3.0.2')).response.statusCode).toBe(200);
  });
});

describe('POST /api/token/refresh', () => {
  it('rotates: a new access token and a new refresh token, the old one then refused', async () => {
    const { email } = await createUser(t.db);
    const { body: session } = await login(t.app, email);
    const first = await refresh(session.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.token).toBeTypeOf('string');
    expect(rotated.refresh_token).not.toBe(session.refresh_token);
    const logged = await t.app.inject({ method: 'POST', url: '/api/user/logged', headers: bearer(rotated.token) });
    expect(logged.statusCode).toBe(200);
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(200);
  });

  it('accepts JSON as well as a form', async () => {
    const { email } = await createUser(t.db);
    const { body: session } = await login(t.app, email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(response.statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token is presented again after the grace window', async () => {
    const { email } = await createUser(t.db);
    const { body: session } = await login(t.app, email);
    const rotated = (await refresh(session.refresh_token)).json();
    t.clock.advance(LIMITS.refreshReuseGraceMs + 1000);
    const replay = await refresh(session.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('INVALID_REFRESH_TOKEN');
    // The legitimate holder's newer token is gone too: whoever stole the old one gets nothing.
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
  });

  it('gives two tabs refreshing the same token at once working tokens, and keeps the family', async () => {
    const { email } = await createUser(t.db);
    const { body: session } = await login(t.app, email);
    const answers = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [first, second] = answers.map((answer) => answer.json() as { token: string; refresh_token: string });
    expect(first!.refresh_token).toBe(second!.refresh_token);
    // A tab a few seconds late is still within the grace.
    t.clock.advance(LIMITS.refreshReuseGraceMs - 1000);
    const late = await refresh(session.refresh_token);
    expect(late.statusCode).toBe(200);
    for (const tab of [first!, second!, late.json() as { token: string; refresh_token: string }]) {
      const logged = await t.app.inject({ method: 'POST', url: '/api/user/logged', headers: bearer(tab.token) });
      expect(logged.statusCode).toBe(200);
      expect((await refresh(tab.refresh_token)).statusCode).toBe(200);
    }
  });

  it('gives ten parallel refreshes of one token the same successor: the family stays one chain', async () => {
    const { email, user } = await createUser(t.db);
    const { body: session } = await login(t.app, email);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(session.refresh_token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const successors = new Set(answers.map((answer) => answer.json().refresh_token as string));
    expect(successors.size).toBe(1);
    const live = await t.db.read((db) =>
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(refreshTokens)
        .where(sql`${refreshTokens.userId} = ${user.id} and used_at is null and revoked_at is null`),
    );
    expect(live[0]!.count).toBe(1);
    expect(await countRefreshTokens(user.id)).toBe(2);
    // The one successor rotates as usual.
    expect((await refresh([...successors][0])).statusCode).toBe(200);
  });

  it('does not revive a rotated token of a family revoked within the grace window', async () => {
    const { email } = await createUser(t.db);
    const { body: session } = await login(t.app, email);
    await refresh(session.refresh_token);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      payload: { refresh_token: session.refresh_token },
    });
    expect(logout.statusCode).toBe(200);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it('refuses a token past the absolute expiry of its family, even renewed along the way', async () => {
    const { email } = await createUser(t.db);
    const { body: session } = await login(t.app, email);
    let token = session.refresh_token;
    for (let day = 0; day < 3; day++) {
      t.clock.advance(9 * 24 * 3600 * 1000);
      const answer = await refresh(token);
      expect(answer.statusCode, answer.body).toBe(200);
      token = answer.json().refresh_token;
    }
    // 27 days so far: the family's 30 days end within the next 4, whatever the renewals.
    t.clock.advance(4 * 24 * 3600 * 1000);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('refuses an access token, an unknown token and a missing field', async () => {
    const { email } = await createUser(t.db);
    const { body: session } = await login(t.app, email);
    expect((await refresh(session.token)).statusCode).toBe(401);
    expect((await refresh('made-up-token')).statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'POST', url: '/api/token/refresh', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ refresh_token: 'Ce champ est obligatoire' });
  });

  it('refuses the refresh of a user disabled since', async () => {
    const { email, user } = await createUser(t.db);
    const { body: session } = await login(t.app, email);
    await t.db.transaction((tx) => tx.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id)));
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });
});

describe('access token checks (SECURITY.md #5-#7)', () => {
  async function loggedWith(token: string) {
    return t.app.inject({ method: 'POST', url: '/api/user/logged', headers: bearer(token) });
  }

  it('refuses a tampered payload, alg none, another key, jku headers and other purposes', async () => {
    const { email, user } = await createUser(t.db);
    const { body: session } = await login(t.app, email);
    const [header, payload, signature] = session.token!.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(session.token!), roles: ['ROLE_ADMIN'] })).toString(
      'base64url',
    );
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url');
    const otherKey = await new SignJWT({ roles: ['ROLE_TRANSPORTEUR'] })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(user.id)
      .setIssuer('tariq')
      .setAudience('tariq:api')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const withJku = Buffer.from(
      JSON.stringify({ alg: 'HS256', typ: 'at+jwt', jku: 'https://evil.example/jwks' }),
    ).toString('base64url');
    const candidates = [
      `${header}.${forged}.${signature}`,
      `${none}.${payload}.`,
      otherKey,
      `${withJku}.${payload}.${signature}`,
      session.refresh_token!,
      session.mercure_token!,
      'garbage',
    ];
    for (const token of candidates) {
      const response = await loggedWith(token);
      expect(response.statusCode, token).toBe(401);
    }
    expect((await loggedWith(session.token!)).statusCode).toBe(200);
  });

  it('refuses an expired token with TOKEN_EXPIRED and a token not yet valid', async () => {
    const { email, user } = await createUser(t.db);
    const { body: session } = await login(t.app, email);
    // Accepted first: a token once verified is remembered, and must still expire.
    expect((await loggedWith(session.token!)).statusCode).toBe(200);
    t.clock.advance((LIMITS.accessTokenTtlSeconds + 1) * 1000);
    const expired = await loggedWith(session.token!);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('TOKEN_EXPIRED');
    const notYet = await t.app.ctx.tokens.signAccessToken(user.id, ['ROLE_TRANSPORTEUR']);
    expect((await loggedWith(notYet)).statusCode).toBe(200);
    t.clock.advance(-3600 * 1000);
    expect((await loggedWith(notYet)).statusCode).toBe(401);
    t.clock.advance(3600 * 1000);
  });
  it('refuses a token issued in the future beyond a small clock tolerance (test clock)', async () => {
    const { user } = await createUser(t.db);
    // Signed with the app's own key: only its holder, or a server with a clock far ahead, makes one.
    const key = new Uint8Array(hkdfSync('sha256', t.config.jwtSecret, 'tariq', 'access-token', 32));
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const signIssuedAt = (iat: number) =>
      new SignJWT({ roles: ['ROLE_TRANSPORTEUR'] })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(user.id)
        .setIssuer('tariq')
        .setAudience('tariq:api')
        .setIssuedAt(iat)
        .setExpirationTime(iat + LIMITS.accessTokenTtlSeconds)
        .sign(key);
    expect((await loggedWith(await signIssuedAt(now + 3600))).statusCode).toBe(401);
    expect((await loggedWith(await signIssuedAt(now + 60))).statusCode).toBe(401);
    expect((await loggedWith(await signIssuedAt(now + 5))).statusCode).toBe(200);
    expect((await loggedWith(await signIssuedAt(now))).statusCode).toBe(200);
  });
});

describe('POST /api/user/logout', () => {
  it("revokes the caller's refresh tokens", async () => {
    const { email } = await createUser(t.db);
    const { body: first } = await login(t.app, email);
    const { body: second } = await login(t.app, email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearer(first.token),
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('revokes the family of the refresh token sent along an expired access token', async () => {
    const { email } = await createUser(t.db);
    const { body: session } = await login(t.app, email);
    t.clock.advance((LIMITS.accessTokenTtlSeconds + 5) * 1000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearer(session.token),
      payload: { refresh_token: session.refresh_token },
    });
    expect(response.statusCode).toBe(200);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it('accepts a logout with no body at all, with or without a JSON content type', async () => {
    const { email } = await createUser(t.db);
    for (const headers of [{}, { 'content-type': 'application/json' }]) {
      const { body: session } = await login(t.app, email);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/logout',
        headers: { ...bearer(session.token), ...headers },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    }
  });

  it('answers 401 with neither a valid token nor a refresh token, and 400 for a malformed body', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/user/logout', payload: {} })).statusCode).toBe(401);
    const { email } = await createUser(t.db);
    const { body: session } = await login(t.app, email);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearer(session.token),
      payload: { refresh_token: 42 },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toHaveProperty('refresh_token');
    expect((await refresh(session.refresh_token)).statusCode).toBe(200);
  });
});
