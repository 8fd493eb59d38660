import { Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getPaymentRecordQueryOptions } from '../api/get-payment-record';

/**
 * How the shipper pays (issue 30), from the invoices carriers issued to it on Tariq: "Paie en
 * moyenne à 12 jours, 90 % à l'échéance", once it rests on 5 settled invoices of the last 12
 * months. Nothing before, nor while loading or when it cannot be read: it informs, it never blocks.
 */
export function ShipperPaymentRecord({ companyId }: { companyId: string }) {
  const { t } = useTranslation('invoices');
  const record = useQuery(getPaymentRecordQueryOptions(companyId)).data;
  if (!record?.enough || record.average_days_late === null || record.on_time_percent === null) return null;
  return (
    <Text size="sm" c="dimmed" component="span" style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
      <IconReceipt size={14} aria-hidden />
      <span title={t('invoices.paymentRecord.basis', { count: record.invoices })}>
        {t('invoices.paymentRecord.summary', { count: record.average_days_late, percent: record.on_time_percent })}
      </span>
    </Text>
  );
}
