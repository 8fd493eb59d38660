import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A route whose capability is not built yet: titled, so the guards and menus can be used and tested now. */
export function PlaceholderPage({ titleKey }: { titleKey: ParseKeys<'pages'> }) {
  const { t } = useTranslation('pages');
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <Stack py="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed">{t('placeholder.comingSoon')}</Text>
      </Paper>
    </Stack>
  );
}
