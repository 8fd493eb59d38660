import type { TAdminCompany } from '@tariq/contracts/admin';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A code as it is written (NIF, RC), isolated from the text around it: in Arabic the bidirectional
 * algorithm would otherwise reorder its digits and letters.
 */
export const Code = ({ children }: { children: string }) => <bdi dir="ltr">{children}</bdi>;

/** The company's kind in words; an unknown one as it is. */
export function useKindLabel() {
  const { t } = useTranslation('admin');
  return (kind: string) => (kind === 'shipper' || kind === 'carrier' ? t(`admin.kinds.${kind}`) : kind);
}

/** Whether its required documents are all verified, and VIP when it is. */
export function CompanyBadges({ company }: { company: Pick<TAdminCompany, 'documentsOk' | 'isVip'> }) {
  const { t } = useTranslation('admin');
  return (
    <Group gap={4} wrap="nowrap">
      <Badge
        color={company.documentsOk ? 'green' : 'orange'}
        variant="light"
        styles={{ label: { overflow: 'visible' } }}
      >
        {t(company.documentsOk ? 'admin.companies.documentsOk' : 'admin.companies.documentsPending')}
      </Badge>
      {company.isVip ? (
        <Badge color="grape" variant="filled">
          {t('admin.companies.vip')}
        </Badge>
      ) : null}
    </Group>
  );
}
