import { UNLISTED_NOTIFICATION_TYPE, ZUserTopicMessage } from '@tariq/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { subscribeToHub } from '../../../lib/hub';
import { notificationKeys } from '../api/notification-keys';
import { updateNotificationList } from '../api/update-notification-list';
import { findNotification, withPushed } from '../utils/notification-pages';
import type { TNotificationPages } from '../utils/notification-pages';
import { playChime } from '../utils/play-chime';

export type TNotificationStreamOptions = {
  /** The user's topic on the hub is their id. */
  userId: string;
  /** The server ended the session (`{ "action": "logout" }`): log out as the profile menu does. */
  onLogout: () => void;
  /** An account event (type 9: a document verified, refused, expiring): the user's state changed. */
  onAccountEvent: () => void;
};

/**
 * Follows the user's topic while they are signed in (the stream stops when the component goes, on
 * logout). A new notification goes to the top of the list, adds one to the counter and chimes.
 */
export function useNotificationStream({ userId, onLogout, onAccountEvent }: TNotificationStreamOptions): void {
  const queryClient = useQueryClient();

  const onMessage = useEffectEvent((data: unknown) => {
    const message = ZUserTopicMessage.safeParse(data);
    if (!message.success) return;
    if ('action' in message.data) {
      onLogout();
      return;
    }
    const notification = message.data;
    if (notification.type === UNLISTED_NOTIFICATION_TYPE) {
      onAccountEvent();
      return;
    }
    const pages = queryClient.getQueryData<TNotificationPages>(notificationKeys.list());
    // A replay after a reconnection may repeat one the list already holds: no second chime.
    if (pages && findNotification(pages, notification.id)) return;
    updateNotificationList(queryClient, (held) => withPushed(held, notification));
    playChime();
    // News of an offer (a proposal, the choice, the mission's steps, new references): whatever the
    // page shows of that offer is read again, so both sides see it at once.
    const uid = notification.data.offre_uid;
    if (uid) void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(uid) });
  });

  useEffect(() => subscribeToHub([userId], (data) => onMessage(data)), [userId]);
}
