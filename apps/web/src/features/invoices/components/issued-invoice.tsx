import type { TInvoice } from '@tariq/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconBellRinging, IconLock, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { formatInstant, formatMoney } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useRemindInvoice } from '../api/invoice-payments';
import { useSendInvoice } from '../api/send-invoice';
import { InvoiceCreditNotes } from './invoice-credit-notes';
import { InvoicePayments } from './invoice-payments';
import { InvoicePdfButton } from './invoice-pdf-button';
import { LinesTable, MissionsSection, PartiesSection, Section, TermsFacts, TotalsSection } from './invoice-sections';

/** Why a reminder cannot be sent now, or null when it can. */
function reminderBlock(invoice: TInvoice, now: number): 'notSent' | 'settled' | 'tooSoon' | null {
  if (invoice.payment_state === 'settled' || invoice.payment_state === 'cancelled') return 'settled';
  if (!invoice.sent_at) return 'notSent';
  if (invoice.next_reminder_at && Date.parse(invoice.next_reminder_at) > now) return 'tooSoon';
  return null;
}

/**
 * What was mailed to the client: when the invoice was sent, and its reminders — the last one, how
 * many, and when the next is possible.
 */
function SendingFacts({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation('invoices');
  const language = getCurrentLanguage();
  const block = reminderBlock(invoice, Date.now());
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {invoice.sent_at
          ? t('invoices.sending.sentAt', { date: formatInstant(invoice.sent_at, language) })
          : t('invoices.sending.notSent')}
      </Text>
      {invoice.reminder_sent_at ? (
        <Text size="sm" c="dimmed">
          {t('invoices.sending.remindedAt', {
            date: formatInstant(invoice.reminder_sent_at, language),
            count: invoice.reminders_count,
          })}
        </Text>
      ) : null}
      {block === 'tooSoon' && invoice.next_reminder_at ? (
        <Text size="sm" c="dimmed">
          {t('invoices.sending.nextReminder', { date: formatInstant(invoice.next_reminder_at, language) })}
        </Text>
      ) : null}
      {block === 'notSent' ? (
        <Text size="sm" c="dimmed">
          {t('invoices.sending.sendFirst')}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * An issued invoice, read only, as it was issued (the parties' identifiers copied then): its number,
 * its PDF in French or Arabic, sending it and reminding the client, its payments.
 */
export function IssuedInvoice({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation('invoices');
  const language = getCurrentLanguage();
  const send = useSendInvoice();
  const remind = useRemindInvoice();
  const [isSending, setSending] = useState(false);
  const [isReminding, setReminding] = useState(false);
  const closeSend = () => {
    setSending(false);
    send.reset();
  };
  const closeRemind = () => {
    setReminding(false);
    remind.reset();
  };
  const sendInvoice = () =>
    send.mutate(invoice.id, {
      onSuccess: () => {
        setSending(false);
        void toastSuccess(t('invoices.actions.sent'));
      },
    });
  const remindClient = () =>
    remind.mutate(invoice.id, {
      onSuccess: () => {
        setReminding(false);
        void toastSuccess(t('invoices.actions.reminded'));
      },
    });
  const isSettled = invoice.payment_state === 'settled';
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
        {isSettled || invoice.payment_state === 'cancelled' ? null : (
          <Button
            variant="light"
            leftSection={<IconBellRinging size={16} aria-hidden />}
            disabled={reminderBlock(invoice, Date.now()) !== null}
            onClick={() => setReminding(true)}
          >
            {t('invoices.actions.remind')}
          </Button>
        )}
      </Group>
      <SendingFacts invoice={invoice} />
      <InvoicePayments invoice={invoice} />
      <InvoiceCreditNotes invoice={invoice} />
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
      <ConfirmModal
        opened={isReminding}
        title={t('invoices.actions.remindTitle')}
        confirmLabel={t('invoices.actions.remindConfirm')}
        isPending={remind.isPending}
        error={remind.error}
        onClose={closeRemind}
        onConfirm={remindClient}
      >
        <Text size="sm">
          {t('invoices.actions.remindText', {
            number: invoice.number ?? '',
            balance: formatMoney(invoice.balance, invoice.currency, language),
          })}
        </Text>
      </ConfirmModal>
    </Stack>
  );
}
