import { ZDashboardResponse } from '@tariq/contracts/dashboard';
import type { TCarrierDashboard, TDashboardResponse, TShipperDashboard } from '@tariq/contracts/dashboard';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDocuments, drivers, invoices, missions, offers } from '../../db/schema';
import type { TCompanyDocumentRow } from '../../db/schema';
import { createSignedInUser, createTestAppWithPlaces, createUser } from '../../test/helpers';
import type { TSignedInUser, TTestApp } from '../../test/helpers';
import { invoiceFixtures } from '../../test/invoices';
import { deliveredMission } from '../../test/missions';
import { validOffer } from '../../test/offers';
import { DASHBOARD_FRESH_MS, lastMonths } from './dashboard.service';

// The test clock: 2026-11-22T09:00Z, 10:00 in Algiers. "This month" is 2026-11; the series run
// from 2025-12 to 2026-11. Every figure below is computed by hand from the rows seeded in beforeAll.

let t: TTestApp;
let carrier: TSignedInUser;
let shipper: TSignedInUser;

const { identify, invoicingCarrier, issuedInvoice } = invoiceFixtures({
  get app() {
    return t.app;
  },
  get db() {
    return t.db;
  },
});

type TMissionValues = Partial<typeof missions.$inferInsert>;

async function setMission(id: string, values: TMissionValues): Promise<void> {
  await t.db.transaction((tx) => tx.update(missions).set(values).where(eq(missions.id, id)));
}

async function setOffer(uid: string, values: Partial<typeof offers.$inferInsert>): Promise<void> {
  await t.db.transaction((tx) => tx.update(offers).set(values).where(eq(offers.uid, uid)));
}

const at = (iso: string) => new Date(iso);

async function dashboardOf(user: TSignedInUser): Promise<TDashboardResponse> {
  const response = await user.inject({ method: 'GET', url: '/api/dashboard' });
  expect(response.statusCode, response.body).toBe(200);
  return ZDashboardResponse.parse(response.json());
}

async function addDocument(
  companyId: string,
  type: TCompanyDocumentRow['type'],
  status: TCompanyDocumentRow['status'],
  expiresAt: string | null,
) {
  await t.db.transaction((tx) =>
    tx.insert(companyDocuments).values({
      companyId,
      type,
      status,
      expiresAt,
      storageKey: `documents/${companyId}/${type}`,
      name: `${type}.pdf`,
      mime: 'application/pdf',
      size: 1000,
      uploadedAt: at('2026-01-10T10:00:00Z'),
    }),
  );
}

/** A driver of the company, with the driver app's last state. */
async function addDriver(companyId: string, state: { isOnline: boolean; lastPingAt: Date | null }) {
  const { user } = await createUser(t.db, { role: 'ROLE_DRIVER', companyId });
  await t.db.transaction((tx) =>
    tx.insert(drivers).values({
      userId: user.id,
      companyId,
      enginePlate: '12345 116 16',
      isOnline: state.isOnline,
      lastPingAt: state.lastPingAt,
      lastPingLat: state.lastPingAt ? 36.75 : null,
      lastPingLng: state.lastPingAt ? 3.06 : null,
    }),
  );
  return user;
}

const REVERSE_LANE = {
  departure: { ...validOffer().destination, date: validOffer().departure.date, time: '08:00' },
  destination: { ...validOffer().departure, date: validOffer().destination.date, time: '14:00' },
};

beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
  shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Sahel Distribution' });
  await identify(shipper);
  carrier = await invoicingCarrier('Transports Atlas');

  // m1: 80,000 DZD, invoiced (95,200.00 due at 19 %), due 2026-11-15: overdue. Completed in November.
  const m1 = await issuedInvoice({ shipper, carrier, price: 80000 });
  await setMission(m1.missionId, {
    createdAt: at('2026-11-01T08:00:00Z'),
    completedAt: at('2026-11-05T10:00:00Z'),
    distanceKm: 450,
    co2eKg: '310.5',
    emptyKm: 20,
  });
  await t.db.transaction((tx) =>
    tx.update(invoices).set({ dueDate: '2026-11-15' }).where(eq(invoices.id, m1.invoice.id)),
  );
  await setOffer(m1.uid, { publishedAt: at('2026-11-01T07:00:00Z') });

  // m2: 50,000 DZD, invoiced (59,500.00) and paid in full today (22 November). Completed at 23:30 UTC on
  // 31 October: already 1 November in Algiers, so a November mission.
  const m2 = await issuedInvoice({ shipper, carrier, price: 50000 });
  const payment = await carrier.inject({
    method: 'POST',
    url: `/api/invoices/${m2.invoice.id}/payments`,
    payload: { currency: 'DZD', method: 'transfer', paid_on: '2026-11-22', amount: '59500.00' },
  });
  expect(payment.statusCode, payment.body).toBe(201);
  await setMission(m2.missionId, {
    createdAt: at('2026-10-28T08:00:00Z'),
    completedAt: at('2026-10-31T23:30:00Z'),
    distanceKm: 300,
    co2eKg: '200.2',
  });
  await setOffer(m2.uid, { publishedAt: at('2026-10-28T07:00:00Z') });

  // m3: 30,000 EUR, delivered, not invoiced; October; no CO2e known.
  const m3 = await deliveredMission({ shipper, carrier, price: 30000, offer: { currency: 'EUR' } });
  await setMission(m3.id, {
    createdAt: at('2026-10-10T08:00:00Z'),
    completedAt: at('2026-10-15T12:00:00Z'),
    distanceKm: 200,
    // The deal figured one: this fixture's mission is one whose footprint is not known.
    co2eKg: null,
  });
  await setOffer(m3.uid, { publishedAt: at('2026-10-10T07:00:00Z') });

  // m4: 40,000 DZD on the reverse lane (Béjaïa → Alger), invoiced (47,600.00), unpaid, due
  // 2026-12-22. Completed at 23:30 UTC on 30 November 2025: December 2025 in Algiers, the series' first month.
  const m4 = await issuedInvoice({ shipper, carrier, price: 40000, offer: REVERSE_LANE });
  await setMission(m4.missionId, {
    createdAt: at('2025-11-25T08:00:00Z'),
    completedAt: at('2025-11-30T23:30:00Z'),
    distanceKm: 100,
    co2eKg: '50.0',
    emptyKm: 10,
  });
  await setOffer(m4.uid, { publishedAt: at('2025-11-25T07:00:00Z') });

  // Drivers: d1 connected (a position 2 minutes ago) and on m5; d2 online but silent for 10
  // minutes (not connected); d3 offline.
  const d1 = await addDriver(carrier.company.id, { isOnline: true, lastPingAt: at('2026-11-22T08:58:00Z') });
  await addDriver(carrier.company.id, { isOnline: true, lastPingAt: at('2026-11-22T08:50:00Z') });
  await addDriver(carrier.company.id, { isOnline: false, lastPingAt: null });

  // m5: 60,000 DZD, in progress since 21 November (driver d1), 500 km.
  const m5 = await deliveredMission({ shipper, carrier, price: 60000 });
  await setMission(m5.id, {
    status: 'in_progress',
    completedAt: null,
    startedAt: at('2026-11-21T08:00:00Z'),
    createdAt: at('2026-11-18T08:00:00Z'),
    driverUserId: d1.id,
    distanceKm: 500,
    co2eKg: null,
  });
  await setOffer(m5.uid, { status: 'in_progress', publishedAt: at('2026-11-18T07:00:00Z') });

  // m6: 20,000 DZD, June 2025 (before the series), delivered, not invoiced; distance unknown.
  const m6 = await deliveredMission({ shipper, carrier, price: 20000 });
  await setMission(m6.id, {
    createdAt: at('2025-06-05T08:00:00Z'),
    completedAt: at('2025-06-10T10:00:00Z'),
    // The deal estimated one: this fixture's mission is one whose distance is not known.
    distanceKm: null,
    co2eKg: '12.3',
    emptyKm: 5,
  });
  await setOffer(m6.uid, { publishedAt: at('2025-06-05T07:00:00Z') });

  // An offer still in exchange, the latest published.
  const published = await shipper.inject({ method: 'POST', url: '/api/offers', payload: validOffer() });
  expect(published.statusCode, published.body).toBe(201);
  await setOffer((published.json().uids as string[])[0]!, { publishedAt: at('2026-11-22T08:00:00Z') });

  // The carrier's documents: 4 verified (one past its date: expired today), 1 in validation, and an
  // optional one verified until 1 December — the next expiry.
  const companyId = carrier.company.id;
  await addDocument(companyId, 'trade_register', 'verified', null);
  await addDocument(companyId, 'tax_id', 'verified', null);
  await addDocument(companyId, 'tax_regularity', 'verified', '2027-03-31');
  await addDocument(companyId, 'social_security', 'verified', '2026-12-15');
  await addDocument(companyId, 'transport_capacity', 'in_validation', null);
  await addDocument(companyId, 'insurance', 'verified', '2026-11-01');
  await addDocument(companyId, 'other', 'verified', '2026-12-01');
}, 240_000);
afterAll(() => t.close());

