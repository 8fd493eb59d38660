import { DEFAULT_EMAIL_NOTIFICATIONS, ZMissionDetail, ZMissionListResponse } from '@tariq/contracts';
import type { TMissionDetail } from '@tariq/contracts';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, missionPodFiles, missionPods, notifications, offers } from '../../db/schema';
import { createSignedInUser, createTestAppWithPlaces } from '../../test/helpers';
import type { TTestApp, TSignedInUser } from '../../test/helpers';
import { validOffer } from '../../test/offers';
import { findMailsTo, sendDueMails } from '../mail';
import { pdfRendering } from '../../platform/pdf/pdf-renderer';
import { acceptDuePods, confirmDueCharters } from './missions.jobs';

let t: TTestApp;
let shipper: TSignedInUser;
let otherShipper: TSignedInUser;
let carrier: TSignedInUser;
let rival: TSignedInUser;
let outsider: TSignedInUser;

beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
  shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Cevital Agro' });
  otherShipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Condor Logistique' });
  carrier = await createSignedInUser(t, { companyName: 'Trans Sahel' });
  rival = await createSignedInUser(t, { companyName: 'Atlas Fret' });
  outsider = await createSignedInUser(t, { companyName: 'Hoggar Routes' });
}, 120_000);
afterAll(() => t.close());

/** The PDF's title, from its information dictionary: pdfkit writes it as an object of its own, in UTF-16 with a byte-order mark. */
function pdfTitle(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(text);
  const match = ref && new RegExp(`\\n${ref[1]} 0 obj\\n\\(((?:\\\\.|[^\\\\)])*)\\)`, 's').exec(text);
  if (!match) return '';
  const bytes = Buffer.from(match[1]!.replace(/\\([()\\])/g, '$1'), 'latin1');
  return bytes[0] === 0xfe && bytes[1] === 0xff
    ? bytes.subarray(2).swap16().toString('utf16le')
    : bytes.toString('latin1');
}

/** An offer published by the shipper, a proposal by the carrier (and one by the rival), the carrier chosen. */
async function dealMission(options: { withRival?: boolean } = {}): Promise<{ id: string; uid: string }> {
  const published = await shipper.inject({ method: 'POST', url: '/api/offers', payload: validOffer() });
  const uid = (published.json().uids as string[])[0]!;
  const proposal = await carrier.inject({
    method: 'POST',
    url: `/api/freights/${uid}/proposals`,
    payload: { price: 80000 },
  });
  if (options.withRival) {
    await rival.inject({ method: 'POST', url: `/api/freights/${uid}/proposals`, payload: { price: 81000 } });
  }
  const accepted = await shipper.inject({ method: 'POST', url: `/api/proposals/${proposal.json().id}/accept` });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { id: accepted.json().mission_id as string, uid };
}

/** Access tokens last 15 minutes of the test clock: the same users, signed in again after time passed. */
async function signInAgain(user: TSignedInUser): Promise<TSignedInUser> {
  const token = await t.app.ctx.tokens.signAccessToken(user.user.id, [user.user.role]);
  return {
    ...user,
    token,
    inject: (request) =>
      t.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } }),
  };
}

/** Moves the test clock, every user signed in again. */
async function advance(ms: number): Promise<void> {
  t.clock.advance(ms);
  shipper = await signInAgain(shipper);
  otherShipper = await signInAgain(otherShipper);
  carrier = await signInAgain(carrier);
  rival = await signInAgain(rival);
  outsider = await signInAgain(outsider);
}

function act(user: TSignedInUser, id: string, action: string, payload?: Record<string, unknown>) {
  return user.inject({ method: 'POST', url: `/api/missions/${id}/${action}`, payload });
}

