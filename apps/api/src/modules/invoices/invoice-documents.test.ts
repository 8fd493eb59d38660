import { amountInWords, IFU_INVOICE_MENTION, ZInvoiceResponse, ZShipmentInvoicesResponse } from '@tariq/contracts';
import type { TInvoice } from '@tariq/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices as invoicesTable, notifications, users } from '../../db/schema';
import { createSignedInUser, createTestAppWithPlaces, signInAgain } from '../../test/helpers';
import type { TSignedInUser, TTestApp } from '../../test/helpers';
import { INVOICE_IDENTIFIERS, invoiceFixtures } from '../../test/invoices';
import { pdfText } from '../../test/pdf';
import { deliveredMission } from '../../test/missions';
import { findMailsTo, sendDueMails } from '../mail';

let t: TTestApp;
let shipper: TSignedInUser;
let otherShipper: TSignedInUser;
let carrier: TSignedInUser;
let rival: TSignedInUser;

// `t` is made in beforeAll: the fixtures read it when they run.
const { nifOf, setCompany, identify, invoicingCarrier, issuedInvoice } = invoiceFixtures({
  get app() {
    return t.app;
  },
  get db() {
    return t.db;
  },
});

// A 1×1 PNG: the carrier's logo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Where the shipper wants its invoices. */
const BILLING_EMAIL = 'comptabilite@cevital.example.dz';

/** An invoice paid in cash (stamp duty), with a second line of 2.5 hours, and its two PDFs as downloaded. */
let invoice: TInvoice;
let uid: string;
let frenchPdf: { text: string; bytes: Buffer; headers: Record<string, unknown> };
let arabicPdf: { text: string; bytes: Buffer; headers: Record<string, unknown> };

/**
 * The Arabic words of a PDF's text layer, each by its letters (sorted), alone and with its neighbour.
 * A text layer gives Arabic back in the order glyphs were drawn: words right to left in a line,
 * ligatures' letters swapped (lam-alef reads 'ال' → 'اال'), a word cut where a ligature ends, and
 * vowel marks kept or lost. What must hold is that every word is printed with its letters.
 */
function arabicWordShapes(text: string): Set<string> {
  const words = text
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .split(/[^\u0621-\u064a]+/)
    .filter(Boolean);
  const letters = (word: string) => [...word].sort().join('');
  const shapes = new Set(words.map(letters));
  words.forEach((word, index) => {
    if (index > 0) shapes.add(letters(words[index - 1]! + word));
  });
  return shapes;
}

/** Centimes as the PDF prints them: '95 200,00'. */
function figures(amount: string): string {
  const [units, decimals] = amount.split('.');
  return `${units!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${decimals}`;
}

function frenchDay(day: string): string {
  return new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The same user with a token signed now: the test clock moves past the first one's 15 minutes. */
function signIn(user: TSignedInUser): Promise<TSignedInUser> {
  return signInAgain(t, user);
}

function download(user: TSignedInUser, id: string, lang?: string) {
  return user.inject({ method: 'GET', url: `/api/invoices/${id}/pdf${lang ? `?lang=${lang}` : ''}` });
}

beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
  shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Cevital Agro' });
  await identify(shipper, {
    legalForm: 'spa',
    address: '5 boulevard de la Soummam',
    postalCode: '06000',
    city: 'Béjaïa',
    billingAddress: 'Service comptable, BP 12, Béjaïa',
    billingEmail: BILLING_EMAIL,
    tradeRegisterNumber: '06/00-0987654 B 99',
    statisticalNumber: '099906000123456',
    taxArticle: '06010987654',
  });
  otherShipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Condor Logistique' });
  await identify(otherShipper);
  carrier = await invoicingCarrier('Trans Sahel');
  await setCompany(carrier, { logoKey: await t.app.ctx.files.save(PNG), logoMime: 'image/png' });
  rival = await invoicingCarrier('Atlas Fret');

  const issued = await issuedInvoice({
    shipper,
    carrier,
    price: 80000,
    offer: { loading_reference: 'CHG-7781', unloading_reference: 'LIV-2209' },
    changes: (draft) => ({
      payment_method: 'cash',
      lines: [
        { label: draft.lines[0]!.label, quantity: 1, unit_price: '80000.00', kind: 'transport' },
        { label: 'Immobilisation au chargement', quantity: 2.5, unit_price: '1500.00', kind: 'immobilisation' },
      ],
    }),
  });
  invoice = issued.invoice;
  uid = issued.uid;

  // Rendered once each: laying out a PDF is the slow part of this file.
  const french = await download(carrier, invoice.id);
  expect(french.statusCode, french.body).toBe(200);
  frenchPdf = { bytes: french.rawPayload, headers: french.headers, text: await pdfText(french.rawPayload) };
  const arabic = await download(shipper, invoice.id, 'ar');
  expect(arabic.statusCode, arabic.body).toBe(200);
  arabicPdf = { bytes: arabic.rawPayload, headers: arabic.headers, text: await pdfText(arabic.rawPayload) };
}, 180_000);
afterAll(() => t.close());

