import type { TOptionValue } from '../catalogues/options';
import { applyRate, multiplyByQuantity, sumCentimes } from './money';
import type { TBasisPoints, TCentimes } from './money';
import { cashStampDuty } from './stamp-duty';

/**
 * VAT (taxe sur la valeur ajoutée, TVA) rates an invoice line may carry, in basis points, as data
 * with their source. 19 % is the default.
 */
export const VAT_RATES = {
  source:
    "Code des taxes sur le chiffre d'affaires (ordonnance n° 76-102 du 9 décembre 1976), art. 21 (taux normal) and art. 23 (taux réduit), as rewritten by arts. 26 and 27 of the loi de finances pour 2017 (19 % instead of 17 %, 9 % instead of 7 %), in force since 1 January 2017",
  recordedOn: '2026-11-25',
  rates: [
    /** Taux normal (CTCA art. 21): road haulage and every operation the law does not place elsewhere. */
    { basisPoints: 1900, id: 'standard' },
    /** Taux réduit (CTCA art. 23): the operations that article lists. */
    { basisPoints: 900, id: 'reduced' },
    /**
     * 0 %: an operation the law exempts (CTCA arts. 8 to 13, e.g. exports). The carrier chooses it
     * under its own responsibility; which of our operations qualify, and the mention the invoice
     * should then carry, are for an accountant to confirm.
     */
    { basisPoints: 0, id: 'exempt' },
  ],
  defaultBasisPoints: 1900,
} as const;

export type TVatRate = (typeof VAT_RATES.rates)[number]['basisPoints'];
export const VAT_RATE_VALUES: readonly TVatRate[] = VAT_RATES.rates.map((rate) => rate.basisPoints);

export function isVatRate(value: unknown): value is TVatRate {
  return typeof value === 'number' && (VAT_RATE_VALUES as readonly number[]).includes(value);
}

/**
 * What an invoice of a carrier under the IFU regime (`taxRegime: 'ifu'`) says instead of VAT.
 * The IFU (impôt forfaitaire unique) replaces VAT, the IRG and the TAP for the taxpayers it covers
 * (Code des impôts directs et taxes assimilées, art. 282 bis ff.): their operations are outside
 * VAT and their invoices show amounts with no VAT. No wording is prescribed by a text found here:
 * this one is ours, naming the regime and its article, in French and in Arabic (the official
 * Arabic names of the tax and of the code).
 */
export const IFU_INVOICE_MENTION = {
  fr: "TVA non applicable : contribuable soumis à l'impôt forfaitaire unique (IFU), art. 282 bis du Code des impôts directs et taxes assimilées",
  ar: 'الرسم على القيمة المضافة غير مطبق: مكلف خاضع للضريبة الجزافية الوحيدة، المادة 282 مكرر من قانون الضرائب المباشرة والرسوم المماثلة',
  source:
    'Code des impôts directs et taxes assimilées, art. 282 bis (IFU in place of IRG, VAT and TAP), created by the loi de finances pour 2007, art. 2; DGI, instruction générale n° 001 MF/DGI/DG/07 du 9 janvier 2007',
  recordedOn: '2026-11-25',
  /** The wording is ours; the article number was read in secondary sources. */
  isToConfirm: true,
} as const;

/**
 * One line as the carrier edits it. The VAT rate is per line (decision): a transport line and an
 * exempt disbursement can share an invoice, and the invoice's "VAT rate" (spec 001 §3) is the
 * rate its new lines take by default.
 */
export type TInvoiceLineInput = {
  /** At most three decimals (2.5 hours, 1 trip). */
  quantity: number;
  /** Price of one unit excluding tax, in centimes. */
  unitPriceHt: TCentimes;
  vatRate: TVatRate;
};

export type TInvoiceTotalsInput = {
  lines: readonly TInvoiceLineInput[];
  /** The seller's regime (`OPTION_LISTS.taxRegime`): under IFU nothing bears VAT. */
  sellerTaxRegime: TOptionValue<'taxRegime'> | null;
  /** Stamp duty is due only when the invoice is settled in cash. */
  paymentMethod: TOptionValue<'paymentMethod'>;
};

export type TVatBreakdown = {
  rate: TVatRate;
  /** The sum of the lines HT at this rate. */
  baseHt: TCentimes;
  /** `baseHt × rate`, rounded once for the rate. */
  vat: TCentimes;
};

export type TInvoiceTotals = {
  /** Each line's amount excluding tax: quantity × unit price, rounded to the centime. */
  lineAmountsHt: TCentimes[];
  totalHt: TCentimes;
  /** One entry per rate present, highest rate first; empty under IFU. */
  vatByRate: TVatBreakdown[];
  totalVat: TCentimes;
  /** Total including tax, stamp duty excluded: what the stamp duty is computed on. */
  totalTtc: TCentimes;
  /** Droit de timbre: only for a cash payment. */
  stampDuty: TCentimes;
  /** What the client pays ("net à payer"): TTC plus stamp duty; the amount written in words. */
  totalDue: TCentimes;
  /** Under IFU the invoice carries IFU_INVOICE_MENTION instead of VAT. */
  vatMention: 'ifu' | null;
};

/**
 * An invoice's totals from its lines. Each line is rounded once (quantity × unit price); the total
 * HT is their exact sum, so the lines always add up to it. VAT is computed per rate on the sum of
 * the lines HT at that rate and rounded once per rate (the invoice shows the nature and rate of
 * each tax), never per line: per-line VAT would drift from the rate × base by up to half a centime
 * per line.
 */
export function computeInvoiceTotals(input: TInvoiceTotalsInput): TInvoiceTotals {
  const isIfu = input.sellerTaxRegime === 'ifu';
  const lineAmountsHt = input.lines.map((line) => {
    if (!isVatRate(line.vatRate)) throw new RangeError(`not a VAT rate: ${String(line.vatRate)}`);
    return multiplyByQuantity(line.unitPriceHt, line.quantity);
  });
  const totalHt = sumCentimes(lineAmountsHt);

  const baseByRate = new Map<TVatRate, TCentimes>();
  if (!isIfu) {
    input.lines.forEach((line, index) => {
      baseByRate.set(line.vatRate, (baseByRate.get(line.vatRate) ?? 0) + lineAmountsHt[index]!);
    });
  }
  const vatByRate = [...baseByRate.entries()]
    .sort(([left], [right]) => right - left)
    .map(([rate, baseHt]) => ({ rate, baseHt, vat: applyRate(baseHt, rate satisfies TBasisPoints) }));
  const totalVat = sumCentimes(vatByRate.map((entry) => entry.vat));
  const totalTtc = totalHt + totalVat;
  const stampDuty = input.paymentMethod === 'cash' && totalTtc > 0 ? cashStampDuty(totalTtc) : 0;
  return {
    lineAmountsHt,
    totalHt,
    vatByRate,
    totalVat,
    totalTtc,
    stampDuty,
    totalDue: totalTtc + stampDuty,
    vatMention: isIfu ? 'ifu' : null,
  };
}
