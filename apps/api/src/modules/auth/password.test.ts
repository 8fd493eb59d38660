import { LIMITS } from '@tariq/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '../../db/schema';
import { TEST_PASSWORD, bearer, createTestApp, createUser, login } from '../../test/helpers';
import type { TTestApp } from '../../test/helpers';
import { listen, subscribe } from '../../test/hub';
import { findMailsTo } from '../mail';

let t: TTestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
});
afterAll(async () => t.close());

const NEW_PASSWORD = 'une phrase de passe toute neuve';
/** In the shipped list of common passwords, and long enough: only the list refuses it. */
const COMMON_PASSWORD = 'Azerty123';

// Each test uses its own address so the per-address limits of one do not touch another.
let lastOctet = 0;
function nextAddress(): string {
  lastOctet += 1;
  return `10.20.${Math.floor(lastOctet / 250)}.${lastOctet % 250}`;
}

function form(fields: Record<string, string>) {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

function forgot(email: string, remoteAddress = nextAddress()) {
  return t.app.inject({ method: 'POST', url: '/api/forgot-pass', ...form({ email }), remoteAddress });
}

function refresh(refreshToken: string | undefined) {
  return t.app.inject({ method: 'POST', url: '/api/token/refresh', ...form({ refresh_token: String(refreshToken) }) });
}

function reset(token: string, password: string, confirmation = password, language = 'fr') {
  return t.app.inject({
    method: 'POST',
    url: '/api/reset-password',
    headers: { 'user-language': language },
    payload: { token, password, passwordConfirmation: confirmation },
  });
}

/** The token of the latest reset link mailed to `email`. */
async function mailedToken(email: string): Promise<string> {
  const mails = await t.db.read((db) => findMailsTo(db, email));
  const match = /\/reset-password\?token=(\S+)/.exec(mails.at(-1)?.text ?? '');
  expect(match, 'a reset link was mailed').not.toBeNull();
  return decodeURIComponent(match![1]!);
}

async function linkFor(email: string): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(200);
  return mailedToken(email);
}

