import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBadge } from './notification-badge';

/** The bell of the top bar; its panel comes with the notifications capability. */
export function NotificationBell({ unread, onClick }: { unread: number; onClick?: () => void }) {
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
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={onClick}>
        <IconBell size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
