import { offerToday, ZPaymentRecordResponse } from '@tariq/contracts';
import type { TInvoice } from '@tariq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestAppWithPlaces, signInAgain } from '../../test/helpers';
import type { TSignedInUser, TTestApp } from '../../test/helpers';
import { invoiceFixtures } from '../../test/invoices';
import { leavingOn } from '../../test/offers';

let t: TTestApp;
let shipper: TSignedInUser;
let otherShipper: TSignedInUser;
let carrier: TSignedInUser;
let reader: TSignedInUser;

// `t` is made in beforeAll: the fixtures read it when they run.
const { identify, invoicingCarrier, issuedInvoice } = invoiceFixtures({
  get app() {
    return t.app;
  },
  get db() {
    return t.db;
  },
});

beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
  shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Payeur Régulier' });
  await identify(shipper);
  otherShipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Payeur Ponctuel' });
  await identify(otherShipper);
  carrier = await invoicingCarrier('Trans Atlas');
  // Any carrier reads the record: one without the invoices module, a stranger to these invoices.
  reader = await createSignedInUser(t, { companyName: 'Lecteur Fret' });
}, 120_000);
afterAll(() => t.close());

const DAY = 24 * 3_600_000;

async function signInAll() {
  shipper = await signInAgain(t, shipper);
  otherShipper = await signInAgain(t, otherShipper);
  carrier = await signInAgain(t, carrier);
  reader = await signInAgain(t, reader);
}

const leavingToday = () => leavingOn(t.clock.now());

/** An invoice to the shipper due the day it is issued (payment on receipt). */
async function dueToday(client: TSignedInUser): Promise<TInvoice> {
  const { invoice } = await issuedInvoice({
    shipper: client,
    carrier,
    offer: leavingToday(),
    changes: () => ({ payment_term: 'on_receipt' }),
  });
  return invoice;
}

async function payInFull(invoice: TInvoice) {
  const response = await carrier.inject({
    method: 'POST',
    url: `/api/invoices/${invoice.id}/payments`,
    payload: {
      amount: invoice.totals.total_due,
      currency: 'DZD',
      method: 'transfer',
      paid_on: offerToday(t.clock.now()),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function recordOf(companyId: string, user = reader) {
  const response = await user.inject({ method: 'GET', url: `/api/companies/${companyId}/payment-record` });
  expect(response.statusCode, response.body).toBe(200);
  return ZPaymentRecordResponse.parse(response.json()).data;
}

describe('GET /api/companies/{companyId}/payment-record', () => {
  it('gives the mean days late and the share on time once 5 invoices are settled, over the last 12 months', async () => {
    const invoices = [];
    for (let index = 0; index < 6; index += 1) invoices.push(await dueToday(shipper));
    const cancelled = await dueToday(shipper);
    const credit = await carrier.inject({
      method: 'POST',
      url: `/api/invoices/${cancelled.id}/credit-notes`,
      payload: { kind: 'full', reason: 'Erreur' },
    });
    expect(credit.statusCode, credit.body).toBe(201);
    // Another shipper's invoice, paid on time, counts for it alone.
    await payInFull(await dueToday(otherShipper));

    // Paid 0, 0, 10, 20 and 30 days after their due date; the sixth is never paid.
    await payInFull(invoices[0]!);
    await payInFull(invoices[1]!);
    for (const invoice of invoices.slice(2, 5)) {
      t.clock.advance(10 * DAY);
      await signInAll();
      await payInFull(invoice);
      if (invoice === invoices[3]) {
        expect(await recordOf(shipper.company.id)).toEqual({
          invoices: 4,
          enough: false,
          average_days_late: null,
          on_time_percent: null,
        });
      }
    }
    expect(await recordOf(shipper.company.id)).toEqual({
      invoices: 5,
      enough: true,
      average_days_late: 12,
      on_time_percent: 40,
    });
    expect(await recordOf(otherShipper.company.id)).toMatchObject({ invoices: 1, enough: false });

    // A year on, those payments are out of the window.
    t.clock.advance(400 * DAY);
    await signInAll();
    expect(await recordOf(shipper.company.id)).toMatchObject({ invoices: 0, enough: false });
  });

  it('is for carriers, about shippers', async () => {
    const asShipper = await otherShipper.inject({
      method: 'GET',
      url: `/api/companies/${shipper.company.id}/payment-record`,
    });
    expect(asShipper.statusCode).toBe(403);
    const aboutCarrier = await reader.inject({
      method: 'GET',
      url: `/api/companies/${carrier.company.id}/payment-record`,
    });
    expect(aboutCarrier.statusCode).toBe(404);
    const unknown = await reader.inject({
      method: 'GET',
      url: '/api/companies/00000000-0000-4000-8000-000000000000/payment-record',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await reader.inject({ method: 'GET', url: '/api/companies/nope/payment-record' })).statusCode).toBe(400);
  });
});
