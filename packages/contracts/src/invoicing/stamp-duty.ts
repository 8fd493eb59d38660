import type { TCentimes } from './money';

/**
 * Droit de timbre de quittance: the stamp duty on an invoice settled in cash (espèces) only;
 * a transfer or a cheque bears none.
 *
 * The rule, as the sources word it (Code du timbre, art. 100-I, as rewritten by art. 46 of the
 * loi de finances pour 2025; DGI circulaire n° 14/MF/DGI/LF.2025 du 5 mars 2025):
 * - « pour les sommes n'excédant pas 300 DA, aucune taxe n'est due » — 300,00 DA is exempt;
 * - « pour les sommes supérieures à 300 DA mais n'excédant pas 30 000 DA » 1 DA per 100 DA —
 *   30 000,00 DA is in this band;
 * - « pour les sommes comprises entre 30 000 DA et 100 000 DA », 1,5 DA per 100 DA — read as
 *   above 30 000 DA up to 100 000 DA included, the first band holding 30 000 DA itself;
 * - « au-delà de 100 000 DA », 2 DA per 100 DA;
 * - at least 5 DA; the former ceiling of 10 000 DA is gone (no cap).
 * The band's rate applies to the whole sum, not band by band (« ce réaménagement supprime la
 * progressivité par tranche »): 30 000,00 DA owes 300 DA, 30 000,01 DA owes 451,50 DA.
 *
 * Decisions where the sources found are not explicit (to confirm with the circular's full text):
 * - "per 100 DA" counts every started 100 DA as a whole one: the article's wording before 2025
 *   was « par tranche de cent (100) dinars ou fraction de tranche », and the circular's worked
 *   example starts by rounding the sum to a multiple of 100 DA (950 000 DA → 9 500 × 2 DA =
 *   19 000 DA). So 300,01 DA is 4 tranches (4 DA, raised to the 5 DA minimum).
 * - the base is what the cash settles: the invoice's total including VAT (TTC), stamp excluded.
 * - 1,5 DA × an odd number of tranches leaves half a dinar: kept exact in centimes (451,50 DA),
 *   the text rounding nothing. Some invoicing tools round up to the dinar (452 DA).
 * - the minimum stays 5 DA, the figure art. 100 itself gives. DGI circulaire n° 73 MF/DGI/LF.2025
 *   of 23 November 2025 raises the Code du timbre's general « minimum de perception » from 5 to
 *   30 DA (arts. 43 and 55 of the same finance law); whether it overrides art. 100's own 5 DA
 *   for receipts could not be confirmed here — an accountant should say (only sums from 300,01
 *   to 2 900 DA are affected).
 */
export const CASH_STAMP_DUTY = {
  source:
    'Code du timbre, art. 100-I, as rewritten by the loi de finances pour 2025, art. 46; DGI circulaire n° 14/MF/DGI/LF.2025 du 5 mars 2025 (quoted by legal-doctrine.com, "Réaménagement du mode de calcul du droit de timbre de quittance", and aminahadji.com/droit-de-timbre-lf-2025)',
  recordedOn: '2026-11-25',
  /** Sums up to this one (included) owe nothing. */
  exemptUpTo: 300_00,
  /** Each band holds the sums above the previous band's `upTo` and up to its own (included). */
  bands: [
    { upTo: 30_000_00, perTranche: 1_00 },
    { upTo: 100_000_00, perTranche: 1_50 },
    { upTo: null, perTranche: 2_00 },
  ],
  /** A started tranche counts as a whole one. */
  tranche: 100_00,
  minimum: 5_00,
  /** None since 2025 (10 000 DA before). */
  maximum: null,
  isToConfirm: true,
} as const;

/**
 * The stamp duty on a sum paid in cash (centimes in, centimes out): 0 up to 300 DA, then the
 * band's rate per started 100 DA on the whole sum, at least 5 DA.
 */
export function cashStampDuty(amount: TCentimes): TCentimes {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not an amount to settle: ${amount}`);
  const rule = CASH_STAMP_DUTY;
  if (amount <= rule.exemptUpTo) return 0;
  const band = rule.bands.find((candidate) => candidate.upTo === null || amount <= candidate.upTo);
  // The last band has no upper bound: a band is always found.
  const perTranche = band?.perTranche ?? rule.bands[rule.bands.length - 1]!.perTranche;
  const tranches = Math.ceil(amount / rule.tranche);
  return Math.max(tranches * perTranche, rule.minimum);
}