async function detail(user: TSignedInUser, id: string): Promise<TMissionDetail> {
  const response = await user.inject({ method: 'GET', url: `/api/missions/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return ZMissionDetail.parse(response.json());
}

/** The shipper types the code the carrier's page shows: the pickup verified, the mission may start. */
async function pickUp(id: string): Promise<void> {
  const code = (await detail(carrier, id)).pickup_code;
  const verified = await shipper.inject({ method: 'POST', url: `/api/missions/${id}/pickup`, payload: { code } });
  expect(verified.statusCode, verified.body).toBe(200);
}

async function offerStatus(uid: string) {
  const [row] = await t.db.read((db) => db.select().from(offers).where(eq(offers.uid, uid)));
  return row!.status;
}

async function lastSeq(): Promise<number> {
  const [row] = await t.db.read((db) =>
    db.select({ seq: sql<number>`coalesce(max(${notifications.seq}), 0)`.mapWith(Number) }).from(notifications),
  );
  return row!.seq;
}

/** Every notification written after `since`: [user id, type, status]. */
async function notifiedSince(since: number) {
  const rows = await t.db.read((db) =>
    db.select().from(notifications).where(gt(notifications.seq, since)).orderBy(asc(notifications.seq)),
  );
  return rows.map((row) => [row.userId, row.type, row.data.status ?? null]);
}

/** Who heard what of one offer since `since`: the user, the type and the action of each notification. */
async function toldOf(since: number, uid: string) {
  const rows = await t.db.read((db) =>
    db.select().from(notifications).where(gt(notifications.seq, since)).orderBy(asc(notifications.seq)),
  );
  return rows.filter((row) => row.data.offre_uid === uid).map((row) => [row.userId, row.type, row.data.action ?? null]);
}

describe('reading a mission', () => {
  it('lets the two sides of a deal reach each other, even on an offer that hid its contact; other carriers see none', async () => {
    const published = await shipper.inject({
      method: 'POST',
      url: '/api/offers',
      payload: validOffer({ show_contact: false }),
    });
    const uid = (published.json().uids as string[])[0]!;
    const freight = (user: TSignedInUser) => user.inject({ method: 'GET', url: `/api/freights/${uid}` });
    expect((await freight(carrier)).json().contact).toBeNull();
    const proposal = await carrier.inject({
      method: 'POST',
      url: `/api/freights/${uid}/proposals`,
      payload: { price: 80000 },
    });
    const accepted = await shipper.inject({ method: 'POST', url: `/api/proposals/${proposal.json().id}/accept` });
    const id = accepted.json().mission_id as string;

    const person = (user: TSignedInUser) => ({
      name: `${user.user.firstName} ${user.user.lastName}`,
      phone: user.user.phone,
      email: user.user.email,
    });
    expect((await detail(carrier, id)).contact).toEqual(person(shipper));
    expect((await detail(shipper, id)).contact).toEqual(person(carrier));
    // The offer left the exchange: the winner still sees who to call on its page, the others nothing.
    expect((await freight(carrier)).json()).toMatchObject({ available: false, contact: person(shipper) });
    expect((await freight(rival)).json().contact).toBeNull();
  });

  it('shows the mission to its carrier and its shipper, each on their side, with its timeline; to nobody else', async () => {
    const { id, uid } = await dealMission();
    const mine = await detail(carrier, id);
    expect(mine).toMatchObject({
      side: 'carrier',
      status: 'scheduled',
      charter_status: 'pending',
      price: 80000,
      currency: 'DZD',
      carrier: { company_id: carrier.company.id, name: 'Trans Sahel' },
      shipper: { company_id: shipper.company.id, name: 'Cevital Agro' },
      offer: { uid, status: 'scheduled' },
      timeline: [{ event: 'created', by: 'shipper', reason: null }],
    });
    expect((await detail(shipper, id)).side).toBe('shipper');
    const ofOffer = await shipper.inject({ method: 'GET', url: `/api/missions/of-offer/${uid}` });
    expect(ofOffer.statusCode, ofOffer.body).toBe(200);
    expect(ZMissionDetail.parse(ofOffer.json())).toMatchObject({ id, side: 'shipper', pickup_code: null });
    expect((await carrier.inject({ method: 'GET', url: `/api/missions/of-offer/${uid}` })).json()).toMatchObject({
      id,
      side: 'carrier',
    });
    for (const stranger of [outsider, rival, otherShipper]) {
      expect((await stranger.inject({ method: 'GET', url: `/api/missions/of-offer/${uid}` })).statusCode).toBe(404);
      expect((await stranger.inject({ method: 'GET', url: `/api/missions/${id}` })).statusCode).toBe(404);
      expect((await act(stranger, id, 'confirm')).statusCode).toBe(404);
    }
  });

  it('shows the carrier the references the shipper adds, and tells it at once (type 3, reference); nobody else', async () => {
    const { id, uid } = await dealMission({ withRival: true });
    const since = await lastSeq();
    const patched = await shipper.inject({
      method: 'PATCH',
      url: `/api/offers/${uid}/references`,
      payload: { loading_reference: 'QUAI-11 / BL 2026-4471', unloading_reference: 'RDV 14h porte 3' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await detail(carrier, id)).offer).toMatchObject({
      loading_reference: 'QUAI-11 / BL 2026-4471',
      unloading_reference: 'RDV 14h porte 3',
    });
    const told = await t.db.read((db) =>
      db.select().from(notifications).where(gt(notifications.seq, since)).orderBy(asc(notifications.seq)),
    );
    expect(told.map((row) => [row.userId, row.type, row.data.updatetype, row.data.offre_uid])).toEqual([
      [carrier.user.id, 3, 'reference', uid],
    ]);
  });

  it("gives the offer's e-protocol to the mission's two companies, to nobody else", async () => {
    const { id, uid } = await dealMission();
    const url = `/api/missions/${id}/eprotocol`;
    expect((await carrier.inject({ method: 'GET', url })).statusCode).toBe(404);
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'CMR été.pdf');
    const put = await shipper.inject({ method: 'PUT', url: `/api/offers/${uid}/eprotocol`, payload: form });
    expect(put.statusCode, put.body).toBe(200);
    for (const side of [carrier, shipper]) {
      const download = await side.inject({ method: 'GET', url });
      expect(download.statusCode, download.body).toBe(200);
      expect(download.rawPayload.equals(pdf)).toBe(true);
      expect(download.headers['content-disposition']).toContain("filename*=UTF-8''CMR%20%C3%A9t%C3%A9.pdf");
    }
    for (const stranger of [outsider, rival, otherShipper]) {
      expect((await stranger.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('lists the carrier’s missions by tab, and of one offer; refuses the list to a shipper', async () => {
    const { id, uid } = await dealMission();
    const list = async (query: string) => {
      const response = await carrier.inject({ method: 'GET', url: `/api/missions${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return ZMissionListResponse.parse(response.json());
    };
    expect((await list('')).data.map((mission) => mission.id)).toContain(id);
    expect((await list('?tab=completed')).data.map((mission) => mission.id)).not.toContain(id);
    const ofOffer = await list(`?offer=${uid}`);
    expect(ofOffer).toMatchObject({ count: 1, total_pages: 1, data: [{ id, offer: { uid } }] });
    expect((await rival.inject({ method: 'GET', url: `/api/missions?offer=${uid}` })).json().count).toBe(0);
    expect((await shipper.inject({ method: 'GET', url: '/api/missions' })).json().code).toBe('ROLE_FORBIDDEN');
    expect((await carrier.inject({ method: 'GET', url: '/api/missions?tab=all' })).statusCode).toBe(400);
  });

  it('keeps declined and cancelled missions in the cancelled tab, with who ended them and why', async () => {
    const declined = await dealMission();
    expect((await act(carrier, declined.id, 'decline')).statusCode).toBe(200);
    t.clock.advance(1_000);
    const cancelled = await dealMission();
    expect((await act(shipper, cancelled.id, 'cancel', { reason: 'Marchandise pas prête' })).statusCode).toBe(200);
    const list = async (who: TSignedInUser, tab: string) =>
      ZMissionListResponse.parse((await who.inject({ method: 'GET', url: `/api/missions?tab=${tab}` })).json());

    const ended = (await list(carrier, 'cancelled')).data.filter((mission) =>
      [declined.id, cancelled.id].includes(mission.id),
    );
    // The latest ended first.
    expect(
      ended.map((mission) => [mission.id, mission.charter_status, mission.cancelled_by, mission.cancel_reason]),
    ).toEqual([
      [cancelled.id, 'pending', 'shipper', 'Marchandise pas prête'],
      [declined.id, 'declined', 'carrier', null],
    ]);
    const live = (await list(carrier, 'in_progress')).data.map((mission) => mission.id);
    expect(live).not.toContain(declined.id);
    expect(live).not.toContain(cancelled.id);
    expect((await list(rival, 'cancelled')).data.map((mission) => mission.id)).not.toContain(cancelled.id);
  });
});

