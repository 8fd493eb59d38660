import type { TCompanyKind } from '@tariq/contracts';
import { Alert, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileText, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type TLegalDocumentType = 'tradeRegister' | 'taxRegularity' | 'transportCapacity' | 'insurance';

/**
 * What the documents capability will ask, until it lands with its own catalogue (none exists in
 * contracts yet). Sources: spec 001 §1 (every account holds a trade register number) and §3 (legal
 * document types: insurance, transport capacity, tax regularity); insurance and transport capacity
 * are the carrier's, who moves the goods.
 */
const REQUIRED_DOCUMENTS: Record<TCompanyKind, readonly TLegalDocumentType[]> = {
  carrier: ['tradeRegister', 'taxRegularity', 'transportCapacity', 'insurance'],
  shipper: ['tradeRegister', 'taxRegularity'],
  platform: [],
};

/** The documents tab: the account-inactive notice, and the documents the company will be asked for. */
export function DocumentsTab({ kind, isDocOk }: { kind: string; isDocOk: boolean }) {
  const { t } = useTranslation('profile');
  const documents = REQUIRED_DOCUMENTS[kind as TCompanyKind] ?? [];
  return (
    <Stack>
      {isDocOk ? null : (
        <Alert color="orange" icon={<IconLock aria-hidden />} variant="light">
          {t('profile.documents.inactive')}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="legal-documents-title">
        <Stack>
          <Title order={2} size="h4" id="legal-documents-title">
            {t('profile.documents.title')}
          </Title>
          <Text size="sm">{t('profile.documents.intro')}</Text>
          <List spacing="xs" icon={<IconFileText size={16} aria-hidden />}>
            {documents.map((type) => (
              <List.Item key={type}>{t(`profile.documents.types.${type}`)}</List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {t('profile.documents.statuses')}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
