import type { TLanguage, TSessionUser } from '@tariq/contracts';
import {
  AppShell,
  Avatar,
  Burger,
  Button,
  Divider,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { NotificationBell } from '../../components/notification-bell';
import { postChangeLanguage } from '../../features/auth/api/session-api';
import { useSession } from '../../features/auth/session';
import { changeLanguage } from '../../lib/i18n';
import { paths } from '../paths';
import { getMenu } from './menu';
import type { TMenuItem } from './menu';
import { PageLoader } from './page-loader';

function Logo() {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={paths.dashboard} aria-label={t('app.home')} className="tariq-logo">
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={30} height={30} />
        <Text fw={800} size="lg" c="blue.8">
          {t('app.name')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

function isActive(pathname: string, item: TMenuItem): boolean {
  if (item.children) return item.children.some((child) => isActive(pathname, child));
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

/** The horizontal menu of wide screens; entries with a submenu open a dropdown. */
function DesktopMenu({ items }: { items: TMenuItem[] }) {
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

/** The same menu folded in a side panel on small screens. */
function MobileMenu({ items, onNavigate }: { items: TMenuItem[]; onNavigate: () => void }) {
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
  );
}

function ProfileMenu({ user }: { user: TSessionUser }) {
  const { t } = useTranslation();
  const { logout } = useSession();
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
        <Menu.Item component={Link} to={paths.profile} leftSection={<IconUser size={16} aria-hidden />}>
          {t('header.myAccount')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => {
            void logout().then(() => navigate(paths.auth, { replace: true }));
          }}
        >
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function AppLayout() {
  const { user, status } = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { t } = useTranslation();
  const items = user ? getMenu(user) : [];

  const onLanguageChange = (language: TLanguage) => {
    void changeLanguage(language);
    if (status === 'authenticated') void postChangeLanguage(language).catch(() => undefined);
  };

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={user ? { width: 280, breakpoint: 'md', collapsed: { mobile: !opened, desktop: true } } : undefined}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {user ? (
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="md"
                size="sm"
                aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
                aria-expanded={opened}
              />
            ) : null}
            <Logo />
            {user ? <Divider orientation="vertical" visibleFrom="md" /> : null}
            {user ? <DesktopMenu items={items} /> : null}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitcher onChange={onLanguageChange} />
            {user ? <NotificationBell unread={0} /> : null}
            {user ? <ProfileMenu user={user} /> : null}
          </Group>
        </Group>
      </AppShell.Header>
      {user ? (
        <AppShell.Navbar p="xs">
          <ScrollArea>
            <MobileMenu items={items} onNavigate={close} />
          </ScrollArea>
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
