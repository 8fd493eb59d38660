import {
  computeInvoiceTotals,
  formatAmount,
  ZInvoiceableMissionsResponse,
  ZInvoiceResponse,
  ZInvoicesListResponse,
} from '@tariq/contracts';
import type { TInvoice } from '@tariq/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, invoiceSequences } from '../../db/schema';
import { createSignedInUser, createTestAppWithPlaces, signInAgain } from '../../test/helpers';
import type { TSignedInUser, TTestApp } from '../../test/helpers';
import { INVOICE_IDENTIFIERS, invoiceFixtures } from '../../test/invoices';
import { deliveredMission } from '../../test/missions';
import { validOffer } from '../../test/offers';

let t: TTestApp;
let shipper: TSignedInUser;
let otherShipper: TSignedInUser;
let carrier: TSignedInUser;
let rival: TSignedInUser;

// `t` is made in beforeAll: the fixtures read it when they run.
const { nifOf, setCompany, identify, invoicingCarrier } = invoiceFixtures({
  get app() {
    return t.app;
  },
  get db() {
    return t.db;
  },
});

beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
  shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Cevital Agro' });
  await identify(shipper, { billingAddress: 'Service comptable, BP 12, Béjaïa' });
  otherShipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Condor Logistique' });
  await identify(otherShipper);
  carrier = await invoicingCarrier('Trans Sahel');
  rival = await invoicingCarrier('Atlas Fret');
}, 120_000);
afterAll(() => t.close());

function toGenerate(user: TSignedInUser) {
  return user.inject({ method: 'GET', url: '/api/invoices/to-generate' });
}

async function toGenerateIds(user: TSignedInUser): Promise<string[]> {
  const response = await toGenerate(user);
  expect(response.statusCode, response.body).toBe(200);
  return ZInvoiceableMissionsResponse.parse(response.json()).data.map((mission) => mission.mission_id);
}

function createDraft(user: TSignedInUser, missionIds: string[]) {
  return user.inject({ method: 'POST', url: '/api/invoices', payload: { mission_ids: missionIds } });
}

async function draftOf(user: TSignedInUser, missionIds: string[]): Promise<TInvoice> {
  const response = await createDraft(user, missionIds);
  expect(response.statusCode, response.body).toBe(201);
  return ZInvoiceResponse.parse(response.json()).data;
}

function issue(user: TSignedInUser, id: string) {
  return user.inject({ method: 'POST', url: `/api/invoices/${id}/issue` });
}

async function countRows(table: typeof invoices): Promise<number> {
  const [row] = await t.db.read((db) => db.select({ n: count() }).from(table));
  return row!.n;
}

describe('GET /api/invoices/to-generate', () => {
  it("lists only the caller's delivered missions on no invoice: accepted, or deemed accepted after 30 minutes", async () => {
    const accepted = await deliveredMission({ shipper, carrier });
    const unanswered = await deliveredMission({ shipper, carrier, pod: 'pending' });
    const rivals = await deliveredMission({ shipper, carrier: rival });
    // A mission still running is not delivered.
    const published = await shipper.inject({
      method: 'POST',
      url: '/api/offers',
      payload: validOffer(),
    });
    const uid = published.json().uids[0] as string;
    const proposal = await carrier.inject({
      method: 'POST',
      url: `/api/freights/${uid}/proposals`,
      payload: { price: 70000 },
    });
    const running = (
      await shipper.inject({ method: 'POST', url: `/api/proposals/${proposal.json().id}/accept` })
    ).json().mission_id as string;

    let mine = await toGenerateIds(carrier);
    expect(mine).toContain(accepted.id);
    expect(mine).not.toContain(unanswered.id);
    expect(mine).not.toContain(running);
    expect(mine).not.toContain(rivals.id);
    expect(await toGenerateIds(rival)).toEqual(expect.arrayContaining([rivals.id]));
    expect(await toGenerateIds(rival)).not.toContain(accepted.id);

    // Past the shipper's 30 minutes, an unanswered proof counts as accepted, job or no job.
    t.clock.advance(31 * 60_000);
    carrier = await signInAgain(t, carrier);
    shipper = await signInAgain(t, shipper);
    otherShipper = await signInAgain(t, otherShipper);
    rival = await signInAgain(t, rival);
    mine = await toGenerateIds(carrier);
    expect(mine).toEqual(expect.arrayContaining([accepted.id, unanswered.id]));

    const page = ZInvoiceableMissionsResponse.parse((await toGenerate(carrier)).json());
    expect(page.data.find((mission) => mission.mission_id === accepted.id)).toMatchObject({
      client: { company_id: shipper.company.id, name: 'Cevital Agro' },
      price: '80000.00',
      currency: 'DZD',
      payment_method: 'transfer',
      payment_term: '30_days',
    });

    // On a draft, a mission is no longer to generate; the draft deleted, it is again.
    const draft = await draftOf(carrier, [accepted.id]);
    expect(await toGenerateIds(carrier)).not.toContain(accepted.id);
    expect((await carrier.inject({ method: 'DELETE', url: `/api/invoices/${draft.id}` })).statusCode).toBe(200);
    expect(await toGenerateIds(carrier)).toContain(accepted.id);
  });
});