describe('mission numbers', () => {
  async function listed(user: TSignedInUser, q: string) {
    const response = await user.inject({ method: 'GET', url: `/api/missions?q=${encodeURIComponent(q)}` });
    expect(response.statusCode, response.body).toBe(200);
    return ZMissionListResponse.parse(response.json());
  }

  it('numbers missions MIS-<year>-<sequence> in order, the charter with the same digits', async () => {
    const first = await detail(carrier, (await dealMission()).id);
    const second = await detail(carrier, (await dealMission()).id);
    const sequence = (number: string) => Number(/^MIS-26-(\d{4,})$/.exec(number)![1]);
    expect(sequence(second.number)).toBe(sequence(first.number) + 1);
    expect(second.charter_number).toBe(`BA-26-${second.number.slice('MIS-26-'.length)}`);
    // The offer keeps its own number: EXP-, of its own sequence.
    expect(second.offer.number).toMatch(/^EXP-26-\d{4}$/);
    expect((await detail(shipper, second.id)).number).toBe(second.number);
  });

  it("finds the carrier's mission by its number, its charter's or its offer's, and no other carrier's", async () => {
    const { id } = await dealMission();
    const mission = await detail(carrier, id);
    const digits = mission.number.slice('MIS-26-'.length);
    for (const typed of [
      mission.number,
      mission.charter_number.toLowerCase(),
      `ba26${digits}`,
      mission.offer.number,
      mission.offer.number.replaceAll('-', ''),
    ]) {
      const found = await listed(carrier, typed);
      expect(
        found.data.map((row) => row.id),
        typed,
      ).toEqual([id]);
      expect(found.count).toBe(1);
    }
    // Without a prefix, the digits may be the mission's or the offer's: both are looked for.
    expect((await listed(carrier, `26-${digits}`)).data.map((row) => row.id)).toContain(id);
    // Another carrier searching this number finds nothing of it.
    for (const typed of [mission.number, mission.charter_number, mission.offer.number]) {
      expect((await listed(rival, typed)).data, typed).toEqual([]);
    }
    expect((await listed(carrier, 'EXP-99-0001')).data).toEqual([]);
    expect((await listed(carrier, 'camion')).count).toBe(0);
  });
});

