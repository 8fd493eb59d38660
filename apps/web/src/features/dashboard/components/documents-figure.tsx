import type { TDashboardDocuments } from '@tariq/contracts/dashboard';
import { LEGAL_DOCUMENTS } from '@tariq/contracts/documents';
import { Badge, Group } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { FigureCard } from './figure-card';

const SHOWN = ['verified', 'in_validation', 'missing', 'refused', 'expired'] as const;
const COLORS = {
  verified: 'green',
  in_validation: 'blue',
  missing: 'gray',
  refused: 'red',
  expired: 'orange',
} as const;

/** The legal documents: verified of required, the other statuses, and the next expiry (its card on the documents tab). */
export function DocumentsFigure({ documents }: { documents: TDashboardDocuments }) {
  const { t } = useTranslation('dashboard');
  const language = getCurrentLanguage();
  const next = documents.next_expiry;
  return (
    <FigureCard
      label={t('dashboard.documentsFigure.label')}
      icon={<IconFileCertificate size={18} aria-hidden />}
      href={paths.profile.documents.getHref(next?.type)}
      value={t('dashboard.documentsFigure.verified', {
        verified: documents.by_status.verified,
        required: documents.required,
      })}
      hint={
        <>
          <Group gap={4} component="span" mb={4}>
            {SHOWN.filter((status) => status !== 'verified' && documents.by_status[status] > 0).map((status) => (
              <Badge key={status} color={COLORS[status]} variant="light" size="sm" component="span">
                {t(`dashboard.documentsFigure.status.${status}`, { value: documents.by_status[status] })}
              </Badge>
            ))}
          </Group>
          {next
            ? t('dashboard.documentsFigure.nextExpiry', {
                type: LEGAL_DOCUMENTS[next.type].label[language],
                date: formatDate(next.expires_at, language),
              })
            : t('dashboard.documentsFigure.noExpiry')}
        </>
      }
    />
  );
}
