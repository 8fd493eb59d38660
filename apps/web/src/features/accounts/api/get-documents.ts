import type { TCompanyDocumentsResponse } from '@tariq/contracts/documents';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/session';
import { profileKeys } from './profile-keys';
import type { TRefreshSessionUser } from './use-profile-saved';

/** `GET /api/documents`: every type the company's kind knows (required ones first), and whether the account is active. */
export function getDocuments(signal?: AbortSignal): Promise<TCompanyDocumentsResponse> {
  return api<TCompanyDocumentsResponse>('/api/documents', { signal });
}

export function getDocumentsQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.documents(),
    queryFn: ({ signal }) => getDocuments(signal),
    // The staff review documents while the user is elsewhere: back on the tab, the statuses are read
    // again even when the last read is recent (TanStack's own focus is the tab becoming visible).
    refetchOnWindowFocus: 'always',
  });
}

/**
 * The company's documents, read again when the window gets the focus back (another window of the
 * desktop, not only another tab) and, through the notifications' account event (type 9), when the
 * staff decide. When they say the account is active and the session says not (or the reverse), the
 * session user is read again: the menus and the gated routes follow without a new login.
 */
export function useCompanyDocuments(refreshSessionUser: TRefreshSessionUser) {
  const queryClient = useQueryClient();
  const query = useQuery(getDocumentsQueryOptions());
  useEffect(() => {
    // Not cancelling a read under way: the tab's visibility and the window's focus often come together.
    const onFocus = () =>
      void queryClient.refetchQueries({ queryKey: profileKeys.documents(), type: 'active' }, { cancelRefetch: false });
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [queryClient]);

  const isSessionDocOk = useSessionUser().is_doc_ok;
  const isDocOk = query.data?.isDocOk;
  useEffect(() => {
    if (isDocOk === undefined || isDocOk === isSessionDocOk) return;
    refreshSessionUser().catch((error: unknown) =>
      console.warn('documents: the session user could not be read again', error),
    );
  }, [isDocOk, isSessionDocOk, refreshSessionUser]);
  return query;
}

/**
 * After an upload or a removal: the answer is the new list, and the session user is read again (a
 * required document sent back to validation or removed closes the gated areas at once). A failed
 * re-read is not the user's concern: the change itself succeeded.
 */
export function useDocumentsSaved(refreshSessionUser: TRefreshSessionUser) {
  const queryClient = useQueryClient();
  return useCallback(
    (documents: TCompanyDocumentsResponse) => {
      queryClient.setQueryData(profileKeys.documents(), documents);
      refreshSessionUser().catch((error: unknown) =>
        console.warn('documents: the session user could not be read again', error),
      );
    },
    [queryClient, refreshSessionUser],
  );
}
