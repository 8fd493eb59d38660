import type { TOffer, TOfferListResponse } from '@tariq/contracts';
import { ZOffer, ZOfferListResponse } from '@tariq/contracts/offers';

/**
 * An offer as `GET /api/offers/{uid}` answers it: 12 t of pallets from Rouiba (wilaya of Algiers) to
 * Es Senia (wilaya of Oran). Checked against the shared schema, so it cannot drift from the server's.
 */
export function makeOffer(overrides: Partial<TOffer> = {}): TOffer {
  return ZOffer.parse({
    uid: 'x7Kp2mQa',
    number: 'EXP-26-0042',
    status: 'in_exchange',
    version: 3,
    departure: {
      country: 'DZ',
      place_id: 'dz-city-1631',
      state: { id: '16', name: 'Alger' },
      city: { id: '1631', name: 'Rouiba' },
      lat: 36.7383,
      lng: 3.2808,
      address: 'Zone industrielle, lot 12',
      date: '2026-12-01',
      time: '08:00',
      comment: 'Quai n° 3, badge à demander au poste de garde',
    },
    destination: {
      country: 'DZ',
      place_id: 'dz-city-3107',
      state: { id: '31', name: 'Oran' },
      city: { id: '3107', name: 'Es Senia' },
      lat: 35.6478,
      lng: -0.6239,
      address: "Route de l'aéroport",
      date: '2026-12-02',
      time: '14:30',
      comment: null,
    },
    goods_type: 'palletised',
    weight_kg: 12000,
    height_m: 2.5,
    length_m: 13.6,
    width_m: 2.45,
    mpl: 8.5,
    pallets: { EUROP: 18 },
    pallets_stacked: false,
    container_type: null,
    container_size: null,
    bulk_type: null,
    truck_type: 'tautliner_standard',
    truck_power_type: 'thermal',
    tail_lift: true,
    handling: 'carrier',
    dangerous: false,
    refrigerated: false,
    price: 85000,
    price_negotiable: true,
    currency: 'DZD',
    payment_method: 'transfer',
    payment_term: '30_days',
    visibility: 'public',
    private_audience: null,
    public_after: null,
    made_public_at: null,
    show_contact: true,
    instant_booking: false,
    loading_reference: 'CHG-2026-118',
    unloading_reference: null,
    distance_km: 452,
    distance_source: 'estimate',
    eprotocol: null,
    cancel_reason: null,
    published_at: '2026-11-20T09:15:00.000Z',
    updated_at: '2026-11-20T09:15:00.000Z',
    expires_at: '2026-12-01T23:00:00.000Z',
    ...overrides,
  });
}

/** A page of `GET /api/offers/my`. */
export function makeOfferList(overrides: Partial<TOfferListResponse> = {}): TOfferListResponse {
  const data = overrides.data ?? [makeOffer()];
  return ZOfferListResponse.parse({
    data,
    page: 1,
    total_pages: 1,
    count: data.length,
    tabs: { in_exchange: data.length, scheduled: 0, in_progress: 0, completed: 0, cancelled: 0, expired: 0 },
    ...overrides,
  });
}
