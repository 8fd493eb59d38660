import type { TAdminCompanyDetail, TAdminUser } from '@tariq/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type TSetUserDisabledOptions = { userId: string; isDisabled: boolean };

/**
 * `POST /api/admin/users/{id}/disable` or `…/enable`. Disabling ends every session of the user at
 * once (tokens revoked, open pages logged out). Answers the user as they now are.
 */
export function setUserDisabled({ userId, isDisabled }: TSetUserDisabledOptions): Promise<TAdminUser> {
  return api<TAdminUser>(`/api/admin/users/${encodeURIComponent(userId)}/${isDisabled ? 'disable' : 'enable'}`, {
    method: 'POST',
  });
}

/** On the page of the company `companyId`: the user's row shows the new status at once. */
export function useSetUserDisabled(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserDisabled,
    onSuccess: (user) => {
      queryClient.setQueryData<TAdminCompanyDetail>(
        adminKeys.company(companyId),
        (detail) =>
          detail && {
            ...detail,
            users: detail.users.map((candidate) => (candidate.id === user.id ? user : candidate)),
          },
      );
      // The audit trail has a new entry: the page is read again.
      return queryClient.invalidateQueries({ queryKey: adminKeys.company(companyId) });
    },
  });
}
