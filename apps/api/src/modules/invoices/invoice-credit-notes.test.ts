import {
  parseInvoiceNumber,
  ZInvoiceableMissionsResponse,
  ZInvoiceResponse,
  ZShipmentInvoicesResponse,
} from '@tariq/contracts';
import type { TCreateCreditNoteRequest, TInvoice } from '@tariq/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceCreditNotes } from '../../db/schema';
import { createSignedInUser, createTestAppWithPlaces } from '../../test/helpers';
import type { TSignedInUser, TTestApp } from '../../test/helpers';
import { invoiceFixtures } from '../../test/invoices';
import { pdfText } from '../../test/pdf';

let t: TTestApp;
let shipper: TSignedInUser;
let carrier: TSignedInUser;
let rival: TSignedInUser;

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
  shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Groupe Benamor' });
  await identify(shipper);
  carrier = await invoicingCarrier('Trans Tell');
  rival = await invoicingCarrier('Rival Fret');
}, 120_000);
afterAll(() => t.close());

/** An issued invoice of 80,000 DZD HT at 19 %: 95,200.00 due (a transfer). */
async function issued(user = carrier): Promise<{ invoice: TInvoice; missionId: string; uid: string }> {
  const result = await issuedInvoice({ shipper, carrier: user });
  expect(result.invoice.totals.total_due).toBe('95200.00');
  return result;
}

function credit(user: TSignedInUser, id: string, payload: Partial<TCreateCreditNoteRequest>) {
  return user.inject({ method: 'POST', url: `/api/invoices/${id}/credit-notes`, payload });
}

async function credited(user: TSignedInUser, id: string, payload: Partial<TCreateCreditNoteRequest>) {
  const response = await credit(user, id, payload);
  expect(response.statusCode, response.body).toBe(201);
  return ZInvoiceResponse.parse(response.json()).data;
}

function pay(user: TSignedInUser, invoice: TInvoice, amount: string) {
  return user.inject({
    method: 'POST',
    url: `/api/invoices/${invoice.id}/payments`,
    payload: { amount, currency: 'DZD', method: 'transfer', paid_on: invoice.issue_date },
  });
}

async function creditNoteRows(invoiceId: string): Promise<number> {
  const [row] = await t.db.read((db) =>
    db.select({ n: count() }).from(invoiceCreditNotes).where(eq(invoiceCreditNotes.invoiceId, invoiceId)),
  );
  return row!.n;
}

describe('a full credit note', () => {
  it('cancels the invoice, which never changes, and its mission is to invoice again', async () => {
    const { invoice, missionId } = await issued();
    const cancelled = await credited(carrier, invoice.id, { kind: 'full', reason: 'Erreur de client' });
    expect(cancelled).toMatchObject({
      number: invoice.number,
      totals: invoice.totals,
      lines: invoice.lines,
      payment_state: 'cancelled',
      credited_total: '95200.00',
      balance: '0.00',
      is_overdue: false,
    });
    const [note] = cancelled.credit_notes;
    expect(note).toMatchObject({
      kind: 'full',
      reason: 'Erreur de client',
      total_ht: '80000.00',
      total_vat: '15200.00',
      total_due: '95200.00',
    });
    expect(parseInvoiceNumber(note!.number)).toMatchObject({ kind: 'creditNote', sequence: 1 });

    const toGenerate = await carrier.inject({ method: 'GET', url: '/api/invoices/to-generate?limit=100' });
    expect(ZInvoiceableMissionsResponse.parse(toGenerate.json()).data.map((row) => row.mission_id)).toContain(
      missionId,
    );
    // The mission goes on a new invoice, with a number of its own.
    const redraft = await carrier.inject({
      method: 'POST',
      url: '/api/invoices',
      payload: { mission_ids: [missionId] },
    });
    expect(redraft.statusCode, redraft.body).toBe(201);

    for (const [response, code] of [
      [await pay(carrier, invoice, '10.00'), 'INVOICE_CANCELLED'],
      [await credit(carrier, invoice.id, { kind: 'partial', reason: 'Remise', amount_ht: '10' }), 'INVOICE_CANCELLED'],
      [await carrier.inject({ method: 'POST', url: `/api/invoices/${invoice.id}/remind` }), 'INVOICE_CANCELLED'],
      [
        await carrier.inject({ method: 'PUT', url: `/api/invoices/${invoice.id}`, payload: { vat_rate: 900 } }),
        'INVOICE_NOT_DRAFT',
      ],
      [await carrier.inject({ method: 'DELETE', url: `/api/invoices/${invoice.id}` }), 'INVOICE_NOT_DRAFT'],
    ] as const) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().code).toBe(code);
    }
    expect(await creditNoteRows(invoice.id)).toBe(1);
  });

  it('is refused once a payment is on the invoice, and takes no number then', async () => {
    const { invoice } = await issued(rival);
    expect((await pay(rival, invoice, '100.00')).statusCode).toBe(201);
    const refused = await credit(rival, invoice.id, { kind: 'full', reason: 'Annulation' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CREDIT_NOTE_REFUSED',
      message:
        "Un avoir total n'est possible que sur une facture sans paiement ni autre avoir. Établissez un avoir partiel du reste à payer.",
    });
    expect(await creditNoteRows(invoice.id)).toBe(0);
    // The series has no gap: the rival's first credit note is still number 1.
    const partial = await credited(rival, invoice.id, {
      kind: 'partial',
      reason: 'Retard de livraison',
      amount_ht: '1000',
    });
    expect(parseInvoiceNumber(partial.credit_notes[0]!.number)?.sequence).toBe(1);
  });
});

