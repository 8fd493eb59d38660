import { offerToday } from '@tariq/contracts';
import type { TUpdateInvoiceRequest } from '@tariq/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestAppWithPlaces } from '../../test/helpers';
import type { TSignedInUser, TTestApp } from '../../test/helpers';
import { invoiceFixtures } from '../../test/invoices';

let t: TTestApp;
let shipper: TSignedInUser;
let mischief: TSignedInUser;
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

/** A client whose name a spreadsheet would run as a formula. */
const FORMULA_NAME = '=HYPERLINK("http://evil.example","Cliquez")';

beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
  shipper = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Cevital Agro' });
  await identify(shipper, { legalName: 'Cevital Agro', address: '12 rue Larbi Ben Mhidi' });
  mischief = await createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', companyName: 'Formule SARL' });
  await identify(mischief, { legalName: FORMULA_NAME });
  carrier = await invoicingCarrier('Trans Export');
  rival = await invoicingCarrier('Rival Export');

  // Three invoices of 80,000 HT at 19 %: one paid in part, one in cash (stamp duty), one to the
  // formula-named client; a partial credit note; a rival's invoice; a draft.
  const cash = (): TUpdateInvoiceRequest => ({ payment_method: 'cash' });
  const first = (await issuedInvoice({ shipper, carrier })).invoice;
  const paid = await carrier.inject({
    method: 'POST',
    url: `/api/invoices/${first.id}/payments`,
    payload: { amount: '1000.50', currency: 'DZD', method: 'transfer', paid_on: first.issue_date },
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const second = (await issuedInvoice({ shipper, carrier, changes: cash })).invoice;
  expect(second.totals.stamp_duty).not.toBe('0.00');
  await issuedInvoice({ shipper: mischief, carrier });
  const credit = await carrier.inject({
    method: 'POST',
    url: `/api/invoices/${first.id}/credit-notes`,
    payload: { kind: 'partial', reason: 'Remise', amount_ht: '1000' },
  });
  expect(credit.statusCode, credit.body).toBe(201);
  await issuedInvoice({ shipper, carrier: rival });
}, 120_000);
afterAll(() => t.close());

const today = () => offerToday(t.clock.now());

/** The cells of an XLSX file's first sheet, row by row: strings, numbers, or null. */
function readXlsx(bytes: Buffer): Array<Array<string | number | null>> {
  const files = unzipSync(new Uint8Array(bytes));
  const shared = [...strFromU8(files['xl/sharedStrings.xml']!).matchAll(/<si><t[^>]*>([\s\S]*?)<\/t><\/si>/g)].map(
    ([, text]) =>
      text!.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>'),
  );
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
  return [...sheet.matchAll(/<row r="\d+">([\s\S]*?)<\/row>/g)].map(([, row]) => {
    const cells: Array<string | number | null> = [];
    for (const [, column, attributes, value] of row!.matchAll(/<c r="([A-Z]+)\d+"([^>]*)>(?:<v>([^<]*)<\/v>)?<\/c>/g)) {
      const type = /\bt="(\w+)"/.exec(attributes!)?.[1];
      const index = column!.charCodeAt(0) - 65;
      while (cells.length < index) cells.push(null);
      cells[index] = type === 's' ? shared[Number(value)]! : value === undefined ? null : Number(value);
    }
    return cells;
  });
}

/** The rows of a CSV as French spreadsheets read it: BOM, `;`, quoted fields, CRLF. */
function readCsv(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 1; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  return rows;
}

function journal(user: TSignedInUser, query: string) {
  return user.inject({ method: 'GET', url: `/api/invoices/sales-journal?${query}` });
}

