import { MESSAGES } from '@tariq/contracts';
import { LEGAL_DOCUMENTS, requiredDocumentTypes } from '@tariq/contracts/documents';
import type { TLegalDocumentType } from '@tariq/contracts/documents';
import { asc, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyDocuments, notifications } from '../../db/schema';
import type { TCompanyDocumentRow } from '../../db/schema';
import { createSignedInUser, createTestAppWithPlaces, startSecondInstance } from '../../test/helpers';
import type { TSignedInUser, TTestApp } from '../../test/helpers';
import { validOffer } from '../../test/offers';
import { findMailsTo } from '../mail';
import { sweepDocuments, sweepStep } from './documents.jobs';
import { addDays, documentToday, documentsActiveOf, lapsedDocumentTypes } from './documents.service';

let t: TTestApp;
let admin: TSignedInUser;
let shipper: TSignedInUser;

beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
  admin = await createSignedInUser(t, { role: 'ROLE_ADMIN' });
  // Documents valid, no date on its row: never in the way of the carriers' deals here.
  shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Cevital Agro' });
}, 120_000);
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const INSURANCE = LEGAL_DOCUMENTS.insurance.label.fr;

/** The test clock's day in Algiers. */
const today = () => documentToday(t.clock.now());

/** The clock moved to 10:00 in Algiers on `day` (forward only: every test starts where the last one left it). */
function goTo(day: string): void {
  const target = new Date(`${day}T09:00:00Z`).getTime();
  const now = t.clock.now().getTime();
  expect(target).toBeGreaterThanOrEqual(now);
  t.clock.advance(target - now);
}

/** Calls the app as `user` with a token signed now: access tokens last 15 minutes of the test clock. */
async function call(user: TSignedInUser, request: InjectOptions) {
  const token = await t.app.ctx.tokens.signAccessToken(user.user.id, [user.user.role]);
  return t.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
}

function upload(user: TSignedInUser, type: TLegalDocumentType) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PDF)]), `${type}.pdf`);
  return call(user, { method: 'PUT', url: `/api/documents/${type}`, payload: form });
}

async function documentRows(companyId: string): Promise<TCompanyDocumentRow[]> {
  return t.db.read((db) => db.select().from(companyDocuments).where(eq(companyDocuments.companyId, companyId)));
}

async function companyRow(companyId: string) {
  const [row] = await t.db.read((db) => db.select().from(companies).where(eq(companies.id, companyId)));
  return row!;
}

/** Verifies the company's documents in validation, each with its expiry (200 days from today unless given). */
async function verifyAll(user: TSignedInUser, expiries: Partial<Record<TLegalDocumentType, string>> = {}) {
  for (const row of await documentRows(user.company.id)) {
    if (row.status !== 'in_validation') continue;
    const expiresAt = LEGAL_DOCUMENTS[row.type].expires ? (expiries[row.type] ?? addDays(today(), 200)) : null;
    const response = await call(admin, {
      method: 'POST',
      url: `/api/admin/documents/${row.id}/verify`,
      payload: { expiresAt },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

/** A company whose every required document was sent and verified, with these expiries. */
async function activeCompany(
  role: 'ROLE_TRANSPORTEUR' | 'ROLE_COMMISSIONNAIRE',
  expiries: Partial<Record<TLegalDocumentType, string>>,
  companyName?: string,
): Promise<TSignedInUser> {
  const user = await createSignedInUser(t, { role, documentsOk: false, companyName });
  for (const type of requiredDocumentTypes(user.company.kind)) expect((await upload(user, type)).statusCode).toBe(200);
  await verifyAll(user, expiries);
  expect((await companyRow(user.company.id)).documentsOk).toBe(true);
  return user;
}

/** The expiry notifications the company's users got: [document, action, last valid day]. */
async function expiryNotices(user: TSignedInUser) {
  const rows = await t.db.read((db) =>
    db.select().from(notifications).where(eq(notifications.userId, user.user.id)).orderBy(asc(notifications.seq)),
  );
  return rows
    .filter((row) => row.data.action === 'document_expiring' || row.data.action === 'document_expired')
    .map((row) => [row.type, row.data.document, row.data.action, row.data.expires_at]);
}

async function publish(day = today()): Promise<string> {
  const payload = validOffer({
    departure: { ...validOffer().departure, date: day },
    destination: { ...validOffer().destination, date: addDays(day, 1) },
  });
  const response = await call(shipper, { method: 'POST', url: '/api/offers', payload });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json().uids as string[])[0]!;
}

function propose(carrier: TSignedInUser, uid: string) {
  return call(carrier, { method: 'POST', url: `/api/freights/${uid}/proposals`, payload: { price: 80000 } });
}

function act(user: TSignedInUser, id: string, action: string) {
  return call(user, { method: 'POST', url: `/api/missions/${id}/${action}` });
}

/** A mission of the carrier, charter confirmed and pickup verified: ready to start. */
async function readyMission(carrier: TSignedInUser): Promise<string> {
  const proposal = await propose(carrier, await publish());
  expect(proposal.statusCode, proposal.body).toBe(201);
  const accepted = await call(shipper, { method: 'POST', url: `/api/proposals/${proposal.json().id}/accept` });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const id = accepted.json().mission_id as string;
  expect((await act(carrier, id, 'confirm')).statusCode).toBe(200);
  const code = (await call(carrier, { method: 'GET', url: `/api/missions/${id}` })).json().pickup_code as string;
  const picked = await call(shipper, { method: 'POST', url: `/api/missions/${id}/pickup`, payload: { code } });
  expect(picked.statusCode, picked.body).toBe(200);
  return id;
}

function finish(carrier: TSignedInUser, id: string) {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(PDF)]), 'bon-de-livraison.pdf');
  return call(carrier, { method: 'POST', url: `/api/missions/${id}/finish`, payload: form });
}

