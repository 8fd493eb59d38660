import { ACCESS_RULES } from '@tariq/contracts';
import type { TAccessRuleName, TModule } from '@tariq/contracts';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from './db/schema';
import { createSignedInUser, createTestAppWithPlaces } from './test/helpers';
import type { TCreateUserOptions, TTestApp, TSignedInUser } from './test/helpers';
import { deliveredMission } from './test/missions';
import { validOffer } from './test/offers';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
}, 60_000);
afterAll(() => t.close());

async function publicOfferOf(user: TSignedInUser): Promise<string> {
  const response = await user.inject({ method: 'POST', url: '/api/offers', payload: validOffer() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().uids[0];
}

/**
 * A carrier in the user's private network, so that a private offer has someone to reach (refused,
 * and nothing added, for a user without the module).
 */
async function withNetworkCarrier(user: TSignedInUser): Promise<void> {
  const carrier = await createSignedInUser(t, { role: 'ROLE_TRANSPORTEUR' });
  await user.inject({
    method: 'POST',
    url: '/api/private-exchange/network',
    payload: { carrierId: carrier.company.id },
  });
}

type TGatedCall = {
  name: string;
  rule: TAccessRuleName;
  caller: TCreateUserOptions;
  /** The call, given a fresh caller; `check` says (from the caller's side) whether it took effect. */
  call(user: TSignedInUser): Promise<{ request: InjectOptions; check(): Promise<boolean> }>;
  status: number;
};

/** Every call the server gates on a company module today. */
const GATED_CALLS: TGatedCall[] = [
  {
    name: 'POST /api/offers with visibility private',
    rule: 'shipperPrivateExchange',
    caller: { role: 'ROLE_COMMISSIONNAIRE' },
    status: 201,
    call: async (user) => {
      await withNetworkCarrier(user);
      return {
        request: { method: 'POST', url: '/api/offers', payload: validOffer({ visibility: 'private' }) },
        check: async () => {
          const list = await user.inject({ method: 'GET', url: '/api/offers/my' });
          return list.json().count > 0;
        },
      };
    },
  },
  {
    name: 'PUT /api/offers/{uid} to visibility private',
    rule: 'shipperPrivateExchange',
    caller: { role: 'ROLE_COMMISSIONNAIRE' },
    status: 200,
    call: async (user) => {
      const uid = await publicOfferOf(user);
      await withNetworkCarrier(user);
      return {
        request: {
          method: 'PUT',
          url: `/api/offers/${uid}`,
          payload: { ...validOffer({ visibility: 'private' }), version: 1 },
        },
        check: async () =>
          (await user.inject({ method: 'GET', url: `/api/offers/${uid}` })).json().visibility === 'private',
      };
    },
  },
  {
    name: 'POST /api/private-exchange/groups',
    rule: 'shipperPrivateExchange',
    caller: { role: 'ROLE_COMMISSIONNAIRE' },
    status: 201,
    call: async (user) => ({
      request: { method: 'POST', url: '/api/private-exchange/groups', payload: { name: 'Frigorifique Est' } },
      check: async () => {
        const network = await user.inject({ method: 'GET', url: '/api/private-exchange/network' });
        return network.statusCode === 200 && network.json().groups.length === 1;
      },
    }),
  },
  {
    name: 'POST /api/invoices',
    rule: 'carrierInvoices',
    caller: { role: 'ROLE_TRANSPORTEUR' },
    status: 201,
    call: async (user) => {
      const shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE' });
      const mission = await deliveredMission({ shipper, carrier: user });
      return {
        request: { method: 'POST', url: '/api/invoices', payload: { mission_ids: [mission.id] } },
        check: async () => {
          const rows = await t.db.read((db) =>
            db.select().from(invoices).where(eq(invoices.carrierCompanyId, user.company.id)),
          );
          return rows.length > 0;
        },
      };
    },
  },
];

/** Rules with a module whose calls do not exist yet: when one gets a route, it joins GATED_CALLS. */
const NOT_SERVED_YET: TAccessRuleName[] = ['vehicleSearch', 'carrierTrucks'];

describe('module flags enforced by the server', () => {
  it.each(GATED_CALLS)(
    '$name: 403 MODULE_REQUIRED without the module, nothing done; allowed with it',
    async (gated) => {
      const module = (ACCESS_RULES[gated.rule] as { module?: TModule }).module!;
      const without = await createSignedInUser(t, { ...gated.caller, modules: [] });
      const denied = await gated.call(without);
      const refused = await without.inject({ ...denied.request, headers: { 'user-language': 'en' } });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toEqual({
        code: 'MODULE_REQUIRED',
        message: 'This module is not enabled for your company.',
      });
      expect(await denied.check()).toBe(false);

      const withModule = await createSignedInUser(t, { ...gated.caller, modules: [module] });
      const allowed = await gated.call(withModule);
      const response = await withModule.inject(allowed.request);
      expect(response.statusCode, response.body).toBe(gated.status);
      expect(await allowed.check()).toBe(true);
    },
  );

  it('covers every rule of the access table that needs a module', () => {
    const gatedRules = Object.entries(ACCESS_RULES)
      .filter(([, rule]) => 'module' in rule)
      .map(([name]) => name)
      .sort();
    const covered = new Set([...GATED_CALLS.map((gated) => gated.rule), ...NOT_SERVED_YET]);
    expect(gatedRules.filter((name) => !covered.has(name as TAccessRuleName))).toEqual([]);
  });
});
