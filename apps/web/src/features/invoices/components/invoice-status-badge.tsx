import type { TInvoiceStatus } from '@tariq/contracts';
import { Badge } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<TInvoiceStatus, MantineColor> = { draft: 'gray', issued: 'blue' };

/** Where an invoice stands (spec 001 §4: generated, then issued; sent, paid and overdue come with their issues). */
export function InvoiceStatusBadge({ status }: { status: TInvoiceStatus }) {
  const { t } = useTranslation('invoices');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" styles={{ label: { overflow: 'visible' } }}>
      {t(`invoices.status.${status}`)}
    </Badge>
  );
}
