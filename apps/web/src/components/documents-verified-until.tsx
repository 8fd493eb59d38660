import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format';
import { getCurrentLanguage } from '../lib/i18n';
import { BADGE_LABEL, BADGE_LEFT_SECTION, lightBadgeProps } from './plain-elements/plain-elements';

/**
 * 'Documents vérifiés jusqu'au <date>' beside a company's name (proposals, freight search): the trust
 * a counterparty sees, never the files — the earliest expiry of the company's required documents
 * while all are verified. Nothing when the server gives no date. Drawn as `<Badge variant="light">`
 * draws it, with plain elements: the freight list has one a row.
 */
export function DocumentsVerifiedUntil({ date, size = 'md' }: { date: string | null; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('components');
  if (!date) return null;
  return (
    <div {...lightBadgeProps('green', size, { keepCase: true })}>
      <span className={BADGE_LEFT_SECTION} data-position="left">
        <IconShieldCheck size={size === 'sm' ? 12 : 14} aria-hidden />
      </span>
      <span className={BADGE_LABEL}>
        {t('documentsVerifiedUntil', { date: formatDate(date, getCurrentLanguage()) })}
      </span>
    </div>
  );
}
