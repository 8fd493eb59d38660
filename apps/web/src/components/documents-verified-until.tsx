import { Badge } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format';
import { getCurrentLanguage } from '../lib/i18n';

/**
 * 'Documents vérifiés jusqu'au <date>' beside a company's name (proposals, freight search): the trust
 * a counterparty sees, never the files — the earliest expiry of the company's required documents
 * while all are verified. Nothing when the server gives no date.
 */
export function DocumentsVerifiedUntil({ date, size = 'md' }: { date: string | null; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('components');
  if (!date) return null;
  return (
    <Badge
      color="green"
      variant="light"
      size={size}
      tt="none"
      leftSection={<IconShieldCheck size={size === 'sm' ? 12 : 14} aria-hidden />}
    >
      {t('documentsVerifiedUntil', { date: formatDate(date, getCurrentLanguage()) })}
    </Badge>
  );
}
