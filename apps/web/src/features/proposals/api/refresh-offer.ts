/**
 * What the page does when the offer under a proposal may have changed (a 409, see `isConflict`): reads
 * it again. The page hands it in, because the offer belongs to another feature (the carrier's
 * freights, the shipper's offers). A 409 here is the offer leaving the exchange (OFFER_NOT_AVAILABLE),
 * losing its price (OFFER_WITHOUT_PRICE) or the proposal decided meanwhile (PROPOSAL_NOT_PENDING).
 */
export type TRefreshOffer = () => Promise<unknown>;