describe('a partial credit note', () => {
  it('credits an amount at the invoice’s rate, at most what remains, and settles the invoice when nothing remains', async () => {
    const { invoice } = await issued();
    const tooBig = await credit(carrier, invoice.id, { kind: 'partial', reason: 'Remise', amount_ht: '80000.01' });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().fields).toEqual({
      amount_ht: "Le montant de l'avoir dépasse le reste à payer de la facture.",
    });
    const wrongRate = await credit(carrier, invoice.id, {
      kind: 'partial',
      reason: 'Remise',
      amount_ht: '10',
      vat_rate: 900,
    });
    expect(wrongRate.statusCode).toBe(400);
    expect(Object.keys(wrongRate.json().fields)).toEqual(['vat_rate']);
    const noAmount = await credit(carrier, invoice.id, { kind: 'partial', reason: 'Remise' });
    expect(noAmount.statusCode).toBe(400);
    expect(Object.keys(noAmount.json().fields)).toEqual(['amount_ht']);
    const noReason = await credit(carrier, invoice.id, { kind: 'full', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(await creditNoteRows(invoice.id)).toBe(0);

    const discounted = await credited(carrier, invoice.id, {
      kind: 'partial',
      reason: 'Remise commerciale',
      amount_ht: '10000.00',
    });
    expect(discounted).toMatchObject({ payment_state: 'unpaid', credited_total: '11900.00', balance: '83300.00' });
    expect(discounted.credit_notes[0]).toMatchObject({
      total_ht: '10000.00',
      total_vat: '1900.00',
      total_due: '11900.00',
    });

    // A payment cannot take more than remains after the credit note.
    expect((await pay(carrier, invoice, '83300.01')).statusCode).toBe(400);
    expect((await pay(carrier, invoice, '83000.00')).statusCode).toBe(201);
    // The last 300.00 credited (252.10 HT + 47.90 VAT is 300.00): nothing remains, the invoice is settled.
    const closing = await credit(carrier, invoice.id, {
      kind: 'partial',
      reason: 'Écart de pesée',
      amount_ht: '252.11',
    });
    expect(closing.statusCode).toBe(400);
    const settled = await credited(carrier, invoice.id, {
      kind: 'partial',
      reason: 'Écart de pesée',
      amount_ht: '252.10',
    });
    expect(settled).toMatchObject({ payment_state: 'settled', balance: '0.00', credited_total: '12200.00' });
    expect(settled.credit_notes).toHaveLength(2);
    const [first, second] = settled.credit_notes.map((note) => parseInvoiceNumber(note.number)!.sequence);
    expect(second).toBe(first! + 1);
  });
});

describe('the credit note’s PDF', () => {
  it('is titled Avoir, names the invoice it corrects and why, for the carrier and the shipper only', async () => {
    const { invoice, uid } = await issued();
    const withNote = await credited(carrier, invoice.id, {
      kind: 'partial',
      reason: 'Palette endommagée',
      amount_ht: '5000',
    });
    const note = withNote.credit_notes[0]!;
    const url = `/api/invoices/${invoice.id}/credit-notes/${note.id}/pdf`;
    const french = await carrier.inject({ method: 'GET', url });
    expect(french.statusCode, french.body).toBe(200);
    expect(french.headers['content-type']).toBe('application/pdf');
    expect(String(french.headers['content-disposition'])).toContain(`avoir-${note.number}.pdf`);
    const text = await pdfText(french.rawPayload);
    expect(text).toContain('Avoir');
    expect(text).toContain(note.number);
    expect(text).toContain(`Avoir sur la facture ${invoice.number}`);
    expect(text).toContain('Palette endommagée');
    expect(text).toContain('5 950,00');
    expect(text).toContain('Arrêté le présent avoir à la somme toutes taxes comprises de');
    expect(text).not.toContain("Date d'échéance");

    // The shipper finds it with the invoice on its shipment.
    const shipment = await shipper.inject({ method: 'GET', url: `/api/offers/${uid}/invoices` });
    expect(ZShipmentInvoicesResponse.parse(shipment.json()).data).toEqual([
      expect.objectContaining({
        id: invoice.id,
        credit_notes: [
          { id: note.id, number: note.number, kind: 'partial', issue_date: note.issue_date, total_due: '5950.00' },
        ],
      }),
    ]);
    const arabic = await shipper.inject({ method: 'GET', url: `${url}?lang=ar` });
    expect(arabic.statusCode, arabic.body).toBe(200);
    expect(await pdfText(arabic.rawPayload)).toContain(note.number);
    expect((await rival.inject({ method: 'GET', url })).statusCode).toBe(404);
    const otherShipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Autre Chargeur' });
    expect((await otherShipper.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(
      (
        await rival.inject({
          method: 'POST',
          url: `/api/invoices/${invoice.id}/credit-notes`,
          payload: { kind: 'full', reason: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await shipper.inject({
          method: 'POST',
          url: `/api/invoices/${invoice.id}/credit-notes`,
          payload: { kind: 'full', reason: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the credit notes’ series', () => {
  it('gives concurrent credit notes distinct consecutive numbers', async () => {
    const busy = await invoicingCarrier('Avoirs Concurrents');
    const invoices = [];
    for (let index = 0; index < 6; index += 1) invoices.push((await issuedInvoice({ shipper, carrier: busy })).invoice);
    const answers = await Promise.all(
      invoices.map((invoice) => credit(busy, invoice.id, { kind: 'partial', reason: 'Remise', amount_ht: '100' })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const sequences = answers
      .map((answer) => parseInvoiceNumber(ZInvoiceResponse.parse(answer.json()).data.credit_notes[0]!.number)!.sequence)
      .sort((left, right) => left - right);
    expect(sequences).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
