import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBadge } from './notification-badge';

export type TNotificationBellProps = { unread: number } & Omit<ComponentPropsWithRef<'button'>, 'children' | 'color'>;

/**
 * The bell of the top bar with its unread badge. The other props (a menu's target handlers, its
 * aria-expanded, its ref) go to the button itself, so a panel can open from it.
 */
export function NotificationBell({ unread, ...button }: TNotificationBellProps) {
  const { t } = useTranslation();
  const badge = formatBadge(unread);
  const label = badge ? t('header.unreadNotifications', { count: unread }) : t('header.notifications');
  return (
    <Indicator
      label={badge}
      disabled={!badge}
      size={18}
      color="red"
      offset={4}
      inline
      data-testid="notification-indicator"
    >
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} {...button}>
        <IconBell size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
