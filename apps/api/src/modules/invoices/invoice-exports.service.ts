import { ACCESS_RULES, formatAmount } from '@tariq/contracts';
import type { TAnnualStatementValues, TInvoiceDocumentLanguage, TSalesJournalValues } from '@tariq/contracts';
import writeExcelFile from 'write-excel-file/node';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import type { TDownload } from '../../platform/download';
import { findJournalEntries } from './invoices.repository';
import type { TJournalEntry } from './invoices.repository';

/**
 * The carrier's exports for its accountant (issue 30): the sales journal of a period and the
 * annual statement of clients (État 104), as XLSX (write-excel-file: docs/decisions/0013) or CSV.
 *
 * CSV as French spreadsheets open it: UTF-8 with a byte order mark, `;` between fields, the
 * decimal comma, CRLF line ends, fields quoted as RFC 4180 says. A cell a spreadsheet would read
 * as a formula (starting with =, +, -, @) gets a leading apostrophe: client names are typed by
 * users (CSV injection).
 */

type TColumn = { header: string; width: number; kind: 'text' | 'date' | 'money' };
type TCell = string | number | null;

const LABELS: Record<
  TInvoiceDocumentLanguage,
  {
    journal: { sheet: string; file: string; columns: string[] };
    statement: { sheet: string; file: string; columns: string[] };
    total: string;
  }
> = {
  fr: {
    journal: {
      sheet: 'Journal des ventes',
      file: 'journal-des-ventes',
      columns: [
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
      ],
    },
    statement: {
      sheet: 'État 104',
      file: 'etat-104',
      columns: [
        'N° client',
        'NIF',
        "Article d'imposition",
        'RC',
        'Nom ou raison sociale',
        'Adresse',
        'Montant annuel HT',
        'TVA annuelle',
        'Devise',
      ],
    },
    total: 'Total',
  },
  ar: {
    journal: {
      sheet: 'دفتر المبيعات',
      file: 'journal-des-ventes',
      columns: [
        'التاريخ',
        'رقم الوثيقة',
        'العميل',
        'رقم التعريف الجبائي',
        'المبلغ دون الرسوم',
        'الرسم على القيمة المضافة',
        'حقوق الطابع',
        'المبلغ مع الرسوم',
        'المدفوع',
        'العملة',
      ],
    },
    statement: {
      sheet: 'الكشف 104',
      file: 'etat-104',
      columns: [
        'رقم العميل',
        'رقم التعريف الجبائي',
        'رقم المادة الضريبية',
        'رقم السجل التجاري',
        'الاسم أو التسمية',
        'العنوان',
        'المبلغ السنوي دون الرسوم',
        'الرسم السنوي على القيمة المضافة',
        'العملة',
      ],
    },
    total: 'المجموع',
  },
};

const JOURNAL_KINDS: TColumn['kind'][] = [
  'date',
  'text',
  'text',
  'text',
  'money',
  'money',
  'money',
  'money',
  'money',
  'text',
];
const JOURNAL_WIDTHS = [12, 16, 32, 18, 16, 14, 14, 16, 16, 8];
const STATEMENT_KINDS: TColumn['kind'][] = ['text', 'text', 'text', 'text', 'text', 'text', 'money', 'money', 'text'];
const STATEMENT_WIDTHS = [10, 18, 16, 18, 32, 40, 18, 16, 8];

function columnsOf(headers: string[], kinds: TColumn['kind'][], widths: number[]): TColumn[] {
  return headers.map((header, index) => ({ header, kind: kinds[index]!, width: widths[index]! }));
}

/** Amounts are centimes; a cell holds them as a number of the currency's unit, from the exact decimal string. */
const unitsOf = (centimes: number) => Number(formatAmount(centimes));

