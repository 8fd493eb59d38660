import { Paper, Text } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TitledPage } from '../../components/titled-page/titled-page';

/** A route whose capability is not built yet: titled, so the guards and menus can be used and tested now. */
export function PlaceholderPage({ titleKey }: { titleKey: ParseKeys<'pages'> }) {
  const { t } = useTranslation('pages');
  return (
    <TitledPage title={t(titleKey)}>
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed">{t('placeholder.comingSoon')}</Text>
      </Paper>
    </TitledPage>
  );
}
