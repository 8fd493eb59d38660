import type { TNotification } from '@tariq/contracts';
import { Center, Group, Loader, Menu, ScrollArea, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NotificationBell } from '../../../components/notification-bell';
import { useNotificationStream } from '../hooks/use-notification-stream';
import type { TNotificationStreamOptions } from '../hooks/use-notification-stream';
import { useNotifications } from '../hooks/use-notifications';
import { notificationHref } from '../utils/notification-target';
import { NotificationItem } from './notification-item';
import './notification-center.css';

/**
 * The bell of a signed-in user and its panel (spec 000 §2, §4): the unread counter, the list by
 * pages of 5 with 'more', 'Tout marquer comme lu', and what the hub pushes on the user's topic.
 * A menu: arrow keys move between the notifications, Enter opens one, Escape closes.
 */
export function NotificationCenter(options: TNotificationStreamOptions) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const {
    notifications,
    unread,
    isLoading,
    hasMore,
    isLoadingMore,
    loadMore,
    refreshIfStale,
    markViewed,
    markAllViewed,
  } = useNotifications();
  useNotificationStream(options);

  const open = (notification: TNotification) => {
    // The page opens at once, whether or not the server takes the mark: a mark that fails leaves the
    // item unread and the counter as it was (spec 000 §8), it does not keep the user from the offer.
    if (!notification.viewed) void markViewed(notification.id);
    void navigate(notificationHref(notification));
  };

  return (
    <Menu
      opened={opened}
      onChange={(next) => {
        setOpened(next);
        if (next) refreshIfStale();
      }}
      position="bottom-end"
      width={380}
      shadow="md"
      withinPortal
      // The bell sits in the fixed header and never scrolls out of sight: nothing to hide the panel for
      // (and a browser that cannot measure it, like jsdom, would hide it for good).
      hideDetached={false}
    >
      <Menu.Target>
        <NotificationBell unread={unread} />
      </Menu.Target>
      <Menu.Dropdown p={0}>
        <Group justify="space-between" wrap="nowrap" gap="xs" px="sm" py={6}>
          <Text fw={700} size="sm">
            {t('header.notifications')}
          </Text>
          <Menu.Item
            w="auto"
            closeMenuOnClick={false}
            disabled={unread === 0}
            leftSection={<IconChecks size={16} aria-hidden />}
            onClick={() => void markAllViewed()}
            fz="xs"
          >
            {t('notifications.markAllRead')}
          </Menu.Item>
        </Group>
        <Menu.Divider m={0} />
        {isLoading ? (
          <Center py="lg" role="status" aria-label={t('common.loading')}>
            <Loader size="sm" />
          </Center>
        ) : notifications.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {t('header.noNotifications')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah="min(420px, 70vh)" type="auto">
            <div role="group" aria-label={t('header.notifications')}>
              {notifications.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onOpen={open}
                  onAnswered={(answered) => markViewed(answered.id)}
                />
              ))}
            </div>
          </ScrollArea.Autosize>
        )}
        {hasMore ? (
          <>
            <Menu.Divider m={0} />
            <Menu.Item
              closeMenuOnClick={false}
              disabled={isLoadingMore}
              onClick={loadMore}
              rightSection={isLoadingMore ? <Loader size={14} aria-hidden /> : null}
              fz="sm"
              c="blue"
              ta="center"
            >
              {t('notifications.more')}
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
