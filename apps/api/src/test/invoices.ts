import { ZInvoiceResponse } from '@tariq/contracts';
import type { TCreateOfferRequest, TInvoice, TUpdateInvoiceRequest } from '@tariq/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { companies } from '../db/schema';
import { createSignedInUser } from './helpers';
import type { TCreateUserOptions, TSignedInUser, TTestApp } from './helpers';
import { deliveredMission } from './missions';

/** Every identifier an Algerian invoice names (décret exécutif 05-468 art. 3), on the company's row. */
export const INVOICE_IDENTIFIERS = {
  legalForm: 'sarl',
  shareCapital: '1000000.00',
  address: '12 rue Larbi Ben Mhidi',
  postalCode: '16000',
  city: 'Alger',
  phone: '+213 21 00 00 00',
  billingEmail: 'factures@example.dz',
  tradeRegisterNumber: '16/00-1234567 B 18',
  vatNumber: '000016001234567',
  statisticalNumber: '000016001234567',
  taxArticle: '16012345678',
  taxRegime: 'reel',
};

let nifCount = 0;

/**
 * The companies of an invoice test: identified (every mention on the row, each with a NIF of its
 * own: a NIF is one company's), carriers with the invoices module, issued invoices.
 */
export function invoiceFixtures(t: Pick<TTestApp, 'app' | 'db'>) {
  /** The NIF each company was given. */
  const nifOf = new Map<string, string>();

  function identifiers() {
    nifCount += 1;
    return { ...INVOICE_IDENTIFIERS, vatNumber: `0000160${String(nifCount).padStart(8, '0')}` };
  }

  async function setCompany(user: TSignedInUser, values: Partial<typeof companies.$inferInsert>): Promise<void> {
    await t.db.transaction((tx) => tx.update(companies).set(values).where(eq(companies.id, user.company.id)));
  }

  /** Every identifier on the company's row (its own NIF, kept from one call to the next), and `overrides`. */
  async function identify(user: TSignedInUser, overrides: Partial<typeof companies.$inferInsert> = {}): Promise<void> {
    const values = { ...identifiers(), vatNumber: nifOf.get(user.company.id) ?? identifiers().vatNumber };
    nifOf.set(user.company.id, values.vatNumber);
    await setCompany(user, { ...values, ...overrides });
  }

  /** A carrier with the invoices module and every identifier (unless told otherwise). */
  async function invoicingCarrier(name: string, options: TCreateUserOptions & { identified?: boolean } = {}) {
    const user = await createSignedInUser(t, { companyName: name, modules: ['invoices'], ...options });
    if (options.identified !== false) await identify(user);
    return user;
  }

  /**
   * A mission delivered by the carrier to the shipper, invoiced and issued; `changes` edit the draft
   * first (a cash payment, other lines). Both companies must be identified.
   */
  async function issuedInvoice(options: {
    shipper: TSignedInUser;
    carrier: TSignedInUser;
    price?: number;
    offer?: Partial<TCreateOfferRequest>;
    changes?: (draft: TInvoice) => TUpdateInvoiceRequest;
  }): Promise<{ invoice: TInvoice; missionId: string; uid: string }> {
    const mission = await deliveredMission(options);
    const draft = await options.carrier.inject({
      method: 'POST',
      url: '/api/invoices',
      payload: { mission_ids: [mission.id] },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const { id } = ZInvoiceResponse.parse(draft.json()).data;
    if (options.changes) {
      const payload = options.changes(ZInvoiceResponse.parse(draft.json()).data);
      const changed = await options.carrier.inject({ method: 'PUT', url: `/api/invoices/${id}`, payload });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    const issued = await options.carrier.inject({ method: 'POST', url: `/api/invoices/${id}/issue` });
    expect(issued.statusCode, issued.body).toBe(200);
    return { invoice: ZInvoiceResponse.parse(issued.json()).data, missionId: mission.id, uid: mission.uid };
  }

  return { nifOf, setCompany, identify, invoicingCarrier, issuedInvoice };
}
