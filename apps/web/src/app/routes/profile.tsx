import { Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { LoadErrorAlert } from '../../components/load-error-alert/load-error-alert';
import { getProfileQueryOptions } from '../../features/accounts/api/get-profile';
import { BillingForm } from '../../features/accounts/components/billing-form';
import { ColleaguesTab } from '../../features/accounts/components/colleagues-tab';
import { CompanyEprotocol } from '../../features/accounts/components/company-eprotocol';
import { CompanyForm } from '../../features/accounts/components/company-form';
import { CompanyLogo } from '../../features/accounts/components/company-logo';
import { DocumentsTab } from '../../features/accounts/components/documents-tab';
import { NotificationsTab } from '../../features/accounts/components/notifications-form';
import { ProfileTabs } from '../../features/accounts/components/profile-tabs';
import type { TProfileTab } from '../../features/accounts/components/profile-tabs';
import { PasswordSecurityPanel } from '../../features/accounts/components/password-security-panel';
import { UserForm } from '../../features/accounts/components/user-form';
import { useRefreshLoggedUser } from '../../features/auth/api/get-logged-user';
import { clearSession } from '../../features/auth/api/logout';
import { PlacePicker } from '../../features/places/components/place-picker';
import { NetworkShippersTab } from '../../features/private-exchange/components/network-shippers-tab';
import { useSessionStore, useSessionUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The tabs that show the profile (`GET /api/users/{id}`); the others read what they need themselves. */
function ProfileDataTab({ tab }: { tab: 'information' | 'billing' }) {
  const { t } = useTranslation('profile');
  const sessionUser = useSessionUser();
  const refreshSessionUser = useRefreshLoggedUser();
  const query = useQuery(getProfileQueryOptions(sessionUser.id));
  if (query.isPending)
    return (
      <Stack data-testid="profile-skeleton" aria-busy="true">
        <Skeleton height={280} radius="md" />
        <Skeleton height={420} radius="md" />
      </Stack>
    );
  if (query.isError)
    return <LoadErrorAlert title={t('profile.loadError')} retryLabel={t('profile.retry')} query={query} />;
  const { user, company } = query.data;
  switch (tab) {
    case 'information':
      return (
        <Stack>
          <UserForm user={user} refreshSessionUser={refreshSessionUser} />
          <CompanyLogo company={company} refreshSessionUser={refreshSessionUser} />
          <CompanyForm company={company} PlaceField={PlacePicker} refreshSessionUser={refreshSessionUser} />
          {/* Shippers publish the offers it goes with. */}
          {company.kind === 'shipper' ? (
            <CompanyEprotocol company={company} refreshSessionUser={refreshSessionUser} />
          ) : null}
        </Stack>
      );
    case 'billing':
      return <BillingForm company={company} refreshSessionUser={refreshSessionUser} />;
  }
}

/**
 * The colleagues tab. Once the caller has left the company the server has ended its sessions: this
 * one ends too (no logout call: its token is already revoked), and the login screen shows.
 */
function ColleaguesPanel() {
  const session = useSessionStore();
  const navigate = useNavigate();
  return (
    <ColleaguesTab
      onLeft={() => {
        clearSession(session);
        void navigate(paths.auth.login.getHref(), { replace: true });
      }}
    />
  );
}

/** The documents tab: an upload or a removal may open or close the gated areas, so the session user follows. */
function DocumentsPanel() {
  return <DocumentsTab refreshSessionUser={useRefreshLoggedUser()} />;
}

/**
 * Mon compte (spec 000 §2, spec 001 §2): one route per tab, /profile showing the information tab.
 * Each tab saves on its own; every save refreshes the session user, so the top bar follows.
 */
export function ProfilePage({ tab }: { tab: TProfileTab }) {
  const { t } = useTranslation('profile');
  useDocumentTitle(`${t(`profile.tabs.${tab}`)} · ${t('profile.title')}`);
  return (
    <Stack py="md" maw={960}>
      <Title order={1} size="h2">
        {t('profile.title')}
      </Title>
      <ProfileTabs active={tab} />
      {tab === 'notifications' ? <NotificationsTab /> : null}
      {tab === 'security' ? <PasswordSecurityPanel /> : null}
      {tab === 'colleagues' ? <ColleaguesPanel /> : null}
      {tab === 'documents' ? <DocumentsPanel /> : null}
      {tab === 'networks' ? <NetworkShippersTab /> : null}
      {tab === 'information' || tab === 'billing' ? <ProfileDataTab key={tab} tab={tab} /> : null}
    </Stack>
  );
}
