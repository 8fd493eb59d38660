import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

export function ForbiddenPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('forbidden.title'));
  return (
    <Stack align="center" py="xl" gap="md">
      <Title order={1} size="h2">
        {t('forbidden.title')}
      </Title>
      <Text c="dimmed">{t('forbidden.text')}</Text>
      <Button component={Link} to={paths.dashboard.root.getHref()}>
        {t('forbidden.back')}
      </Button>
    </Stack>
  );
}
