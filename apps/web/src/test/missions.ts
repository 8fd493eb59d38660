import type { TMission, TMissionDetail, TMissionListResponse, TPodRound, TProofOfDelivery } from '@tariq/contracts';
import { ZMission, ZMissionDetail, ZMissionListResponse, ZPodRound } from '@tariq/contracts/missions';
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
    carrier: { company_id: '00000000-0000-4000-8000-0000000000b1', name: 'Transports Atlas Express', rating: null },
    shipper: { company_id: '00000000-0000-4000-8000-0000000000c1', name: 'Cevital Logistique', rating: null },
    offer: makeOffer({ status: 'scheduled', unloading_reference: 'LIV-7781' }),
    cancel_reason: null,
    cancelled_by: null,
    pod: null,
    pickup_code: '482913',
    pickup_verified_at: null,
    pickup_waived_at: null,
    pickup_locked: false,
    driver: null,
    footprint: { distance_km: 452, distance_source: 'estimate', vehicle_class: 'axles4_plus', co2e_kg: 250.4 },
    my_rating: null,
    created_at: '2026-11-22T10:00:00.000Z',
    started_at: null,
    completed_at: null,
    cancelled_at: null,
    ...overrides,
  });
}

/**
 * A proof of delivery as the API answers it: its latest round (by default round 1, sent at 15:00 on
 * 1 December 2026, pending for 30 minutes, one PDF, no reserves) after the `earlier` rounds.
 */
export function makePod(latest: Partial<TPodRound> = {}, earlier: TPodRound[] = []): TProofOfDelivery {
  const round = ZPodRound.parse({
    round: earlier.length + 1,
    status: 'pending',
    sent_at: '2026-12-01T15:00:00.000Z',
    due_at: '2026-12-01T15:30:00.000Z',
    decided_at: null,
    reserves: null,
    waiting_at_loading_minutes: null,
    waiting_at_unloading_minutes: null,
    contest_reason: null,
    files: [{ id: '00000000-0000-4000-8000-0000000000f1', name: 'cmr.pdf', mime: 'application/pdf', size: 2048 }],
    ...latest,
  });
  return { ...round, rounds: [...earlier, round] };
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
    timeline: timeline ?? [
      { event: 'created', at: '2026-11-22T10:00:00.000Z', by: 'shipper', reason: null, round: null },
    ],
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
