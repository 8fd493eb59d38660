import type { TEmailNotificationSettings } from '@tariq/contracts/email-notifications';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** `GET /api/user/email-notifications`: which kinds of events also come by e-mail, and how. */
export function getEmailNotifications(signal?: AbortSignal): Promise<TEmailNotificationSettings> {
  return api<TEmailNotificationSettings>('/api/user/email-notifications', { signal });
}

export function getEmailNotificationsQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.emailNotifications(),
    queryFn: ({ signal }) => getEmailNotifications(signal),
  });
}

/** `PUT /api/user/email-notifications`: the whole object (the server refuses a partial one). */
export function updateEmailNotifications(settings: TEmailNotificationSettings): Promise<TEmailNotificationSettings> {
  return api<TEmailNotificationSettings>('/api/user/email-notifications', { method: 'PUT', body: settings });
}

export function useUpdateEmailNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailNotifications,
    onSuccess: (settings) => queryClient.setQueryData(profileKeys.emailNotifications(), settings),
  });
}
