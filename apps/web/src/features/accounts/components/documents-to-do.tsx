import { LEGAL_DOCUMENTS } from '@tariq/contracts/documents';
import type { TCompanyDocument } from '@tariq/contracts/documents';
import { Group, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';

/** The required documents that keep the account inactive: missing, in validation, refused or expired. */
export function documentsToDo(documents: readonly TCompanyDocument[]): TCompanyDocument[] {
  return documents.filter((document) => document.required && document.status !== 'verified');
}

/** What stands in the way of one document, in the user's words: the refusal's reason, the expiry. */
export function useDocumentToDoText() {
  const { t } = useTranslation('documents');
  const language = getCurrentLanguage();
  return (document: TCompanyDocument): string => {
    switch (document.status) {
      case 'missing':
        return t('documents.toDo.missing');
      case 'in_validation':
        return t('documents.toDo.inValidation');
      case 'refused':
        return document.refusalReason
          ? t('documents.toDo.refused', { reason: document.refusalReason })
          : t('documents.toDo.refusedWithoutReason');
      case 'expired':
        return document.expiresAt
          ? t('documents.toDo.expired', { date: formatDate(document.expiresAt, language) })
          : t('documents.toDo.expiredWithoutDate');
      case 'verified':
        return t('documents.status.verified');
    }
  };
}

/**
 * The required documents not verified yet, each with what it waits for: the documents tab's account
 * status and the page shown in place of a gated area. `action`: what the page offers beside each.
 */
export function DocumentsToDo({
  documents,
  action,
}: {
  documents: readonly TCompanyDocument[];
  action?: (document: TCompanyDocument) => ReactNode;
}) {
  const language = getCurrentLanguage();
  const describe = useDocumentToDoText();
  return (
    <List spacing="sm" listStyleType="disc">
      {documents.map((document) => (
        <List.Item key={document.type}>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {LEGAL_DOCUMENTS[document.type].label[language]}
              </Text>
              <Text size="sm">{describe(document)}</Text>
            </Stack>
            {action?.(document)}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
