import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { withViewed } from '../utils/notification-pages';
import { updateNotificationList } from './update-notification-list';
import { logFailure } from '../utils/log-failure';

/** `GET /api/user/notification/view/{id}`: marks one notification of the caller read. */
export async function viewNotification(id: string): Promise<void> {
  await api<unknown>(`/api/user/notification/view/${encodeURIComponent(id)}`);
}

/**
 * Marks one notification read; answers whether the server took it. Only then does the screen change
 * (the item is no longer unread, the counter drops by one): a refusal changes nothing and says
 * nothing (spec 000 §8).
 */
export function useViewNotification(): (id: string) => Promise<boolean> {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: viewNotification,
    onSuccess: (_answer, id) => updateNotificationList(queryClient, (pages) => withViewed(pages, id)),
  });
  return useCallback(
    (id: string) =>
      mutateAsync(id).then(
        () => true,
        (error: unknown) => {
          logFailure('marking one read failed', error);
          return false;
        },
      ),
    [mutateAsync],
  );
}
