import type { TInvoiceListItem } from '@tariq/contracts';
import { Badge, Group } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TInvoiceState = Pick<TInvoiceListItem, 'status' | 'sent_at' | 'reminder_sent_at' | 'payment_state' | 'is_overdue'>;

/** How far the invoice went to its client: generated (a draft), issued, sent, reminded. */
function sendingStep(invoice: TInvoiceState): 'draft' | 'issued' | 'sent' | 'reminded' {
  if (invoice.status === 'draft') return 'draft';
  if (invoice.reminder_sent_at) return 'reminded';
  return invoice.sent_at ? 'sent' : 'issued';
}

/** Where the payment stands: settled, overdue (unsettled past the due date), partly paid, unpaid. */
function paymentStep(
  invoice: Pick<TInvoiceState, 'payment_state' | 'is_overdue'>,
): 'settled' | 'cancelled' | 'overdue' | 'partial' | 'unpaid' | null {
  if (invoice.payment_state === null) return null;
  if (invoice.payment_state === 'settled' || invoice.payment_state === 'cancelled') return invoice.payment_state;
  if (invoice.is_overdue) return 'overdue';
  return invoice.payment_state;
}

const SENDING_COLORS: Record<ReturnType<typeof sendingStep>, MantineColor> = {
  draft: 'gray',
  issued: 'blue',
  sent: 'indigo',
  reminded: 'grape',
};
const PAYMENT_COLORS: Record<NonNullable<ReturnType<typeof paymentStep>>, MantineColor> = {
  settled: 'green',
  cancelled: 'gray',
  overdue: 'red',
  partial: 'yellow',
  unpaid: 'orange',
};

const badgeStyles = { label: { overflow: 'visible' } } as const;

/**
 * An invoice's states (spec 001 §4): generated, sent, reminder sent — and, once issued, unsettled,
 * settled or overdue. Both are said, in words, never by colour alone.
 */
export function InvoiceStateBadges({ invoice }: { invoice: TInvoiceState }) {
  const { t } = useTranslation('invoices');
  const sending = sendingStep(invoice);
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={SENDING_COLORS[sending]} variant="light" styles={badgeStyles}>
        {t(`invoices.state.${sending}`)}
      </Badge>
      <InvoicePaymentBadge invoice={invoice} />
    </Group>
  );
}

/** Where an issued invoice's payment stands, in words: also what the shipper sees on its shipment. */
export function InvoicePaymentBadge({ invoice }: { invoice: Pick<TInvoiceState, 'payment_state' | 'is_overdue'> }) {
  const { t } = useTranslation('invoices');
  const payment = paymentStep(invoice);
  if (!payment) return null;
  return (
    <Badge color={PAYMENT_COLORS[payment]} variant={payment === 'overdue' ? 'filled' : 'light'} styles={badgeStyles}>
      {t(`invoices.payment.${payment}`)}
    </Badge>
  );
}
