import type { TSessionUser } from '@tariq/contracts';
import { Avatar, Button, Group, Menu, NavLink, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { NotificationBell } from '../../components/notification-bell';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api/logout';
import { isActive } from './menu';
import type { TMenuItem } from './menu';

// The menus of a signed-in user, loaded apart from the login route (see app-layout.tsx).

/** The horizontal menu of wide screens; entries with a submenu open a dropdown. */
export function DesktopMenu({ items }: { items: TMenuItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Group gap={4} component="nav" aria-label={t('nav.mainNavigation')} visibleFrom="md" wrap="nowrap">
      {items.map((item) =>
        item.children ? (
          <Menu key={item.key} trigger="click-hover" position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                variant={isActive(pathname, item) ? 'light' : 'subtle'}
                color="gray"
                rightSection={<IconChevronDown size={14} aria-hidden />}
              >
                {t(item.labelKey)}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {item.children.map((child) =>
                child.button ? (
                  <Stack key={child.key} p={6}>
                    <Button size="xs" onClick={() => void navigate(child.to, { state: child.state })}>
                      {t(child.labelKey)}
                    </Button>
                  </Stack>
                ) : (
                  <Menu.Item key={child.key} component={Link} to={child.to}>
                    {t(child.labelKey)}
                  </Menu.Item>
                ),
              )}
            </Menu.Dropdown>
          </Menu>
        ) : (
          <Button
            key={item.key}
            component={RouterNavLink}
            to={item.to}
            variant={isActive(pathname, item) ? 'light' : 'subtle'}
            color="gray"
          >
            {t(item.labelKey)}
          </Button>
        ),
      )}
    </Group>
  );
}

/** The main menu folded in the side panel of small screens (the burger opens it). */
export function MobileMenu({ items, onNavigate }: { items: TMenuItem[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const entry = (item: TMenuItem) =>
    item.button ? (
      <Button
        key={item.key}
        size="xs"
        m="xs"
        onClick={() => {
          onNavigate();
          void navigate(item.to, { state: item.state });
        }}
      >
        {t(item.labelKey)}
      </Button>
    ) : (
      <NavLink
        key={item.key}
        component={Link}
        to={item.to}
        label={t(item.labelKey)}
        active={!item.children && isActive(pathname, item)}
        onClick={onNavigate}
      />
    );
  return (
    <ScrollArea>
      <nav aria-label={t('nav.mainNavigation')}>
        {items.map((item) =>
          item.children ? (
            <NavLink key={item.key} label={t(item.labelKey)} defaultOpened={isActive(pathname, item)}>
              {item.children.map(entry)}
            </NavLink>
          ) : (
            entry(item)
          ),
        )}
      </nav>
    </ScrollArea>
  );
}

function ProfileMenu({ user }: { user: TSessionUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const navigate = useNavigate();
  // First letter of the last name, then the first name (spec 000 §2).
  const displayName = `${user.lastname.charAt(0).toUpperCase()}. ${user.firstname}`;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('header.profileMenu')} data-testid="profile-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user.logo} alt="" radius="xl" color="blue">
              {user.lastname.charAt(0).toUpperCase()}
              {user.firstname.charAt(0).toUpperCase()}
            </Avatar>
            <Stack gap={0} visibleFrom="sm">
              <Text size="sm" fw={600} lh={1.2}>
                {displayName}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {user.society}
              </Text>
            </Stack>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.profile.root.getHref()} leftSection={<IconUser size={16} aria-hidden />}>
          {t('header.myAccount')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => {
            void logout().then(() => navigate(paths.auth.root.getHref(), { replace: true }));
          }}
        >
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The header's right end for a signed-in user: notifications and the profile menu. */
export function UserActions({ user }: { user: TSessionUser }) {
  return (
    <>
      <NotificationBell unread={0} />
      <ProfileMenu user={user} />
    </>
  );
}
