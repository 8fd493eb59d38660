import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/load-error-alert/load-error-alert';
import { formatDate, formatMoney } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { getShipmentInvoicesQueryOptions } from '../api/get-shipment-invoices';
import { InvoicePdfButton } from './invoice-pdf-button';
import { InvoicePaymentBadge } from './invoice-state-badges';

/**
 * The invoices the carrier issued to the shipper for this shipment (ARCHITECTURE.md §7: the shipper
 * sees and downloads them on its shipment), each with its PDF in French or Arabic. Nothing until the
 * first is issued: most shipments on screen have none yet.
 */
export function ShipmentInvoices({ offerUid }: { offerUid: string }) {
  const { t } = useTranslation('invoices');
  const titleId = useId();
  const query = useQuery(getShipmentInvoicesQueryOptions(offerUid));
  const language = getCurrentLanguage();
  if (query.isError) {
    return <LoadErrorAlert title={t('invoices.shipment.loadError')} retryLabel={t('invoices.retry')} query={query} />;
  }
  const invoices = query.data?.data ?? [];
  if (invoices.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" radius="md">
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t('invoices.shipment.title')}
      </Title>
      <Stack gap="sm">
        {invoices.map((invoice) => (
          <Group key={invoice.id} justify="space-between" align="center" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={600} ff="monospace">
                  {invoice.number}
                </Text>
                <InvoicePaymentBadge invoice={invoice} />
              </Group>
              <Text size="sm">
                {t('invoices.shipment.summary', {
                  carrier: invoice.carrier.name,
                  date: formatDate(invoice.issue_date, language),
                  total: formatMoney(invoice.total_due, invoice.currency, language),
                  due: formatDate(invoice.due_date, language),
                })}
              </Text>
            </Stack>
            <Group gap="xs">
              <InvoicePdfButton id={invoice.id} number={invoice.number} language="fr" size="xs" />
              <InvoicePdfButton id={invoice.id} number={invoice.number} language="ar" size="xs" />
            </Group>
            {invoice.credit_notes.map((note) => (
              <Group key={note.id} justify="space-between" align="center" wrap="wrap" gap="sm" w="100%" ps="md">
                <Text size="sm">
                  {t('invoices.shipment.creditNote', {
                    number: note.number,
                    date: formatDate(note.issue_date, language),
                    amount: formatMoney(note.total_due, invoice.currency, language),
                  })}
                </Text>
                <Group gap="xs">
                  <InvoicePdfButton
                    id={invoice.id}
                    creditNoteId={note.id}
                    number={note.number}
                    language="fr"
                    size="xs"
                  />
                  <InvoicePdfButton
                    id={invoice.id}
                    creditNoteId={note.id}
                    number={note.number}
                    language="ar"
                    size="xs"
                  />
                </Group>
              </Group>
            ))}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
