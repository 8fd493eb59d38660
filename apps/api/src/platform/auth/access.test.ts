import { ACCESS_DENIAL_CODES, ACCESS_RULES, MODULES, ROLES, decideAccess } from '@tariq/contracts';
import type { TAccessRuleName, TModule, TRole } from '@tariq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp } from '../../test/helpers';
import type { TTestApp } from '../../test/helpers';
import { assertAccess, getAuth, requireUser } from './auth.plugin';

let t: TTestApp;
const ruleNames = Object.keys(ACCESS_RULES) as TAccessRuleName[];

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    // One probe per rule of the access table, guarded as a service guards itself.
    for (const name of ruleNames) {
      // Open to drivers: this probes the table itself; the driver wall has its own tests (drivers.test.ts).
      app.get(
        `/test/access/${name}`,
        { preHandler: requireUser(app), config: { driverAllowed: true } },
        async (request) => {
          assertAccess(getAuth(request), ACCESS_RULES[name]);
          return { ok: true };
        },
      );
    }
  });
});
afterAll(() => t.close());

describe('assertAccess', () => {
  it('agrees with the access table for every rule, role, module set and document state', async () => {
    const moduleSets: TModule[][] = [[], [...MODULES], ['trucks'], ['invoices', 'private_freight']];
    let checked = 0;
    for (const role of ROLES as readonly TRole[]) {
      for (const modules of moduleSets) {
        // Valid documents; an active account with a lapsed one (docs/decisions/0008); never activated.
        for (const [documentsOk, documentsActive] of [
          [true, true],
          [false, true],
          [false, false],
        ] as const) {
          const caller = await createSignedInUser(t, { role, modules, documentsOk, documentsActive });
          for (const name of ruleNames) {
            const response = await caller.inject({ method: 'GET', url: `/test/access/${name}` });
            const decision = decideAccess(
              { role, modules, isDocActive: role === 'ROLE_ADMIN' || documentsActive },
              ACCESS_RULES[name],
            );
            const context = `${name} for ${role} ${modules.join('+')} documents=${documentsOk}/${documentsActive}`;
            if (decision === 'allow') {
              expect(response.statusCode, context).toBe(200);
            } else {
              expect(response.statusCode, context).toBe(403);
              expect(response.json().code, context).toBe(ACCESS_DENIAL_CODES[decision]);
            }
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(ROLES.length * moduleSets.length * 3 * ruleNames.length);
  });

  it('checks the role before the module and the module before the documents, with a translated message', async () => {
    const shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', modules: [], documentsOk: false });
    const wrongRole = await shipper.inject({ method: 'GET', url: '/test/access/carrierInvoices' });
    expect(wrongRole.json()).toMatchObject({
      code: 'ROLE_FORBIDDEN',
      message: 'Votre rôle ne permet pas cette action.',
    });

    const carrier = await createSignedInUser(t, { role: 'ROLE_TRANSPORTEUR', modules: [], documentsOk: false });
    const noModule = await carrier.inject({
      method: 'GET',
      url: '/test/access/carrierInvoices',
      headers: { 'user-language': 'en' },
    });
    expect(noModule.json()).toMatchObject({
      code: 'MODULE_REQUIRED',
      message: 'This module is not enabled for your company.',
    });

    const noDocuments = await carrier.inject({ method: 'GET', url: '/test/access/carrierExchange' });
    expect(noDocuments.json()).toMatchObject({ code: 'DOCUMENTS_REQUIRED' });
  });
});

describe('access token subject', () => {
  it('answers 401, not 500, to a validly signed token whose subject is not a user id', async () => {
    for (const subject of ['not-a-uuid', "1' OR '1'='1", '']) {
      // Signed with the app's own key: only a holder of the key could make one.
      const token = await t.app.ctx.tokens.signAccessToken(subject, ['ROLE_TRANSPORTEUR']);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/logged',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, subject).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
  });
});
