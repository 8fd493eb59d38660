import { ACCESS_RULES, accessSubjectOf, decideAccess } from '@tariq/contracts';
import { Badge, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../components/load-error-alert/load-error-alert';
import { getDashboardQueryOptions } from '../../features/dashboard/api/get-dashboard';
import { CarrierFigures } from '../../features/dashboard/components/carrier-figures';
import { ShipperFigures } from '../../features/dashboard/components/shipper-figures';
import { useSessionUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Card>
  );
}

function StatusBadge({ ok, okLabel, pendingLabel }: { ok: boolean; okLabel: string; pendingLabel: string }) {
  return (
    <Badge color={ok ? 'green' : 'orange'} variant="light" mt={4}>
      {ok ? okLabel : pendingLabel}
    </Badge>
  );
}

/** The shape of the figures while they load: four cards, a chart, two cards. */
function FiguresSkeleton({ label }: { label: string }) {
  return (
    <Stack role="status" aria-label={label} gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={96} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={280} radius="md" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Skeleton height={120} radius="md" />
        <Skeleton height={120} radius="md" />
      </SimpleGrid>
    </Stack>
  );
}

/** The company's figures for the caller's role (GET /api/dashboard, issue 31). */
function CompanyFigures() {
  const { t } = useTranslation('dashboard');
  const dashboard = useQuery(getDashboardQueryOptions());
  // The answer comes through the query cache's store, a synchronous update: the figures (cards, two
  // charts, two tables) rendered in one blocking task (Chromium, ×4 CPU throttling: 289 ms). Deferred,
  // React renders them in slices while the skeleton stays.
  const figures = useDeferredValue(dashboard.data);
  if (dashboard.isError)
    return <LoadErrorAlert title={t('dashboard.loadError')} retryLabel={t('dashboard.retry')} query={dashboard} />;
  if (!figures) return <FiguresSkeleton label={t('dashboard.loading')} />;
  return figures.role === 'carrier' ? <CarrierFigures figures={figures} /> : <ShipperFigures figures={figures} />;
}

/**
 * /dashboard (spec 001 §2): the account's facts for everyone, and for shippers and carriers their
 * company's figures, each a link to the list it counts. Staff and drivers have no company figures.
 */
export default function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'pages', 'accounts']);
  const user = useSessionUser();
  useDocumentTitle(t('pages:pages.dashboard'));
  const hasFigures = decideAccess(accessSubjectOf(user), ACCESS_RULES.dashboardFigures) === 'allow';
  return (
    <Stack py="md" gap="md">
      <Title order={1} size="h2">
        {t('dashboard.welcome', { firstname: user.firstname })}
      </Title>
      <SimpleGrid cols={{ base: 2, lg: 4 }} component="section" aria-label={t('dashboard.account')}>
        <Fact label={t('dashboard.company')}>
          <Text fw={600}>{user.society}</Text>
        </Fact>
        <Fact label={t('dashboard.role')}>
          <Text fw={600}>{t(`accounts:roles.${user.role}`)}</Text>
        </Fact>
        <Fact label={t('dashboard.documents')}>
          <StatusBadge
            ok={user.is_doc_ok}
            okLabel={t('dashboard.documentsOk')}
            pendingLabel={t('dashboard.documentsPending')}
          />
        </Fact>
        <Fact label={t('dashboard.email')}>
          <StatusBadge
            ok={user.isVerified}
            okLabel={t('dashboard.emailVerified')}
            pendingLabel={t('dashboard.emailNotVerified')}
          />
        </Fact>
      </SimpleGrid>
      {hasFigures ? <CompanyFigures /> : null}
    </Stack>
  );
}