describe('GET /api/invoices/{id}/pdf', () => {
  it('prints every mention of décret exécutif 05-468 art. 3, in French by default', () => {
    const { text } = frenchPdf;
    const { totals } = invoice;
    expect(invoice.totals.stamp_duty).not.toBe('0.00');
    const mentions = {
      // The seller.
      sellerName: 'Trans Sahel',
      sellerLegalForm: 'SARL',
      sellerShareCapital: '1 000 000,00 DZD',
      sellerAddress: '12 rue Larbi Ben Mhidi, 16000 Alger',
      sellerPhone: INVOICE_IDENTIFIERS.phone,
      sellerEmail: INVOICE_IDENTIFIERS.billingEmail,
      sellerRc: `RC ${INVOICE_IDENTIFIERS.tradeRegisterNumber}`,
      sellerNif: `NIF ${nifOf.get(carrier.company.id)}`,
      sellerNis: `NIS ${INVOICE_IDENTIFIERS.statisticalNumber}`,
      sellerTaxArticle: `Article d'imposition ${INVOICE_IDENTIFIERS.taxArticle}`,
      // The buyer: its billing address.
      buyerName: 'Cevital Agro',
      buyerLegalForm: 'SPA',
      buyerAddress: 'Service comptable, BP 12, Béjaïa',
      buyerRc: 'RC 06/00-0987654 B 99',
      buyerNif: `NIF ${nifOf.get(shipper.company.id)}`,
      buyerNis: 'NIS 099906000123456',
      buyerTaxArticle: "Article d'imposition 06010987654",
      // The invoice.
      number: `N° ${invoice.number}`,
      date: `Date : ${frenchDay(invoice.issue_date!)}`,
      lineQuantity: 'Immobilisation au chargement 2,5 1 500,00 19 % 3 750,00',
      // The arrow of the line's label, which no shipped face draws, as a dash.
      transportLabel: invoice.lines[0]!.label.replace('→', '–'),
      transportLine: `1 80 000,00 19 % 80 000,00`,
      taxNatureAndRate: `TVA 19 % sur ${figures(totals.vat_by_rate[0]!.base_ht)} DZD ${figures(totals.vat_by_rate[0]!.vat)} DZD`,
      stampDuty: `Droit de timbre (paiement en espèces) ${figures(totals.stamp_duty)} DZD`,
      totalTtcInFigures: `Total TTC ${figures(totals.total_ttc)} DZD`,
      totalTtcInWords: amountInWords(Number(totals.total_ttc.replace('.', '')), { language: 'fr' }),
      totalDue: `Net à payer ${figures(totals.total_due)} DZD`,
      paymentMethod: 'Mode de paiement Espèces',
      dueDate: `Date d'échéance ${frenchDay(invoice.due_date)}`,
      missionAndOffer: `Mission ${invoice.missions[0]!.number} · Expédition ${invoice.missions[0]!.offer_number}`,
      references: 'Réf. chargement CHG-7781 · Réf. livraison LIV-2209',
    };
    const missing = Object.entries(mentions).filter(([, value]) => !text.includes(value));
    expect(missing, text).toEqual([]);
    expect(totals).toMatchObject({ total_ht: '83750.00', total_vat: '15912.50', total_ttc: '99662.50' });
  });

  it('writes the Arabic version right to left, with the total in Arabic words', () => {
    const { totals } = invoice;
    const printed = arabicWordShapes(arabicPdf.text);
    const words = amountInWords(Number(totals.total_ttc.replace('.', '')), { language: 'ar' });
    expect(words).toMatch(/^تسعة وتسعون ألفًا/);
    for (const word of words.split(' ').concat(['فاتورة', 'الاستحقاق', 'الضريبية'])) {
      expect(printed, `${word} in ${arabicPdf.text}`).toContain([...arabicWordShapes(word)][0]);
    }
    for (const figure of [invoice.number!, figures(totals.total_ttc), nifOf.get(carrier.company.id)!]) {
      expect(arabicPdf.text).toContain(figure);
    }
    // Not the French words.
    expect(arabicPdf.text).not.toContain('Arrêtée la présente facture');
  });

  it('downloads as an attachment under an encoded name, never sniffed nor cached, with the carrier’s logo', () => {
    expect(frenchPdf.headers['content-type']).toBe('application/pdf');
    expect(frenchPdf.headers['content-disposition']).toBe(
      `attachment; filename="facture-${invoice.number}.pdf"; filename*=UTF-8''facture-${invoice.number}.pdf`,
    );
    expect(arabicPdf.headers['content-disposition']).toBe(
      `attachment; filename="______-${invoice.number}.pdf"; filename*=UTF-8''${encodeURIComponent('فاتورة')}-${invoice.number}.pdf`,
    );
    for (const { headers, bytes } of [frenchPdf, arabicPdf]) {
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['cache-control']).toBe('private, no-store');
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
    }
  });

  it('prints the IFU mention instead of VAT for a carrier under the IFU regime', async () => {
    const flatRate = await invoicingCarrier('Transports Forfait');
    await identify(flatRate, { taxRegime: 'ifu' });
    const { invoice: issued } = await issuedInvoice({ shipper, carrier: flatRate, price: 40000 });
    expect(issued.vat_mention).toBe('ifu');
    expect(issued.totals).toMatchObject({ total_ht: '40000.00', total_vat: '0.00', total_ttc: '40000.00' });
    const response = await download(flatRate, issued.id);
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(IFU_INVOICE_MENTION.fr.replace(/\s+/g, ' '));
    expect(text).not.toMatch(/TVA 19 %/);
    expect(text).toContain(figures('40000.00'));
  });

  it('prints names typed with Arabic vowel marks, which the PDF library cannot place, without them', async () => {
    // A kasratan under a feh made the whole document fail (500) before the marks were left out.
    const marked = await invoicingCarrier('شركة صافٍ للنقلِ');
    const { invoice: issued } = await issuedInvoice({ shipper, carrier: marked, price: 50000 });
    const response = await download(marked, issued.id, 'ar');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a draft to its carrier (409) and shows it to nobody else', async () => {
    const mission = await deliveredMission({ shipper, carrier });
    const draft = await carrier.inject({
      method: 'POST',
      url: '/api/invoices',
      payload: { mission_ids: [mission.id] },
    });
    const { id } = ZInvoiceResponse.parse(draft.json()).data;
    const refused = await download(carrier, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'INVOICE_NOT_ISSUED' });
    // The client sees no draft: it is no invoice yet.
    expect((await download(shipper, id)).statusCode).toBe(404);
    // The draft stays a draft for the next tests of the file: deleted.
    expect((await carrier.inject({ method: 'DELETE', url: `/api/invoices/${id}` })).statusCode).toBe(200);
  });

  it('is 404 for another carrier and another shipper; 400 for a language it is not written in', async () => {
    for (const stranger of [rival, otherShipper]) {
      const response = await download(stranger, invoice.id);
      expect(response.statusCode, stranger.company.legalName).toBe(404);
    }
    expect((await download(carrier, invoice.id, 'de')).statusCode).toBe(400);
    // A user of neither role has no invoices.
    const admin = await createSignedInUser(t, { role: 'ROLE_ADMIN' });
    expect((await download(admin, invoice.id)).json().code).toBe('ROLE_FORBIDDEN');
  });
});

