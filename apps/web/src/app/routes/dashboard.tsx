import { Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../features/auth/session';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  useDocumentTitle(t('pages.dashboard'));
  return (
    <Stack py="md">
      <Title order={1} size="h2">
        {t('dashboard.welcome', { firstname: user.firstname })}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed">
            {t('dashboard.company')}
          </Text>
          <Text fw={600}>{user.society}</Text>
        </Card>
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed">
            {t('dashboard.role')}
          </Text>
          <Text fw={600}>{t(`roles.${user.role}`)}</Text>
        </Card>
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed">
            {t('dashboard.documents')}
          </Text>
          <Badge color={user.is_doc_ok ? 'green' : 'orange'} variant="light" mt={4}>
            {user.is_doc_ok ? t('dashboard.documentsOk') : t('dashboard.documentsPending')}
          </Badge>
        </Card>
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed">
            {t('dashboard.email')}
          </Text>
          <Badge color={user.isVerified ? 'green' : 'orange'} variant="light" mt={4}>
            {user.isVerified ? t('dashboard.emailVerified') : t('dashboard.emailNotVerified')}
          </Badge>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
