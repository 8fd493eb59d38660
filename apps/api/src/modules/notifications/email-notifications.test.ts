import { DEFAULT_EMAIL_NOTIFICATIONS, ZEmailNotificationSettings } from '@tariq/contracts';
import type { TNotificationType } from '@tariq/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema';
import type { TNotificationData } from '../../db/schema';
import { createSignedInUser, createTestApp } from '../../test/helpers';
import type { TSignedInUser, TTestApp } from '../../test/helpers';
import { findMailsTo } from '../mail';
import { NOTIFICATION_EVENTS } from '@tariq/contracts';
import { notificationLink, notificationSentence } from './notification-mail';
import { notify, sendEmailDigests } from './notifications.service';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.transaction((tx) => tx.delete(mailOutbox));
});

const DAY_MS = 24 * 60 * 60_000;

function send(userIds: string[], type: TNotificationType, data: TNotificationData = { offre_uid: 'EXP-26-0042' }) {
  return t.db.transaction((tx) => notify(t.app.ctx, tx, { userIds, type, data }));
}

const mailsTo = (user: TSignedInUser) => t.db.read((db) => findMailsTo(db, user.user.email));

async function settingsOf(user: TSignedInUser) {
  const response = await user.inject({ method: 'GET', url: '/api/user/email-notifications' });
  expect(response.statusCode, response.body).toBe(200);
  return ZEmailNotificationSettings.parse(response.json());
}