describe('GET /api/offers/{uid}/invoices', () => {
  it('lists the issued invoices addressed to the shipper for its shipment', async () => {
    const response = await shipper.inject({ method: 'GET', url: `/api/offers/${uid}/invoices` });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZShipmentInvoicesResponse.parse(response.json()).data).toEqual([
      {
        id: invoice.id,
        number: invoice.number,
        issue_date: invoice.issue_date,
        due_date: invoice.due_date,
        status: 'issued',
        currency: 'DZD',
        total_ttc: invoice.totals.total_ttc,
        total_due: invoice.totals.total_due,
        sent_at: null,
        payment_state: 'unpaid',
        is_overdue: false,
        balance: invoice.totals.total_due,
        credit_notes: [],
        carrier: { company_id: carrier.company.id, name: 'Trans Sahel' },
      },
    ]);
  });

  it('lists nothing while the invoice is a draft; 404 for another shipper’s offer, 403 for a carrier', async () => {
    const mission = await deliveredMission({ shipper, carrier: rival });
    await rival.inject({ method: 'POST', url: '/api/invoices', payload: { mission_ids: [mission.id] } });
    const listed = await shipper.inject({ method: 'GET', url: `/api/offers/${mission.uid}/invoices` });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual({ data: [] });
    expect((await otherShipper.inject({ method: 'GET', url: `/api/offers/${uid}/invoices` })).statusCode).toBe(404);
    expect((await carrier.inject({ method: 'GET', url: `/api/offers/${uid}/invoices` })).json().code).toBe(
      'ROLE_FORBIDDEN',
    );
  });
});

