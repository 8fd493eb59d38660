import type { TFreight, TFreightDetail, TFreightListResponse, TSavedSearch } from '@tariq/contracts';
import { ZFreight, ZFreightDetail, ZFreightListResponse, ZSavedSearch } from '@tariq/contracts/freights';
import { makeOffer } from './offers';

/**
 * An offer as `GET /api/freights` shows it to a carrier: the shipment of makeOffer (Rouiba → Es Senia,
 * 12 t of pallets) without the shipper's own fields. Checked against the shared schema.
 */
export function makeFreight(overrides: Partial<TFreight> = {}): TFreight {
  const offer = makeOffer();
  return ZFreight.parse({
    ...offer,
    exchange: 'public',
    shipper: {
      company_id: '00000000-0000-4000-8000-0000000000c1',
      name: 'Cevital Logistique',
      rating: null,
      documents_verified_until: null,
    },
    ...overrides,
  });
}

/** `GET /api/freights/{uid}`: available, with the publisher's contact. */
export function makeFreightDetail(overrides: Partial<TFreightDetail> = {}): TFreightDetail {
  return ZFreightDetail.parse({
    ...makeFreight(),
    available: true,
    is_favorite: false,
    contact: { name: 'Samir Khelifi', phone: '+213 550 12 34 56', email: 'samir.khelifi@cevital.example' },
    ...overrides,
  });
}

/** A page of `GET /api/freights` (and of the favourite and consulted lists). */
export function makeFreightList(overrides: Partial<TFreightListResponse> = {}): TFreightListResponse {
  const data = overrides.data ?? [makeFreight()];
  return ZFreightListResponse.parse({
    data,
    page: 1,
    total_pages: 1,
    count: data.length,
    count_capped: false,
    ...overrides,
  });
}

export function makeSavedSearch(overrides: Partial<TSavedSearch> = {}): TSavedSearch {
  return ZSavedSearch.parse({
    id: '00000000-0000-4000-8000-0000000000a1',
    name: 'Alger → Oran semi',
    filters: { maxLength: 1320, maxWidth: 240, maxHeight: 270, maxWeight: 44000, order: 'newest' },
    alerts: false,
    created_at: '2026-11-20T09:15:00.000Z',
    updated_at: '2026-11-20T09:15:00.000Z',
    ...overrides,
  });
}