describe('POST /api/forgot-pass', () => {
  it("mails a one-hour reset link in the user's language, as text and HTML, from a URL-encoded form", async () => {
    const { user, email } = await createUser(t.db);
    await t.db.transaction((tx) => tx.update(users).set({ language: 'en' }).where(eq(users.id, user.id)));
    const response = await forgot(email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const [mail] = await t.db.read((db) => findMailsTo(db, email));
    expect(mail!.subject).toBe('Reset your Tariq password');
    expect(mail!.text).toContain(`${t.config.publicUrl}/reset-password?token=`);
    expect(mail!.text).toContain('valid for 60 minutes');
    expect(mail!.html).toContain('>Choose a new password</a>');
    expect(mail!.html).toContain(`href="${t.config.publicUrl}/reset-password?token=`);
    // Stored hashed: the token of the link is nowhere in the database.
    const token = await mailedToken(email);
    const [row] = await t.db.read((db) => db.select().from(emailTokens).where(eq(emailTokens.userId, user.id)));
    expect(row!.purpose).toBe('reset_password');
    expect(row!.tokenHash).not.toContain(token);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(LIMITS.passwordResetTtlSeconds * 1000);
  });

  it('accepts a multipart form and JSON too', async () => {
    const { email } = await createUser(t.db);
    const boundary = '----tariq';
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-pass',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${email}\r\n--${boundary}--\r\n`,
      remoteAddress: nextAddress(),
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-pass',
      payload: { email },
      remoteAddress: nextAddress(),
    });
    expect(json.statusCode).toBe(200);
    expect(await t.db.read((db) => findMailsTo(db, email))).toHaveLength(2);
  });

  it('answers an unknown address exactly as a known one, in the same time, and mails nothing', async () => {
    const { email } = await createUser(t.db);
    const unknown = `nobody-${email}`;
    const timed = async (address: string) => {
      const before = t.clock.now().getTime();
      const response = await forgot(address);
      return { status: response.statusCode, body: response.body, ms: t.clock.now().getTime() - before };
    };
    const known = await timed(email);
    const other = await timed(unknown);
    expect(other).toEqual(known);
    expect(known.ms).toBe(LIMITS.forgotPasswordAnswerMs);
    expect(await t.db.read((db) => findMailsTo(db, unknown))).toEqual([]);
  });

  it('refuses a malformed address with a field error in the caller language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-pass',
      headers: { 'user-language': 'en' },
      payload: { email: 'not-an-address' },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: 'Invalid e-mail address' });
  });

  it('limits one address (429 with Retry-After) and sends one e-mail only so many links', async () => {
    const address = nextAddress();
    for (let i = 0; i < LIMITS.forgotPasswordPerAddress; i++) {
      expect((await forgot(`someone-${i}@example.dz`, address)).statusCode).toBe(200);
    }
    const refused = await forgot('someone-else@example.dz', address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const { email } = await createUser(t.db);
    for (let i = 0; i <= LIMITS.forgotPasswordPerEmail; i++) {
      // From a new address each time: the limit is the e-mail's, and its answer does not change.
      expect((await forgot(email)).statusCode).toBe(200);
    }
    expect(await t.db.read((db) => findMailsTo(db, email))).toHaveLength(LIMITS.forgotPasswordPerEmail);
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password and ends every session: refresh tokens, hub streams, clients told to log out', async () => {
    const { user, email } = await createUser(t.db);
    const first = (await login(t.app, email)).body;
    const second = (await login(t.app, email)).body;
    const stream = await subscribe(baseUrl, second.mercure_token!, [user.id]);
    try {
      expect(stream.response.status).toBe(200);
      const response = await reset(await linkFor(email), NEW_PASSWORD);
      expect(response.statusCode, response.body).toBe(200);
      expect((await stream.waitFor(1)).map((event) => event.data)).toEqual([{ action: 'logout' }]);
      await expect.poll(() => stream.ended()).toBe(true);
    } finally {
      await stream.close();
    }
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect((await subscribe(baseUrl, second.mercure_token!, [user.id])).response.status).toBe(401);
    expect((await login(t.app, email)).response.statusCode).toBe(401);
    expect((await login(t.app, email, NEW_PASSWORD)).response.statusCode).toBe(200);
  });

  it('works once: the same link again is refused with a clear message', async () => {
    const { email } = await createUser(t.db);
    const token = await linkFor(email);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await reset(token, 'encore un autre mot de passe');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'RESET_LINK_INVALID',
      message: "Ce lien de réinitialisation n'est plus valable : il a expiré ou a déjà servi. Demandez-en un nouveau.",
    });
    expect((await login(t.app, email, NEW_PASSWORD)).response.statusCode).toBe(200);
  });

  it('refuses a link past its hour, and an unknown one', async () => {
    const { email } = await createUser(t.db);
    const token = await linkFor(email);
    t.clock.advance(LIMITS.passwordResetTtlSeconds * 1000 + 1000);
    expect((await reset(token, NEW_PASSWORD)).json().code).toBe('RESET_LINK_INVALID');
    expect((await reset('x'.repeat(43), NEW_PASSWORD)).json().code).toBe('RESET_LINK_INVALID');
    expect((await login(t.app, email)).response.statusCode).toBe(200);
  });

  it('makes the older links of the user stop working once one served', async () => {
    const { email } = await createUser(t.db);
    const older = await linkFor(email);
    const newer = await linkFor(email);
    expect((await reset(newer, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await reset(older, 'encore un autre mot de passe')).json().code).toBe('RESET_LINK_INVALID');
  });

  it('applies the password policy (short, common, mismatch) without using up the link', async () => {
    const { email } = await createUser(t.db);
    const token = await linkFor(email);
    const short = await reset(token, 'a'.repeat(LIMITS.passwordMin - 1));
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ password: 'Le mot de passe doit contenir au moins 8 caractères.' });
    const common = await reset(token, COMMON_PASSWORD, COMMON_PASSWORD, 'en');
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toEqual({ password: 'This password is too common. Choose another one.' });
    const mismatch = await reset(token, NEW_PASSWORD, `${NEW_PASSWORD} `);
    expect(mismatch.json().fields).toEqual({ passwordConfirmation: 'Les mots de passe ne correspondent pas.' });
    // 8 characters, and 64, are accepted as typed (spaces kept).
    expect((await reset(token, ` ${'k'.repeat(62)} `)).statusCode).toBe(200);
    expect((await login(t.app, email, ` ${'k'.repeat(62)} `)).response.statusCode).toBe(200);
  });
});

