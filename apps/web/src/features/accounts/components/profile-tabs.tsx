import { ACCESS_RULES, accessSubjectOf, decideAccess } from '@tariq/contracts/access';
import type { TAccessRule } from '@tariq/contracts/access';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/session';

export const PROFILE_TABS = [
  'information',
  'documents',
  'billing',
  'colleagues',
  'networks',
  'notifications',
  'security',
] as const;
export type TProfileTab = (typeof PROFILE_TABS)[number];

/** Each tab is a route of its own (spec 000 §2), so it can be linked to and kept in the history. */
const PROFILE_TAB_PATHS: Record<TProfileTab, { getHref: () => string }> = {
  information: paths.profile.edit,
  documents: paths.profile.documents,
  billing: paths.profile.billing,
  colleagues: paths.profile.colleagues,
  networks: paths.profile.networks,
  notifications: paths.profile.notifications,
  security: paths.profile.security,
};

/** The tabs of a route guarded by a rule of the access table: shown only to whom the guard lets in. */
const PROFILE_TAB_RULES: Partial<Record<TProfileTab, TAccessRule>> = {
  colleagues: ACCESS_RULES.colleagues,
  // The company's documents are its users' (the API's rule for them is the colleagues' one): staff hold none.
  documents: ACCESS_RULES.colleagues,
  // The shippers whose private exchange the carrier sees (issue 27): the API's rule for them.
  networks: ACCESS_RULES.carrierExchange,
};

/** The tabs as links: reached with Tab, followed with Enter, the current one announced as the page. */
export function ProfileTabs({ active }: { active: TProfileTab }) {
  const { t } = useTranslation('profile');
  const user = useSessionUser();
  const subject = accessSubjectOf(user);
  const tabs = PROFILE_TABS.filter((tab) => {
    const rule = PROFILE_TAB_RULES[tab];
    return !rule || decideAccess(subject, rule) === 'allow';
  });
  return (
    <Group component="nav" aria-label={t('profile.tabs.label')} gap="xs">
      {tabs.map((tab) => (
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