const EMPTY_MONTHS = lastMonths('2026-11', 12);

describe('lastMonths', () => {
  it('counts back across a year, oldest first', () => {
    expect(lastMonths('2026-02', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(EMPTY_MONTHS[0]).toBe('2025-12');
    expect(EMPTY_MONTHS[11]).toBe('2026-11');
  });
});

describe('GET /api/dashboard', () => {
  it('gives a carrier its missions, distance, CO2e, empty km, documents, drivers and invoicing, months in Algiers', async () => {
    const answer = (await dashboardOf(carrier)) as TCarrierDashboard;
    expect(answer.role).toBe('carrier');
    expect(answer.month).toBe('2026-11');
    // Completed: m1 and m2 (November in Algiers), m3 (October), m4 (December 2025), m6 (June 2025).
    expect(answer.missions).toEqual({
      completed_total: 5,
      completed_this_month: 2,
      in_progress: 1,
      by_month: EMPTY_MONTHS.map((month) => ({
        month,
        completed: { '2025-12': 1, '2026-10': 1, '2026-11': 2 }[month] ?? 0,
        distance_km: { '2025-12': 100, '2026-10': 200, '2026-11': 750 }[month] ?? 0,
      })),
    });
    // 450 + 300 + 200 + 100; m6 has no distance.
    expect(answer.distance_km).toEqual({ total: 1050, this_month: 750, missing: 1 });
    // 310.5 + 200.2 + 50.0 + 12.3; m3 has none. This month: 310.5 + 200.2.
    expect(answer.co2e_kg).toEqual({ total: 573, this_month: 510.7, missing: 1 });
    // m1 20 + m4 10 + m6 5; m2 and m3 unknown.
    expect(answer.empty_km).toEqual({ total: 35, known: 3, missing: 2 });
    expect(answer.documents).toEqual({
      is_doc_ok: false,
      required: 6,
      by_status: { missing: 0, in_validation: 1, verified: 4, refused: 0, expired: 1 },
      next_expiry: { type: 'other', expires_at: '2026-12-01' },
    });
    expect(answer.drivers).toEqual({ total: 3, connected: 1, on_mission: 1 });
    expect(answer.invoicing).toEqual({
      // m3 (EUR) and m6 (DZD): delivered, on no invoice.
      to_invoice: {
        count: 2,
        amounts: [
          { currency: 'DZD', amount: '20000.00' },
          { currency: 'EUR', amount: '30000.00' },
        ],
      },
      // m1 95,200.00 + m4 47,600.00 left to pay; m1 overdue; m2 59,500.00 paid on 22 November.
      unpaid: { count: 2, amounts: [{ currency: 'DZD', amount: '142800.00' }] },
      overdue: { count: 1, amounts: [{ currency: 'DZD', amount: '95200.00' }] },
      paid_this_month: { count: 1, amounts: [{ currency: 'DZD', amount: '59500.00' }] },
    });
    // The 5 latest by creation: m5, m1, m2, m3, m4 (m6 is the oldest).
    expect(answer.latest_missions.map((mission) => [mission.status, mission.price, mission.currency])).toEqual([
      ['in_progress', '60000.00', 'DZD'],
      ['completed', '80000.00', 'DZD'],
      ['completed', '50000.00', 'DZD'],
      ['completed', '30000.00', 'EUR'],
      ['completed', '40000.00', 'DZD'],
    ]);
    expect(answer.latest_missions[0]).toMatchObject({
      shipper_name: 'Sahel Distribution',
      distance_km: 500,
      departure_date: '2026-11-22',
    });
    expect(answer.latest_missions[4]!.distance_km).toBe(100);
  });

  it('gives a shipper its shipments by status, spend by month, lanes, CO2e, carriers and documents', async () => {
    const answer = (await dashboardOf(shipper)) as TShipperDashboard;
    expect(answer.role).toBe('shipper');
    expect(answer.shipments).toEqual({
      total: 7,
      by_status: { in_exchange: 1, scheduled: 0, in_progress: 1, completed: 5, cancelled: 0, expired: 0 },
    });
    // Completed by their month in Algiers, m5 by its start: November m1 + m2 + m5, October m3 (EUR),
    // December 2025 m4; m6 (June 2025) is before the series.
    expect(answer.spend_by_month).toEqual(
      EMPTY_MONTHS.map((month) => ({
        month,
        amounts:
          {
            '2025-12': [{ currency: 'DZD', amount: '40000.00' }],
            '2026-10': [{ currency: 'EUR', amount: '30000.00' }],
            '2026-11': [{ currency: 'DZD', amount: '190000.00' }],
          }[month] ?? [],
      })),
    );
    // Alger → Béjaïa in DZD: m1, m2, m5, m6; the first three know their distance: 190,000 / 1,250 km.
    // Béjaïa → Alger: m4, 40,000 / 100 km. Alger → Béjaïa in EUR: m3, 30,000 / 200 km.
    expect(
      answer.lanes.map((lane) => [
        lane.from.state_code,
        lane.to.state_code,
        lane.currency,
        lane.missions,
        lane.with_distance,
        lane.distance_km,
        lane.price_per_km,
      ]),
    ).toEqual([
      ['16', '06', 'DZD', 4, 3, 1250, '152.00'],
      ['06', '16', 'DZD', 1, 1, 100, '400.00'],
      ['16', '06', 'EUR', 1, 1, 200, '150.00'],
    ]);
    expect(answer.lanes[0]!.from.state_name).toMatch(/Alger/);
    expect(answer.co2e_kg).toEqual({ total: 573, this_month: 510.7, missing: 1 });
    expect(answer.carriers).toEqual({
      count: 1,
      top: [{ company_id: carrier.company.id, name: 'Transports Atlas', missions: 6 }],
    });
    expect(answer.documents).toEqual({
      is_doc_ok: false,
      required: 4,
      by_status: { missing: 4, in_validation: 0, verified: 0, refused: 0, expired: 0 },
      next_expiry: null,
    });
    expect(answer.latest_shipments.map((shipment) => [shipment.status, shipment.price])).toEqual([
      ['in_exchange', '85000.00'],
      ['in_progress', '85000.00'],
      ['completed', '85000.00'],
      ['completed', '85000.00'],
      ['completed', '85000.00'],
    ]);
    expect(answer.latest_shipments[3]!.currency).toBe('DZD');
    expect(answer.latest_shipments[4]!.currency).toBe('EUR');
  });

  it("never counts another company's missions, invoices, offers, drivers or documents", async () => {
    const before = { carrier: await dashboardOf(carrier), shipper: await dashboardOf(shipper) };

    const otherShipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Autre Chargeur' });
    await identify(otherShipper);
    const otherCarrier = await invoicingCarrier('Autre Transporteur');
    const other = await issuedInvoice({ shipper: otherShipper, carrier: otherCarrier, price: 70000 });
    await setMission(other.missionId, { distanceKm: 999, co2eKg: '99.9', emptyKm: 9 });
    await t.db.transaction((tx) =>
      tx.update(invoices).set({ dueDate: '2026-11-01' }).where(eq(invoices.id, other.invoice.id)),
    );
    const second = await deliveredMission({ shipper: otherShipper, carrier: otherCarrier, price: 10000 });
    // Its footprint unknown: the other carrier's figures are those of `other` alone.
    await setMission(second.id, { distanceKm: null, co2eKg: null });
    await otherShipper.inject({ method: 'POST', url: '/api/offers', payload: validOffer() });
    await addDriver(otherCarrier.company.id, { isOnline: true, lastPingAt: at('2026-11-22T08:59:00Z') });
    await addDocument(otherCarrier.company.id, 'insurance', 'verified', '2026-11-25');
    await addDocument(otherShipper.company.id, 'trade_register', 'verified', '2026-11-23');

    // Past the time the answers are kept: read again from the database.
    t.clock.advance(DASHBOARD_FRESH_MS);
    expect(await dashboardOf(carrier)).toEqual(before.carrier);
    expect(await dashboardOf(shipper)).toEqual(before.shipper);
    // The other companies see theirs.
    const theirs = (await dashboardOf(otherCarrier)) as TCarrierDashboard;
    expect(theirs.missions.completed_total).toBe(2);
    expect(theirs.distance_km.this_month).toBe(999);
    expect(theirs.invoicing?.overdue).toEqual({ count: 1, amounts: [{ currency: 'DZD', amount: '83300.00' }] });
    expect(theirs.drivers).toEqual({ total: 1, connected: 1, on_mission: 0 });
  });

  it('answers a new company with zeros, every month present, empty km not known', async () => {
    const newCarrier = await createSignedInUser(t, { companyName: 'Nouveau Transport' });
    const answer = (await dashboardOf(newCarrier)) as TCarrierDashboard;
    expect(answer.missions).toEqual({
      completed_total: 0,
      completed_this_month: 0,
      in_progress: 0,
      by_month: EMPTY_MONTHS.map((month) => ({ month, completed: 0, distance_km: 0 })),
    });
    expect(answer.empty_km).toEqual({ total: null, known: 0, missing: 0 });
    expect(answer.latest_missions).toEqual([]);
    // No invoices module: no invoicing figures.
    expect(answer.invoicing).toBeNull();
    expect(answer.documents.by_status.missing).toBe(6);

    const newShipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Nouveau Chargeur' });
    const shipperAnswer = (await dashboardOf(newShipper)) as TShipperDashboard;
    expect(shipperAnswer.shipments.total).toBe(0);
    expect(shipperAnswer.spend_by_month.every((month) => month.amounts.length === 0)).toBe(true);
    expect(shipperAnswer.lanes).toEqual([]);
    expect(shipperAnswer.carriers).toEqual({ count: 0, top: [] });
    expect(shipperAnswer.latest_shipments).toEqual([]);
  });

  it('answers a company whose documents are not verified yet (the dashboard is open to every account)', async () => {
    const inactive = await createSignedInUser(t, { documentsOk: false, documentsActive: false });
    expect((await inactive.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(200);
  });

  it('serves a company its figures from memory for DASHBOARD_FRESH_MS, then reads them again', async () => {
    const read = async () => {
      const response = await carrier.inject({ method: 'GET', url: '/api/dashboard' });
      expect(response.statusCode, response.body).toBe(200);
      return ZDashboardResponse.parse(response.json()) as TCarrierDashboard;
    };
    t.clock.advance(DASHBOARD_FRESH_MS);
    const first = await read();
    await addDriver(carrier.company.id, { isOnline: false, lastPingAt: null });
    // Within the time: the same answer, the new driver not yet counted.
    t.clock.advance(DASHBOARD_FRESH_MS - 1);
    expect(await read()).toEqual(first);
    // Another company's figures are its own, never the kept answer of this one.
    expect(
      ((await dashboardOf(await createSignedInUser(t, { role: 'ROLE_TRANSPORTEUR' }))) as TCarrierDashboard).drivers
        .total,
    ).toBe(0);
    t.clock.advance(1);
    expect((await read()).drivers.total).toBe(first.drivers.total + 1);
  });

  it('refuses a caller without a token (401), staff and drivers (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
    const admin = await createSignedInUser(t, { role: 'ROLE_ADMIN' });
    const refused = await admin.inject({ method: 'GET', url: '/api/dashboard' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ROLE_FORBIDDEN');
    const driver = await createSignedInUser(t, { role: 'ROLE_DRIVER', companyId: carrier.company.id });
    expect((await driver.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(403);
  });
});
