/**
 * Every option list of both specs. Each value's label is under `catalogue.<list>.<value>` in the
 * catalogue labels of every language (`labels/<lang>.ts`).
 */
export const OPTION_LISTS = {
  /** Offer goods type (spec 001 §3). */
  goodsType: ['palletised', 'non_palletised', 'container', 'bulk', 'solid_bulk'],
  /** Onboarding types of goods (spec 000 §3). */
  typesOfGoods: ['palette', 'alimentaire', 'danger', 'vrac', 'specialisees', 'autre'],
  palletType: ['80x100', 'EUROP', '100x120', 'BACS', 'ROLLS', 'OTHER'],
  containerType: ['dry', 'high_cube', 'reefer', 'open_top', 'flat_rack', 'tank'],
  containerSize: ['20', '40', '45'],
  bulkType: ['cereals', 'sand_gravel', 'cement', 'powder', 'liquid', 'other'],
  truckPowerType: ['hybrid', 'thermal', 'electric', 'clean', 'all'],
  paymentMethod: ['transfer', 'cheque', 'cash'],
  paymentTerm: ['on_receipt', '30_days', '45_days', '60_days', '90_days'],
  /** Euro, dollar, lira and Moroccan dirham (spec 001 §3), and the Algerian dinar our users invoice in. */
  currency: ['DZD', 'EUR', 'USD', 'TRY', 'MAD'],
  companyRole: [
    'legal_manager',
    'logistics_manager',
    'purchasing_manager',
    'operations_manager',
    'buyer',
    'charterer',
    'secretariat',
    'shipment_planner',
  ],
  /** Shipments per month: 0-5, 5-15, 15-50, over 50. */
  shipmentsCount: ['s', 'm', 'l', 'xxl'],
  /** Fleet size: 1, 2-5, 5-20, over 20. */
  trucksCount: ['s', 'm', 'l', 'xxl'],
  geographicRadius: ['national', 'regional', 'international'],
  /**
   * Legal forms of Algerian businesses (Code de commerce: EURL, SARL, SPA, SNC, SCS, SCA), a sole
   * trader (personne physique), a public enterprise (EPE, EPIC), and any other.
   */
  legalForm: ['eurl', 'sarl', 'spa', 'snc', 'scs', 'sca', 'sole_trader', 'public_enterprise', 'other'],
  /** Tax regime (issue 25): the real regime, or the flat-rate single tax (IFU), under which a company invoices without VAT. */
  taxRegime: ['reel', 'ifu'],
  truckLoading: ['ltl', 'ftl'],
} as const;

/** The legal forms every language names by their abbreviation (the labels of `legalForm` share them). */
export const LEGAL_FORM_ABBREVIATIONS = {
  eurl: 'EURL',
  sarl: 'SARL',
  spa: 'SPA',
  snc: 'SNC',
  scs: 'SCS',
  sca: 'SCA',
} as const;

export type TOptionList = keyof typeof OPTION_LISTS;
export type TOptionValue<L extends TOptionList> = (typeof OPTION_LISTS)[L][number];

export function optionLabelKey(list: TOptionList, value: string): string {
  return `catalogue.${list}.${value}`;
}

/** Dimension presets of freight-search filters, in cm and kg (spec 001 §3). */
export const FILTER_PRESETS = [
  { value: 'semi_trailer', length: 1320, width: 240, height: 270, weight: 44000 },
  { value: 'rigid_truck', length: 850, width: 240, height: 260, weight: 10000 },
  { value: 'type_20', length: 410, width: 210, height: 220, weight: 800 },
  { value: 'type_14', length: 440, width: 135, height: 160, weight: 1400 },
  { value: 'type_10', length: 300, width: 135, height: 180, weight: 1300 },
  { value: 'bulk_container', length: 0, width: 0, height: 0, weight: 44000 },
] as const;
