import type { TStoredDocumentStatus } from '@tariq/contracts/documents';

/** Query keys of the staff's area: every operation file reads and writes through these. */
export const adminKeys = {
  all: ['admin'] as const,
  documents: () => [...adminKeys.all, 'documents'] as const,
  /** Every list of documents, of every status. */
  documentQueues: () => [...adminKeys.documents(), 'queue'] as const,
  /** Every page of the documents of a status. */
  documentQueue: (status: TStoredDocumentStatus) => [...adminKeys.documentQueues(), status] as const,
  documentQueuePage: (status: TStoredDocumentStatus, page: number) =>
    [...adminKeys.documentQueue(status), page] as const,
  documentFile: (id: string) => [...adminKeys.documents(), 'file', id] as const,
  companies: () => [...adminKeys.all, 'companies'] as const,
  /** Every page of every search of the companies. */
  companyLists: () => [...adminKeys.companies(), 'list'] as const,
  companyList: (q: string, page: number) => [...adminKeys.companyLists(), q, page] as const,
  company: (id: string) => [...adminKeys.companies(), 'detail', id] as const,
};
