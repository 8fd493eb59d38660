import type { TAdminCompanyDetail, TAdminCompanySettings } from '@tariq/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type TUpdateCompanySettingsOptions = { id: string; settings: TAdminCompanySettings };

/**
 * `PUT /api/admin/companies/{id}/settings`: its modules and VIP. The company's users see them at
 * their next request (the server drops their cached sessions). Answers the company's page as it now
 * is, its audit trail included.
 */
export function updateCompanySettings({ id, settings }: TUpdateCompanySettingsOptions): Promise<TAdminCompanyDetail> {
  return api<TAdminCompanyDetail>(`/api/admin/companies/${encodeURIComponent(id)}/settings`, {
    method: 'PUT',
    body: settings,
  });
}

export function useUpdateCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanySettings,
    onSuccess: (detail, { id }) => {
      queryClient.setQueryData(adminKeys.company(id), detail);
      // The lists show the modules and VIP badge: read again when next shown.
      return queryClient.invalidateQueries({ queryKey: adminKeys.companyLists() });
    },
  });
}