async function setSettings(user: TSignedInUser, changes: Partial<typeof DEFAULT_EMAIL_NOTIFICATIONS>) {
  const response = await user.inject({
    method: 'PUT',
    url: '/api/user/email-notifications',
    payload: { ...DEFAULT_EMAIL_NOTIFICATIONS, ...changes },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('GET and PUT /api/user/email-notifications', () => {
  it('answers every kind on and no digest for a new user, and keeps what the user sets, for that user only', async () => {
    const me = await createSignedInUser(t);
    const colleague = await createSignedInUser(t, { companyId: me.company.id });
    expect(await settingsOf(me)).toEqual(DEFAULT_EMAIL_NOTIFICATIONS);
    await setSettings(me, { proposals: false, invoices: false });
    expect(await settingsOf(me)).toEqual({ ...DEFAULT_EMAIL_NOTIFICATIONS, proposals: false, invoices: false });
    expect(await settingsOf(colleague)).toEqual(DEFAULT_EMAIL_NOTIFICATIONS);
  });

  it('refuses a partial, unknown or wrongly typed setting with a field error, and changes nothing', async () => {
    const me = await createSignedInUser(t);
    for (const payload of [
      { proposals: false },
      { ...DEFAULT_EMAIL_NOTIFICATIONS, sms: true },
      { ...DEFAULT_EMAIL_NOTIFICATIONS, deals: 'no' },
    ]) {
      const response = await me.inject({ method: 'PUT', url: '/api/user/email-notifications', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
    expect(await settingsOf(me)).toEqual(DEFAULT_EMAIL_NOTIFICATIONS);
  });

  it('is for signed-in users only', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/user/email-notifications',
        payload: method === 'PUT' ? DEFAULT_EMAIL_NOTIFICATIONS : undefined,
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('the e-mail copy of a notification', () => {
  it('goes at once, in the user’s language, with the panel’s words, the reference and the link', async () => {
    const shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
    await send([shipper.user.id], 0, { offre_uid: 'EXP-26-0042', transporteurname: 'Trans <Atlas>' });
    const [mail, ...others] = await mailsTo(shipper);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Tariq : Trans <Atlas> a fait une proposition sur votre expédition.');
    // The HTML part says the same, with the name as text and the link as a button.
    expect(mail!.html).toContain('Trans &lt;Atlas&gt; a fait une proposition sur votre expédition.');
    expect(mail!.html).toContain(`href="${t.config.publicUrl}/expeditions/EXP-26-0042"`);
    expect(mail!.html).toContain('Voir sur Tariq');
    expect(mail!.text).toContain('Bonjour Nadia,');
    expect(mail!.text).toContain('Réf. EXP-26-0042');
    expect(mail!.text).toContain(`${t.config.publicUrl}/expeditions/EXP-26-0042`);
    expect(mail!.text).toContain(`${t.config.publicUrl}/profile`);

    await t.db.transaction((tx) => tx.update(users).set({ language: 'ar' }).where(eq(users.id, shipper.user.id)));
    await send([shipper.user.id], 2, { offre_uid: 'EXP-26-0043' });
    const arabic = (await mailsTo(shipper)).find((sent) => sent.text.includes('EXP-26-0043'));
    expect(arabic!.subject).toMatch(/^طريق: /);
    expect(arabic!.text).toContain('مرحباً Nadia');
  });

  it('follows the kind’s setting: proposals off stops proposal mails, not mission ones', async () => {
    const carrier = await createSignedInUser(t);
    await setSettings(carrier, { proposals: false });
    await send([carrier.user.id], 1, { offre_uid: 'EXP-26-0050' });
    expect(await mailsTo(carrier)).toEqual([]);
    await send([carrier.user.id], 5, { offre_uid: 'EXP-26-0050', status: 4 });
    const mails = await mailsTo(carrier);
    expect(mails.map((mail) => mail.subject)).toEqual(['Tariq : La mission est terminée.']);
  });

  it('never goes to a disabled user nor to an address not verified', async () => {
    const disabled = await createSignedInUser(t, { disabled: true });
    const unverified = await createSignedInUser(t, { verified: false });
    await send([disabled.user.id, unverified.user.id], 1);
    expect(await mailsTo(disabled)).toEqual([]);
    expect(await mailsTo(unverified)).toEqual([]);
  });

  it('is not queued when the notification’s transaction rolls back', async () => {
    const carrier = await createSignedInUser(t);
    await expect(
      t.db.transaction(async (tx) => {
        await notify(t.app.ctx, tx, { userIds: [carrier.user.id], type: 1, data: { offre_uid: 'ROLLED-BACK' } });
        throw new Error('the event fails');
      }),
    ).rejects.toThrow('the event fails');
    expect(await mailsTo(carrier)).toEqual([]);
  });
});

describe('the e-mail copy of an alert (issue 28)', () => {
  const search = { search_id: '5b0c3c1e-7a2b-4c4d-9e8f-0a1b2c3d4e5f', search_name: 'Alger → Oran' };
  const truck = { truck_id: '0f9e8d7c-6b5a-4c3d-8e1f-102132435465', truck_name: 'Renault T 480' };

  it('says how many offers came for which search, in the plural form French gives the count', () => {
    const event = NOTIFICATION_EVENTS.savedSearchAlert;
    const data = { action: 'saved_search', offre_uid: 'EXP-26-0200', ...search };
    expect(notificationSentence('fr', event, { ...data, count: 1 })).toBe(
      '1 nouvelle offre pour votre recherche Alger → Oran',
    );
    expect(notificationSentence('fr', event, { ...data, count: 3 })).toBe(
      '3 nouvelles offres pour votre recherche Alger → Oran',
    );
    // Without a count it is one offer, as the panel says.
    expect(notificationSentence('fr', event, data)).toBe('1 nouvelle offre pour votre recherche Alger → Oran');
    expect(notificationSentence('fr', NOTIFICATION_EVENTS.truckAlert, { action: 'truck', count: 2, ...truck })).toBe(
      '2 nouvelles offres pour votre camion Renault T 480',
    );
    expect(notificationSentence('fr', NOTIFICATION_EVENTS.truckStillAvailable, truck)).toBe(
      'Votre camion Renault T 480 est-il toujours disponible ?',
    );
  });

  it('picks each of Arabic’s plural forms by the count', () => {
    const event = NOTIFICATION_EVENTS.savedSearchAlert;
    const sentence = (count: number) => notificationSentence('ar', event, { action: 'saved_search', count, ...search });
    expect(sentence(1)).toBe('عرض جديد واحد لبحثك Alger → Oran');
    expect(sentence(2)).toBe('عرضان جديدان لبحثك Alger → Oran');
    expect(sentence(3)).toBe('3 عروض جديدة لبحثك Alger → Oran');
    expect(sentence(11)).toBe('11 عرضًا جديدًا لبحثك Alger → Oran');
    expect(sentence(100)).toBe('100 عرض جديد لبحثك Alger → Oran');
    expect(notificationSentence('ar', NOTIFICATION_EVENTS.truckStillAvailable, truck)).toBe(
      'هل لا تزال شاحنتك Renault T 480 متاحة؟',
    );
  });

  it('leads to the saved search or to the truck', () => {
    const url = 'https://tariq.example';
    expect(notificationLink(url, NOTIFICATION_EVENTS.savedSearchAlert, { offre_uid: 'EXP-26-0200', ...search })).toBe(
      `${url}/freights?search=${search.search_id}`,
    );
    expect(notificationLink(url, NOTIFICATION_EVENTS.truckAlert, { offre_uid: 'EXP-26-0200', ...truck })).toBe(
      `${url}/trucks/my?truck=${truck.truck_id}`,
    );
    expect(notificationLink(url, NOTIFICATION_EVENTS.truckStillAvailable, { truck_id: 'a b&c' })).toBe(
      `${url}/trucks/my?truck=a%20b%26c`,
    );
    // The offer's placeholder is still filled.
    expect(notificationLink(url, NOTIFICATION_EVENTS.proposalAccepted, { offre_uid: 'EXP/1' })).toBe(
      `${url}/offres/EXP%2F1`,
    );
  });

  it('goes by mail with the count, the search’s name and its link', async () => {
    const carrier = await createSignedInUser(t);
    await send([carrier.user.id], 10, { action: 'saved_search', offre_uid: 'EXP-26-0201', count: 4, ...search });
    const [mail, ...others] = await mailsTo(carrier);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Tariq : 4 nouvelles offres pour votre recherche Alger → Oran');
    expect(mail!.text).toContain(`${t.config.publicUrl}/freights?search=${search.search_id}`);
  });
});

describe('the daily digest', () => {
  it('gathers a day’s notifications of the wanted kinds in one mail, a day after the digest was turned on', async () => {
    const carrier = await createSignedInUser(t);
    await setSettings(carrier, { dailyDigest: true, deals: false });
    t.clock.advance(60_000);
    await send([carrier.user.id], 1, { offre_uid: 'EXP-26-0101', expediteurname: 'Cevital Agro' });
    await send([carrier.user.id], 2, { offre_uid: 'EXP-26-0102' });
    // A deal event, whose kind is off: not in the digest.
    await send([carrier.user.id], 5, { offre_uid: 'EXP-26-0103', status: 3 });
    // Nothing at once.
    expect(await mailsTo(carrier)).toEqual([]);
    // Not due before a day has passed.
    expect(await sendEmailDigests(t.app.ctx)).toBe(0);

    t.clock.advance(DAY_MS);
    expect(await sendEmailDigests(t.app.ctx)).toBe(1);
    const [digest, ...others] = await mailsTo(carrier);
    expect(others).toEqual([]);
    expect(digest!.subject).toBe('Votre résumé Tariq du jour : 2 nouvelle(s) notification(s)');
    expect(digest!.text).toContain('Cevital Agro a accepté votre proposition : la mission est à vous.');
    expect(digest!.text).toContain('Votre proposition a été refusée.');
    expect(digest!.text).toContain(`${t.config.publicUrl}/offres/EXP-26-0101`);
    expect(digest!.text).not.toContain('EXP-26-0103');

    // Its next day starts now: nothing more until then, and a day without news sends nothing.
    expect(await sendEmailDigests(t.app.ctx)).toBe(0);
    t.clock.advance(DAY_MS);
    expect(await sendEmailDigests(t.app.ctx)).toBe(0);
    expect(await mailsTo(carrier)).toHaveLength(1);
  });
});