describe('POST /api/invoices', () => {
  it('fills a draft from the mission: client, transport line at the agreed price, references, term and due date', async () => {
    const mission = await deliveredMission({
      shipper,
      carrier,
      price: 85000.5,
      offer: { payment_term: '45_days', loading_reference: 'QUAI-11', unloading_reference: 'RDV porte 3' },
    });
    const draft = await draftOf(carrier, [mission.id]);
    expect(draft).toMatchObject({
      status: 'draft',
      number: null,
      issue_date: null,
      // The test clock's day in Algiers is 2026-11-22; 45 days later.
      due_date: '2027-01-06',
      due_date_is_manual: false,
      currency: 'DZD',
      payment_method: 'transfer',
      payment_term: '45_days',
      billing_type: 'flat',
      vat_rate: 1900,
      vat_mention: null,
      client: { company_id: shipper.company.id, name: 'Cevital Agro' },
      missing_mentions: [],
      missions: [{ id: mission.id, loading_reference: 'QUAI-11', unloading_reference: 'RDV porte 3' }],
      lines: [
        {
          kind: 'transport',
          mission_id: mission.id,
          quantity: 1,
          unit_price: '85000.50',
          vat_rate: 1900,
          amount_ht: '85000.50',
        },
      ],
      totals: {
        total_ht: '85000.50',
        vat_by_rate: [{ rate: 1900, base_ht: '85000.50', vat: '16150.10' }],
        total_vat: '16150.10',
        total_ttc: '101150.60',
        stamp_duty: '0.00',
        total_due: '101150.60',
      },
    });
    expect(draft.lines[0]!.label).toMatch(
      /^Transport Alger → .+ du 22\/11\/2026 — mission MIS-26-\d+, expédition EXP-26-\d+$/,
    );
    expect(draft.missions[0]!.number).toMatch(/^MIS-26-/);
    // The buyer as its billing address says, the seller as its profile says.
    expect(draft.buyer).toMatchObject({ company_id: shipper.company.id, address: 'Service comptable, BP 12, Béjaïa' });
    expect(draft.seller).toMatchObject({
      nif: nifOf.get(carrier.company.id),
      address: '12 rue Larbi Ben Mhidi, 16000 Alger',
    });
  });

  it("puts several missions of one client on one invoice; refuses another client's, writing nothing", async () => {
    const first = await deliveredMission({ shipper, carrier, price: 50000 });
    const second = await deliveredMission({ shipper, carrier, price: 30000 });
    const elsewhere = await deliveredMission({ shipper: otherShipper, carrier, price: 40000 });

    const before = await countRows(invoices);
    const mixed = await createDraft(carrier, [first.id, elsewhere.id]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({
      code: 'VALIDATION',
      message: 'Veuillez corriger les erreurs indiquées dans le formulaire, puis réessayer.',
      fields: { mission_ids: "Les missions d'une facture doivent avoir le même client." },
    });
    expect(await countRows(invoices)).toBe(before);

    const draft = await draftOf(carrier, [first.id, second.id]);
    expect(draft.missions.map((mission) => mission.id)).toEqual([first.id, second.id]);
    expect(draft.lines.map((line) => [line.mission_id, line.unit_price])).toEqual([
      [first.id, '50000.00'],
      [second.id, '30000.00'],
    ]);
    expect(draft.totals).toMatchObject({ total_ht: '80000.00', total_vat: '15200.00', total_ttc: '95200.00' });

    // Already on a draft: refused by name, nothing written.
    const again = await createDraft(carrier, [elsewhere.id, second.id]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'MISSION_NOT_INVOICEABLE',
      fields: { 'mission_ids.1': 'Cette mission figure déjà sur une facture.' },
    });
    expect(await countRows(invoices)).toBe(before + 1);
  });

  it('refuses a mission not delivered (409, named), and one of another carrier (404)', async () => {
    const pending = await deliveredMission({ shipper, carrier: rival, pod: 'pending' });
    const refused = await createDraft(rival, [pending.id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields).toEqual({
      'mission_ids.0': "La preuve de livraison de cette mission n'est pas encore acceptée.",
    });
    const carriers = await deliveredMission({ shipper, carrier });
    expect((await createDraft(rival, [carriers.id])).statusCode).toBe(404);
  });

  it('answers bad input 400 with its field errors, in the caller language, writing nothing', async () => {
    const before = await countRows(invoices);
    const cases: Array<[unknown, Record<string, string>]> = [
      [{}, { mission_ids: 'Required' }],
      [{ mission_ids: [] }, { mission_ids: 'Required' }],
      [{ mission_ids: ['nope'] }, { 'mission_ids.0': 'Invalid value' }],
      [
        { mission_ids: ['0b7f5a4e-8a43-4c1e-9d65-2f7a3c1b9e01', '0b7f5a4e-8a43-4c1e-9d65-2f7a3c1b9e01'] },
        { 'mission_ids.1': 'This mission is already in the list.' },
      ],
    ];
    for (const [payload, fields] of cases) {
      const response = await carrier.inject({
        method: 'POST',
        url: '/api/invoices',
        payload: payload as Record<string, unknown>,
        headers: { 'user-language': 'en' },
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
      expect(Object.keys(response.json().fields)).toEqual(Object.keys(fields));
    }
    expect(await countRows(invoices)).toBe(before);
  });
});

describe('PUT /api/invoices/{id}', () => {
  it('edits a draft: lines, VAT rate, billing type, due date, payment method; totals are contracts’ own', async () => {
    const mission = await deliveredMission({ shipper, carrier, price: 120000 });
    const draft = await draftOf(carrier, [mission.id]);
    const lines = [
      {
        label: 'Transport Alger → Béjaïa',
        quantity: 1,
        unit_price: '120000.00',
        kind: 'transport',
        mission_id: mission.id,
      },
      {
        label: 'Immobilisation au déchargement',
        quantity: 2.5,
        unit_price: 1500.35,
        kind: 'immobilisation',
        mission_id: mission.id,
      },
      { label: 'Débours : péage', quantity: 1, unit_price: '0.33', vat_rate: 0 },
    ];
    const response = await carrier.inject({
      method: 'PUT',
      url: `/api/invoices/${draft.id}`,
      payload: { lines, vat_rate: 900, billing_type: 'per_km', due_date: '2026-12-31', payment_method: 'cash' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = ZInvoiceResponse.parse(response.json()).data;
    const expected = computeInvoiceTotals({
      lines: [
        { quantity: 1, unitPriceHt: 12_000_000, vatRate: 900 },
        { quantity: 2.5, unitPriceHt: 150_035, vatRate: 900 },
        { quantity: 1, unitPriceHt: 33, vatRate: 0 },
      ],
      sellerTaxRegime: 'reel',
      paymentMethod: 'cash',
    });
    expect(edited).toMatchObject({
      vat_rate: 900,
      billing_type: 'per_km',
      due_date: '2026-12-31',
      due_date_is_manual: true,
      payment_method: 'cash',
      lines: [
        { position: 0, vat_rate: 900, amount_ht: '120000.00' },
        // 2.5 × 1 500,35 = 3 750,875 → 3 750,88: rounded once, half up.
        { position: 1, kind: 'immobilisation', quantity: 2.5, vat_rate: 900, amount_ht: '3750.88' },
        { position: 2, kind: 'other', mission_id: null, vat_rate: 0, amount_ht: '0.33' },
      ],
      totals: {
        total_ht: formatAmount(expected.totalHt),
        vat_by_rate: expected.vatByRate.map((entry) => ({
          rate: entry.rate,
          base_ht: formatAmount(entry.baseHt),
          vat: formatAmount(entry.vat),
        })),
        total_vat: formatAmount(expected.totalVat),
        total_ttc: formatAmount(expected.totalTtc),
        stamp_duty: formatAmount(expected.stampDuty),
        total_due: formatAmount(expected.totalDue),
      },
    });
    // Cash: stamp duty above 100 000 DA, 2 DA per started 100 DA.
    expect(expected.stampDuty).toBeGreaterThan(0);

    // The VAT choice alone sets every line's rate; a null due date goes back to the term's.
    const rated = await carrier.inject({
      method: 'PUT',
      url: `/api/invoices/${draft.id}`,
      payload: { vat_rate: 1900, due_date: null },
    });
    expect(rated.json().data.lines.map((line: { vat_rate: number }) => line.vat_rate)).toEqual([1900, 1900, 1900]);
    expect(rated.json().data).toMatchObject({ due_date: '2026-12-22', due_date_is_manual: false });

    // Each wrong field named; nothing changed.
    const bad = await carrier.inject({
      method: 'PUT',
      url: `/api/invoices/${draft.id}`,
      payload: {
        lines: [{ label: '', quantity: 0.0001, unit_price: '12,50', vat_rate: 1800 }],
        billing_type: 'hourly',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(
      ['billing_type', 'lines.0.label', 'lines.0.quantity', 'lines.0.unit_price', 'lines.0.vat_rate'].sort(),
    );
    const foreignLine = await carrier.inject({
      method: 'PUT',
      url: `/api/invoices/${draft.id}`,
      payload: {
        lines: [{ label: 'Autre', quantity: 1, unit_price: 10, mission_id: '0b7f5a4e-8a43-4c1e-9d65-2f7a3c1b9e01' }],
      },
    });
    expect(foreignLine.json().fields).toEqual({ 'lines.0.mission_id': 'Valeur invalide' });
    const after = await carrier.inject({ method: 'GET', url: `/api/invoices/${draft.id}` });
    expect(after.json().data.lines).toHaveLength(3);
  });
});

describe('POST /api/invoices/{id}/issue', () => {
  it('refuses while mentions are missing, naming each; takes no number; then numbers FA-2026-00001, 00002', async () => {
    const newcomer = await invoicingCarrier('Hoggar Routes', { identified: false });
    await identify(newcomer, { vatNumber: null, taxArticle: '  ', billingEmail: null });
    const client = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Sonatrach' });
    await identify(client, { tradeRegisterNumber: null, statisticalNumber: null });
    const first = await draftOf(newcomer, [(await deliveredMission({ shipper: client, carrier: newcomer })).id]);
    expect(first.missing_mentions).toEqual([
      'seller.email',
      'seller.nif',
      'seller.taxArticle',
      'buyer.rc',
      'buyer.nis',
    ]);

    const refused = await issue(newcomer, first.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'INVOICE_MENTIONS_MISSING',
      message:
        'La facture ne peut pas être émise : des mentions obligatoires manquent. Complétez-les dans le profil de la société concernée.',
      fields: {
        'seller.email': 'Mention obligatoire manquante',
        'seller.nif': 'Mention obligatoire manquante',
        'seller.taxArticle': 'Mention obligatoire manquante',
        'buyer.rc': 'Mention obligatoire manquante',
        'buyer.nis': 'Mention obligatoire manquante',
      },
    });
    const sequences = await t.db.read((db) =>
      db.select().from(invoiceSequences).where(eq(invoiceSequences.carrierCompanyId, newcomer.company.id)),
    );
    expect(sequences).toEqual([]);

    await identify(newcomer);
    await identify(client);
    const issued = await issue(newcomer, first.id);
    expect(issued.statusCode, issued.body).toBe(200);
    const invoice = ZInvoiceResponse.parse(issued.json()).data;
    expect(invoice).toMatchObject({
      status: 'issued',
      number: 'FA-2026-00001',
      issue_date: '2026-11-22',
      due_date: '2026-12-22',
      missing_mentions: [],
      issued_at: t.clock.now().toISOString(),
      seller: {
        nif: nifOf.get(newcomer.company.id),
        rc: INVOICE_IDENTIFIERS.tradeRegisterNumber,
        email: 'factures@example.dz',
      },
      buyer: { company_id: client.company.id, rc: INVOICE_IDENTIFIERS.tradeRegisterNumber },
    });
    const second = await draftOf(newcomer, [(await deliveredMission({ shipper: client, carrier: newcomer })).id]);
    expect((await issue(newcomer, second.id)).json().data.number).toBe('FA-2026-00002');

    // Copied at issue: a later change of a profile does not change the issued invoice, it does a draft.
    await setCompany(client, { vatNumber: '000016009999999', legalName: 'Sonatrach SPA' });
    const third = await draftOf(newcomer, [(await deliveredMission({ shipper: client, carrier: newcomer })).id]);
    expect(
      (await newcomer.inject({ method: 'GET', url: `/api/invoices/${first.id}` })).json().data.buyer,
    ).toMatchObject({ nif: nifOf.get(client.company.id), legal_name: 'Sonatrach' });
    expect(third.buyer).toMatchObject({ nif: '000016009999999', legal_name: 'Sonatrach SPA' });

    // Issued: never changed, never deleted, never issued twice.
    for (const request of [
      { method: 'PUT' as const, url: `/api/invoices/${first.id}`, payload: { billing_type: 'per_tonne' } },
      { method: 'DELETE' as const, url: `/api/invoices/${first.id}` },
      { method: 'POST' as const, url: `/api/invoices/${first.id}/issue` },
    ]) {
      const response = await newcomer.inject(request);
      expect(response.statusCode, request.method).toBe(409);
      expect(response.json().code).toBe('INVOICE_NOT_DRAFT');
    }
    const stored = await t.db.read((db) => db.select().from(invoices).where(eq(invoices.id, first.id)));
    expect(stored[0]).toMatchObject({ status: 'issued', billingType: 'flat', number: 'FA-2026-00001' });
    expect(await t.db.read((db) => db.select().from(auditLog).where(eq(auditLog.entityId, first.id)))).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'invoice.issued', actorUserId: newcomer.user.id })]),
    );

    // The list: both states, and each on its own.
    const list = ZInvoicesListResponse.parse(
      (await newcomer.inject({ method: 'GET', url: '/api/invoices?status=issued' })).json(),
    );
    expect(list.data.map((item) => item.number)).toEqual(['FA-2026-00002', 'FA-2026-00001']);
    expect(list).toMatchObject({ page: 1, total_pages: 1, count: 2 });
    const drafts = (await newcomer.inject({ method: 'GET', url: '/api/invoices?status=draft' })).json();
    expect(drafts.data.map((item: { id: string }) => item.id)).toEqual([third.id]);
    expect((await newcomer.inject({ method: 'GET', url: '/api/invoices' })).json().count).toBe(3);
  });

  it('gives 20 concurrent issues 20 distinct consecutive numbers, with no gap', async () => {
    const busy = await invoicingCarrier('Tassili Transports');
    const drafts: string[] = [];
    for (let index = 0; index < 20; index++) {
      const mission = await deliveredMission({ shipper, carrier: busy, price: 10000 + index });
      drafts.push((await draftOf(busy, [mission.id])).id);
    }
    const answers = await Promise.all(drafts.map((id) => issue(busy, id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(drafts.map(() => 200));
    const numbers = answers.map((answer) => answer.json().data.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `FA-2026-${String(index + 1).padStart(5, '0')}`));
    const [sequence] = await t.db.read((db) =>
      db.select().from(invoiceSequences).where(eq(invoiceSequences.carrierCompanyId, busy.company.id)),
    );
    expect(sequence).toMatchObject({ year: 2026, kind: 'invoice', last: 20 });
    // Issued in the order of their numbers: times never go down as numbers go up.
    const rows = await t.db.read((db) =>
      db.select().from(invoices).where(eq(invoices.carrierCompanyId, busy.company.id)),
    );
    const byNumber = rows.sort((a, b) => a.number!.localeCompare(b.number!));
    for (let index = 1; index < byNumber.length; index++) {
      expect(byNumber[index]!.issuedAt!.getTime()).toBeGreaterThanOrEqual(byNumber[index - 1]!.issuedAt!.getTime());
    }
  }, 240_000);
});

describe('who may', () => {
  it("answers another carrier 404 on a carrier's invoice, whatever the verb; changes nothing", async () => {
    const draft = await draftOf(carrier, [(await deliveredMission({ shipper, carrier })).id]);
    for (const request of [
      { method: 'GET' as const, url: `/api/invoices/${draft.id}` },
      { method: 'PUT' as const, url: `/api/invoices/${draft.id}`, payload: { billing_type: 'per_km' } },
      { method: 'DELETE' as const, url: `/api/invoices/${draft.id}` },
      { method: 'POST' as const, url: `/api/invoices/${draft.id}/issue` },
    ]) {
      expect((await rival.inject(request)).statusCode, request.method).toBe(404);
    }
    expect(
      (await rival.inject({ method: 'GET', url: '/api/invoices' })).json().data.map((item: { id: string }) => item.id),
    ).not.toContain(draft.id);
    const mine = (await carrier.inject({ method: 'GET', url: `/api/invoices/${draft.id}` })).json().data;
    expect(mine).toMatchObject({ status: 'draft', billing_type: 'flat' });
  });

  it('answers a shipper 403 on every carrier route, a carrier without the module or an inactive account 403', async () => {
    const draft = await draftOf(carrier, [(await deliveredMission({ shipper, carrier })).id]);
    const requests = [
      { method: 'GET' as const, url: '/api/invoices/to-generate' },
      { method: 'GET' as const, url: '/api/invoices' },
      { method: 'POST' as const, url: '/api/invoices', payload: { mission_ids: [draft.missions[0]!.id] } },
      { method: 'GET' as const, url: `/api/invoices/${draft.id}` },
      { method: 'PUT' as const, url: `/api/invoices/${draft.id}`, payload: { billing_type: 'per_km' } },
      { method: 'DELETE' as const, url: `/api/invoices/${draft.id}` },
      { method: 'POST' as const, url: `/api/invoices/${draft.id}/issue` },
    ];
    const withoutModule = await createSignedInUser(t, { modules: [] });
    const inactive = await createSignedInUser(t, { modules: ['invoices'], documentsOk: false });
    for (const [user, code] of [
      [shipper, 'ROLE_FORBIDDEN'],
      [withoutModule, 'MODULE_REQUIRED'],
      [inactive, 'DOCUMENTS_REQUIRED'],
    ] as const) {
      for (const request of requests) {
        const response = await user.inject(request);
        expect(response.statusCode, `${code} ${request.method} ${request.url}`).toBe(403);
        expect(response.json().code).toBe(code);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/invoices' })).statusCode).toBe(401);
    const mine = (await carrier.inject({ method: 'GET', url: `/api/invoices/${draft.id}` })).json().data;
    expect(mine).toMatchObject({ status: 'draft', billing_type: 'flat' });
  });
});
