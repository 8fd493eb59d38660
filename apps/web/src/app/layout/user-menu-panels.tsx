import type { TSessionUser } from '@tariq/contracts';
import { Button, Menu, NavLink, ScrollArea, Stack } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useOpenedOnMount } from '../../components/menu-on-intent';
import type { TMenuIntent } from '../../components/menu-on-intent';
import { paths } from '../../config/paths';
import { isActive } from './menu';
import type { TMenuItem } from './menu';
import { ProfileButton, SubmenuButton } from './menu-buttons';
import { useSignOut } from './use-sign-out';

// The header's dropdowns and the small screens' side panel: Mantine's Menu, Popover, Floating UI,
// ScrollArea and NavLink (about 30 KB gzipped, and their render). No page waits for them: they load
// when the user reaches for a menu (user-menus.tsx, app-layout.tsx).

/** A submenu of the wide screens' menu; it opens on hover or click. */
export function SubMenu({ item, intent }: { item: TMenuItem; intent: TMenuIntent }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useOpenedOnMount(intent, target);
  return (
    <Menu opened={opened} onChange={setOpened} trigger="click-hover" position="bottom-start" withinPortal>
      <Menu.Target>
        <SubmenuButton ref={target} label={t(item.labelKey)} active={isActive(pathname, item)} />
      </Menu.Target>
      <Menu.Dropdown>
        {item.children?.map((child) =>
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
  );
}

/** The profile menu: my account, log out. */
export function ProfileMenu({ user, intent }: { user: TSessionUser; intent: TMenuIntent }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useOpenedOnMount(intent, target);
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal>
      <Menu.Target>
        <ProfileButton ref={target} user={user} />
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
