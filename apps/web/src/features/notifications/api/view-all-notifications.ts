import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { withAllViewed } from '../utils/notification-pages';
import { updateNotificationList } from './update-notification-list';
import { logFailure } from '../utils/log-failure';

/** `GET /api/user/notification/viewAll`: marks every notification of the caller read. */
export async function viewAllNotifications(): Promise<void> {
  await api<unknown>('/api/user/notification/viewAll');
}

/** Marks everything read ('Tout marquer comme lu'); as for one, a refusal changes nothing and says nothing. */
export function useViewAllNotifications(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: viewAllNotifications,
    onSuccess: () => updateNotificationList(queryClient, (pages) => withAllViewed(pages)),
  });
  return useCallback(
    () =>
      mutateAsync().then(
        () => true,
        (error: unknown) => {
          logFailure('marking all read failed', error);
          return false;
        },
      ),
    [mutateAsync],
  );
}
