import type { TProposal, TShipperProposal } from '@tariq/contracts';
import { ZProposal, ZShipperProposal } from '@tariq/contracts';

/**
 * A carrier's proposal on the offer of makeOffer (x7Kp2mQa), pending, as the API answers it.
 * Checked against the shared schema, so it cannot drift from the server's.
 */
export function makeProposal(overrides: Partial<TProposal> = {}): TProposal {
  return ZProposal.parse({
    id: '00000000-0000-4000-8000-0000000000d1',
    offer_uid: 'x7Kp2mQa',
    kind: 'proposal',
    status: 'pending',
    price: 80000,
    currency: 'DZD',
    comment: null,
    departure_date: null,
    arrival_date: null,
    driver_id: null,
    created_at: '2026-11-21T10:00:00.000Z',
    decided_at: null,
    ...overrides,
  });
}

/** A proposal as the shipper sees it, with the carrier company that made it. */
export function makeShipperProposal(
  overrides: Partial<Omit<TShipperProposal, 'carrier'>> & { carrier?: Partial<TShipperProposal['carrier']> } = {},
): TShipperProposal {
  const { carrier, ...proposal } = overrides;
  return ZShipperProposal.parse({
    ...makeProposal(proposal),
    carrier: {
      company_id: '00000000-0000-4000-8000-0000000000b1',
      name: 'Transports Atlas Express',
      documents_ok: true,
      documents_verified_until: null,
      rating: null,
      ...carrier,
    },
  });
}