describe('POST /api/invoices/{id}/send', () => {
  function send(user: TSignedInUser, id: string) {
    return user.inject({ method: 'POST', url: `/api/invoices/${id}/send` });
  }

  async function invoiceMails(to: string, id: string) {
    const mails = await t.db.read((db) => findMailsTo(db, to));
    return mails.filter((mail) => mail.attachments.some((ref) => ref.kind === 'invoice' && ref.invoiceId === id));
  }

  async function latestNotification(userId: string) {
    const [row] = await t.db.read((db) =>
      db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.seq)).limit(1),
    );
    return row;
  }

  it("e-mails the PDF to the client's billing address, records when, tells the shipper; a resend sends it again", async () => {
    const sent = await send(carrier, invoice.id);
    expect(sent.statusCode, sent.body).toBe(200);
    const firstSentAt = t.clock.now().toISOString();
    expect(ZInvoiceResponse.parse(sent.json()).data).toMatchObject({ id: invoice.id, sent_at: firstSentAt });

    const [mail, ...others] = await invoiceMails(BILLING_EMAIL, invoice.id);
    expect(others).toEqual([]);
    expect(mail!.attachments).toEqual([{ kind: 'invoice', invoiceId: invoice.id, language: 'fr' }]);
    expect(mail!.subject).toBe(`Facture ${invoice.number} de Trans Sahel`);
    expect(mail!.text).toContain(`Trans Sahel vous adresse sa facture ${invoice.number} du`);
    expect(mail!.text).toMatch(/d’un montant de 101\s158,00 DZD/);
    expect(mail!.text).toContain(`/expeditions/${uid}`);

    // The shipper's users hear of it on the shipment (type 5, invoice_sent).
    const notice = await latestNotification(shipper.user.id);
    expect(notice).toMatchObject({
      type: 5,
      data: { action: 'invoice_sent', offre_uid: uid, transporteurname: 'Trans Sahel' },
    });

    // The mail leaves with the PDF attached, made when it leaves.
    await sendDueMails(t.app.ctx);
    const delivered = t.app.ctx.mailer.sent.filter((item) => item.to === BILLING_EMAIL);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.raw).toMatch(
      new RegExp(`Content-Type: application/pdf;\\s+name=facture-${invoice.number}\\.pdf`),
    );

    // Sent again a minute later: another mail, sent_at moves, the shipper is told again.
    t.clock.advance(60_000);
    const again = await send(await signIn(carrier), invoice.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.sent_at).toBe(t.clock.now().toISOString());
    expect(await invoiceMails(BILLING_EMAIL, invoice.id)).toHaveLength(2);
    const listed = await (await signIn(shipper)).inject({ method: 'GET', url: `/api/offers/${uid}/invoices` });
    expect(listed.json().data[0].sent_at).toBe(t.clock.now().toISOString());
  });

  it('writes to the user who published the shipment, in Arabic, when the client has no billing e-mail', async () => {
    await setCompany(otherShipper, { billingEmail: null });
    await t.db.transaction((tx) => tx.update(users).set({ language: 'ar' }).where(eq(users.id, otherShipper.user.id)));
    const issued = await issuedInvoice({ shipper: await signIn(otherShipper), carrier: await signIn(carrier) });
    const sent = await send(await signIn(carrier), issued.invoice.id);
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await invoiceMails(otherShipper.user.email, issued.invoice.id);
    expect(mail!.attachments).toEqual([{ kind: 'invoice', invoiceId: issued.invoice.id, language: 'ar' }]);
    expect(mail!.subject).toBe(`الفاتورة ${issued.invoice.number} من Trans Sahel`);
  });

  it('refuses a draft (409), another carrier’s invoice (404) and a shipper (403); sends nothing', async () => {
    const mission = await deliveredMission({ shipper: await signIn(shipper), carrier: await signIn(rival) });
    const draft = await (
      await signIn(rival)
    ).inject({
      method: 'POST',
      url: '/api/invoices',
      payload: { mission_ids: [mission.id] },
    });
    const { id } = ZInvoiceResponse.parse(draft.json()).data;
    const refused = await send(await signIn(rival), id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INVOICE_NOT_ISSUED');
    expect((await send(await signIn(rival), invoice.id)).statusCode).toBe(404);
    expect((await send(await signIn(shipper), invoice.id)).json().code).toBe('ROLE_FORBIDDEN');
    expect(await invoiceMails(BILLING_EMAIL, id)).toEqual([]);
    const [row] = await t.db.read((db) =>
      db.select({ sentAt: invoicesTable.sentAt }).from(invoicesTable).where(eq(invoicesTable.id, id)),
    );
    expect(row!.sentAt).toBeNull();
  });
});
