import type { TSessionUser } from '@tariq/contracts';
import {
  Avatar,
  Button,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Component, Suspense, lazy, useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { NotificationBell } from '../../components/notification-bell';
import { paths } from '../../config/paths';
import { profileKeys } from '../../features/accounts/api/profile-keys';
import { useRefreshLoggedUser } from '../../features/auth/api/get-logged-user';
import { useLogout } from '../../features/auth/api/logout';
import { loadNamespaces } from '../../lib/i18n';
import { isActive } from './menu';
import type { TMenuItem } from './menu';
import { useUserQueryClient } from './user-query-client';

// The menus of a signed-in user, loaded apart from the login route (see app-layout.tsx).

// The notification panel loads after the menus: no page waits for it (routes.tsx waits for this
// chunk), and the bell shows meanwhile, without a count. Its code (and the contracts' zod schemas
// it reads messages with, about 45 KB gzipped) is asked for once the page has rendered and the
// browser is idle, so it does not compete with the page's own code on a slow connection.
const NotificationCenter = lazy(async () => {
  const [{ NotificationCenter }] = await Promise.all([
    import('../../features/notifications/components/notification-center'),
    loadNamespaces('notifications'),
  ]);
  return { default: NotificationCenter };
});

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

/** Logs out and shows the login screen: the profile menu's 'Se déconnecter', and the hub's order to log out. */
function useSignOut(): () => void {
  const logout = useLogout();
  const navigate = useNavigate();
  return useCallback(() => {
    void logout().then(() => navigate(paths.auth.root.getHref(), { replace: true }));
  }, [logout, navigate]);
}

function ProfileMenu({ user }: { user: TSessionUser }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  // First letter of the last name, then the first name (spec 000 §2).
  const displayName = `${user.lastname.charAt(0).toUpperCase()}. ${user.firstname}`;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* Named by what it shows (initials, then name and company when wide enough) and then what it
            is, so a user who says what they see (voice control) reaches it (WCAG 2.5.3, label in name). */}
        <UnstyledButton data-testid="profile-menu">
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
            <VisuallyHidden>{t('header.profileMenu')}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.profile.root.getHref()} leftSection={<IconUser size={16} aria-hidden />}>
          {t('header.myAccount')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={signOut}>
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Notifications are a courtesy of the header: should their code fail to load or to render, the page
 * stays up and the bell shows without a count; the failure is only logged (spec 000 §8).
 */
class QuietBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('notifications: the panel failed', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function Notifications({ user }: { user: TSessionUser }) {
  const signOut = useSignOut();
  const refreshUser = useRefreshLoggedUser();
  // The header sits above the pages' outlet, hence above query-layout.tsx: it is handed the same cache.
  const queryClient = useUserQueryClient();
  // A document verified, refused or expiring (type 9): the session user (is_doc_ok, hence the menus
  // and the guards) and the company's documents, wherever a page shows them, are read again.
  const onAccountEvent = useCallback(() => {
    refreshUser().catch((error: unknown) => console.warn('notifications: the user could not be read again', error));
    void queryClient.invalidateQueries({ queryKey: profileKeys.documents() });
  }, [refreshUser, queryClient]);
  const isIdle = useIdleOnce();
  const bell = <NotificationBell unread={0} />;
  if (!isIdle) return bell;
  return (
    <QueryClientProvider client={queryClient}>
      <QuietBoundary fallback={bell}>
        <Suspense fallback={bell}>
          <NotificationCenter userId={user.id} onLogout={signOut} onAccountEvent={onAccountEvent} />
        </Suspense>
      </QuietBoundary>
    </QueryClientProvider>
  );
}

/** True once the browser has been idle after the first render (within 2 s at worst). */
function useIdleOnce(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    // jsdom and older Safari have no requestIdleCallback: the next task then.
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 0);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }, []);
  return isIdle;
}

/** The header's right end for a signed-in user: notifications and the profile menu. */
export function UserActions({ user }: { user: TSessionUser }) {
  return (
    <>
      <Notifications user={user} />
      <ProfileMenu user={user} />
    </>
  );
}
