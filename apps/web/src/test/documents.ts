import { LEGAL_DOCUMENTS, ZCompanyDocumentsResponse, requiredDocumentTypes } from '@tariq/contracts/documents';
import type { TCompanyDocument, TCompanyDocumentsResponse, TLegalDocumentType } from '@tariq/contracts/documents';

/** What the company has sent of a type: a file, when, and what it shows. */
export function sentDocument(overrides: Partial<TCompanyDocument> = {}): Partial<TCompanyDocument> {
  return {
    status: 'in_validation',
    file: { name: 'document.pdf', mime: 'application/pdf', size: 245_760 },
    uploadedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * `GET /api/documents` for a company of `kind` (makeUser's carrier by default): every type it knows,
 * required ones first, missing unless `documents` says otherwise; `isDocOk` and `verifiedUntil` as
 * the server computes them. Checked against the shared schema, so it cannot drift from the server's.
 */
export function makeDocuments(
  documents: Partial<Record<TLegalDocumentType, Partial<TCompanyDocument>>> = {},
  kind: 'carrier' | 'shipper' = 'carrier',
): TCompanyDocumentsResponse {
  const required = requiredDocumentTypes(kind);
  const optional = (Object.keys(LEGAL_DOCUMENTS) as TLegalDocumentType[]).filter(
    (type) => LEGAL_DOCUMENTS[type].requiredFor.length === 0,
  );
  const data = [...required, ...optional].map((type): TCompanyDocument => ({
    type,
    required: required.includes(type),
    status: 'missing',
    file: null,
    issuedAt: null,
    number: null,
    expiresAt: null,
    refusalReason: null,
    uploadedAt: null,
    reviewedAt: null,
    ...documents[type],
  }));
  const isDocOk = data.every((document) => !document.required || document.status === 'verified');
  const expiries = data
    .filter((document) => document.required && document.expiresAt)
    .map((document) => document.expiresAt!)
    .sort();
  return ZCompanyDocumentsResponse.parse({ data, isDocOk, verifiedUntil: isDocOk ? (expiries[0] ?? null) : null });
}

/** Every required document of a carrier verified: the account is active. */
export function makeVerifiedDocuments(): TCompanyDocumentsResponse {
  const verified = (expiresAt: string | null) =>
    sentDocument({ status: 'verified', expiresAt, reviewedAt: '2026-11-21T10:00:00.000Z' });
  return makeDocuments({
    trade_register: verified(null),
    tax_id: verified(null),
    tax_regularity: verified('2027-02-15'),
    social_security: verified('2027-02-20'),
    transport_capacity: verified('2027-11-01'),
    insurance: verified('2027-06-30'),
  });
}
