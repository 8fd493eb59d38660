import { AppShell, Box, Burger, Divider, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, lazy, startTransition, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { paths } from '../../config/paths';
import { useUpdateLanguage } from '../../features/auth/api/update-language';
import { useSession } from '../../lib/session';
import { HEADER_MENU_FROM, getMenu } from './menu';
import { PageLoader } from './page-loader';

/**
 * The menus of a signed-in user. The login route never shows them, so their code (Mantine's
 * Avatar…) stays out of its 180 KB budget. Every other route waits for this chunk before it renders
 * (routes.tsx), so the menus are there when a page shows.
 */
export const loadUserMenus = () => import('./user-menus');
const DesktopMenu = lazy(async () => ({ default: (await loadUserMenus()).DesktopMenu }));
const UserActions = lazy(async () => ({ default: (await loadUserMenus()).UserActions }));
// The side panel of small screens (ScrollArea, NavLink) is hidden until the burger opens it: its code
// loads when the user reaches for the burger, and the panel opens once it is there.
const loadMenuPanels = () => import('./user-menu-panels');
const MobileMenu = lazy(async () => ({ default: (await loadMenuPanels()).MobileMenu }));

function Logo() {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      component={Link}
      to={paths.dashboard.root.getHref()}
      aria-label={t('app.home')}
      className="tariq-logo"
    >
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={30} height={30} />
        <Text fw={800} size="lg" c="blue.8">
          {t('app.name')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

/**
 * What shows while the first page's code, texts and user load (the router's HydrateFallback): the
 * header's logo and a loader, painted as soon as the entry has run instead of a blank screen.
 */
export function StartingLayout() {
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" wrap="nowrap">
          <Logo />
        </Group>
      </AppShell.Header>
      {/* Not a main landmark: the page's own main replaces this frame. */}
      <Box pt={64}>
        <PageLoader />
      </Box>
    </AppShell>
  );
}

export function AppLayout() {
  const { user } = useSession();
  const updateLanguage = useUpdateLanguage();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The side panel is drawn from the first time the burger opens it on.
  const [isPanelDrawn, setPanelDrawn] = useState(false);
  const { t } = useTranslation();
  const items = user ? getMenu(user) : [];

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={
        user ? { width: 280, breakpoint: HEADER_MENU_FROM, collapsed: { mobile: !opened, desktop: true } } : undefined
      }
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {user ? (
              <Burger
                opened={opened}
                onPointerEnter={() => void loadMenuPanels()}
                onFocus={() => void loadMenuPanels()}
                // In a transition: the burger and its panel change together, once the panel's code is there.
                onClick={() =>
                  startTransition(() => {
                    setPanelDrawn(true);
                    toggle();
                  })
                }
                hiddenFrom={HEADER_MENU_FROM}
                size="sm"
                aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
                aria-expanded={opened}
              />
            ) : null}
            <Logo />
            {user ? <Divider orientation="vertical" visibleFrom={HEADER_MENU_FROM} /> : null}
            {user ? (
              <Suspense fallback={null}>
                <DesktopMenu items={items} />
              </Suspense>
            ) : null}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitcher onChange={(language) => void updateLanguage(language)} />
            {user ? (
              <Suspense fallback={null}>
                <UserActions user={user} />
              </Suspense>
            ) : null}
          </Group>
        </Group>
      </AppShell.Header>
      {user ? (
        <AppShell.Navbar p="xs">
          <Suspense fallback={null}>{isPanelDrawn ? <MobileMenu items={items} onNavigate={close} /> : null}</Suspense>
        </AppShell.Navbar>
      ) : null}
      <AppShell.Main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
