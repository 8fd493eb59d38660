import { MESSAGES } from '@tariq/contracts';
import type { TColleaguesResponse } from '@tariq/contracts/colleagues';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companyInvitations, users } from '../../db/schema';
import { findMailsTo } from '../mail';
import { createSignedInUser, createTestApp, createUser } from '../../test/helpers';
import type { TSignedInUser, TTestApp } from '../../test/helpers';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t.close());

const PASSWORD = 'un mot de passe assez long';
let serial = 0;
const newAddress = () => `invite-${++serial}-${Date.now()}@example.dz`;

function invite(user: TSignedInUser, email: string) {
  return user.inject({ method: 'POST', url: '/api/colleagues/invitations', payload: { email } });
}

async function list(user: TSignedInUser): Promise<TColleaguesResponse> {
  const response = await user.inject({ method: 'GET', url: '/api/colleagues' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The token of the newest invitation mailed to `email`, as the link carries it. */
async function mailedToken(email: string): Promise<string> {
  const mails = await t.db.read((db) => findMailsTo(db, email));
  const match = /\/invitation\?token=(\S+)/.exec(mails.at(-1)!.text);
  return decodeURIComponent(match![1]!);
}

function preview(token: string) {
  return t.app.inject({ method: 'GET', url: `/api/auth/invitation?token=${encodeURIComponent(token)}` });
}

function accept(token: string, overrides: Record<string, unknown> = {}, language = 'fr') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/invitation/accept',
    headers: { 'user-language': language },
    payload: {
      token,
      firstName: 'Samir',
      lastName: 'Benali',
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      termsAccepted: true,
      ...overrides,
    },
  });
}

async function userByEmail(email: string) {
  const [row] = await t.db.read((db) => db.select().from(users).where(eq(users.email, email)));
  return row ?? null;
}

