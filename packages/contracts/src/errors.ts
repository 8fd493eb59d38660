import { z } from 'zod';

/** Error codes the API answers with; the HTTP status of each lives in the API's error module. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'TOKEN_EXPIRED',
  'INVALID_REFRESH_TOKEN',
  'FORBIDDEN',
  'ROLE_FORBIDDEN',
  'DOCUMENTS_REQUIRED',
  /** An active account whose document covering the action expired or awaits review (docs/decisions/0008). */
  'DOCUMENT_LAPSED',
  'MODULE_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'ACCOUNT_DISABLED',
  'SERVICE_UNAVAILABLE',
  'STALE_VERSION',
  'OFFER_STATUS_CONFLICT',
  'OFFER_DELETE_REFUSED',
  'TEMPLATE_LIMIT',
  'SAVED_SEARCH_LIMIT',
  'OFFER_NOT_AVAILABLE',
  'OFFER_WITHOUT_PRICE',
  'OFFER_PRICE_CHANGED',
  'PROPOSAL_NOT_PENDING',
  'MISSION_STATUS_CONFLICT',
  'CHARTER_NOT_CONFIRMED',
  'PICKUP_NOT_VERIFIED',
  'ALREADY_RATED',
  'PICKUP_LOCKED',
  'POD_NOT_CONTESTED',
  'URI_TOO_LONG',
  'ACCOUNT_EXISTS',
  'COMPANY_EXISTS',
  'RESET_LINK_INVALID',
  'VERIFICATION_LINK_INVALID',
  'VERIFICATION_LINK_EXPIRED',
  'VERIFICATION_LINK_USED',
  'INVITATION_INVALID',
  'INVITATION_EXPIRED',
  'INVITATION_USED',
  'INVITATION_LIMIT',
  'COLLEAGUE_HAS_ACCOUNT',
  'LAST_USER',
  'TRUCK_LIMIT',
  'NETWORK_LIMIT',
  'CARRIER_ON_TARIQ',
  /** A driver's e-mail (issue 29) is already a user's: e-mail addresses are unique among users. */
  'DRIVER_EMAIL_TAKEN',
  /** A driver on a mission in progress is not deleted (issue 29). */
  'DRIVER_ON_MISSION',
  /** An issued invoice is never changed nor deleted (décret exécutif 05-468): a credit note corrects it (issue 30). */
  'INVOICE_NOT_DRAFT',
  /** Issuing refused while a mention of the seller or the buyer is missing; `fields` names each (`seller.nif`). */
  'INVOICE_MENTIONS_MISSING',
  /** A draft has no PDF and is not sent: it becomes a document once issued (issue 30). */
  'INVOICE_NOT_ISSUED',
  /** A mission whose proof of delivery is not accepted, or already on an invoice; `fields` names each (`mission_ids.0`). */
  'MISSION_NOT_INVOICEABLE',
  /** A settled invoice takes no payment, loses none and is not reminded (issue 30). */
  'INVOICE_SETTLED',
  /** A reminder follows the invoice's sending: an invoice never sent is sent first (issue 30). */
  'INVOICE_NOT_SENT',
  /** A reminder by hand waits 24 hours after the last one (INVOICES_LIMITS.reminderIntervalHours). */
  'REMINDER_TOO_SOON',
  /** A credit note cancelled all of the invoice: it takes no payment, reminder nor other credit note. */
  'INVOICE_CANCELLED',
  /** A full credit note only on an invoice with no payment nor credit note yet. */
  'CREDIT_NOTE_REFUSED',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
  'INTERNAL',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

export const ZErrorBody = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  /** Keyed by input name (dotted path for nested inputs); each a message in the caller's language. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
