import { LIMITS, MESSAGES } from '@tariq/contracts';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailTokens, refreshTokens, users } from '../../db/schema';
import { createOpaqueToken, hashOpaqueToken } from '../../platform/auth/tokens';
import { findMailsTo, sendDueMails } from '../mail';
import { bearer, createTestApp, createUser } from '../../test/helpers';
import type { TTestApp } from '../../test/helpers';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t.close());

let serial = 0;
/** Each test asks from its own network address, so that the per-address limit is met only where tested. */
let address = '';
beforeEach(() => {
  serial += 1;
  address = `10.26.${Math.floor(serial / 250)}.${serial % 250}`;
});

function resend(email: string, options: { remoteAddress?: string; language?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/resend-verification-email',
    payload: { email },
    remoteAddress: options.remoteAddress ?? address,
    headers: options.language ? { 'user-language': options.language } : {},
  });
}

function verify(token: string, options: { language?: string } = {}) {
  return t.app.inject({
    method: 'GET',
    url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
    remoteAddress: address,
    headers: options.language ? { 'user-language': options.language } : {},
  });
}

/** The token of the newest verification link mailed to `email`, as the link carries it. */
async function lastMailedToken(email: string): Promise<string> {
  const mails = await t.db.read((db) => findMailsTo(db, email));
  const match = /\/emailVerification\?token=(\S+)/.exec(mails.at(-1)!.text);
  return decodeURIComponent(match![1]!);
}

async function unverifiedUser(options: { language?: 'fr' | 'en' | 'ar'; disabled?: boolean } = {}) {
  const created = await createUser(t.db, { verified: false, disabled: options.disabled });
  if (options.language) {
    await t.db.transaction((tx) =>
      tx.update(users).set({ language: options.language }).where(eq(users.id, created.user.id)),
    );
  }
  return created;
}

async function userRow(userId: string) {
  const [row] = await t.db.read((db) => db.select().from(users).where(eq(users.id, userId)));
  return row!;
}

async function tokensOf(userId: string) {
  return t.db.read((db) => db.select().from(emailTokens).where(eq(emailTokens.userId, userId)));
}

/** A verification link of the user, as the sign-up or a resend makes it. */
async function linkFor(email: string): Promise<string> {
  expect((await resend(email)).statusCode).toBe(200);
  return lastMailedToken(email);
}

