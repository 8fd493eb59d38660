import { NOTIFICATION_EVENTS, notificationEventOf } from '@tariq/contracts';
import type { TNotification } from '@tariq/contracts';
import { Avatar, Box, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconBell, IconLock, IconPackage, IconTruckDelivery } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant, formatRelativeTime } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { initials, notificationText } from '../utils/notification-text';
import { TruckStillAvailableActions } from './truck-still-available-actions';

/** A picture of who caused it (their logo, else their initials), else an icon of what it is about. */
function NotificationAvatar({ notification, name }: { notification: TNotification; name: string | null }) {
  const { data } = notification;
  const { target, recipient } = notificationEventOf(notification);
  const Icon =
    target === '/private'
      ? IconLock
      : recipient === 'shipper'
        ? IconTruckDelivery
        : recipient === 'user'
          ? IconBell
          : IconPackage;
  return (
    <Avatar src={data.avatar || null} alt="" radius="xl" color="blue" aria-hidden>
      {name ? initials(name) : <Icon size={20} aria-hidden />}
    </Avatar>
  );
}

/**
 * One notification of the panel: its text, the offer it is about and how long ago. An unread one is
 * tinted and marked with a dot, and says so to screen readers. An unread "is your truck still
 * available?" has its two answers under it (once answered, it is read and they go).
 */
export function NotificationItem({
  notification,
  onOpen,
  onAnswered,
}: {
  notification: TNotification;
  onOpen: (notification: TNotification) => void;
  /** Marks it read once its question is answered. */
  onAnswered: (notification: TNotification) => Promise<unknown>;
}) {
  const { t } = useTranslation('notifications');
  const language = getCurrentLanguage();
  const text = notificationText(notification);
  const { name } = text;
  const isUnread = !notification.viewed;
  const uid = notification.data.offre_uid;
  const id = useId();
  const itemId = `${id}-item`;
  const textId = `${id}-text`;
  const truckId = notification.data.truck_id;
  const isTruckQuestion = notificationEventOf(notification) === NOTIFICATION_EVENTS.truckStillAvailable;
  return (
    <>
      <Menu.Item
        id={itemId}
        className="tariq-notification"
        data-unread={isUnread || undefined}
        onClick={() => onOpen(notification)}
        leftSection={<NotificationAvatar notification={notification} name={name} />}
        rightSection={isUnread ? <Box className="tariq-notification-dot" aria-hidden /> : null}
      >
        <Text id={textId} size="sm" fw={isUnread ? 600 : 400} lineClamp={3}>
          {text.name === null ? t(text.key, text.values) : t(text.key, { context: 'named', name: text.name })}
        </Text>
        <Text size="xs" c="dimmed" mt={2}>
          {uid ? `${t('notifications.reference', { uid })} · ` : null}
          <time dateTime={notification.created_at} title={formatInstant(notification.created_at, language)}>
            {formatRelativeTime(notification.created_at, language)}
          </time>
        </Text>
        {isUnread ? <VisuallyHidden>{t('notifications.unread')}</VisuallyHidden> : null}
      </Menu.Item>
      {isTruckQuestion && isUnread && truckId ? (
        <TruckStillAvailableActions
          truckId={truckId}
          questionId={textId}
          itemId={itemId}
          onAnswered={() => onAnswered(notification)}
        />
      ) : null}
    </>
  );
}