async function signIn(email: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login_check',
    headers: { 'user-agent': userAgent },
    payload: { username: email, password: TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { token: string; refresh_token: string; mercure_token: string; user: { id: string } };
}

describe('POST /validation/{id}/check_pwd', () => {
  it('answers false for a wrong password, then true for the right one (form data)', async () => {
    const { email } = await createUser(t.db);
    const session = await signIn(email);
    const check = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: `/validation/${session.user.id}/check_pwd`,
        headers: { ...bearer(session.token), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ password }).toString(),
      });
    const wrong = await check('not my password');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ result: false });
    expect((await check(TEST_PASSWORD)).json()).toEqual({ result: true });
  });

  it("refuses another user's id, and with no token", async () => {
    const { email } = await createUser(t.db);
    const other = await createUser(t.db);
    const session = await signIn(email);
    const response = await t.app.inject({
      method: 'POST',
      url: `/validation/${other.user.id}/check_pwd`,
      headers: bearer(session.token),
      payload: { password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/validation/${other.user.id}/check_pwd`,
      payload: { password: TEST_PASSWORD },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stops answering after repeated failures: 429 with Retry-After, even for the right password', async () => {
    const { email } = await createUser(t.db);
    const session = await signIn(email);
    const check = (password: string, token = session.token) =>
      t.app.inject({
        method: 'POST',
        url: `/validation/${session.user.id}/check_pwd`,
        headers: bearer(token),
        payload: { password },
      });
    for (let i = 0; i < LIMITS.passwordChecksPerUser; i++)
      expect((await check(`guess ${i}`)).json().result).toBe(false);
    const refused = await check(TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The update checks the same counter: no way around it.
    const update = await t.app.inject({
      method: 'POST',
      url: `/update/${session.user.id}/user`,
      headers: bearer(session.token),
      payload: { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    expect(update.statusCode).toBe(429);
    t.clock.advance(LIMITS.passwordCheckWindowSeconds * 1000);
    const renewed = (await refresh(session.refresh_token)).json().token as string;
    expect((await check(TEST_PASSWORD, renewed)).json()).toEqual({ result: true });
  });
});

describe('POST /update/{id}/user', () => {
  function update(session: { token: string }, id: string, fields: Record<string, string>, language = 'fr') {
    const body = form(fields);
    return t.app.inject({
      method: 'POST',
      url: `/update/${id}/user`,
      headers: { ...bearer(session.token), ...body.headers, 'user-language': language },
      payload: body.payload,
    });
  }
  const change = (password: string, currentPassword = TEST_PASSWORD) => ({
    currentPassword,
    password,
    passwordConfirmation: password,
  });

  it("refuses another user's id and changes nothing", async () => {
    const { email } = await createUser(t.db);
    const other = await createUser(t.db);
    const session = await signIn(email);
    const response = await t.app.inject({
      method: 'POST',
      url: `/update/${other.user.id}/user`,
      headers: bearer(session.token),
      payload: change(NEW_PASSWORD),
    });
    expect(response.statusCode).toBe(403);
    expect((await login(t.app, other.email)).response.statusCode).toBe(200);
  });

  it('checks the current password again', async () => {
    const { email } = await createUser(t.db);
    const session = await signIn(email);
    const response = await t.app.inject({
      method: 'POST',
      url: `/update/${session.user.id}/user`,
      headers: bearer(session.token),
      payload: change(NEW_PASSWORD, 'not my password'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ currentPassword: 'Mot de passe actuel incorrect.' });
    expect((await login(t.app, email)).response.statusCode).toBe(200);
  });

  it('refuses a short and a common password with the field error', async () => {
    const { email } = await createUser(t.db);
    const session = await signIn(email);
    const call = (password: string, language = 'fr') =>
      t.app.inject({
        method: 'POST',
        url: `/update/${session.user.id}/user`,
        headers: { ...bearer(session.token), 'user-language': language },
        payload: change(password),
      });
    const short = await call('court');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ password: 'Le mot de passe doit contenir au moins 8 caractères.' });
    const common = await call(COMMON_PASSWORD, 'de');
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toEqual({ password: 'Dieses Passwort ist zu verbreitet. Wählen Sie ein anderes.' });
    expect((await login(t.app, email)).response.statusCode).toBe(200);
  });

  it("ends the other sessions and keeps the caller's", async () => {
    const { user, email } = await createUser(t.db);
    const mine = await signIn(email);
    const other = await signIn(email);
    const myStream = await subscribe(baseUrl, mine.mercure_token, [user.id]);
    const otherStream = await subscribe(baseUrl, other.mercure_token, [user.id]);
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: `/update/${user.id}/user`,
        headers: bearer(mine.token),
        payload: change(NEW_PASSWORD),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ result: true });
      expect((await otherStream.waitFor(1)).map((event) => event.data)).toEqual([{ action: 'logout' }]);
      await expect.poll(() => otherStream.ended()).toBe(true);
      expect(myStream.ended()).toBe(false);
      expect(myStream.events()).toEqual([]);
    } finally {
      await myStream.close();
      await otherStream.close();
    }
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    const renewed = await refresh(mine.refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect((await login(t.app, email, NEW_PASSWORD)).response.statusCode).toBe(200);
    // The caller's session keeps its identity across the refresh: still the current one.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/user/sessions',
      headers: bearer(renewed.json().token),
    });
    expect(list.json().data.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
  });

  it('accepts the form URL-encoded', async () => {
    const { email } = await createUser(t.db);
    const session = await signIn(email);
    const response = await update(session, session.user.id, change(NEW_PASSWORD));
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('GET and DELETE /api/user/sessions', () => {
  it('lists the live sessions with device, address and last use, the current one marked', async () => {
    const { email } = await createUser(t.db);
    const phone = await signIn(email, 'Mozilla/5.0 (Linux; Android 14) Chrome/129.0 Mobile Safari/537.36');
    t.clock.advance(60_000);
    const desk = await signIn(email);
    const response = await t.app.inject({ method: 'GET', url: '/api/user/sessions', headers: bearer(desk.token) });
    expect(response.statusCode).toBe(200);
    const sessions = response.json().data as Array<Record<string, unknown>>;
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      current: true,
      ip: '127.0.0.1',
      user_agent: expect.stringContaining('Firefox'),
    });
    expect(sessions[1]).toMatchObject({ current: false, user_agent: expect.stringContaining('Android') });
    // A refresh is a use: the phone's session moves first.
    t.clock.advance(60_000);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/user/sessions', headers: bearer(desk.token) });
    const [latest] = after.json().data as Array<{ last_used_at: string; current: boolean }>;
    expect(latest).toMatchObject({ current: false, last_used_at: t.clock.now().toISOString() });
  });

  it('ends one session: its refresh token fails, its stream is told to log out, the others stay', async () => {
    const { user, email } = await createUser(t.db);
    const mine = await signIn(email);
    const other = await signIn(email);
    const list = await t.app.inject({ method: 'GET', url: '/api/user/sessions', headers: bearer(mine.token) });
    const target = (list.json().data as Array<{ id: string; current: boolean }>).find((session) => !session.current)!;
    const myStream = await subscribe(baseUrl, mine.mercure_token, [user.id]);
    const otherStream = await subscribe(baseUrl, other.mercure_token, [user.id]);
    try {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/user/sessions/${target.id}`,
        headers: bearer(mine.token),
      });
      expect(response.statusCode).toBe(200);
      expect((await otherStream.waitFor(1)).map((event) => event.data)).toEqual([{ action: 'logout' }]);
      await expect.poll(() => otherStream.ended()).toBe(true);
      expect(myStream.ended()).toBe(false);
    } finally {
      await myStream.close();
      await otherStream.close();
    }
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    expect((await refresh(mine.refresh_token)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${target.id}`,
      headers: bearer(mine.token),
    });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another user's session and for an id that is no session, and ends nothing", async () => {
    const me = await createUser(t.db);
    const stranger = await createUser(t.db);
    const mine = await signIn(me.email);
    const theirs = await signIn(stranger.email);
    const theirList = await t.app.inject({ method: 'GET', url: '/api/user/sessions', headers: bearer(theirs.token) });
    const theirSession = (theirList.json().data as Array<{ id: string }>)[0]!.id;
    for (const id of [theirSession, '00000000-0000-4000-8000-000000000000', 'not-a-session']) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/user/sessions/${id}`,
        headers: bearer(mine.token),
      });
      expect(response.statusCode, id).toBe(404);
    }
    expect((await refresh(theirs.refresh_token)).statusCode).toBe(200);
  });
});