describe('GET /api/invoices/sales-journal', () => {
  it('lists the period’s invoices and credit notes with exact amounts and totals, as XLSX', async () => {
    const response = await journal(carrier, `from=${today()}&to=${today()}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(response.headers['content-disposition'])).toContain(`journal-des-ventes-${today()}-${today()}.xlsx`);
    const rows = readXlsx(response.rawPayload);
    expect(rows[0]).toEqual([
      'Date',
      'N° de pièce',
      'Client',
      'NIF',
      'Montant HT',
      'TVA',
      'Droit de timbre',
      'Montant TTC',
      'Payé',
      'Devise',
    ]);
    const body = rows.slice(1, -1);
    expect(body.map((row) => row[1])).toEqual(['FA-2026-00001', 'FA-2026-00002', 'FA-2026-00003', 'AV-2026-00001']);
    expect(body[0]!.slice(2, 10)).toEqual(['Cevital Agro', expect.any(String), 80000, 15200, 0, 95200, 1000.5, 'DZD']);
    // The credit note takes its amounts off.
    expect(body[3]!.slice(4, 9)).toEqual([-1000, -190, 0, -1190, 0]);
    // In XLSX a name is a string, never a formula.
    expect(body[2]![2]).toBe(FORMULA_NAME);
    const total = rows.at(-1)!;
    expect(total[0]).toBe('Total');
    for (const column of [4, 5, 6, 7, 8]) {
      const sum = body.reduce((all, row) => all + Math.round((row[column] as number) * 100), 0);
      expect(Math.round((total[column] as number) * 100), `column ${column}`).toBe(sum);
    }
    expect(total.slice(4, 7)).toEqual([239000, 45410, expect.any(Number)]);
  });

  it('writes the same as CSV for French spreadsheets, a formula-looking name neutralised', async () => {
    const response = await journal(carrier, `from=${today()}&to=${today()}&format=csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = readCsv(response.rawPayload);
    expect(rows).toHaveLength(6);
    expect(rows[1]!.slice(1, 10)).toEqual([
      'FA-2026-00001',
      'Cevital Agro',
      expect.any(String),
      '80000,00',
      '15200,00',
      '0,00',
      '95200,00',
      '1000,50',
      'DZD',
    ]);
    expect(rows[3]![2]).toBe(`'${FORMULA_NAME}`);
    expect(rows[4]!.slice(4, 8)).toEqual(['-1000,00', '-190,00', '0,00', '-1190,00']);
    expect(rows[5]![0]).toBe('Total');
  });

  it('keeps to the period, to issued documents and to the caller’s own', async () => {
    const before = readXlsx((await journal(carrier, 'from=2025-01-01&to=2025-12-31')).rawPayload);
    expect(before).toHaveLength(1);
    const rivals = readXlsx((await journal(rival, `from=${today()}&to=${today()}`)).rawPayload);
    expect(rivals.slice(1, -1).map((row) => row[1])).toEqual(['FA-2026-00001']);
    expect(rivals[1]![2]).toBe('Cevital Agro');
  });

  it('is the carrier’s: a shipper, a carrier without the module and a bad period are refused', async () => {
    expect((await journal(shipper, `from=${today()}&to=${today()}`)).statusCode).toBe(403);
    const noModule = await createSignedInUser(t, { companyName: 'Sans Factures' });
    expect((await journal(noModule, `from=${today()}&to=${today()}`)).statusCode).toBe(403);
    for (const [query, field] of [
      ['to=2026-12-31', 'from'],
      ['from=2026-12-31&to=2026-01-01', 'to'],
      ['from=2025-01-01&to=2026-12-31', 'to'],
      [`from=${today()}&to=${today()}&format=pdf`, 'format'],
    ] as const) {
      const response = await journal(carrier, query);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().fields), query).toContain(field);
    }
  });
});

describe('GET /api/invoices/annual-statement', () => {
  it('sums the year per client, credit notes deducted, with its identifiers (État 104)', async () => {
    const year = today().slice(0, 4);
    const response = await carrier.inject({ method: 'GET', url: `/api/invoices/annual-statement?year=${year}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(String(response.headers['content-disposition'])).toContain(`etat-104-${year}.xlsx`);
    const rows = readXlsx(response.rawPayload);
    expect(rows[0]).toEqual([
      'N° client',
      'NIF',
      "Article d'imposition",
      'RC',
      'Nom ou raison sociale',
      'Adresse',
      'Montant annuel HT',
      'TVA annuelle',
      'Devise',
    ]);
    const clients = rows.slice(1, -1);
    // By name, as the spreadsheet sorts ('=' before letters).
    expect(clients.map((row) => row[4])).toEqual([FORMULA_NAME, 'Cevital Agro']);
    // 80,000 + 80,000 − 1,000 HT; 15,200 + 15,200 − 190 VAT.
    expect(clients[1]!.slice(6, 9)).toEqual([159000, 30210, 'DZD']);
    expect(clients[0]!.slice(6, 9)).toEqual([80000, 15200, 'DZD']);
    expect(clients[1]!.slice(1, 6)).toEqual([
      expect.stringMatching(/^\d{15}$/),
      '16012345678',
      '16/00-1234567 B 18',
      'Cevital Agro',
      '12 rue Larbi Ben Mhidi, 16000 Alger',
    ]);
    expect(rows.at(-1)!.slice(6, 9)).toEqual([239000, 45410, 'DZD']);

    const csv = await carrier.inject({
      method: 'GET',
      url: `/api/invoices/annual-statement?year=${year}&format=csv&lang=ar`,
    });
    const csvRows = readCsv(csv.rawPayload);
    expect(csvRows[0]![0]).toBe('رقم العميل');
    expect(csvRows[1]![4]).toBe(`'${FORMULA_NAME}`);
    expect((await carrier.inject({ method: 'GET', url: '/api/invoices/annual-statement?year=1999' })).statusCode).toBe(
      400,
    );
    expect(
      (await shipper.inject({ method: 'GET', url: `/api/invoices/annual-statement?year=${year}` })).statusCode,
    ).toBe(403);
  });
});