describe('the expiry sweep', () => {
  it('reminds 30 and 7 days before, each once and by e-mail, then expires the document the day after its date', async () => {
    const start = today();
    const expiry = addDays(start, 31);
    const carrier = await activeCompany('ROLE_TRANSPORTEUR', { insurance: expiry });
    expect((await companyRow(carrier.company.id)).documentsValidUntil).toBe(expiry);

    // 31 days before: nothing yet.
    await sweepDocuments(t.app.ctx);
    expect(await expiryNotices(carrier)).toEqual([]);

    // 30 days before: the first reminder, once however often the sweep runs that day and the next.
    goTo(addDays(expiry, -30));
    await sweepDocuments(t.app.ctx);
    await sweepDocuments(t.app.ctx);
    goTo(addDays(expiry, -29));
    await sweepDocuments(t.app.ctx);
    const first = [9, 'insurance', 'document_expiring', expiry];
    expect(await expiryNotices(carrier)).toEqual([first]);
    const mails = await t.db.read((db) => findMailsTo(db, carrier.email));
    const reminder = mails.find((mail) => mail.text.includes(INSURANCE))!;
    expect(reminder.text).toContain(`« ${INSURANCE} » expire le`);
    // Its button leads to the documents tab, where the new one is sent.
    expect(reminder.text).toContain('/profile/documents');
    expect(reminder.text).toContain(
      new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${expiry}T00:00:00Z`)),
    );

    // 8 days before: nothing; 7 days before: the last reminder, once.
    goTo(addDays(expiry, -8));
    await sweepDocuments(t.app.ctx);
    expect(await expiryNotices(carrier)).toEqual([first]);
    goTo(addDays(expiry, -7));
    await sweepDocuments(t.app.ctx);
    await sweepDocuments(t.app.ctx);
    const last = [9, 'insurance', 'document_expiring', expiry];
    expect(await expiryNotices(carrier)).toEqual([first, last]);

    // Its last day it still counts; the day after, it is expired and the company told, once.
    goTo(expiry);
    await sweepDocuments(t.app.ctx);
    expect((await companyRow(carrier.company.id)).documentsOk).toBe(true);
    goTo(addDays(expiry, 1));
    expect(await sweepDocuments(t.app.ctx)).toBeGreaterThanOrEqual(1);
    await sweepDocuments(t.app.ctx);
    expect(await expiryNotices(carrier)).toEqual([first, last, [9, 'insurance', 'document_expired', expiry]]);
    const insurance = (await documentRows(carrier.company.id)).find((row) => row.type === 'insurance')!;
    expect(insurance.status).toBe('expired');

    // is_doc_ok follows at once (no new login); the account stays active, without a "verified until".
    const company = await companyRow(carrier.company.id);
    expect(company).toMatchObject({ documentsOk: false, documentsActive: true, documentsValidUntil: null });
    const session = await call(carrier, { method: 'POST', url: '/api/user/logged' });
    expect(session.json()).toMatchObject({ is_doc_ok: false, is_doc_active: true });
    const documents = await call(carrier, { method: 'GET', url: '/api/documents' });
    expect(documents.json()).toMatchObject({ isDocOk: false, verifiedUntil: null });
    expect(documents.json().data.find((row: { type: string }) => row.type === 'insurance').status).toBe('expired');
  });

  it('reminds once, the last reminder only, of a document verified within 7 days of its date', async () => {
    const expiry = addDays(today(), 5);
    const carrier = await activeCompany('ROLE_TRANSPORTEUR', { transport_capacity: expiry });
    await sweepDocuments(t.app.ctx);
    await sweepDocuments(t.app.ctx);
    expect(await expiryNotices(carrier)).toEqual([[9, 'transport_capacity', 'document_expiring', expiry]]);
    const row = (await documentRows(carrier.company.id)).find((document) => document.type === 'transport_capacity')!;
    expect(row.warned30At).not.toBeNull();
    expect(row.warned7At).not.toBeNull();
  });

  it('does the work once when two instances sweep at once', async () => {
    const day = today();
    const first = await activeCompany('ROLE_TRANSPORTEUR', { insurance: addDays(day, 20) });
    const second = await activeCompany('ROLE_COMMISSIONNAIRE', { social_security: addDays(day, 3) });
    const third = await activeCompany('ROLE_TRANSPORTEUR', { tax_regularity: addDays(day, 40) });
    // No sweep ran meanwhile: each document is past its date at once. (Earlier tests' companies have
    // work by now too: every company is handled by one of the two sweeps only.)
    goTo(addDays(day, 41));
    const other = await startSecondInstance(t);
    try {
      const runs = await Promise.all([sweepDocuments(t.app.ctx), sweepDocuments(other.ctx)]);
      expect(runs[0]! + runs[1]!).toBeGreaterThanOrEqual(3);
    } finally {
      await other.close();
    }
    expect(await sweepDocuments(t.app.ctx)).toBe(0);
    // Each document's expiry told exactly once.
    expect(await expiryNotices(first)).toEqual([[9, 'insurance', 'document_expired', addDays(day, 20)]]);
    expect(await expiryNotices(second)).toEqual([[9, 'social_security', 'document_expired', addDays(day, 3)]]);
    expect(await expiryNotices(third)).toEqual([[9, 'tax_regularity', 'document_expired', addDays(day, 40)]]);
    const flags = await t.db.read((db) =>
      db
        .select({ ok: companies.documentsOk, active: companies.documentsActive })
        .from(companies)
        .where(inArray(companies.id, [first.company.id, second.company.id, third.company.id])),
    );
    expect(flags).toEqual([...Array(3)].map(() => ({ ok: false, active: true })));
  });
});

describe('what a lapsed document closes, and what stays open', () => {
  it('refuses proposing, accepting and starting, naming the document, but lets the carrier finish, see and renew', async () => {
    const expiry = addDays(today(), 2);
    const carrier = await activeCompany('ROLE_TRANSPORTEUR', { insurance: expiry }, 'Trans Sahel');
    const running = await readyMission(carrier);
    expect((await act(carrier, running, 'start')).statusCode).toBe(200);
    const waiting = await readyMission(carrier);

    goTo(addDays(expiry, 1));
    const open = await publish();
    // At once, before the sweep has run: the session's "verified until" is past.
    const early = await propose(carrier, open);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      code: 'DOCUMENT_LAPSED',
      message: MESSAGES.fr.errors.DOCUMENT_LAPSED.replace('{{document}}', INSURANCE),
    });
    await sweepDocuments(t.app.ctx);

    // Closed: what the insurance covers.
    expect((await propose(carrier, open)).json().code).toBe('DOCUMENT_LAPSED');
    const atPrice = await call(carrier, { method: 'POST', url: `/api/freights/${open}/accept`, payload: {} });
    expect(atPrice.statusCode).toBe(403);
    const english = await call(carrier, {
      method: 'POST',
      url: `/api/missions/${waiting}/start`,
      headers: { 'user-language': 'en' },
    });
    expect(english.statusCode).toBe(403);
    expect(english.json().message).toContain(LEGAL_DOCUMENTS.insurance.label.en);

    // Open: the mission under way, the lists, the freight search, the documents tab.
    expect((await finish(carrier, running)).statusCode).toBe(200);
    expect((await call(carrier, { method: 'GET', url: '/api/missions' })).statusCode).toBe(200);
    expect((await call(carrier, { method: 'GET', url: `/api/missions/${waiting}` })).statusCode).toBe(200);
    expect((await call(carrier, { method: 'GET', url: '/api/freights' })).statusCode).toBe(200);
    expect((await upload(carrier, 'insurance')).statusCode).toBe(200);
    // The renewal in review keeps the deal closed; verified, it opens again.
    expect((await propose(carrier, open)).json().code).toBe('DOCUMENT_LAPSED');
    await verifyAll(carrier, { insurance: addDays(today(), 365) });
    expect((await propose(carrier, open)).statusCode).toBe(201);
    expect((await act(carrier, waiting, 'start')).statusCode).toBe(200);
  });

  it('keeps a document that covers the deal only out of the mission start', async () => {
    const expiry = addDays(today(), 2);
    const carrier = await activeCompany('ROLE_TRANSPORTEUR', { tax_regularity: expiry });
    const waiting = await readyMission(carrier);
    goTo(addDays(expiry, 1));
    await sweepDocuments(t.app.ctx);
    const refused = await propose(carrier, await publish());
    expect(refused.json().message).toContain(LEGAL_DOCUMENTS.tax_regularity.label.fr);
    // The tax certificate is no insurance: the truck may leave.
    expect((await act(carrier, waiting, 'start')).statusCode).toBe(200);
  });

  it('stops a shipper with a lapsed document publishing and choosing, not following its shipments', async () => {
    const expiry = addDays(today(), 1);
    const lapsed = await activeCompany('ROLE_COMMISSIONNAIRE', { social_security: expiry });
    const carrier = await activeCompany('ROLE_TRANSPORTEUR', {});
    const payload = validOffer({
      departure: { ...validOffer().departure, date: addDays(expiry, 2) },
      destination: { ...validOffer().destination, date: addDays(expiry, 3) },
    });
    const published = await call(lapsed, { method: 'POST', url: '/api/offers', payload });
    const uid = (published.json().uids as string[])[0]!;
    const proposal = await propose(carrier, uid);
    goTo(addDays(expiry, 1));
    await sweepDocuments(t.app.ctx);
    const again = await call(lapsed, { method: 'POST', url: '/api/offers', payload });
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('DOCUMENT_LAPSED');
    const choose = await call(lapsed, { method: 'POST', url: `/api/proposals/${proposal.json().id}/accept` });
    expect(choose.json().code).toBe('DOCUMENT_LAPSED');
    expect((await call(lapsed, { method: 'GET', url: `/api/offers/${uid}` })).statusCode).toBe(200);
    expect((await call(lapsed, { method: 'GET', url: `/api/offers/${uid}/proposals` })).statusCode).toBe(200);
  });

  it('closes the whole account when a required document is refused or deleted, not when one is renewed', async () => {
    const carrier = await activeCompany('ROLE_TRANSPORTEUR', {});
    const missions = () => call(carrier, { method: 'GET', url: '/api/missions' });
    expect((await upload(carrier, 'insurance')).statusCode).toBe(200);
    expect(await companyRow(carrier.company.id)).toMatchObject({ documentsOk: false, documentsActive: true });
    expect((await missions()).statusCode).toBe(200);

    const renewal = (await documentRows(carrier.company.id)).find((row) => row.type === 'insurance')!;
    const refused = await call(admin, {
      method: 'POST',
      url: `/api/admin/documents/${renewal.id}/refuse`,
      payload: { reason: 'Attestation illisible' },
    });
    expect(refused.statusCode).toBe(200);
    expect(await companyRow(carrier.company.id)).toMatchObject({ documentsOk: false, documentsActive: false });
    expect((await missions()).json().code).toBe('DOCUMENTS_REQUIRED');

    const other = await activeCompany('ROLE_TRANSPORTEUR', {});
    expect((await call(other, { method: 'DELETE', url: '/api/documents/tax_id' })).statusCode).toBe(200);
    expect(await companyRow(other.company.id)).toMatchObject({ documentsOk: false, documentsActive: false });
    expect((await call(other, { method: 'GET', url: '/api/missions' })).json().code).toBe('DOCUMENTS_REQUIRED');
  });
});

describe('the rules, one document at a time', () => {
  const row = (type: TLegalDocumentType, status: TCompanyDocumentRow['status'], expiresAt: string | null = null) =>
    ({ type, status, expiresAt, warned30At: null, warned7At: null }) as TCompanyDocumentRow;
  const carrierRows = (overrides: TCompanyDocumentRow[]) => {
    const byType = new Map(overrides.map((item) => [item.type, item]));
    return requiredDocumentTypes('carrier').map((type) => byType.get(type) ?? row(type, 'verified', '2027-12-31'));
  };

  it('says what a lapsed document closes by what it covers', () => {
    const rows = carrierRows([row('insurance', 'verified', '2026-11-30'), row('tax_regularity', 'expired')]);
    expect(lapsedDocumentTypes('carrier', rows, '2026-12-01', 'deals')).toEqual(['tax_regularity', 'insurance']);
    expect(lapsedDocumentTypes('carrier', rows, '2026-12-01', 'missionStart')).toEqual(['insurance']);
    expect(lapsedDocumentTypes('carrier', rows, '2026-11-30', 'missionStart')).toEqual([]);
  });

  it('keeps an account active through an expiry or a renewal in review, never through a refusal or a gap', () => {
    const day = '2026-12-01';
    expect(documentsActiveOf(true, 'carrier', carrierRows([row('insurance', 'expired')]), day)).toBe(true);
    expect(documentsActiveOf(true, 'carrier', carrierRows([row('insurance', 'in_validation')]), day)).toBe(true);
    expect(documentsActiveOf(true, 'carrier', carrierRows([row('insurance', 'refused')]), day)).toBe(false);
    expect(documentsActiveOf(true, 'carrier', carrierRows([]).slice(1), day)).toBe(false);
    expect(documentsActiveOf(false, 'carrier', carrierRows([row('insurance', 'expired')]), day)).toBe(false);
    expect(documentsActiveOf(false, 'carrier', carrierRows([]), day)).toBe(true);
  });

  it('steps a verified document through its reminders and expiry, and nothing else', () => {
    const now = new Date('2026-12-01T09:00:00Z');
    const at = (expiresAt: string, warned: Partial<TCompanyDocumentRow> = {}) =>
      sweepStep({ ...row('insurance', 'verified', expiresAt), ...warned }, '2026-12-01', now);
    expect(at('2027-01-01')).toBeNull();
    expect(at('2026-12-31')).toEqual({ values: { warned30At: now }, tell: 'document_expiring' });
    expect(at('2026-12-31', { warned30At: now })).toBeNull();
    expect(at('2026-12-09', { warned30At: now })).toBeNull();
    expect(at('2026-12-08', { warned30At: now })).toEqual({
      values: { warned7At: now, warned30At: now },
      tell: 'document_expiring',
    });
    expect(at('2026-12-08', { warned30At: now, warned7At: now })).toBeNull();
    expect(at('2026-12-01', { warned30At: now, warned7At: now })).toBeNull();
    expect(at('2026-11-30', { warned30At: now, warned7At: now })).toEqual({
      values: { status: 'expired' },
      tell: 'document_expired',
    });
    expect(sweepStep(row('insurance', 'in_validation', '2026-11-30'), '2026-12-01', now)).toBeNull();
    expect(sweepStep(row('trade_register', 'verified'), '2026-12-01', now)).toBeNull();
  });
});