const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(value: TCell): string {
  if (value === null) return '';
  let text = typeof value === 'number' ? value.toFixed(2).replace('.', ',') : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function toCsv(columns: TColumn[], rows: TCell[][]): Buffer {
  const lines = [columns.map((column) => csvField(column.header)), ...rows.map((row) => row.map(csvField))];
  return Buffer.from(`\uFEFF${lines.map((line) => line.join(';')).join('\r\n')}\r\n`, 'utf8');
}

async function toXlsx(columns: TColumn[], rows: TCell[][], sheet: string, totalRows: number): Promise<Buffer> {
  const header = columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const }));
  const body = rows.map((row, rowIndex) =>
    row.map((value, index) => {
      const isTotal = rowIndex >= rows.length - totalRows;
      const bold = isTotal ? { fontWeight: 'bold' as const } : {};
      if (value === null) return null;
      if (columns[index]!.kind === 'money' && typeof value === 'number')
        return { value, type: Number, format: '#,##0.00', ...bold };
      if (columns[index]!.kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
        return { value: new Date(`${value}T00:00:00Z`), type: Date, format: 'dd/mm/yyyy', ...bold };
      return { value: String(value), type: String, ...bold };
    }),
  );
  const bytes = await writeExcelFile([header, ...body], {
    sheet,
    columns: columns.map((column) => ({ width: column.width })),
    stickyRowsCount: 1,
  }).toBuffer();
  return Buffer.from(bytes);
}

