import type { TDb, TTx } from '../../db/client';
import type { TCompanyRow, TInvoicePartySnapshot } from '../../db/schema';
import { findCompaniesByIds } from './accounts.repository';

/**
 * A company as an invoice names it (issue 30, décret exécutif 05-468 art. 3), read from the profile:
 * the shape an issued invoice copies (`TInvoicePartySnapshot`). The profile has no company e-mail but the
 * billing one, so the billing e-mail is the party's e-mail; the seller's phone is its main phone
 * (the mobile, else the billing phone, when it has none); the buyer's address is its billing
 * address when it gave one.
 */
export type TInvoicePartyRecord = TInvoicePartySnapshot;

function postalAddress(company: TCompanyRow): string | null {
  if (!company.address?.trim()) return null;
  const locality = [company.postalCode, company.city].filter((part) => part?.trim()).join(' ');
  return locality && !company.address.includes(locality) ? `${company.address}, ${locality}` : company.address;
}

function toParty(company: TCompanyRow, side: 'seller' | 'buyer'): TInvoicePartyRecord {
  return {
    companyId: company.id,
    legalName: company.legalName,
    legalForm: company.legalForm,
    shareCapital: company.shareCapital,
    address: side === 'buyer' && company.billingAddress?.trim() ? company.billingAddress : postalAddress(company),
    phone:
      side === 'seller'
        ? (company.phone ?? company.mobile ?? company.billingPhone)
        : (company.billingPhone ?? company.phone ?? company.mobile),
    email: company.billingEmail,
    rc: company.tradeRegisterNumber,
    nif: company.vatNumber,
    nis: company.statisticalNumber,
    taxArticle: company.taxArticle,
    country: company.country,
    taxRegime: company.taxRegime,
  };
}

/** The seller (the carrier) and the buyer (its client) of an invoice, as their profiles say now; null for an unknown id. */
export async function findInvoiceParties(
  db: TDb | TTx,
  options: { sellerCompanyId: string; buyerCompanyId: string },
): Promise<{ seller: TInvoicePartyRecord; buyer: TInvoicePartyRecord } | null> {
  const rows = await findCompaniesByIds(db, [options.sellerCompanyId, options.buyerCompanyId]);
  const seller = rows.find((row) => row.id === options.sellerCompanyId);
  const buyer = rows.find((row) => row.id === options.buyerCompanyId);
  if (!seller || !buyer) return null;
  return { seller: toParty(seller, 'seller'), buyer: toParty(buyer, 'buyer') };
}
