import { Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md">
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

export default function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'pages', 'accounts']);
  const user = useSessionUser();
  useDocumentTitle(t('pages:pages.dashboard'));
  return (
    <Stack py="md">
      <Title order={1} size="h2">
        {t('dashboard.welcome', { firstname: user.firstname })}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
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
    </Stack>
  );
}
