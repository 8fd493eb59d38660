import { ApiError } from '../../../lib/api-client';

/**
 * What the page does when the offer under a proposal may have changed: reads it again. The page hands it
 * in, because the offer belongs to another feature (the carrier's freights, the shipper's offers).
 */
export type TRefreshOffer = () => Promise<unknown>;

/**
 * A 409: the offer left the exchange (OFFER_NOT_AVAILABLE), lost its price (OFFER_WITHOUT_PRICE) or
 * the proposal was decided meanwhile (PROPOSAL_NOT_PENDING). What the page shows is out of date.
 */
export function isProposalConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