describe('the charter order and the start', () => {
  it('is not e-mailed to a carrier who turned deal e-mails off; the PDF stays there to download', async () => {
    const off = await carrier.inject({
      method: 'PUT',
      url: '/api/user/email-notifications',
      payload: { ...DEFAULT_EMAIL_NOTIFICATIONS, deals: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    try {
      const { id } = await dealMission();
      const mails = await t.db.read((db) => findMailsTo(db, carrier.user.email));
      expect(
        mails.filter((mail) => mail.attachments.some((ref) => ref.kind === 'charter' && ref.missionId === id)),
      ).toEqual([]);
      const response = await carrier.inject({ method: 'GET', url: `/api/missions/${id}/charter.pdf` });
      expect(response.statusCode).toBe(200);
    } finally {
      await carrier.inject({
        method: 'PUT',
        url: '/api/user/email-notifications',
        payload: DEFAULT_EMAIL_NOTIFICATIONS,
      });
    }
  });

  it('e-mails the charter order as a PDF to the carrier who proposed, once, in its language; both companies download it', async () => {
    const { id, uid } = await dealMission();
    // The charter's number is its mission's digits under its own prefix (MIS-26-0042, BA-26-0042).
    const mission = await detail(carrier, id);
    expect(mission.number).toMatch(/^MIS-26-\d{4}$/);
    expect(mission.charter_number).toBe(mission.number.replace('MIS-', 'BA-'));
    const mails = await t.db.read((db) => findMailsTo(db, carrier.user.email));
    const mine = mails.filter((mail) => mail.attachments.some((ref) => ref.kind === 'charter' && ref.missionId === id));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toMatch(new RegExp(`^Bon d'affrètement ${mission.charter_number} : `));
    expect(mine[0]!.text).toContain('Cevital Agro vous confie le transport');
    expect(mine[0]!.text).toMatch(/au prix de 80\s000 DZD HT/);
    expect(mine[0]!.text).toContain(`/offres/${uid}`);
    expect(mine[0]!.text).toContain('dans les 30 minutes');
    // Nobody else of the deal is mailed the order.
    for (const other of [shipper, rival]) {
      const theirs = await t.db.read((db) => findMailsTo(db, other.user.email));
      expect(
        theirs.filter((mail) => mail.attachments.some((ref) => ref.kind === 'charter' && ref.missionId === id)),
      ).toEqual([]);
    }

    await sendDueMails(t.app.ctx);
    // Beside the e-mail copy of the notification (type 1), one mail carries the order.
    const sent = t.app.ctx.mailer.sent.filter(
      (mail) => mail.to === carrier.user.email && mail.raw.includes(`bon-affretement-${mission.charter_number}`),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.raw).toMatch(
      new RegExp(`Content-Type: application/pdf;\\s+name=bon-affretement-${mission.charter_number}\\.pdf`),
    );

    // Laid out in the worker thread, not on the requests' thread.
    const renderedBefore = pdfRendering.inWorker;
    for (const side of [carrier, shipper]) {
      const response = await side.inject({ method: 'GET', url: `/api/missions/${id}/charter.pdf` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="bon-affretement-${mission.charter_number}\\.pdf"`),
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfTitle(response.rawPayload)).toBe(`Bon d'affrètement ${mission.charter_number}`);
    }
    expect(pdfRendering.inWorker).toBe(renderedBefore + 2);
    for (const stranger of [outsider, rival, otherShipper]) {
      expect((await stranger.inject({ method: 'GET', url: `/api/missions/${id}/charter.pdf` })).statusCode).toBe(404);
    }
  });

  it('starts only once the carrier confirmed the charter; the shipper hears of the start (type 5, status 3)', async () => {
    const { id, uid } = await dealMission();
    const early = await act(carrier, id, 'start');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'CHARTER_NOT_CONFIRMED',
      message: "Le bon d'affrètement doit d'abord être confirmé.",
    });
    expect((await act(shipper, id, 'confirm')).json().code).toBe('ROLE_FORBIDDEN');
    t.clock.advance(60_000);
    const beforeConfirm = await lastSeq();
    const confirmed = await act(carrier, id, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The shipper hears of it: its open page follows, its bell rings.
    expect(await notifiedSince(beforeConfirm)).toEqual([[shipper.user.id, 5, null]]);
    expect(confirmed.json().charter_status).toBe('confirmed');
    expect((await act(carrier, id, 'confirm')).json().code).toBe('MISSION_STATUS_CONFLICT');
    expect((await act(carrier, id, 'decline')).json().code).toBe('MISSION_STATUS_CONFLICT');

    // Not before the shipper saw the truck: the pickup code first.
    const unverified = await act(carrier, id, 'start');
    expect(unverified.statusCode).toBe(409);
    expect(unverified.json()).toMatchObject({
      code: 'PICKUP_NOT_VERIFIED',
      message:
        "L'enlèvement doit d'abord être vérifié par l'expéditeur avec le code, ou l'expéditeur doit renoncer à cette vérification.",
    });
    expect((await detail(carrier, id)).status).toBe('scheduled');
    const beforePickup = await lastSeq();
    await pickUp(id);
    expect(await notifiedSince(beforePickup)).toEqual([[carrier.user.id, 8, null]]);

    t.clock.advance(60_000);
    const since = await lastSeq();
    const started = await act(carrier, id, 'start');
    expect(started.statusCode, started.body).toBe(200);
    expect(ZMissionDetail.parse(started.json())).toMatchObject({
      status: 'in_progress',
      offer: { status: 'in_progress' },
    });
    expect(await offerStatus(uid)).toBe('in_progress');
    expect(await notifiedSince(since)).toEqual([[shipper.user.id, 5, 3]]);
    expect((await act(carrier, id, 'start')).json().code).toBe('MISSION_STATUS_CONFLICT');
    expect((await detail(shipper, id)).timeline.map((entry) => [entry.event, entry.by])).toEqual([
      ['created', 'shipper'],
      ['charter_confirmed', 'carrier'],
      ['pickup_verified', 'shipper'],
      ['started', 'carrier'],
    ]);
  });

  it('starts without the code only once the shipper waived the check, which the timeline records', async () => {
    const { id } = await dealMission();
    await act(carrier, id, 'confirm');
    const waive = (user: TSignedInUser) => user.inject({ method: 'POST', url: `/api/missions/${id}/pickup/waive` });
    expect((await waive(carrier)).json().code).toBe('ROLE_FORBIDDEN');
    expect((await waive(outsider)).statusCode).toBe(404);
    expect((await waive(otherShipper)).statusCode).toBe(404);
    const beforeWaiver = await lastSeq();
    const waived = await waive(shipper);
    expect(waived.statusCode, waived.body).toBe(200);
    expect(await notifiedSince(beforeWaiver)).toEqual([[carrier.user.id, 8, null]]);
    expect(ZMissionDetail.parse(waived.json()).pickup_waived_at).toBe(t.clock.now().toISOString());
    expect((await waive(shipper)).json().code).toBe('MISSION_STATUS_CONFLICT');
    expect((await act(carrier, id, 'start')).statusCode).toBe(200);
    expect((await detail(carrier, id)).timeline.map((entry) => [entry.event, entry.by])).toEqual([
      ['created', 'shipper'],
      ['charter_confirmed', 'carrier'],
      ['pickup_waived', 'shipper'],
      ['started', 'carrier'],
    ]);
    // Once started, there is nothing left to waive.
    expect((await waive(shipper)).json().code).toBe('MISSION_STATUS_CONFLICT');
  });

  it('a declined charter ends the mission and puts the offer back in exchange; the shipper hears of it', async () => {
    const { id, uid } = await dealMission();
    const since = await lastSeq();
    const declined = await act(carrier, id, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'cancelled', charter_status: 'declined' });
    expect(await offerStatus(uid)).toBe('in_exchange');
    expect(await notifiedSince(since)).toEqual([[shipper.user.id, 5, 5]]);
    // The exchange goes on: another carrier can be chosen.
    const again = await rival.inject({
      method: 'POST',
      url: `/api/freights/${uid}/proposals`,
      payload: { price: 83000 },
    });
    const accepted = await shipper.inject({ method: 'POST', url: `/api/proposals/${again.json().id}/accept` });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // The offer's page shows each company its own: the shipper the live mission, the first carrier its ended one.
    const ofOffer = async (user: TSignedInUser) =>
      (await user.inject({ method: 'GET', url: `/api/missions/of-offer/${uid}` })).json() as TMissionDetail;
    expect(await ofOffer(shipper)).toMatchObject({ id: accepted.json().mission_id, status: 'scheduled' });
    expect(await ofOffer(carrier)).toMatchObject({ id, status: 'cancelled', charter_status: 'declined' });
    expect(await ofOffer(rival)).toMatchObject({ id: accepted.json().mission_id, side: 'carrier' });
  });

  it('counts a charter left unanswered 30 minutes as confirmed, once, however many runners; both sides hear of it', async () => {
    const { id, uid } = await dealMission();
    await advance(29 * 60_000);
    await confirmDueCharters(t.app.ctx);
    expect((await detail(carrier, id)).charter_status).toBe('pending');
    await advance(2 * 60_000);
    const since = await lastSeq();
    await Promise.all([confirmDueCharters(t.app.ctx), confirmDueCharters(t.app.ctx)]);
    expect(await toldOf(since, uid)).toEqual([
      [shipper.user.id, 5, 'charter_tacitly_confirmed'],
      [carrier.user.id, 8, 'charter_tacitly_confirmed'],
    ]);
    const mission = await detail(carrier, id);
    expect(mission.charter_status).toBe('confirmed');
    expect(mission.timeline.map((entry) => [entry.event, entry.by])).toEqual([
      ['created', 'shipper'],
      ['charter_tacitly_confirmed', 'system'],
    ]);
    const entries = await t.db.read((db) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'mission.charter_tacitly_confirmed'))),
    );
    expect(entries).toHaveLength(1);
    await pickUp(id);
    expect((await act(carrier, id, 'start')).statusCode).toBe(200);
  });
});

