import type { TInvoice } from '@tariq/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconLock, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { toastSuccess } from '../../../lib/toast';
import { useSendInvoice } from '../api/send-invoice';
import { InvoicePdfButton } from './invoice-pdf-button';
import { LinesTable, MissionsSection, PartiesSection, Section, TermsFacts, TotalsSection } from './invoice-sections';

/**
 * An issued invoice, read only, as it was issued (the parties' identifiers copied then): its number,
 * its PDF in French or Arabic, and sending it to the client. Payments and reminders come with their issue.
 */
export function IssuedInvoice({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation('invoices');
  const send = useSendInvoice();
  const [isSending, setSending] = useState(false);
  const closeSend = () => {
    setSending(false);
    send.reset();
  };
  const sendInvoice = () =>
    send.mutate(invoice.id, {
      onSuccess: () => {
        setSending(false);
        void toastSuccess(t('invoices.actions.sent'));
      },
    });
  return (
    <Stack>
      <Alert color="gray" icon={<IconLock aria-hidden />}>
        {t('invoices.detail.readOnly')}
      </Alert>
      <Group gap="xs">
        <InvoicePdfButton id={invoice.id} number={invoice.number ?? ''} language="fr" />
        <InvoicePdfButton id={invoice.id} number={invoice.number ?? ''} language="ar" />
        <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => setSending(true)}>
          {t('invoices.actions.send')}
        </Button>
      </Group>
      <Section id="invoice-terms" title={t('invoices.detail.terms')}>
        <TermsFacts invoice={invoice} />
      </Section>
      <PartiesSection invoice={invoice} />
      <MissionsSection invoice={invoice} />
      <LinesTable invoice={invoice} />
      <TotalsSection invoice={invoice} />
      <ConfirmModal
        opened={isSending}
        title={t('invoices.actions.sendTitle')}
        confirmLabel={t('invoices.actions.sendConfirm')}
        isPending={send.isPending}
        error={send.error}
        onClose={closeSend}
        onConfirm={sendInvoice}
      >
        <Text size="sm">{t('invoices.actions.sendText', { number: invoice.number ?? '' })}</Text>
      </ConfirmModal>
    </Stack>
  );
}
