import { ZMissionDetail, ZMissionListResponse, ZOfferListResponse, ZTruckSearchResponse } from '@tariq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { companies } from '../schema';
import { createTestAppWithPlaces, login } from '../../test/helpers';
import type { TTestApp } from '../../test/helpers';
import { DEMO_PASSWORD, seedDemoData } from './demo';
import { ZCompanyDocumentsResponse } from '@tariq/contracts/documents';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
}, 60_000);
afterAll(() => t.close());

describe('the demo data', () => {
  it('gives the demo shipper about 40 offers across many wilayas, in every status, once', async () => {
    expect(await seedDemoData(t.db, t.app.ctx.passwords, { files: t.app.ctx.files })).toHaveLength(5);
    expect(await seedDemoData(t.db, t.app.ctx.passwords)).toBeNull();

    const { body } = await login(t.app, 'shipper@demo.tariq.dz', DEMO_PASSWORD);
    const tabs = new Map<string, number>();
    const wilayas = new Set<string>();
    for (const tab of ['in_exchange', 'scheduled', 'in_progress', 'completed', 'cancelled', 'expired']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/offers/my?tab=${tab}&limit=100`,
        headers: { authorization: `Bearer ${body.token}` },
      });
      const page = ZOfferListResponse.parse(response.json());
      tabs.set(tab, page.count);
      for (const offer of page.data) wilayas.add(offer.departure.state.id).add(offer.destination.state.id);
    }
    expect(Object.fromEntries(tabs)).toEqual({
      in_exchange: 16,
      scheduled: 6,
      in_progress: 5,
      completed: 6,
      cancelled: 4,
      expired: 3,
    });
    expect(wilayas.size).toBeGreaterThanOrEqual(20);

    // The second carrier's trucks are in the vehicle search; the demo carrier starts with none.
    const vehicles = ZTruckSearchResponse.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/trucks?limit=50',
          headers: { authorization: `Bearer ${body.token}` },
        })
      ).json(),
    ).data.data;
    expect(vehicles).toHaveLength(6);
    expect(new Set(vehicles.map((truck) => truck.company.name)).size).toBe(1);

    // The demo carrier's driver logs in to the driver app and finds the carrier's live missions.
    const driver = (await login(t.app, 'chauffeur@demo.tariq.dz', DEMO_PASSWORD)).body.token as string;
    const driverMissions = async (tab: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/driver/missions?tab=${tab}&limit=50`,
          headers: { authorization: `Bearer ${driver}` },
        })
      ).json().count as number;
    expect([await driverMissions('upcoming'), await driverMissions('current')]).toEqual([6, 1]);

    // Every shipment with a carrier has its mission, the demo carrier's, with its steps so far.
    const carrier = (await login(t.app, 'carrier@demo.tariq.dz', DEMO_PASSWORD)).body.token as string;
    const missions = async (tab: string) =>
      ZMissionListResponse.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/missions?tab=${tab}&limit=100`,
            headers: { authorization: `Bearer ${carrier}` },
          })
        ).json(),
      );
    const live = await missions('in_progress');
    expect(live.data.map((mission) => mission.status).sort()).toEqual([
      ...Array<string>(5).fill('in_progress'),
      ...Array<string>(6).fill('scheduled'),
    ]);
    const completed = await missions('completed');
    expect(completed.count).toBe(6);
    const done = ZMissionDetail.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/missions/${completed.data[0]!.id}`,
          headers: { authorization: `Bearer ${body.token}` },
        })
      ).json(),
    );
    expect(done).toMatchObject({ side: 'shipper', charter_status: 'confirmed', pod: { status: 'accepted', round: 1 } });
    expect(done.number).toMatch(/^MIS-\d{2}-\d{4}$/);
    // Its distance and CO2e, as a deal stores them (issue 31): the dashboard and the CO2 statement read them.
    expect(done.footprint).toMatchObject({ distance_source: 'estimate', distance_km: done.offer.distance_km });
    expect(done.footprint!.co2e_kg).toBeGreaterThan(0);
    expect(done.timeline.map((entry) => [entry.event, entry.by])).toEqual([
      ['created', 'shipper'],
      ['charter_confirmed', 'carrier'],
      ['pickup_verified', 'shipper'],
      ['started', 'carrier'],
      ['completed', 'carrier'],
      ['pod_accepted', 'shipper'],
    ]);
  });

  it('makes the demo shipper and carriers active by verified documents, as the documents module reads them', async () => {
    const rows = await t.db.read((db) =>
      db
        .select()
        .from(companies)
        .where(sql`${companies.kind} <> 'platform'`),
    );
    for (const row of rows) {
      // 'Documents vérifiés jusqu'au' on the row, as the documents module keeps it: the directory and searches show it.
      expect(row, row.legalName).toMatchObject({ documentsOk: true, documentsActive: true });
      expect(row.documentsValidUntil, row.legalName).not.toBeNull();
    }
    for (const email of ['shipper@demo.tariq.dz', 'carrier@demo.tariq.dz', 'carrier2@demo.tariq.dz']) {
      const { body } = await login(t.app, email, DEMO_PASSWORD);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/documents',
        headers: { authorization: `Bearer ${body.token}` },
      });
      const answer = ZCompanyDocumentsResponse.parse(response.json());
      expect(answer.isDocOk).toBe(true);
      expect(
        answer.data.filter((document) => document.required).every((document) => document.status === 'verified'),
      ).toBe(true);
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/documents/${answer.data[0]!.type}/file`,
        headers: { authorization: `Bearer ${body.token}` },
      });
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