describe('cancelling', () => {
  it('by the shipper before the start: the offer goes back in exchange, the carrier hears type 8, status 5', async () => {
    const { id, uid } = await dealMission();
    const empty = await act(shipper, id, 'cancel', { reason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ reason: 'Ce champ est obligatoire' });
    const since = await lastSeq();
    const cancelled = await act(shipper, id, 'cancel', { reason: 'Marchandise pas prête' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancel_reason: 'Marchandise pas prête' });
    expect(await offerStatus(uid)).toBe('in_exchange');
    expect(await notifiedSince(since)).toEqual([[carrier.user.id, 8, 5]]);
    expect((await act(carrier, id, 'cancel', { reason: 'x' })).json().code).toBe('MISSION_STATUS_CONFLICT');
    expect((await detail(carrier, id)).timeline.at(-1)).toMatchObject({
      event: 'cancelled',
      by: 'shipper',
      reason: 'Marchandise pas prête',
    });
  });

  it('by the carrier once started: the offer is cancelled, the shipper hears type 5, status 5', async () => {
    const { id, uid } = await dealMission();
    await act(carrier, id, 'confirm');
    await pickUp(id);
    await act(carrier, id, 'start');
    const since = await lastSeq();
    const cancelled = await act(carrier, id, 'cancel', { reason: 'Panne du tracteur' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await offerStatus(uid)).toBe('cancelled');
    expect(await notifiedSince(since)).toEqual([[shipper.user.id, 5, 5]]);
  });

  it('the shipper cancelling the offer ends its mission and refuses pending proposals; each carrier hears it once', async () => {
    const published = await shipper.inject({ method: 'POST', url: '/api/offers', payload: validOffer() });
    const uid = (published.json().uids as string[])[0]!;
    await rival.inject({ method: 'POST', url: `/api/freights/${uid}/proposals`, payload: { price: 90000 } });
    const since = await lastSeq();
    expect((await shipper.inject({ method: 'POST', url: `/api/offers/${uid}/cancel`, payload: {} })).statusCode).toBe(
      200,
    );
    expect(await notifiedSince(since)).toEqual([[rival.user.id, 8, 5]]);
    const rivals = (await rival.inject({ method: 'GET', url: `/api/freights/${uid}/proposals` })).json().data;
    expect(rivals.map((proposal: { status: string }) => proposal.status)).toEqual(['refused']);

    const { id, uid: scheduled } = await dealMission();
    const before = await lastSeq();
    expect(
      (await shipper.inject({ method: 'POST', url: `/api/offers/${scheduled}/cancel`, payload: {} })).statusCode,
    ).toBe(200);
    expect(await notifiedSince(before)).toEqual([[carrier.user.id, 8, 5]]);
    expect((await detail(carrier, id)).status).toBe('cancelled');
  });
});

describe('finishing with a proof of delivery', () => {
  const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  // A 1×1 PNG.
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  async function startedMission() {
    const mission = await dealMission();
    await act(carrier, mission.id, 'confirm');
    await pickUp(mission.id);
    expect((await act(carrier, mission.id, 'start')).statusCode).toBe(200);
    return mission;
  }

  function finish(user: TSignedInUser, id: string, files: Array<[Buffer, string]>, reserves?: string) {
    const form = new FormData();
    for (const [bytes, name] of files) form.append('files', new Blob([new Uint8Array(bytes)]), name);
    if (reserves !== undefined) form.append('reserves', reserves);
    return user.inject({ method: 'POST', url: `/api/missions/${id}/finish`, payload: form });
  }

  it('completes the mission with photos or PDFs read from their bytes; the shipper hears type 5, status 4', async () => {
    const { id, uid } = await startedMission();
    expect((await act(carrier, id, 'finish', {})).statusCode).toBe(415);
    const text = await finish(carrier, id, [[Buffer.from('pas une photo'), 'bon.jpg']]);
    expect(text.statusCode).toBe(415);
    const tooMany = await finish(
      carrier,
      id,
      Array.from({ length: 6 }, (): [Buffer, string] => [PNG, 'photo.png']),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual({ files: 'Au plus 5 fichiers' });
    expect((await finish(shipper, id, [[PNG, 'photo.png']])).json().code).toBe('ROLE_FORBIDDEN');
    // Access first: a stranger's upload is not even stored.
    const save = vi.spyOn(t.app.ctx.files, 'save');
    try {
      expect((await finish(outsider, id, [[PNG, 'photo.png']])).statusCode).toBe(404);
      expect((await finish(shipper, id, [[PNG, 'photo.png']])).statusCode).toBe(403);
      expect(save).not.toHaveBeenCalled();
    } finally {
      save.mockRestore();
    }
    expect((await detail(carrier, id)).status).toBe('in_progress');

    const since = await lastSeq();
    const finished = await finish(
      carrier,
      id,
      [
        [PNG, 'C:\\\\photos\\\\quai.png'],
        [PDF, 'CMR signé.pdf'],
      ],
      ' 2 palettes abîmées ',
    );
    expect(finished.statusCode, finished.body).toBe(200);
    const mission = ZMissionDetail.parse(finished.json());
    expect(mission).toMatchObject({
      status: 'completed',
      offer: { status: 'completed' },
      pod: {
        status: 'pending',
        due_at: new Date(t.clock.now().getTime() + 30 * 60_000).toISOString(),
        reserves: '2 palettes abîmées',
        contest_reason: null,
      },
    });
    expect(mission.pod!.files.map((file) => [file.name, file.mime, file.size])).toEqual([
      ['quai.png', 'image/png', PNG.length],
      ['CMR signé.pdf', 'application/pdf', PDF.length],
    ]);
    expect(await offerStatus(uid)).toBe('completed');
    expect(await notifiedSince(since)).toEqual([[shipper.user.id, 5, 4]]);
    expect((await finish(carrier, id, [[PNG, 'encore.png']])).json().code).toBe('MISSION_STATUS_CONFLICT');

    // The files go to the mission's two companies only.
    const [photo] = mission.pod!.files;
    const download = (user: TSignedInUser) =>
      user.inject({ method: 'GET', url: `/api/missions/${id}/pod/${photo!.id}` });
    for (const side of [carrier, shipper]) {
      const response = await download(side);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PNG)).toBe(true);
      expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    }
    for (const stranger of [rival, outsider, otherShipper]) expect((await download(stranger)).statusCode).toBe(404);
  });

  it('the shipper accepts or contests the proof, once; only the shipper', async () => {
    const first = await startedMission();
    await finish(carrier, first.id, [[PNG, 'photo.png']]);
    expect((await act(carrier, first.id, 'pod/accept')).json().code).toBe('ROLE_FORBIDDEN');
    let since = await lastSeq();
    const accepted = await act(shipper, first.id, 'pod/accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().pod.status).toBe('accepted');
    // The carrier, and only the carrier, hears how its delivery was received.
    const told = async () =>
      (await t.db.read((db) => db.select().from(notifications).where(gt(notifications.seq, since)))).map((row) => [
        row.userId,
        row.type,
        row.data.status,
        row.data.action,
      ]);
    expect(await told()).toEqual([[carrier.user.id, 8, 4, 'pod_accepted']]);
    expect((await act(shipper, first.id, 'pod/contest', { reason: 'Trop tard' })).json().code).toBe(
      'MISSION_STATUS_CONFLICT',
    );

    const second = await startedMission();
    expect((await act(shipper, second.id, 'pod/accept')).json().code).toBe('MISSION_STATUS_CONFLICT');
    await finish(carrier, second.id, [[PDF, 'cmr.pdf']]);
    expect((await act(shipper, second.id, 'pod/contest', { reason: '' })).statusCode).toBe(400);
    since = await lastSeq();
    const contested = await act(shipper, second.id, 'pod/contest', { reason: 'Il manque 3 palettes' });
    expect(contested.json().pod).toMatchObject({ status: 'contested', contest_reason: 'Il manque 3 palettes' });
    expect(await told()).toEqual([[carrier.user.id, 8, 4, 'pod_contested']]);
    expect((await detail(carrier, second.id)).timeline.at(-1)).toMatchObject({
      event: 'pod_contested',
      by: 'shipper',
      reason: 'Il manque 3 palettes',
    });
  });

  it('counts a proof left unanswered 30 minutes as accepted, once, however many runners; both sides hear of it', async () => {
    const { id, uid } = await startedMission();
    await finish(carrier, id, [[PNG, 'photo.png']]);
    await advance(29 * 60_000);
    await acceptDuePods(t.app.ctx);
    expect((await detail(shipper, id)).pod!.status).toBe('pending');
    await advance(2 * 60_000);
    const since = await lastSeq();
    await Promise.all([acceptDuePods(t.app.ctx), acceptDuePods(t.app.ctx)]);
    expect(await toldOf(since, uid)).toEqual([
      [shipper.user.id, 5, 'pod_tacitly_accepted'],
      [carrier.user.id, 8, 'pod_tacitly_accepted'],
    ]);
    const mission = await detail(shipper, id);
    expect(mission.pod!.status).toBe('accepted');
    expect(mission.timeline.filter((entry) => entry.event === 'pod_tacitly_accepted')).toEqual([
      expect.objectContaining({ by: 'system' }),
    ]);
  });

  describe('a new proof after a contest (rounds)', () => {
    function sendPod(user: TSignedInUser, id: string, files: Array<[Buffer, string]>, reserves?: string) {
      const form = new FormData();
      for (const [bytes, name] of files) form.append('files', new Blob([new Uint8Array(bytes)]), name);
      if (reserves !== undefined) form.append('reserves', reserves);
      return user.inject({ method: 'POST', url: `/api/missions/${id}/pod`, payload: form });
    }

    /** Rows of rounds and files stored for a mission: nothing of a refused upload may be among them. */
    async function storedRounds(id: string) {
      return t.db.read(async (db) => ({
        rounds: (await db.select().from(missionPods).where(eq(missionPods.missionId, id))).length,
        files: (await db.select().from(missionPodFiles).where(eq(missionPodFiles.missionId, id))).length,
      }));
    }

    /** Every notification written after `since`: [user id, type, status, action]. */
    async function toldSince(since: number) {
      const rows = await t.db.read((db) =>
        db.select().from(notifications).where(gt(notifications.seq, since)).orderBy(asc(notifications.seq)),
      );
      return rows.map((row) => [row.userId, row.type, row.data.status ?? null, row.data.action ?? null]);
    }

    /** A completed mission whose first proof the shipper contested. */
    async function contestedMission(reason = 'Il manque 3 palettes') {
      const mission = await startedMission();
      expect((await finish(carrier, mission.id, [[PNG, 'quai.png']], 'RAS')).statusCode).toBe(200);
      expect((await act(shipper, mission.id, 'pod/contest', { reason })).statusCode).toBe(200);
      return mission;
    }

    it('lets only the carrier send a new proof, only once the latest is contested; the shipper hears of it and accepts round 2', async () => {
      const { id, uid } = await startedMission();
      const early = await sendPod(carrier, id, [[PNG, 'photo.png']]);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({
        code: 'POD_NOT_CONTESTED',
        message:
          "Une nouvelle preuve de livraison ne peut être envoyée qu'après la contestation de la précédente par l'expéditeur.",
      });
      await finish(carrier, id, [[PNG, 'quai.png']], 'RAS');
      expect((await sendPod(carrier, id, [[PNG, 'photo.png']])).json().code).toBe('POD_NOT_CONTESTED');
      t.clock.advance(5 * 60_000);
      expect((await act(shipper, id, 'pod/contest', { reason: 'Il manque 3 palettes' })).statusCode).toBe(200);
      const contestedAt = t.clock.now().toISOString();

      // Strangers do not find the mission; the shipper may not send a proof; bad files are refused; nothing is stored.
      const before = await storedRounds(id);
      expect(before).toEqual({ rounds: 1, files: 1 });
      for (const stranger of [outsider, rival]) {
        expect((await sendPod(stranger, id, [[PNG, 'photo.png']])).statusCode).toBe(404);
      }
      // Access first: a shipper is refused by its role, before any mission is looked up.
      for (const notCarrier of [shipper, otherShipper]) {
        expect((await sendPod(notCarrier, id, [[PNG, 'photo.png']])).json().code).toBe('ROLE_FORBIDDEN');
      }
      expect((await act(carrier, id, 'pod', {})).statusCode).toBe(415);
      expect((await sendPod(carrier, id, [[Buffer.from('pas une photo'), 'bon.jpg']])).statusCode).toBe(415);
      expect((await sendPod(carrier, id, [])).json().fields).toEqual({ files: 'Ce champ est obligatoire' });
      const tooMany = await sendPod(
        carrier,
        id,
        Array.from({ length: 6 }, (): [Buffer, string] => [PNG, 'photo.png']),
      );
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().fields).toEqual({ files: 'Au plus 5 fichiers' });
      const longReserves = await sendPod(carrier, id, [[PNG, 'photo.png']], 'x'.repeat(501));
      expect(longReserves.statusCode).toBe(400);
      expect(Object.keys(longReserves.json().fields)).toEqual(['reserves']);
      expect(await storedRounds(id)).toEqual(before);
      expect((await detail(shipper, id)).pod).toMatchObject({ round: 1, status: 'contested' });

      t.clock.advance(60_000);
      const since = await lastSeq();
      const sent = await sendPod(
        carrier,
        id,
        [
          [PNG, 'palettes.png'],
          [PDF, 'CMR corrigé.pdf'],
        ],
        ' 3 palettes livrées le lendemain ',
      );
      expect(sent.statusCode, sent.body).toBe(200);
      const sentAt = t.clock.now();
      const mission = ZMissionDetail.parse(sent.json());
      expect(mission.pod).toMatchObject({
        round: 2,
        status: 'pending',
        sent_at: sentAt.toISOString(),
        due_at: new Date(sentAt.getTime() + 30 * 60_000).toISOString(),
        decided_at: null,
        reserves: '3 palettes livrées le lendemain',
        contest_reason: null,
      });
      expect(mission.pod!.files.map((file) => file.name)).toEqual(['palettes.png', 'CMR corrigé.pdf']);
      // Round 1 stays as it was decided, with its own files.
      expect(mission.pod!.rounds.map((round) => [round.round, round.status, round.contest_reason])).toEqual([
        [1, 'contested', 'Il manque 3 palettes'],
        [2, 'pending', null],
      ]);
      expect(mission.pod!.rounds[0]).toMatchObject({ reserves: 'RAS', decided_at: contestedAt });
      expect(mission.pod!.rounds[0]!.files.map((file) => file.name)).toEqual(['quai.png']);
      // Every user of the shipper's company hears of it (its open page follows); nobody else.
      expect(await toldSince(since)).toEqual([[shipper.user.id, 5, 4, 'pod_resent']]);
      expect(await offerStatus(uid)).toBe('completed');
      expect((await sendPod(carrier, id, [[PNG, 'encore.png']])).json().code).toBe('POD_NOT_CONTESTED');

      const accepted = await act(shipper, id, 'pod/accept');
      expect(accepted.statusCode, accepted.body).toBe(200);
      const after = ZMissionDetail.parse(accepted.json());
      expect(after.pod).toMatchObject({ round: 2, status: 'accepted', decided_at: t.clock.now().toISOString() });
      expect(after.pod!.rounds.map((round) => round.status)).toEqual(['contested', 'accepted']);
      expect(
        after.timeline
          .filter((entry) => entry.round !== null)
          .map((entry) => [entry.event, entry.round, entry.by, entry.reason]),
      ).toEqual([
        ['completed', 1, 'carrier', null],
        ['pod_contested', 1, 'shipper', 'Il manque 3 palettes'],
        ['pod_resent', 2, 'carrier', null],
        ['pod_accepted', 2, 'shipper', null],
      ]);
      expect(after.timeline.find((entry) => entry.event === 'created')!.round).toBeNull();
      expect((await sendPod(carrier, id, [[PNG, 'encore.png']])).json().code).toBe('POD_NOT_CONTESTED');
      // The first round's files stay downloadable by both sides.
      const first = after.pod!.rounds[0]!.files[0]!;
      for (const side of [carrier, shipper]) {
        const download = await side.inject({ method: 'GET', url: `/api/missions/${id}/pod/${first.id}` });
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.equals(PNG)).toBe(true);
      }
    });

    it('contests round 2 too (the carrier hears of it), then takes round 3', async () => {
      const { id } = await contestedMission();
      expect((await sendPod(carrier, id, [[PDF, 'cmr-2.pdf']])).statusCode).toBe(200);
      const since = await lastSeq();
      const contested = await act(shipper, id, 'pod/contest', { reason: 'Toujours 1 palette manquante' });
      expect(contested.statusCode, contested.body).toBe(200);
      expect(contested.json().pod).toMatchObject({
        round: 2,
        status: 'contested',
        contest_reason: 'Toujours 1 palette manquante',
      });
      expect(await toldSince(since)).toEqual([[carrier.user.id, 8, 4, 'pod_contested']]);
      expect((await act(shipper, id, 'pod/accept')).json().code).toBe('MISSION_STATUS_CONFLICT');

      const third = await sendPod(carrier, id, [[PNG, 'palette.png']]);
      expect(third.statusCode, third.body).toBe(200);
      const mission = ZMissionDetail.parse(third.json());
      expect(mission.pod!.rounds.map((round) => [round.round, round.status, round.contest_reason])).toEqual([
        [1, 'contested', 'Il manque 3 palettes'],
        [2, 'contested', 'Toujours 1 palette manquante'],
        [3, 'pending', null],
      ]);
      expect(mission.timeline.filter((entry) => entry.event === 'pod_contested').map((e) => e.round)).toEqual([1, 2]);
      expect(mission.timeline.at(-1)).toMatchObject({ event: 'pod_resent', round: 3, by: 'carrier' });
    });

    it('deems round 2 accepted 30 minutes after its own sending, not earlier; the shipper and the job never both decide', async () => {
      const { id } = await startedMission();
      await finish(carrier, id, [[PNG, 'quai.png']]);
      await advance(20 * 60_000);
      await act(shipper, id, 'pod/contest', { reason: 'Illisible' });
      // Round 1 would have been due now; round 2 is sent now and has its own 30 minutes.
      await advance(15 * 60_000);
      expect((await sendPod(carrier, id, [[PNG, 'net.png']])).statusCode).toBe(200);
      await advance(29 * 60_000);
      await acceptDuePods(t.app.ctx);
      expect((await detail(shipper, id)).pod).toMatchObject({ round: 2, status: 'pending' });
      await advance(60_000);
      const [answer] = await Promise.all([act(shipper, id, 'pod/accept'), acceptDuePods(t.app.ctx)]);
      expect([200, 409]).toContain(answer.statusCode);
      const mission = await detail(shipper, id);
      expect(mission.pod!.rounds.map((round) => round.status)).toEqual(['contested', 'accepted']);
      const decisions = mission.timeline.filter(
        (entry) => entry.event === 'pod_accepted' || entry.event === 'pod_tacitly_accepted',
      );
      expect(decisions).toEqual([expect.objectContaining({ round: 2 })]);
      expect(decisions[0]!.event).toBe(answer.statusCode === 200 ? 'pod_accepted' : 'pod_tacitly_accepted');
    });

    it('deems a round 2 left unanswered accepted by the job alone, naming its round', async () => {
      const { id } = await contestedMission();
      expect((await sendPod(carrier, id, [[PNG, 'net.png']])).statusCode).toBe(200);
      await advance(30 * 60_000);
      await acceptDuePods(t.app.ctx);
      const mission = await detail(carrier, id);
      expect(mission.pod).toMatchObject({ round: 2, status: 'accepted', decided_at: t.clock.now().toISOString() });
      expect(mission.timeline.at(-1)).toMatchObject({ event: 'pod_tacitly_accepted', by: 'system', round: 2 });
    });
  });
});

