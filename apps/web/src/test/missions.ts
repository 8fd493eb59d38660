import type { TMission, TMissionDetail, TMissionListResponse } from '@tariq/contracts';
import { ZMission, ZMissionDetail, ZMissionListResponse } from '@tariq/contracts/missions';
import { makeOffer } from './offers';

/**
 * A mission as the API answers it to its carrier: the offer of makeOffer (x7Kp2mQa, Rouiba → Es
 * Senia) given to Transports Atlas Express by Cevital Logistique at 80 000 DZD, scheduled, its charter
 * order waiting for the carrier. Checked against the shared schema, so it cannot drift from the server's.
 */
export function makeMission(overrides: Partial<TMission> = {}): TMission {
  return ZMission.parse({
    id: '00000000-0000-4000-8000-0000000000e1',
    number: 'MIS-26-0017',
    charter_number: 'BA-26-0017',
    status: 'scheduled',
    charter_status: 'pending',
    charter_due_at: '2026-11-22T10:30:00.000Z',
    price: 80000,
    currency: 'DZD',
    side: 'carrier',
    carrier: { company_id: '00000000-0000-4000-8000-0000000000b1', name: 'Transports Atlas Express' },
    shipper: { company_id: '00000000-0000-4000-8000-0000000000c1', name: 'Cevital Logistique' },
    offer: makeOffer({ status: 'scheduled', unloading_reference: 'LIV-7781' }),
    cancel_reason: null,
    pod: null,
    pickup_code: '482913',
    pickup_verified_at: null,
    pickup_waived_at: null,
    pickup_locked: false,
    my_rating: null,
    created_at: '2026-11-22T10:00:00.000Z',
    started_at: null,
    completed_at: null,
    cancelled_at: null,
    ...overrides,
  });
}

/** `GET /api/missions/{id}` (and `of-offer/{uid}`): the mission with its timeline (created only) and the other side's contact, by default. */
export function makeMissionDetail(overrides: Partial<TMissionDetail> = {}): TMissionDetail {
  const { timeline, contact, ...mission } = overrides;
  return ZMissionDetail.parse({
    ...makeMission(mission),
    contact:
      contact === undefined
        ? { name: 'Amina Belkacem', phone: '+213 550 12 34 56', email: 'amina@cevital-agro.dz' }
        : contact,
    timeline: timeline ?? [{ event: 'created', at: '2026-11-22T10:00:00.000Z', by: 'shipper', reason: null }],
  });
}

/** The same mission as its shipper sees it: no pickup code. */
export function makeShipperMissionDetail(overrides: Partial<TMissionDetail> = {}): TMissionDetail {
  return makeMissionDetail({ side: 'shipper', pickup_code: null, ...overrides });
}

/** A page of `GET /api/missions`. */
export function makeMissionList(overrides: Partial<TMissionListResponse> = {}): TMissionListResponse {
  const data = overrides.data ?? [makeMission()];
  return ZMissionListResponse.parse({ data, page: 1, total_pages: 1, count: data.length, ...overrides });
}
