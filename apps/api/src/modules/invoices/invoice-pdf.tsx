/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Spelled out in the file: the server runs under tsx from the repository root, where no tsconfig says how to compile JSX.
import { Document, Image, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { Styles } from '@react-pdf/renderer';
import {
  amountInWords,
  CURRENCY_MINOR_UNITS,
  IFU_INVOICE_MENTION,
  interpolate,
  parseAmount,
  QUANTITY_SCALE,
} from '@tariq/contracts';
import type { TCentimes, TInvoiceDocumentLanguage, TMoneyCurrency } from '@tariq/contracts';
import { ar } from '@tariq/contracts/catalogues/labels/ar';
import { fr } from '@tariq/contracts/catalogues/labels/fr';
import type { ReactNode } from 'react';
import type { TInvoicePartySnapshot, TInvoiceVatBreakdown } from '../../db/schema';
import { ARABIC_LETTERS, PDF_FONTS, pdfNumberFormat, printable } from '../../platform/pdf/fonts';
import { INVOICE_PDF_LABELS } from './invoice-pdf-labels';
import type { TInvoicePdfLabels } from './invoice-pdf-labels';

/**
 * An issued invoice as a PDF, with every mention of décret exécutif 05-468 art. 3 (issue 30): the
 * seller's and the buyer's identity and identifiers as copied at issue, the number and dates, each
 * line's quantity, unit price and amount excluding tax, the nature and rate of each tax (or the IFU
 * regime's mention), the stamp duty of a cash payment, the total in figures and in words, the
 * payment method and due date, and the missions' and offers' references. In French, or in Arabic
 * (right to left, the total in Arabic words). Only what the invoice froze at issue is printed: the
 * same invoice renders the same document whenever it is asked for.
 */
export type TInvoicePdfData = {
  language: TInvoiceDocumentLanguage;
  number: string;
  /** YYYY-MM-DD, in Algiers. */
  issueDate: string;
  dueDate: string;
  currency: string;
  paymentMethod: string;
  paymentTerm: string;
  seller: TInvoicePartySnapshot;
  buyer: TInvoicePartySnapshot;
  vatMention: 'ifu' | null;
  lines: Array<{
    label: string;
    quantityThousandths: number;
    unitPriceHt: TCentimes;
    vatRate: number;
    amountHt: TCentimes;
  }>;
  totals: {
    totalHt: TCentimes;
    totalVat: TCentimes;
    totalTtc: TCentimes;
    stampDuty: TCentimes;
    totalDue: TCentimes;
    vatBreakdown: TInvoiceVatBreakdown;
  };
  missions: Array<{
    missionNumber: string;
    offerNumber: string;
    loadingReference: string | null;
    unloadingReference: string | null;
  }>;
  /** The seller's logo, when it has one PDF can hold (PNG or JPEG). */
  logo: { data: Uint8Array; format: 'png' | 'jpg' } | null;
  /**
   * A credit note instead of an invoice: titled so, naming the invoice it corrects and why; no due
   * date nor payment terms (it is paid by nobody: it takes off what the invoice asked).
   */
  creditNote: { invoiceNumber: string; invoiceDate: string; reason: string } | null;
};

type Style = Styles[string];

const CATALOGUE_LABELS = { fr, ar } as const;
/** Algeria uses Western digits in both languages: amounts read the same on both versions. */
const moneyFormat = pdfNumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const quantityFormat = pdfNumberFormat('fr-FR', { maximumFractionDigits: 3 });
const rateFormat = pdfNumberFormat('fr-FR', { maximumFractionDigits: 2 });

function dayFormat(language: TInvoiceDocumentLanguage) {
  const formatter = new Intl.DateTimeFormat(language === 'ar' ? 'ar-DZ-u-nu-latn' : 'fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (day: string) => formatter.format(new Date(`${day}T00:00:00Z`));
}

function isMoneyCurrency(currency: string): currency is TMoneyCurrency {
  return currency in CURRENCY_MINOR_UNITS.digits;
}

/** Centimes as the document prints them: '95 200,00 DZD'. */
function money(amount: TCentimes, currency: string): string {
  return `${moneyFormat.format(amount / 100)} ${currency}`;
}

/** Basis points as a rate: 1900 → '19'. */
function rate(basisPoints: number): string {
  return rateFormat.format(basisPoints / 100);
}

/** Everything the document lays out in its language's direction. */
type TDirection = {
  isRtl: boolean;
  row: Style;
  text: Style;
  /** The side a figure aligns to: its end of the line. */
  end: Style;
};

function directionOf(language: TInvoiceDocumentLanguage): TDirection {
  const isRtl = language === 'ar';
  return {
    isRtl,
    row: { flexDirection: isRtl ? 'row-reverse' : 'row' },
    text: isRtl ? { direction: 'rtl', textAlign: 'right' } : { textAlign: 'left' },
    end: { textAlign: isRtl ? 'left' : 'right' },
  };
}

/**
 * A value's own direction: in the Arabic document, a phone number, an identifier or a Latin address
 * read right to left came out reversed ('+213 21 00 00 00' as '00 00 00 21 213+'); aligned like the
 * rest, it keeps its left-to-right order.
 */
function valueText(value: string, direction: TDirection): Style {
  return direction.isRtl && !ARABIC_LETTERS.test(value) ? { direction: 'ltr', textAlign: 'right' } : direction.text;
}

const styles = StyleSheet.create({
  page: { fontSize: 9, padding: 36, paddingBottom: 56, color: '#1f2933' },
  header: { justifyContent: 'space-between', borderBottom: '2 solid #1c7ed6', paddingBottom: 8, gap: 12 },
  logo: { maxWidth: 120, maxHeight: 56, objectFit: 'contain', marginBottom: 4 },
  brand: { fontSize: 14, fontWeight: 700, lineHeight: '19pt' },
  title: { fontSize: 18, fontWeight: 700, color: '#1c7ed6', lineHeight: '24pt' },
  muted: { color: '#616e7c' },
  section: { marginTop: 14 },
  sectionTitle: {
    fontSize: 10,
    fontWeight: 700,
    color: '#1c7ed6',
    marginBottom: 4,
    borderBottom: '0.5 solid #cbd2d9',
    paddingBottom: 2,
  },
  columns: { gap: 16 },
  column: { flex: 1 },
  // Line heights in points: a unitless one would be read against a View's default font size.
  row: { marginBottom: 1, lineHeight: '12pt' },
  label: { width: 105, color: '#616e7c' },
  value: { flex: 1 },
  strong: { fontWeight: 700 },
  tableHead: { borderBottom: '0.5 solid #1f2933', paddingBottom: 3, fontWeight: 700 },
  tableRow: { borderBottom: '0.5 solid #e4e7eb', paddingVertical: 3, lineHeight: '12pt' },
  descriptionCell: { flex: 1, paddingHorizontal: 2 },
  quantityCell: { width: 50, paddingHorizontal: 2 },
  priceCell: { width: 85, paddingHorizontal: 2 },
  rateCell: { width: 45, paddingHorizontal: 2 },
  totals: { marginTop: 8, width: 260 },
  totalRow: { justifyContent: 'space-between', paddingVertical: 2, lineHeight: '12pt' },
  grandTotal: { borderTop: '1 solid #1f2933', marginTop: 2, paddingTop: 3, fontWeight: 700, fontSize: 10 },
  words: { marginTop: 10, lineHeight: '13pt' },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 36,
    right: 36,
    justifyContent: 'space-between',
    fontSize: 7,
    color: '#616e7c',
  },
});

type TContext = { labels: TInvoicePdfLabels; direction: TDirection };

/**
 * An e-mail address too long for its column, on two lines before its '@': the layout cuts no word,
 * so 'facturation@atlas-express.demo.tariq.dz' ran over the next column (seen on a rendered invoice),
 * and a cut at a hyphenation point would add a hyphen that is not in the address.
 */
function lineBreakableEmail(email: string): string {
  return email.length > 26 ? email.replace('@', '\n@') : email;
}

/** A label and its value on one line; nothing when there is no value. */
function Field({ label, value, context }: { label: string; value: string | null; context: TContext }) {
  if (value === null || value.trim() === '') return null;
  const { direction } = context;
  return (
    <View style={[styles.row, direction.row]} wrap={false}>
      <Text style={[styles.label, direction.text]}>{label}</Text>
      <Text style={[styles.value, valueText(value, direction)]}>{printable(value)}</Text>
    </View>
  );
}

function Party({
  title,
  party,
  side,
  context,
  language,
}: {
  title: string;
  party: TInvoicePartySnapshot;
  side: 'seller' | 'buyer';
  context: TContext;
  language: TInvoiceDocumentLanguage;
}) {
  const { labels, direction } = context;
  const legalForms = CATALOGUE_LABELS[language].legalForm as Record<string, string>;
  const country =
    party.country && party.country.toUpperCase() !== 'DZ'
      ? new Intl.DisplayNames([language], { type: 'region' }).of(party.country.toUpperCase())
      : null;
  return (
    <View style={styles.column}>
      <Text style={[styles.sectionTitle, direction.text]}>{title}</Text>
      <Text style={[styles.strong, direction.text, { lineHeight: '13pt' }]}>{printable(party.legalName ?? '')}</Text>
      <Field
        label={labels.legalForm}
        value={party.legalForm ? (legalForms[party.legalForm] ?? party.legalForm) : null}
        context={context}
      />
      {side === 'seller' && party.shareCapital ? (
        <Field
          label={labels.shareCapital}
          value={money(parseAmount(party.shareCapital) ?? 0, 'DZD')}
          context={context}
        />
      ) : null}
      <Field
        label={labels.address}
        value={[party.address, country].filter(Boolean).join(', ') || null}
        context={context}
      />
      {side === 'seller' ? (
        <>
          <Field label={labels.phone} value={party.phone} context={context} />
          <Field label={labels.email} value={party.email && lineBreakableEmail(party.email)} context={context} />
        </>
      ) : null}
      <Field label={labels.rc} value={party.rc} context={context} />
      <Field label={labels.nif} value={party.nif} context={context} />
      <Field label={labels.nis} value={party.nis} context={context} />
      <Field label={labels.taxArticle} value={party.taxArticle} context={context} />
    </View>
  );
}

function Cell({ style, children, align }: { style: Style; children: ReactNode; align: Style }) {
  return <Text style={[style, align]}>{children}</Text>;
}

function Lines({ data, context }: { data: TInvoicePdfData; context: TContext }) {
  const { labels, direction } = context;
  return (
    <View style={styles.section}>
      <View style={[styles.tableHead, direction.row]} fixed>
        <Cell style={styles.descriptionCell} align={direction.text}>
          {labels.description}
        </Cell>
        <Cell style={styles.quantityCell} align={direction.end}>
          {labels.quantity}
        </Cell>
        <Cell style={styles.priceCell} align={direction.end}>
          {labels.unitPriceHt}
        </Cell>
        <Cell style={styles.rateCell} align={direction.end}>
          {labels.vatRate}
        </Cell>
        <Cell style={styles.priceCell} align={direction.end}>
          {labels.amountHt}
        </Cell>
      </View>
      {data.lines.map((line, index) => (
        <View key={index} style={[styles.tableRow, direction.row]} wrap={false}>
          <Cell style={styles.descriptionCell} align={direction.text}>
            {printable(line.label)}
          </Cell>
          <Cell style={styles.quantityCell} align={direction.end}>
            {quantityFormat.format(line.quantityThousandths / QUANTITY_SCALE)}
          </Cell>
          <Cell style={styles.priceCell} align={direction.end}>
            {moneyFormat.format(line.unitPriceHt / 100)}
          </Cell>
          <Cell style={styles.rateCell} align={direction.end}>
            {data.vatMention === 'ifu' ? '—' : `${rate(line.vatRate)} %`}
          </Cell>
          <Cell style={styles.priceCell} align={direction.end}>
            {moneyFormat.format(line.amountHt / 100)}
          </Cell>
        </View>
      ))}
    </View>
  );
}

function TotalRow({
  label,
  value,
  context,
  style,
}: {
  label: string;
  value: string;
  context: TContext;
  style?: Style;
}) {
  const { direction } = context;
  return (
    <View style={[styles.totalRow, direction.row, style ?? {}]} wrap={false}>
      <Text style={[{ flex: 1 }, direction.text]}>{label}</Text>
      <Text style={[{ width: 110 }, direction.end]}>{value}</Text>
    </View>
  );
}

function Totals({ data, context }: { data: TInvoicePdfData; context: TContext }) {
  const { labels, direction } = context;
  const { totals, currency } = data;
  return (
    <View style={direction.row}>
      <View style={{ flex: 1 }} />
      <View style={styles.totals}>
        <TotalRow label={labels.totalHt} value={money(totals.totalHt, currency)} context={context} />
        {data.vatMention === 'ifu'
          ? null
          : totals.vatBreakdown.map((entry) => (
              <TotalRow
                key={entry.rate}
                label={interpolate(labels.vatLine, { rate: rate(entry.rate), base: money(entry.baseHt, currency) })}
                value={money(entry.vat, currency)}
                context={context}
              />
            ))}
        {data.vatMention === 'ifu' ? null : (
          <TotalRow label={labels.totalVat} value={money(totals.totalVat, currency)} context={context} />
        )}
        <TotalRow
          label={labels.totalTtc}
          value={money(totals.totalTtc, currency)}
          context={context}
          style={styles.grandTotal}
        />
        {totals.stampDuty > 0 ? (
          <>
            <TotalRow label={labels.stampDuty} value={money(totals.stampDuty, currency)} context={context} />
            <TotalRow
              label={labels.totalDue}
              value={money(totals.totalDue, currency)}
              context={context}
              style={styles.grandTotal}
            />
          </>
        ) : null}
      </View>
    </View>
  );
}

function InWords({ data, context }: { data: TInvoicePdfData; context: TContext }) {
  const { labels, direction } = context;
  const { totals, currency, language } = data;
  if (!isMoneyCurrency(currency)) return null;
  const words = (amount: TCentimes) => amountInWords(amount, { language, currency });
  return (
    <View style={styles.words} wrap={false}>
      <Text style={direction.text}>{data.creditNote ? labels.creditInWords : labels.inWords}</Text>
      <Text style={[styles.strong, direction.text]}>{words(totals.totalTtc)}</Text>
      {totals.stampDuty > 0 ? (
        <>
          <Text style={[direction.text, { marginTop: 4 }]}>{labels.dueInWords}</Text>
          <Text style={[styles.strong, direction.text]}>{words(totals.totalDue)}</Text>
        </>
      ) : null}
    </View>
  );
}

function InvoiceDocument({ data }: { data: TInvoicePdfData }) {
  const { language } = data;
  const labels = INVOICE_PDF_LABELS[language];
  const direction = directionOf(language);
  const context: TContext = { labels, direction };
  const catalogue = CATALOGUE_LABELS[language];
  const day = dayFormat(language);
  const paymentMethod = (catalogue.paymentMethod as Record<string, string>)[data.paymentMethod] ?? data.paymentMethod;
  const paymentTerm = (catalogue.paymentTerm as Record<string, string>)[data.paymentTerm] ?? data.paymentTerm;
  // Each character in the first face that has it: Latin first in both languages — the Arabic face's
  // no-break space (which every amount holds) breaks the PDF library's reading of the font.
  const fontFamily = [PDF_FONTS.latin, PDF_FONTS.arabic];
  const { creditNote } = data;
  const title = creditNote ? labels.creditNoteTitle : labels.title;
  return (
    <Document
      title={`${title} ${data.number}`}
      author={data.seller.legalName ?? 'Tariq'}
      subject={`${data.seller.legalName ?? ''} → ${data.buyer.legalName ?? ''}`}
      creator="Tariq"
      language={language}
    >
      <Page size="A4" style={[styles.page, { fontFamily }]}>
        <View style={[styles.header, direction.row]}>
          <View style={{ flex: 1 }}>
            {data.logo ? (
              <Image style={styles.logo} src={{ data: Buffer.from(data.logo.data), format: data.logo.format }} />
            ) : null}
            <Text style={[styles.brand, direction.text]}>{printable(data.seller.legalName ?? '')}</Text>
          </View>
          <View style={{ width: 200 }}>
            <Text style={[styles.title, direction.end]}>{title}</Text>
            <Text style={direction.end}>{`${labels.number} ${data.number}`}</Text>
            <Text style={direction.end}>{`${labels.issueDate} : ${day(data.issueDate)}`}</Text>
            {creditNote ? null : <Text style={direction.end}>{`${labels.dueDate} : ${day(data.dueDate)}`}</Text>}
          </View>
        </View>

        <View style={[styles.section, styles.columns, direction.row]}>
          <Party title={labels.seller} party={data.seller} side="seller" context={context} language={language} />
          <Party title={labels.buyer} party={data.buyer} side="buyer" context={context} language={language} />
        </View>

        <View style={styles.section}>
          <Text style={[styles.sectionTitle, direction.text]}>{labels.references}</Text>
          {data.missions.map((mission) => (
            <Text key={mission.missionNumber} style={[direction.text, { lineHeight: '12pt' }]}>
              {[
                `${labels.mission} ${mission.missionNumber}`,
                `${labels.offer} ${mission.offerNumber}`,
                mission.loadingReference ? `${labels.loadingReference} ${mission.loadingReference}` : null,
                mission.unloadingReference ? `${labels.unloadingReference} ${mission.unloadingReference}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          ))}
        </View>

        <Lines data={data} context={context} />
        <Totals data={data} context={context} />
        {data.vatMention === 'ifu' ? (
          <Text style={[direction.text, { marginTop: 6 }]}>{IFU_INVOICE_MENTION[language]}</Text>
        ) : null}
        <InWords data={data} context={context} />

        {creditNote ? (
          <View style={styles.section} wrap={false}>
            <Text style={[styles.sectionTitle, direction.text]}>
              {interpolate(labels.creditedInvoice, {
                number: creditNote.invoiceNumber,
                date: day(creditNote.invoiceDate),
              })}
            </Text>
            <Field label={labels.reason} value={creditNote.reason} context={context} />
          </View>
        ) : (
          <View style={styles.section} wrap={false}>
            <Text style={[styles.sectionTitle, direction.text]}>{labels.payment}</Text>
            <Field label={labels.paymentMethod} value={paymentMethod} context={context} />
            <Field label={labels.paymentTerm} value={paymentTerm} context={context} />
            <Field label={labels.dueDate} value={day(data.dueDate)} context={context} />
          </View>
        )}

        <View style={[styles.footer, direction.row]} fixed>
          <Text style={direction.text}>
            {interpolate(creditNote ? labels.creditNoteFooter : labels.footer, { number: data.number })}
          </Text>
          <Text
            style={direction.end}
            render={({ pageNumber, totalPages }) => interpolate(labels.page, { page: pageNumber, pages: totalPages })}
          />
        </View>
      </Page>
    </Document>
  );
}

/** The invoice's PDF: laid out in the renderer thread (platform/pdf/pdf-renderer.ts), which imports this file. */
export function renderDocument(data: TInvoicePdfData): Promise<Buffer> {
  return renderToBuffer(<InvoiceDocument data={data} />);
}