describe('the pickup handshake', () => {
  it('shows the code to the carrier only; the right code verifies the pickup on both sides; 5 wrong ones lock it', async () => {
    const { id } = await dealMission();
    const code = (await detail(carrier, id)).pickup_code!;
    expect(code).toMatch(/^\d{6}$/);
    expect((await detail(shipper, id)).pickup_code).toBeNull();
    expect((await act(carrier, id, 'pickup', { code })).json().code).toBe('ROLE_FORBIDDEN');
    expect((await act(shipper, id, 'pickup', { code: '12' })).json().fields).toEqual({ code: 'Valeur invalide' });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await act(shipper, id, 'pickup', { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ code: "Code d'enlèvement incorrect" });
    const verified = await act(shipper, id, 'pickup', { code });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().pickup_verified_at).toBe(t.clock.now().toISOString());
    expect((await detail(carrier, id)).pickup_verified_at).toBe(t.clock.now().toISOString());

    const locked = await dealMission();
    const lockedCode = (await detail(carrier, locked.id)).pickup_code!;
    const other = String((Number(lockedCode) + 7) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await detail(shipper, locked.id)).pickup_locked).toBe(false);
      expect((await act(shipper, locked.id, 'pickup', { code: other })).statusCode).toBe(400);
    }
    // Both sides see it locked, before anyone tries again.
    expect((await detail(shipper, locked.id)).pickup_locked).toBe(true);
    expect((await detail(carrier, locked.id)).pickup_locked).toBe(true);
    const afterLock = await act(shipper, locked.id, 'pickup', { code: lockedCode });
    expect(afterLock.statusCode).toBe(409);
    expect(afterLock.json().code).toBe('PICKUP_LOCKED');
  });
});

