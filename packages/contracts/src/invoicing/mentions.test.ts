import { describe, expect, it } from 'vitest';
import { INVOICE_MENTIONS, missingInvoiceMentions } from './mentions';
import type { TInvoiceParty } from './mentions';

const carrier: TInvoiceParty = {
  legalName: 'Transports Atlas',
  legalForm: 'sarl',
  shareCapital: 1_000_000,
  address: '12 rue des Frères Bouadou, Bir Mourad Raïs, Alger',
  phone: '+213 21 54 35 06',
  email: 'facturation@atlas.dz',
  rc: '16/00-1234567 B 18',
  nif: '000016001234567',
  nis: '000016019876543',
  taxArticle: '16011234567',
  country: 'DZ',
};

const shipper: TInvoiceParty = {
  legalName: 'Sidi Food',
  legalForm: 'spa',
  address: 'Zone industrielle, Rouiba',
  rc: '16/00-7654321 B 10',
  nif: '000016007654321',
  nis: '000016011111111',
  taxArticle: '16019876543',
};

describe('mentions of an Algerian invoice (décret exécutif 05-468, art. 3)', () => {
  it('lists the parties’ mentions with their source', () => {
    expect(INVOICE_MENTIONS.seller).toEqual([
      'legalName',
      'legalForm',
      'shareCapital',
      'address',
      'phone',
      'email',
      'rc',
      'nif',
      'nis',
      'taxArticle',
    ]);
    expect(INVOICE_MENTIONS.buyer).toEqual(['legalName', 'legalForm', 'address', 'rc', 'nif', 'nis', 'taxArticle']);
    expect(INVOICE_MENTIONS.source).toMatch(/05-468.*art\. 3/);
  });

  it('finds nothing missing when both parties are complete', () => {
    expect(missingInvoiceMentions(carrier, shipper)).toEqual([]);
  });

  it('names every missing mention, the seller’s first, blank text counting as missing', () => {
    expect(missingInvoiceMentions({}, {})).toEqual([
      ...INVOICE_MENTIONS.seller.map((field) => `seller.${field}`),
      ...INVOICE_MENTIONS.buyer.map((field) => `buyer.${field}`),
    ]);
    expect(
      missingInvoiceMentions(
        { ...carrier, nis: '  ', email: null },
        { ...shipper, taxArticle: '', address: undefined },
      ),
    ).toEqual(['seller.email', 'seller.nis', 'buyer.address', 'buyer.taxArticle']);
  });

  it("asks the share capital of a company, not of a sole trader, and reads the database's '0.00' as none", () => {
    expect(missingInvoiceMentions({ ...carrier, shareCapital: null }, shipper)).toEqual(['seller.shareCapital']);
    expect(missingInvoiceMentions({ ...carrier, shareCapital: '0.00' }, shipper)).toEqual(['seller.shareCapital']);
    expect(missingInvoiceMentions({ ...carrier, shareCapital: '100000.00' }, shipper)).toEqual([]);
    expect(missingInvoiceMentions({ ...carrier, legalForm: 'sole_trader', shareCapital: null }, shipper)).toEqual([]);
  });

  it('does not ask Algerian identifiers of a client abroad', () => {
    const abroad: TInvoiceParty = { legalName: 'Lyon Fret', legalForm: 'other', address: 'Lyon', country: 'FR' };
    expect(missingInvoiceMentions(carrier, abroad)).toEqual([]);
    expect(missingInvoiceMentions(carrier, { ...abroad, country: 'DZ' })).toEqual([
      'buyer.rc',
      'buyer.nif',
      'buyer.nis',
      'buyer.taxArticle',
    ]);
  });
});
