import { ZOfferListResponse } from '@tariq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithPlaces, login } from '../../test/helpers';
import type { TTestApp } from '../../test/helpers';
import { DEMO_PASSWORD, seedDemoData } from './demo';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
}, 60_000);
afterAll(() => t.close());

describe('the demo data', () => {
  it('gives the demo shipper about 40 offers across many wilayas, in every status, once', async () => {
    expect(await seedDemoData(t.db, t.app.ctx.passwords)).toHaveLength(3);
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
  });
});