describe('ratings', () => {
  it('lets each side rate the other once after completion; the rated side hears of it; the averages show at once', async () => {
    const { id, uid } = await dealMission();
    expect((await act(shipper, id, 'rating', { stars: 5 })).json().code).toBe('MISSION_STATUS_CONFLICT');
    await act(carrier, id, 'confirm');
    await pickUp(id);
    await act(carrier, id, 'start');
    const form = new FormData();
    form.append('files', new Blob([Buffer.from('%PDF-1.7\n%%EOF\n')]), 'cmr.pdf');
    expect(
      (await carrier.inject({ method: 'POST', url: `/api/missions/${id}/finish`, payload: form })).statusCode,
    ).toBe(200);

    expect((await act(shipper, id, 'rating', { stars: 6 })).json().fields).toEqual({
      stars: 'La valeur ne doit pas dépasser 5',
    });
    let since = await lastSeq();
    const rated = await act(shipper, id, 'rating', { stars: 4, comment: ' Ponctuel ' });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json().my_rating).toEqual({ stars: 4, comment: 'Ponctuel' });
    // The answer carries the carrier's new average: the shipper's page shows it at once.
    expect(rated.json().carrier.rating).toEqual({ average: 4, count: 1 });
    expect(await toldOf(since, uid)).toEqual([[carrier.user.id, 8, 'rated']]);
    expect((await act(shipper, id, 'rating', { stars: 1 })).json().code).toBe('ALREADY_RATED');
    since = await lastSeq();
    const ratedBack = await act(carrier, id, 'rating', { stars: 5 });
    expect(ratedBack.statusCode).toBe(200);
    expect(ratedBack.json().shipper.rating).toEqual({ average: 5, count: 1 });
    expect(await toldOf(since, uid)).toEqual([[shipper.user.id, 5, 'rated']]);
    expect((await act(outsider, id, 'rating', { stars: 1 })).statusCode).toBe(404);

    // A second completed mission rated 5: the carrier's average is 4.5 over 2.
    const next = await dealMission();
    await act(carrier, next.id, 'confirm');
    await pickUp(next.id);
    await act(carrier, next.id, 'start');
    const again = new FormData();
    again.append('files', new Blob([Buffer.from('%PDF-1.7\n%%EOF\n')]), 'cmr.pdf');
    await carrier.inject({ method: 'POST', url: `/api/missions/${next.id}/finish`, payload: again });
    await act(shipper, next.id, 'rating', { stars: 5 });
    const published = await shipper.inject({ method: 'POST', url: '/api/offers', payload: validOffer() });
    const offerUid = (published.json().uids as string[])[0]!;
    await carrier.inject({ method: 'POST', url: `/api/freights/${offerUid}/proposals`, payload: { price: 70000 } });
    const proposals = (await shipper.inject({ method: 'GET', url: `/api/offers/${offerUid}/proposals` })).json().data;
    expect(proposals[0].carrier.rating).toEqual({ average: 4.5, count: 2 });
  });
});

