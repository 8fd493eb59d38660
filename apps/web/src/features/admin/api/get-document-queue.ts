import { DOCUMENT_LIMITS } from '@tariq/contracts/documents';
import type { TDocumentQueueResponse, TStoredDocumentStatus } from '@tariq/contracts/documents';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type TGetDocumentQueueOptions = {
  status: TStoredDocumentStatus;
  /** From 1. */
  page: number;
};

/** `GET /api/admin/documents?status=&page=&limit=`: a page of the documents of a status, oldest first. */
export function getDocumentQueue(
  options: TGetDocumentQueueOptions,
  signal?: AbortSignal,
): Promise<TDocumentQueueResponse> {
  const params = new URLSearchParams({
    status: options.status,
    page: String(options.page),
    limit: String(DOCUMENT_LIMITS.queuePageSize),
  });
  return api<TDocumentQueueResponse>(`/api/admin/documents?${params.toString()}`, { signal });
}

export function getDocumentQueueQueryOptions(options: TGetDocumentQueueOptions) {
  return queryOptions({
    queryKey: adminKeys.documentQueuePage(options.status, options.page),
    queryFn: ({ signal }) => getDocumentQueue(options, signal),
    // Turning a page keeps the rows of the last one until the next arrives.
    placeholderData: keepPreviousData,
  });
}

/**
 * A document reviewed (here, or by a colleague meanwhile: the 409) leaves the queue at once, then
 * every list of documents is read again: the server says what the pages now hold (the next document
 * moving up from the following page, the verified and refused tabs).
 */
export function dropReviewedDocument(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.setQueriesData<TDocumentQueueResponse>({ queryKey: adminKeys.documentQueue('in_validation') }, (list) =>
    list?.data.some((document) => document.id === id)
      ? { ...list, data: list.data.filter((document) => document.id !== id), count: Math.max(0, list.count - 1) }
      : list,
  );
  return queryClient.invalidateQueries({ queryKey: adminKeys.documentQueues() });
}