async function fileOf(
  format: 'xlsx' | 'csv',
  content: { columns: TColumn[]; rows: TCell[][]; totalRows: number; sheet: string; name: string },
): Promise<TDownload> {
  if (format === 'csv')
    return {
      bytes: toCsv(content.columns, content.rows),
      name: `${content.name}.csv`,
      mime: 'text/csv; charset=utf-8',
    };
  return {
    bytes: await toXlsx(content.columns, content.rows, content.sheet, content.totalRows),
    name: `${content.name}.xlsx`,
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}

/** A credit note takes its amounts off: they are written negative. */
function signed(entry: TJournalEntry, centimes: number): number {
  return unitsOf(entry.kind === 'credit_note' ? -centimes : centimes);
}

/** Sums of the entries per currency, in centimes (exact), then as units. */
function totalsByCurrency<T>(
  entries: T[],
  currencyOf: (entry: T) => string,
  amountsOf: (entry: T) => number[],
): Map<string, number[]> {
  const totals = new Map<string, number[]>();
  for (const entry of entries) {
    const amounts = amountsOf(entry);
    const current = totals.get(currencyOf(entry)) ?? amounts.map(() => 0);
    totals.set(
      currencyOf(entry),
      current.map((sum, index) => sum + amounts[index]!),
    );
  }
  return totals;
}

/**
 * GET /api/invoices/sales-journal: the invoices and credit notes issued in the period, in their
 * series' order — date, number, client and its NIF as the invoice states them, HT, VAT, stamp duty,
 * TTC, paid — credit notes negative, then a total per currency.
 */
export async function exportSalesJournal(
  ctx: TAppContext,
  options: { auth: TAuth; query: TSalesJournalValues },
): Promise<TDownload> {
  assertAccess(options.auth, ACCESS_RULES.carrierInvoices);
  const { from, to, format, lang } = options.query;
  const entries = await ctx.db.read((db) =>
    findJournalEntries(db, { carrierCompanyId: options.auth.companyId, from, to }),
  );
  // By day; on a day, the invoices before the credit notes, each series in its order.
  entries.sort(
    (left, right) =>
      left.issueDate.localeCompare(right.issueDate) ||
      Number(left.kind === 'credit_note') - Number(right.kind === 'credit_note') ||
      left.number.localeCompare(right.number),
  );
  const labels = LABELS[lang];
  const rows: TCell[][] = entries.map((entry) => [
    entry.issueDate,
    entry.number,
    entry.buyer.legalName ?? '',
    entry.buyer.nif ?? '',
    signed(entry, entry.totalHt),
    signed(entry, entry.totalVat),
    signed(entry, entry.stampDuty),
    signed(entry, entry.totalTtc),
    unitsOf(entry.paidTotal),
    entry.currency,
  ]);
  const totals = totalsByCurrency(
    entries,
    (entry) => entry.currency,
    (entry) => {
      const sign = entry.kind === 'credit_note' ? -1 : 1;
      return [
        entry.totalHt * sign,
        entry.totalVat * sign,
        entry.stampDuty * sign,
        entry.totalTtc * sign,
        entry.paidTotal,
      ];
    },
  );
  for (const [currency, sums] of totals) rows.push([labels.total, null, null, null, ...sums.map(unitsOf), currency]);
  return fileOf(format, {
    columns: columnsOf(labels.journal.columns, JOURNAL_KINDS, JOURNAL_WIDTHS),
    rows,
    totalRows: totals.size,
    sheet: labels.journal.sheet,
    name: `${labels.journal.file}-${from}-${to}`,
  });
}

/**
 * GET /api/invoices/annual-statement: the État 104 ("état détaillé des clients", CIDTA art. 183
 * ter) of a calendar year — per client: its NIF, article d'imposition, RC, name and address as its
 * latest invoice of the year states them, and the year's amounts excluding tax and VAT invoiced,
 * credit notes deducted — then the totals.
 */
export async function exportAnnualStatement(
  ctx: TAppContext,
  options: { auth: TAuth; query: TAnnualStatementValues },
): Promise<TDownload> {
  assertAccess(options.auth, ACCESS_RULES.carrierInvoices);
  const { year, format, lang } = options.query;
  const entries = await ctx.db.read((db) =>
    findJournalEntries(db, { carrierCompanyId: options.auth.companyId, from: `${year}-01-01`, to: `${year}-12-31` }),
  );
  type TClient = { buyer: TJournalEntry['buyer']; latest: string; currency: string; ht: number; vat: number };
  const clients = new Map<string, TClient>();
  for (const entry of entries) {
    const key = `${entry.buyer.companyId}|${entry.currency}`;
    const sign = entry.kind === 'credit_note' ? -1 : 1;
    const client = clients.get(key) ?? {
      buyer: entry.buyer,
      latest: entry.issueDate,
      currency: entry.currency,
      ht: 0,
      vat: 0,
    };
    if (entry.kind === 'invoice' && entry.issueDate >= client.latest) {
      client.buyer = entry.buyer;
      client.latest = entry.issueDate;
    }
    client.ht += sign * entry.totalHt;
    client.vat += sign * entry.totalVat;
    clients.set(key, client);
  }
  const ordered = [...clients.values()].sort(
    (left, right) =>
      (left.buyer.legalName ?? '').localeCompare(right.buyer.legalName ?? '', 'fr') ||
      left.currency.localeCompare(right.currency),
  );
  const labels = LABELS[lang];
  const address = (buyer: TJournalEntry['buyer']) => (buyer.address ?? '').replace(/\s*\n\s*/g, ', ');
  const rows: TCell[][] = ordered.map((client, index) => [
    String(index + 1),
    client.buyer.nif ?? '',
    client.buyer.taxArticle ?? '',
    client.buyer.rc ?? '',
    client.buyer.legalName ?? '',
    address(client.buyer),
    unitsOf(client.ht),
    unitsOf(client.vat),
    client.currency,
  ]);
  const totals = totalsByCurrency(
    ordered,
    (client) => client.currency,
    (client) => [client.ht, client.vat],
  );
  for (const [currency, sums] of totals)
    rows.push([labels.total, null, null, null, null, null, ...sums.map(unitsOf), currency]);
  return fileOf(format, {
    columns: columnsOf(labels.statement.columns, STATEMENT_KINDS, STATEMENT_WIDTHS),
    rows,
    totalRows: totals.size,
    sheet: labels.statement.sheet,
    name: `${labels.statement.file}-${year}`,
  });
}