/** A company with its founder signed in, and a colleague who joined by invitation, signed in too. */
async function companyWithNewcomer() {
  const founder = await createSignedInUser(t, { companyName: 'Transports Tassili' });
  // The founder signed up on the app's clock, before the newcomer joined (the helper writes the
  // machine's time: on 29 November 2026 after 09:01 the test's clock was behind it, and the list,
  // ordered by joining, put the newcomer first).
  await t.db.transaction((tx) =>
    tx.update(users).set({ createdAt: t.clock.now() }).where(eq(users.id, founder.user.id)),
  );
  t.clock.advance(1000);
  const email = newAddress();
  expect((await invite(founder, email)).statusCode).toBe(201);
  const joined = await accept(await mailedToken(email));
  expect(joined.statusCode).toBe(200);
  const body = joined.json() as { token: string; user: { id: string } };
  const inject = (request: Parameters<TSignedInUser['inject']>[0]) =>
    t.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${body.token}` } });
  return { founder, newcomer: { id: body.user.id, email, inject } };
}

describe('inviting a colleague', () => {
  it('mails a link in the inviter’s language, as text and HTML, and lists the invitation as pending', async () => {
    const inviter = await createSignedInUser(t, { companyName: 'Atlas Fret' });
    const email = newAddress();
    const response = await invite(inviter, email.toUpperCase());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email, invitedBy: { firstName: 'Nadia', lastName: 'Bouzid' } });

    const [mail] = await t.db.read((db) => findMailsTo(db, email));
    expect(mail!.subject).toBe('Nadia Bouzid vous invite à rejoindre Atlas Fret sur Tariq');
    expect(mail!.text).toContain('valable 7 jours');
    expect(mail!.html).toContain('Accepter l&#39;invitation');

    const { invitations } = await list(inviter);
    expect(invitations.map((invitation) => invitation.email)).toEqual([email]);
  });

  it('refuses an address that already has an account anywhere on Tariq, and writes nothing', async () => {
    const inviter = await createSignedInUser(t);
    const elsewhere = await createUser(t.db);
    const response = await invite(inviter, elsewhere.email);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'COLLEAGUE_HAS_ACCOUNT',
      message: MESSAGES.fr.errors.COLLEAGUE_HAS_ACCOUNT,
      fields: { email: MESSAGES.fr.validation.accountExists },
    });
    expect((await list(inviter)).invitations).toEqual([]);
    expect(await t.db.read((db) => findMailsTo(db, elsewhere.email))).toEqual([]);
  });

  it('answers a malformed address with its field error', async () => {
    const inviter = await createSignedInUser(t);
    const response = await invite(inviter, 'pas-une-adresse');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: MESSAGES.fr.validation.email });
  });

  it('renews the invitation of an address invited again: one row, the old link dead', async () => {
    const inviter = await createSignedInUser(t);
    const email = newAddress();
    const first = (await invite(inviter, email)).json() as { id: string };
    const oldToken = await mailedToken(email);
    t.clock.advance(60_000);
    const second = (await invite(inviter, email)).json() as { id: string };
    expect(second.id).toBe(first.id);
    expect((await list(inviter)).invitations).toHaveLength(1);
    expect((await preview(oldToken)).json().code).toBe('INVITATION_INVALID');
    expect((await preview(await mailedToken(email))).statusCode).toBe(200);
  });

  it('stops at 20 pending invitations per company, whoever sent them', async () => {
    const inviter = await createSignedInUser(t);
    const colleague = await createSignedInUser(t, { companyId: inviter.company.id });
    for (const user of [inviter, colleague]) {
      for (let index = 0; index < 10; index += 1) expect((await invite(user, newAddress())).statusCode).toBe(201);
    }
    const response = await invite(inviter, newAddress());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'INVITATION_LIMIT', message: expect.stringContaining('20') });
  });

  it('limits one user to 20 invitations an hour (429)', async () => {
    const inviter = await createSignedInUser(t);
    const email = newAddress();
    // Inviting one address again and again renews one invitation: only the rate limit stops it.
    for (let index = 0; index < 20; index += 1) expect((await invite(inviter, email)).statusCode).toBe(201);
    const response = await invite(inviter, email);
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
  });

  it('lets a colleague cancel an invitation, whose link then stops working', async () => {
    const inviter = await createSignedInUser(t);
    const colleague = await createSignedInUser(t, { companyId: inviter.company.id });
    const email = newAddress();
    const { id } = (await invite(inviter, email)).json() as { id: string };
    const cancelled = await colleague.inject({ method: 'DELETE', url: `/api/colleagues/invitations/${id}` });
    expect(cancelled.statusCode).toBe(200);
    expect((await list(inviter)).invitations).toEqual([]);
    const refused = await preview(await mailedToken(email));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('INVITATION_INVALID');
    expect((await colleague.inject({ method: 'DELETE', url: `/api/colleagues/invitations/${id}` })).statusCode).toBe(
      404,
    );
  });
});

describe('accepting an invitation', () => {
  it('shows who invites to which company, then makes a verified user of that company with the inviter’s role', async () => {
    const inviter = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Sahel Expéditions' });
    const email = newAddress();
    await invite(inviter, email);
    const token = await mailedToken(email);

    const shown = await preview(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      email,
      companyName: 'Sahel Expéditions',
      inviter: { firstName: 'Nadia', lastName: 'Bouzid' },
    });

    const response = await accept(token, {}, 'en');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.refresh_token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({ email, role: 'ROLE_COMMISSIONNAIRE', isVerified: true });

    const row = (await userByEmail(email))!;
    expect(row).toMatchObject({ companyId: inviter.company.id, language: 'en', invitedById: inviter.user.id });
    expect(row.termsAcceptedAt).not.toBeNull();
    // The session works at once.
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/user/logged',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(session.statusCode).toBe(200);
  });

  it('tells every active colleague by mail, in their language, but not the newcomer', async () => {
    const founder = await createSignedInUser(t, { companyName: 'Oasis Logistique' });
    const colleague = await createUser(t.db, { companyId: founder.company.id });
    await t.db.transaction((tx) => tx.update(users).set({ language: 'en' }).where(eq(users.id, colleague.user.id)));
    const email = newAddress();
    await invite(founder, email);
    expect((await accept(await mailedToken(email))).statusCode).toBe(200);

    const [toFounder] = await t.db.read((db) => findMailsTo(db, founder.email));
    expect(toFounder!.subject).toBe('Samir Benali a rejoint Oasis Logistique sur Tariq');
    expect(toFounder!.text).toContain(`Samir Benali (${email})`);
    expect(toFounder!.text).toContain('/profile/collegues');
    const [toColleague] = await t.db.read((db) => findMailsTo(db, colleague.email));
    expect(toColleague!.subject).toBe('Samir Benali joined Oasis Logistique on Tariq');
    // Only the invitation reached the newcomer.
    expect(await t.db.read((db) => findMailsTo(db, email))).toHaveLength(1);
  });

  it('works once: a second use is INVITATION_USED', async () => {
    const inviter = await createSignedInUser(t);
    const email = newAddress();
    await invite(inviter, email);
    const token = await mailedToken(email);
    expect((await accept(token)).statusCode).toBe(200);
    const again = await accept(token, { firstName: 'Autre' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVITATION_USED', message: MESSAGES.fr.errors.INVITATION_USED });
    expect((await preview(token)).json().code).toBe('INVITATION_USED');
  });

  it('is refused once expired, and an unknown link is invalid', async () => {
    const inviter = await createSignedInUser(t);
    const email = newAddress();
    await invite(inviter, email);
    const token = await mailedToken(email);
    t.clock.advance(7 * 24 * 3600 * 1000 + 1000);
    const late = await accept(token);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('INVITATION_EXPIRED');
    expect(await userByEmail(email)).toBeNull();
    expect((await preview('nothing-of-ours')).json().code).toBe('INVITATION_INVALID');
  });

  it('checks the form as the sign-up does, and writes nothing on an error', async () => {
    const inviter = await createSignedInUser(t);
    const email = newAddress();
    await invite(inviter, email);
    const token = await mailedToken(email);

    const mismatch = await accept(token, { passwordConfirmation: 'autre chose encore' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toEqual({ passwordConfirmation: MESSAGES.fr.validation.passwordMismatch });
    const noTerms = await accept(token, { termsAccepted: false, firstName: '' });
    expect(noTerms.json().fields).toEqual({
      termsAccepted: MESSAGES.fr.validation.termsRequired,
      firstName: MESSAGES.fr.validation.required,
    });
    const common = await accept(token, { password: 'password123', passwordConfirmation: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(Object.keys(common.json().fields)).toEqual(['password']);

    expect(await userByEmail(email)).toBeNull();
    expect((await preview(token)).statusCode).toBe(200);
  });

  it('is ACCOUNT_EXISTS when the address got an account meanwhile, and the invitation stays open', async () => {
    const inviter = await createSignedInUser(t);
    const email = newAddress();
    await invite(inviter, email);
    const token = await mailedToken(email);
    await createUser(t.db, { email });
    const response = await accept(token);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ACCOUNT_EXISTS');
    const [invitation] = await t.db.read((db) =>
      db.select().from(companyInvitations).where(eq(companyInvitations.email, email)),
    );
    expect(invitation!.acceptedAt).toBeNull();
  });
});

describe('the colleagues list', () => {
  it('shows the company’s users but its drivers, who joined how, and who may be reported', async () => {
    const { founder, newcomer } = await companyWithNewcomer();
    await createUser(t.db, { companyId: founder.company.id, role: 'ROLE_DRIVER' });
    const { data, canLeave } = await list(founder);
    expect(data.map((colleague) => [colleague.email, colleague.isYou, colleague.canReport, colleague.status])).toEqual([
      [founder.email, true, false, 'active'],
      [newcomer.email, false, true, 'active'],
    ]);
    expect(data[1]!.invitedBy).toEqual({ firstName: 'Nadia', lastName: 'Bouzid' });
    expect(canLeave).toBe(true);
    // The newcomer cannot report the founder, who signed the company up.
    const fromNewcomer = (
      await newcomer.inject({ method: 'GET', url: '/api/colleagues' })
    ).json() as TColleaguesResponse;
    expect(fromNewcomer.data.find((colleague) => colleague.email === founder.email)!.canReport).toBe(false);
  });

  it('shows nothing of another company, and refuses to touch it (404)', async () => {
    const { founder, newcomer } = await companyWithNewcomer();
    const stranger = await createSignedInUser(t);
    const pending = (await invite(founder, newAddress())).json() as { id: string };
    const seen = await list(stranger);
    expect(seen.data.map((colleague) => colleague.email)).toEqual([stranger.email]);
    expect(seen.invitations).toEqual([]);
    expect((await stranger.inject({ method: 'POST', url: `/api/colleagues/${newcomer.id}/report` })).statusCode).toBe(
      404,
    );
    expect(
      (await stranger.inject({ method: 'DELETE', url: `/api/colleagues/invitations/${pending.id}` })).statusCode,
    ).toBe(404);
    expect((await list(founder)).invitations).toHaveLength(1);
    expect((await userByEmail(newcomer.email))!.disabledAt).toBeNull();
  });

  it('is for shippers and carriers: a driver or the platform staff are refused', async () => {
    const driver = await createSignedInUser(t, { role: 'ROLE_DRIVER' });
    const admin = await createSignedInUser(t, { role: 'ROLE_ADMIN' });
    for (const user of [driver, admin]) {
      expect((await user.inject({ method: 'GET', url: '/api/colleagues' })).statusCode).toBe(403);
      expect((await invite(user, newAddress())).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/colleagues' })).statusCode).toBe(401);
  });
});

describe('“this person does not work here”', () => {
  it('disables the newcomer at once, cancels their invitations, records it and mails the staff', async () => {
    const { founder, newcomer } = await companyWithNewcomer();
    const staff = await createUser(t.db, { role: 'ROLE_ADMIN' });
    const theirInvitee = newAddress();
    expect(
      (await newcomer.inject({ method: 'POST', url: '/api/colleagues/invitations', payload: { email: theirInvitee } }))
        .statusCode,
    ).toBe(201);

    const response = await founder.inject({ method: 'POST', url: `/api/colleagues/${newcomer.id}/report` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: newcomer.id, status: 'reported', canReport: false });

    expect((await newcomer.inject({ method: 'GET', url: '/api/colleagues' })).statusCode).toBe(401);
    expect((await preview(await mailedToken(theirInvitee))).json().code).toBe('INVITATION_INVALID');
    const [mail] = await t.db.read((db) => findMailsTo(db, staff.email));
    expect(mail!.subject).toBe('Tariq : un nouvel utilisateur de Transports Tassili a été signalé');
    expect(mail!.text).toContain(`Samir Benali (${newcomer.email})`);
    const [entry] = await t.db.read((db) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, newcomer.id), eq(auditLog.action, 'user.reported_by_colleague'))),
    );
    expect(entry!.actorUserId).toBe(founder.user.id);
  });

  it('is refused for oneself, for the founder and twice (409)', async () => {
    const { founder, newcomer } = await companyWithNewcomer();
    for (const [who, target] of [
      [founder, founder.user.id],
      [newcomer, founder.user.id],
    ] as const) {
      const response = await who.inject({ method: 'POST', url: `/api/colleagues/${target}/report` });
      expect(response.statusCode).toBe(409);
    }
    expect((await founder.inject({ method: 'POST', url: `/api/colleagues/${newcomer.id}/report` })).statusCode).toBe(
      200,
    );
    expect((await founder.inject({ method: 'POST', url: `/api/colleagues/${newcomer.id}/report` })).statusCode).toBe(
      409,
    );
  });
});

describe('leaving the company', () => {
  it('is refused to the last active user, with the spec’s kind of message', async () => {
    const alone = await createSignedInUser(t);
    expect((await list(alone)).canLeave).toBe(false);
    const response = await alone.inject({ method: 'POST', url: '/api/colleagues/leave' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'LAST_USER', message: MESSAGES.fr.errors.LAST_USER });
    expect((await userByEmail(alone.email))!.disabledAt).toBeNull();
  });

  it('closes the account and its sessions; the one who stays can no longer leave', async () => {
    const { founder, newcomer } = await companyWithNewcomer();
    const response = await newcomer.inject({ method: 'POST', url: '/api/colleagues/leave' });
    expect(response.statusCode).toBe(200);
    expect((await newcomer.inject({ method: 'GET', url: '/api/colleagues' })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: newcomer.email, password: PASSWORD },
      remoteAddress: '10.77.0.1',
    });
    expect(login.statusCode).toBe(401);
    const seen = await list(founder);
    expect(seen.data.find((colleague) => colleague.id === newcomer.id)!.status).toBe('left');
    expect(seen.canLeave).toBe(false);
    expect((await founder.inject({ method: 'POST', url: '/api/colleagues/leave' })).json().code).toBe('LAST_USER');
  });

  it('lets only one of the last two users leave when both try at once', async () => {
    const { founder, newcomer } = await companyWithNewcomer();
    const answers = await Promise.all([
      founder.inject({ method: 'POST', url: '/api/colleagues/leave' }),
      newcomer.inject({ method: 'POST', url: '/api/colleagues/leave' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db.read((db) => db.select().from(users).where(eq(users.companyId, founder.company.id)));
    expect(rows.filter((row) => row.disabledAt === null)).toHaveLength(1);
  });
});