describe('POST /api/auth/resend-verification-email', () => {
  it('mails a new link to an account not verified yet, in its language, as text and HTML', async () => {
    const { email, user } = await unverifiedUser({ language: 'en' });
    const response = await resend(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const mails = await t.db.read((db) => findMailsTo(db, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirm your e-mail address on Tariq');
    expect(mails[0]!.text).toContain('Hello Nadia,');
    expect(mails[0]!.html).toContain('Confirm my e-mail address');
    const token = await lastMailedToken(email);
    expect(mails[0]!.html).toContain(`/emailVerification?token=${encodeURIComponent(token)}`);
    const [stored] = await tokensOf(user.id);
    // Only the hash is kept, for 48 hours (SECURITY.md #15).
    expect(stored).toMatchObject({ purpose: 'verify_email', usedAt: null, tokenHash: hashOpaqueToken(token) });
    expect(stored!.expiresAt.getTime() - t.clock.now().getTime()).toBe(LIMITS.emailVerificationTtlSeconds * 1000);
  });

  it('answers an unknown, a verified and a disabled address exactly as a real one, and mails none of them', async () => {
    const real = await unverifiedUser();
    const verified = await createUser(t.db, { verified: true });
    const disabled = await unverifiedUser({ disabled: true });
    const unknown = `nobody-${serial}@example.dz`;
    const answers = [];
    for (const email of [real.email, verified.email, disabled.email, unknown]) {
      const response = await resend(email);
      answers.push({ status: response.statusCode, body: response.body, retryAfter: response.headers['retry-after'] });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 200 });
    for (const email of [verified.email, disabled.email, unknown]) {
      expect(await t.db.read((db) => findMailsTo(db, email))).toEqual([]);
    }
    expect(await tokensOf(verified.user.id)).toEqual([]);
    expect(await tokensOf(disabled.user.id)).toEqual([]);
  });

  it('locks an address for 60 s, known or not, with the same 429 for both; then sends again', async () => {
    const { email } = await unverifiedUser();
    const unknown = `ghost-${serial}@example.dz`;
    expect((await resend(email)).statusCode).toBe(200);
    expect((await resend(unknown)).statusCode).toBe(200);
    t.clock.advance(30_000);
    // Another network address changes nothing: the lock is the e-mail address's.
    const known = await resend(email.toUpperCase(), { remoteAddress: '10.99.0.1' });
    const ghost = await resend(unknown, { remoteAddress: '10.99.0.1' });
    for (const response of [known, ghost]) {
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    }
    expect(known.body).toBe(ghost.body);
    expect(await t.db.read((db) => findMailsTo(db, email))).toHaveLength(1);

    t.clock.advance(30_000);
    expect((await resend(email)).statusCode).toBe(200);
    expect(await t.db.read((db) => findMailsTo(db, email))).toHaveLength(2);
  });

  it('limits one network address across e-mail addresses, without stopping the others', async () => {
    for (let index = 0; index < LIMITS.verificationResendsPerAddress; index += 1) {
      expect((await resend(`flood-${serial}-${index}@example.dz`)).statusCode).toBe(200);
    }
    const refused = await resend(`flood-${serial}-last@example.dz`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(LIMITS.verificationResendWindowSeconds);
    const { email } = await unverifiedUser();
    expect((await resend(email, { remoteAddress: '10.99.0.2' })).statusCode).toBe(200);
  });

  it('refuses a malformed address with a field error in the caller’s language', async () => {
    const response = await resend('nadia.example.dz', { language: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: { email: MESSAGES.en.validation.email } });
  });
});

describe('GET /api/auth/verify-email', () => {
  it('verifies the address and opens a session, answered as a login (the three tokens and the user)', async () => {
    const { email, user } = await unverifiedUser();
    const token = await linkFor(email);
    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ user: { id: user.id, email, isVerified: true } });
    expect(body.token).toEqual(expect.any(String));
    expect(body.refresh_token).toEqual(expect.any(String));
    expect(body.mercure_token).toEqual(expect.any(String));

    const row = await userRow(user.id);
    expect(row.emailVerifiedAt).toEqual(t.clock.now());
    expect(row.lastLoginAt).toEqual(t.clock.now());
    const [stored] = await tokensOf(user.id);
    expect(stored!.usedAt).toEqual(t.clock.now());
    // The session is a real one: the access token reads the user, the refresh token rotates.
    const logged = await t.app.inject({ method: 'POST', url: '/api/user/logged', headers: bearer(body.token) });
    expect(logged.statusCode).toBe(200);
    expect(logged.json()).toMatchObject({ id: user.id, isVerified: true });
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: body.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('refuses a link used once already with its own code, and opens no second session', async () => {
    const { email, user } = await unverifiedUser();
    const token = await linkFor(email);
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'VERIFICATION_LINK_USED',
      message: MESSAGES.fr.errors.VERIFICATION_LINK_USED,
    });
    const sessions = await t.db.read((db) => db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id)));
    expect(sessions).toHaveLength(1);
  });

  it('refuses an expired link, in the caller’s language, and leaves the account unverified', async () => {
    const { email, user } = await unverifiedUser();
    const token = await linkFor(email);
    t.clock.advance(LIMITS.emailVerificationTtlSeconds * 1000);
    const response = await verify(token, { language: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VERIFICATION_LINK_EXPIRED',
      message: MESSAGES.en.errors.VERIFICATION_LINK_EXPIRED,
    });
    expect((await userRow(user.id)).emailVerifiedAt).toBeNull();
    expect((await tokensOf(user.id))[0]!.usedAt).toBeNull();
    // The way out the page offers: a new link, which works.
    const fresh = await linkFor(email);
    expect((await verify(fresh)).statusCode).toBe(200);
  });

  it('refuses a wrong token, and a password-reset token, as an invalid link', async () => {
    const { user } = await unverifiedUser();
    const reset = createOpaqueToken();
    await t.db.transaction((tx) =>
      tx.insert(emailTokens).values({
        userId: user.id,
        purpose: 'reset_password',
        tokenHash: reset.hash,
        expiresAt: new Date(t.clock.now().getTime() + 3_600_000),
      }),
    );
    for (const token of [createOpaqueToken().token, reset.token, 'x'.repeat(43)]) {
      const response = await verify(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VERIFICATION_LINK_INVALID' });
    }
    expect((await userRow(user.id)).emailVerifiedAt).toBeNull();
    const [stored] = await tokensOf(user.id);
    expect(stored!.usedAt).toBeNull();
  });

  it('refuses a missing or oversized token as a bad request', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION', fields: { token: MESSAGES.fr.validation.required } });
    expect((await verify('a'.repeat(201))).statusCode).toBe(400);
  });

  it('ends every other link of the user once one is used: each would open a session', async () => {
    const { email } = await unverifiedUser();
    const first = await linkFor(email);
    t.clock.advance(LIMITS.verificationResendSeconds * 1000);
    const second = await linkFor(email);
    expect(first).not.toBe(second);
    expect((await verify(second)).statusCode).toBe(200);
    expect((await verify(first)).json()).toMatchObject({ code: 'VERIFICATION_LINK_USED' });
  });

  it('gives one session only to two requests with one link at once', async () => {
    const { email } = await unverifiedUser();
    const token = await linkFor(email);
    const answers = await Promise.all([verify(token), verify(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('opens no session for a disabled account, and leaves its link and address as they were', async () => {
    const { email, user } = await unverifiedUser();
    const token = await linkFor(email);
    await t.db.transaction((tx) => tx.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, user.id)));
    const response = await verify(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
    expect((await userRow(user.id)).emailVerifiedAt).toBeNull();
    expect((await tokensOf(user.id))[0]!.usedAt).toBeNull();
  });
});

describe('the verification mail through a real SMTP server', () => {
  it('arrives with its subject, a text part and an HTML part (values escaped), and its link verifies', async () => {
    const received: Buffer[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    const smtp = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl: 'https://tariq.example' });
    try {
      const { email, user } = await createUser(smtp.db, { verified: false });
      // A first name is the user's input: in the HTML it must stay text.
      await smtp.db.transaction((tx) =>
        tx.update(users).set({ firstName: '<b>Nadia & "Co"</b>' }).where(eq(users.id, user.id)),
      );
      const asked = await smtp.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification-email',
        payload: { email },
      });
      expect(asked.statusCode).toBe(200);
      expect(await sendDueMails(smtp.app.ctx)).toBe(1);
      expect(received).toHaveLength(1);

      const mail = await simpleParser(received[0]!);
      expect(mail.subject).toBe('Confirmez votre adresse e-mail sur Tariq');
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]!.address : null).toBe(email);
      expect(mail.text).toContain('Bonjour <b>Nadia & "Co"</b>,');
      const link = /(https:\/\/tariq\.example\/emailVerification\?token=\S+)/.exec(mail.text ?? '')![1]!;
      const html = typeof mail.html === 'string' ? mail.html : '';
      expect(html).toContain(`<a href="${link}"`);
      expect(html).toContain('Confirmer mon adresse e-mail');
      expect(html).toContain('Bonjour &lt;b&gt;Nadia &amp; &quot;Co&quot;&lt;/b&gt;,');
      expect(html).not.toContain('<b>Nadia');

      const token = new URL(link).searchParams.get('token')!;
      const verified = await smtp.app.inject({
        method: 'GET',
        url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({ user: { email, isVerified: true } });
    } finally {
      await smtp.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 60_000);
});
