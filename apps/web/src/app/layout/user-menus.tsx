import type { TSessionUser } from '@tariq/contracts';
import { Button, Group } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Component, Suspense, lazy, useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { MenuOnIntent } from '../../components/menu-on-intent';
import { NotificationBell } from '../../components/notification-bell';
import { profileKeys } from '../../features/accounts/api/profile-keys';
import { useRefreshLoggedUser } from '../../features/auth/api/get-logged-user';
import { loadNamespaces } from '../../lib/i18n';
import { HEADER_MENU_FROM, isActive } from './menu';
import type { TMenuItem } from './menu';
import { ProfileButton, SubmenuButton } from './menu-buttons';
import { useSignOut } from './use-sign-out';
import { useUserQueryClient } from './user-query-client';

// The menus of a signed-in user, loaded apart from the login route (see app-layout.tsx). Every page
// waits for this chunk, so it holds only what the header shows: the buttons. Their dropdowns and
// the small screens' side panel (Menu, Popover, Floating UI, ScrollArea, NavLink: about 30 KB
// gzipped, and their render) load when the user reaches for a menu.
export const loadMenuPanels = () => import('./user-menu-panels');
const SubMenu = lazy(async () => ({ default: (await loadMenuPanels()).SubMenu }));
const ProfileMenu = lazy(async () => ({ default: (await loadMenuPanels()).ProfileMenu }));

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
  return (
    <Group
      gap={4}
      component="nav"
      aria-label={t('nav.mainNavigation')}
      visibleFrom={HEADER_MENU_FROM}
      wrap="nowrap"
      className="tariq-main-menu"
    >
      {items.map((item) =>
        item.children ? (
          <MenuOnIntent
            key={item.key}
            load={loadMenuPanels}
            openOnHover
            standIn={(props) => <SubmenuButton label={t(item.labelKey)} active={isActive(pathname, item)} {...props} />}
            menu={(intent) => <SubMenu item={item} intent={intent} />}
          />
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
      <MenuOnIntent
        load={loadMenuPanels}
        standIn={(props) => <ProfileButton user={user} {...props} />}
        menu={(intent) => <ProfileMenu user={user} intent={intent} />}
      />
    </>
  );
}