describe('the mission state machine, through the API', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  type TState = 'scheduled' | 'in_progress' | 'completed' | 'cancelled';
  type TAction = 'start' | 'finish' | 'cancel';

  // Written out again on purpose: what the API must do from each status (MISSION_TRANSITIONS).
  const ALLOWED: Record<TState, Record<TAction, TState | null>> = {
    scheduled: { start: 'in_progress', finish: null, cancel: 'cancelled' },
    in_progress: { start: null, finish: 'completed', cancel: 'cancelled' },
    completed: { start: null, finish: null, cancel: null },
    cancelled: { start: null, finish: null, cancel: null },
  };

  function run(id: string, action: TAction) {
    if (action === 'finish') {
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(PNG)]), 'cmr.png');
      return carrier.inject({ method: 'POST', url: `/api/missions/${id}/finish`, payload: form });
    }
    return act(carrier, id, action, action === 'cancel' ? { reason: 'Panne' } : undefined);
  }

  /** A mission of the carrier's brought to `state` (its charter confirmed). */
  async function missionIn(state: TState): Promise<string> {
    const { id } = await dealMission();
    expect((await act(carrier, id, 'confirm')).statusCode).toBe(200);
    await pickUp(id);
    if (state === 'scheduled') return id;
    if (state === 'cancelled') {
      expect((await run(id, 'cancel')).statusCode).toBe(200);
      return id;
    }
    expect((await run(id, 'start')).statusCode).toBe(200);
    if (state === 'completed') expect((await run(id, 'finish')).statusCode).toBe(200);
    return id;
  }

  for (const [from, actions] of Object.entries(ALLOWED) as Array<[TState, Record<TAction, TState | null>]>) {
    for (const [action, to] of Object.entries(actions) as Array<[TAction, TState | null]>) {
      it(`${to ? 'allows' : 'refuses with 409'} ${action} from ${from}`, async () => {
        const id = await missionIn(from);
        const response = await run(id, action);
        if (to) {
          expect(response.statusCode, response.body).toBe(200);
          expect((await detail(carrier, id)).status).toBe(to);
        } else {
          expect(response.statusCode, response.body).toBe(409);
          expect(response.json().code).toBe('MISSION_STATUS_CONFLICT');
          expect((await detail(carrier, id)).status).toBe(from);
        }
      });
    }
  }
});
