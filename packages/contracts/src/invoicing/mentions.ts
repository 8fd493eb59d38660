/**
 * The mentions an Algerian commercial invoice must carry, as data: the seller's and the buyer's
 * identity and identifiers, then the invoice's own. The accounts capability holds the parties'
 * values; an invoice cannot be issued while one is missing, and the screen names which
 * (`missingInvoiceMentions`). The keys are the profile's field names (`profile.company.<field>`
 * in the web's locales), so the web labels them with the labels the profile form already has.
 */
export const INVOICE_MENTIONS = {
  source:
    "Décret exécutif n° 05-468 du 10 décembre 2005 fixant les conditions et les modalités d'établissement de la facture, du bon de transfert, du bon de livraison et de la facture récapitulative (JORA n° 80 du 11 décembre 2005), art. 3; the list as issue 30 gives it",
  recordedOn: '2026-11-25',
  /**
   * The decree's title, date and its art. 2 (every sale between economic agents is invoiced) were
   * read in secondary sources; the wording of art. 3 was not: the lists below are issue 30's.
   * To confirm against the Journal officiel.
   */
  isToConfirm: true,
  seller: ['legalName', 'legalForm', 'shareCapital', 'address', 'phone', 'email', 'rc', 'nif', 'nis', 'taxArticle'],
  buyer: ['legalName', 'legalForm', 'address', 'rc', 'nif', 'nis', 'taxArticle'],
  /** What the invoice itself states; a PDF test reads each one back from the document. */
  invoice: [
    'number',
    'date',
    'lineQuantity',
    'lineUnitPriceHt',
    'lineAmountHt',
    'taxNatureAndRate',
    'totalTtcInFigures',
    'totalTtcInWords',
    'paymentMethod',
    'dueDate',
  ],
} as const;

export type TSellerMention = (typeof INVOICE_MENTIONS.seller)[number];
export type TBuyerMention = (typeof INVOICE_MENTIONS.buyer)[number];
export type TInvoiceMention = (typeof INVOICE_MENTIONS.invoice)[number];
export type TPartyField = TSellerMention | TBuyerMention;

/** A party as the accounts capability knows it; any field may be absent. */
export type TInvoiceParty = Partial<Record<Exclude<TPartyField, 'shareCapital'>, string | null>> & {
  /** In dinars, as the profile holds it (a number or the database's decimal string). */
  shareCapital?: number | string | null;
  /** ISO 3166-1 alpha-2; absent or 'DZ' for an Algerian company. */
  country?: string | null;
};

/** A missing mention: `seller.nif`, `buyer.address`. */
export type TMissingMention = `seller.${TSellerMention}` | `buyer.${TBuyerMention}`;

/** Identifiers that only an Algerian business has: not asked of a party abroad. */
const ALGERIAN_IDENTIFIERS: readonly TPartyField[] = ['rc', 'nif', 'nis', 'taxArticle'];

function isRequired(field: TPartyField, party: TInvoiceParty): boolean {
  // A sole trader (personne physique) has no share capital: the decree asks for it "le cas échéant".
  if (field === 'shareCapital') return party.legalForm !== 'sole_trader';
  // A client abroad has no RC, NIF, NIS or article d'imposition.
  if (ALGERIAN_IDENTIFIERS.includes(field)) return !party.country || party.country.toUpperCase() === 'DZ';
  return true;
}

function isPresent(value: string | number | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'number') return Number.isFinite(value) && value > 0;
  const text = value.trim();
  // A share capital read from the database as '0.00' is no share capital.
  return text !== '' && !/^0+(\.0+)?$/.test(text);
}

/**
 * The mentions an invoice between these parties would lack, seller's first, in the order of
 * INVOICE_MENTIONS; empty when it can be issued. Blank text counts as missing.
 */
export function missingInvoiceMentions(seller: TInvoiceParty, buyer: TInvoiceParty): TMissingMention[] {
  const missing: TMissingMention[] = [];
  for (const field of INVOICE_MENTIONS.seller) {
    if (isRequired(field, seller) && !isPresent(seller[field])) missing.push(`seller.${field}`);
  }
  for (const field of INVOICE_MENTIONS.buyer) {
    if (isRequired(field, buyer) && !isPresent(buyer[field])) missing.push(`buyer.${field}`);
  }
  return missing;
}
