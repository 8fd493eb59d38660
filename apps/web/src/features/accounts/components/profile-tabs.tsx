import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export const PROFILE_TABS = ['information', 'documents', 'billing', 'notifications', 'security'] as const;
export type TProfileTab = (typeof PROFILE_TABS)[number];

/** Each tab is a route of its own (spec 000 §2), so it can be linked to and kept in the history. */
const PROFILE_TAB_PATHS: Record<TProfileTab, { getHref: () => string }> = {
  information: paths.profile.edit,
  documents: paths.profile.documents,
  billing: paths.profile.billing,
  notifications: paths.profile.notifications,
  security: paths.profile.security,
};

/** The tabs as links: reached with Tab, followed with Enter, the current one announced as the page. */
export function ProfileTabs({ active }: { active: TProfileTab }) {
  const { t } = useTranslation('profile');
  return (
    <Group component="nav" aria-label={t('profile.tabs.label')} gap="xs">
      {PROFILE_TABS.map((tab) => (
        <Button
          key={tab}
          component={Link}
          to={PROFILE_TAB_PATHS[tab].getHref()}
          variant={tab === active ? 'light' : 'subtle'}
          aria-current={tab === active ? 'page' : undefined}
        >
          {t(`profile.tabs.${tab}`)}
        </Button>
      ))}
    </Group>
  );
}
