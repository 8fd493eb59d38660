import { ZCarrierDashboard, ZShipperDashboard } from '@tariq/contracts/dashboard';
import type { TCarrierDashboard, TShipperDashboard } from '@tariq/contracts/dashboard';

export const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

const DOCUMENTS = {
  is_doc_ok: false,
  required: 6,
  by_status: { missing: 0, in_validation: 1, verified: 4, refused: 0, expired: 1 },
  next_expiry: { type: 'insurance', expires_at: '2026-12-15' },
} as const;

export function makeCarrierDashboard(overrides: Partial<TCarrierDashboard> = {}): TCarrierDashboard {
  return ZCarrierDashboard.parse({
    role: 'carrier',
    month: '2026-11',
    missions: {
      completed_total: 5,
      completed_this_month: 2,
      in_progress: 1,
      by_month: MONTHS.map((month) => ({
        month,
        completed: month === '2026-11' ? 2 : month === '2026-10' ? 1 : 0,
        distance_km: 0,
      })),
    },
    distance_km: { total: 1050, this_month: 750, missing: 1 },
    co2e_kg: { total: 573, this_month: 510.7, missing: 1 },
    empty_km: { total: 35, known: 3, missing: 2 },
    documents: DOCUMENTS,
    latest_missions: [
      {
        id: '00000000-0000-4000-8000-00000000aa01',
        number: 'MIS-26-0042',
        offer_uid: 'k3v9x2',
        status: 'in_progress',
        departure_city: 'Alger',
        destination_city: 'Béjaïa',
        departure_date: '2026-11-21',
        shipper_name: 'Sahel Distribution',
        price: '60000.00',
        currency: 'DZD',
        distance_km: 500,
      },
    ],
    drivers: { total: 3, connected: 1, on_mission: 1 },
    invoicing: {
      to_invoice: {
        count: 2,
        amounts: [
          { currency: 'DZD', amount: '20000.00' },
          { currency: 'EUR', amount: '30000.00' },
        ],
      },
      unpaid: { count: 2, amounts: [{ currency: 'DZD', amount: '142800.00' }] },
      overdue: { count: 1, amounts: [{ currency: 'DZD', amount: '95200.00' }] },
      paid_this_month: { count: 1, amounts: [{ currency: 'DZD', amount: '59500.00' }] },
    },
    ...overrides,
  });
}

export function makeShipperDashboard(overrides: Partial<TShipperDashboard> = {}): TShipperDashboard {
  return ZShipperDashboard.parse({
    role: 'shipper',
    month: '2026-11',
    shipments: {
      total: 7,
      by_status: { in_exchange: 1, scheduled: 0, in_progress: 1, completed: 5, cancelled: 0, expired: 0 },
    },
    spend_by_month: MONTHS.map((month) => ({
      month,
      amounts:
        month === '2026-11'
          ? [{ currency: 'DZD', amount: '190000.00' }]
          : month === '2026-10'
            ? [{ currency: 'EUR', amount: '30000.00' }]
            : [],
    })),
    lanes: [
      {
        from: { country: 'DZ', state_code: '16', state_name: 'Alger' },
        to: { country: 'DZ', state_code: '06', state_name: 'Béjaïa' },
        currency: 'DZD',
        missions: 4,
        with_distance: 3,
        distance_km: 1250,
        price_per_km: '152.00',
      },
    ],
    co2e_kg: { total: 573, this_month: 510.7, missing: 1 },
    carriers: {
      count: 1,
      top: [{ company_id: '00000000-0000-4000-8000-0000000000c1', name: 'Transports Atlas', missions: 6 }],
    },
    documents: { ...DOCUMENTS, required: 4, next_expiry: null },
    latest_shipments: [
      {
        uid: 'p7q8r9',
        number: 'EXP-26-0107',
        status: 'in_exchange',
        departure_city: 'Alger',
        destination_city: 'Béjaïa',
        departure_date: '2026-11-22',
        price: '85000.00',
        currency: 'DZD',
      },
    ],
    ...overrides,
  });
}

/** A carrier company with no mission yet: the dashboard's welcome, no chart. */
export function makeNewCarrierDashboard(): TCarrierDashboard {
  return makeCarrierDashboard({
    missions: {
      completed_total: 0,
      completed_this_month: 0,
      in_progress: 0,
      by_month: MONTHS.map((month) => ({ month, completed: 0, distance_km: 0 })),
    },
    distance_km: { total: 0, this_month: 0, missing: 0 },
    co2e_kg: { total: 0, this_month: 0, missing: 0 },
    empty_km: { total: null, known: 0, missing: 0 },
    latest_missions: [],
  });
}
