import type { TLoadTruck, TTruckSearchItem, TTruckSearchResponse } from '@tariq/contracts';
import { ZLoadTruck, ZTruckSearchItem, ZTruckSearchResponse } from '@tariq/contracts/trucks';

/**
 * A truck as `GET /api/trucks` shows it to a shipper: a tautliner of a carrier, free in Rouiba from
 * 1 to 15 December 2026 for Es Senia, reached through its company's contact. Checked against the
 * shared schema.
 */
export function makeTruckSearchItem(overrides: Partial<TTruckSearchItem> = {}): TTruckSearchItem {
  return ZTruckSearchItem.parse({
    id: '00000000-0000-4000-8000-0000000007a1',
    name: 'Volvo FH 500',
    type: 'tautliner_standard',
    picture: null,
    goods: ['palletised'],
    weight: 24000,
    length: 13.6,
    volume: 90,
    from: {
      country: { alpha2: 'DZ', name: 'Algérie' },
      stateId: '16',
      state: 'Alger',
      city: 'Rouiba',
      place_id: 'dz-city-1641',
      latitude: 36.7381,
      longitude: 3.2806,
    },
    to: {
      country: { alpha2: 'DZ', name: 'Algérie' },
      stateId: '31',
      state: 'Oran',
      city: 'Es Senia',
      place_id: 'dz-city-3105',
      latitude: 35.6483,
      longitude: -0.6242,
    },
    availability: { from: '2026-12-01', until: '2026-12-15' },
    canTakeDangerousGoods: false,
    contact: { useSocietyContact: true, firstName: null, lastName: null, email: null, phone: null },
    comment: 'Hayon élévateur. Appeler de préférence le matin.',
    isVisible: true,
    isExpired: false,
    created_at: '2026-11-20T09:15:00.000Z',
    updated_at: '2026-11-20T09:15:00.000Z',
    company: { id: '00000000-0000-4000-8000-0000000000a1', name: 'Transports Atlas Express', rating: 4.5 },
    callContact: { name: 'Karim Haddad', email: 'contact@atlas-express.dz', phone: '+213 550 98 76 54' },
    ...overrides,
  });
}

/** A page of `GET /api/trucks`: `{ data: { data, page, total_pages, count, count_capped } }`. */
export function makeTruckSearchList(overrides: Partial<TTruckSearchResponse['data']> = {}): TTruckSearchResponse {
  const data = overrides.data ?? [makeTruckSearchItem()];
  return ZTruckSearchResponse.parse({
    data: {
      data,
      page: 1,
      total_pages: data.length > 0 ? 1 : 0,
      count: data.length,
      count_capped: false,
      ...overrides,
    },
  });
}

/** A truck of `GET /api/offers/{uid}/trucks`: the search's truck, how far it waits and why it fits. */
export function makeLoadTruck(overrides: Partial<TLoadTruck> = {}): TLoadTruck {
  return ZLoadTruck.parse({
    ...makeTruckSearchItem(),
    emptyKm: 12.4,
    reasons: ['near', 'dates', 'type', 'weight'],
    ...overrides,
  });
}
