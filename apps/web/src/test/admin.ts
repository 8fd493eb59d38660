import type { TDocumentQueueResponse, TQueuedDocument } from '@tariq/contracts/documents';
import { ZDocumentQueueResponse, ZQueuedDocument } from '@tariq/contracts/documents';
import { makeUser } from './render';

/** A member of the platform staff (ROLE_ADMIN): no company, no modules. */
export const makeStaff = () =>
  makeUser({
    id: '00000000-0000-4000-8000-0000000000a1',
    firstname: 'Lina',
    lastname: 'Meziane',
    society: 'Tariq',
    email: 'staff@tariq.dz',
    role: 'ROLE_ADMIN',
    roles: ['ROLE_ADMIN'],
  });

/**
 * A document in validation as `GET /api/admin/documents` answers it: the trade register extract of
 * Transports Atlas Express, a carrier in Rouiba. Checked against the shared schema, so it cannot
 * drift from the server's.
 */
export function makeQueuedDocument(
  overrides: Partial<Omit<TQueuedDocument, 'company'>> & { company?: Partial<TQueuedDocument['company']> } = {},
): TQueuedDocument {
  const { company, ...document } = overrides;
  return ZQueuedDocument.parse({
    id: '00000000-0000-4000-8000-0000000000f1',
    type: 'trade_register',
    required: true,
    status: 'in_validation',
    file: { name: 'extrait-rc.pdf', mime: 'application/pdf', size: 182_000 },
    issuedAt: '2026-10-02',
    number: '16/00-1234567B18',
    expiresAt: null,
    refusalReason: null,
    uploadedAt: '2026-11-20T09:00:00.000Z',
    reviewedAt: null,
    ...document,
    company: {
      id: '00000000-0000-4000-8000-0000000000b1',
      kind: 'carrier',
      legalName: 'Transports Atlas Express',
      nif: '000016001234567',
      rc: '16001234567B18',
      nis: '000016019876543',
      city: 'Rouiba',
      ...company,
    },
  });
}

export function makeDocumentQueue(
  data: TQueuedDocument[],
  overrides: Partial<Omit<TDocumentQueueResponse, 'data'>> = {},
): TDocumentQueueResponse {
  return ZDocumentQueueResponse.parse({
    data,
    page: 1,
    total_pages: data.length > 0 ? 1 : 0,
    count: data.length,
    ...overrides,
  });
}
