import type { TCreditNoteKind, TInvoice } from '@tariq/contracts';
import { CREDIT_NOTE_LIMITS } from '@tariq/contracts/invoices';
import { Alert, Button, Group, Modal, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTextarea } from '../../../components/counted-textarea/counted-textarea';
import { MoneyInput } from '../../../components/money-input/money-input';
import { formatBasisPoints, formatDate, formatMoney } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useCreateCreditNote } from '../api/create-credit-note';
import { serverErrors } from '../utils/server-errors';
import { InvoicePdfButton } from './invoice-pdf-button';
import { Section } from './invoice-sections';

const FORM_FIELDS = ['kind', 'reason', 'amount_ht', 'vat_rate'] as const;

/**
 * "Établir un avoir": cancel all of the invoice (only while nothing was paid nor credited on it) or
 * credit part of it at one of its VAT rates, with the reason the document states. Said in full
 * before: a credit note is final and numbered like an invoice.
 */
function CreditNoteModal({ invoice, opened, onClose }: { invoice: TInvoice; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const language = getCurrentLanguage();
  const create = useCreateCreditNote();
  const canCancel = invoice.paid_total === '0.00' && invoice.credited_total === '0.00';
  const rates = [...new Set(invoice.lines.map((line) => line.vat_rate))];
  const [kind, setKind] = useState<TCreditNoteKind>(canCancel ? 'full' : 'partial');
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState<number | null>(null);
  const [vatRate, setVatRate] = useState(String(rates.includes(invoice.vat_rate) ? invoice.vat_rate : rates[0]));
  const { fields: fieldErrors, other: otherError } = serverErrors(create.error, FORM_FIELDS);
  const close = () => {
    create.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        id: invoice.id,
        creditNote:
          kind === 'full'
            ? { kind, reason }
            : {
                kind,
                reason,
                amount_ht: amount ?? '',
                ...(invoice.vat_mention === 'ifu' ? {} : { vat_rate: Number(vatRate) }),
              },
      },
      {
        onSuccess: (next) => {
          const number = next.credit_notes.at(-1)?.number ?? '';
          void toastSuccess(t('invoices.creditNotes.issued', { number }));
          setReason('');
          setAmount(null);
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('invoices.creditNotes.modalTitle', { number: invoice.number ?? '' })}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Radio.Group
            label={t('invoices.creditNotes.kind')}
            value={kind}
            onChange={(value) => setKind(value as TCreditNoteKind)}
            error={fieldErrors.kind}
          >
            <Stack gap="xs" mt="xs">
              <Radio
                value="full"
                disabled={!canCancel}
                label={t('invoices.creditNotes.full')}
                description={canCancel ? t('invoices.creditNotes.fullHint') : t('invoices.creditNotes.fullRefused')}
              />
              <Radio
                value="partial"
                label={t('invoices.creditNotes.partial')}
                description={t('invoices.creditNotes.partialHint', {
                  balance: formatMoney(invoice.balance, invoice.currency, language),
                })}
              />
            </Stack>
          </Radio.Group>
          {kind === 'partial' ? (
            <Group grow align="flex-start">
              <MoneyInput
                label={t('invoices.creditNotes.amountHt')}
                currency={invoice.currency}
                required
                value={amount}
                onChange={setAmount}
                error={fieldErrors.amount_ht}
              />
              {invoice.vat_mention === 'ifu' ? null : (
                <NativeSelect
                  label={t('invoices.lines.vatRate')}
                  value={vatRate}
                  onChange={(event) => setVatRate(event.currentTarget.value)}
                  data={rates.map((rate) => ({ value: String(rate), label: formatBasisPoints(rate, language) }))}
                  error={fieldErrors.vat_rate}
                />
              )}
            </Group>
          ) : null}
          <CountedTextarea
            label={t('invoices.creditNotes.reason')}
            required
            rows={3}
            limit={CREDIT_NOTE_LIMITS.reasonMax}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={fieldErrors.reason}
          />
          <Alert color="yellow" icon={<IconAlertCircle aria-hidden />}>
            {t('invoices.creditNotes.final')}
          </Alert>
          {otherError ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {otherError}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus>
              {t('invoices.creditNotes.cancel')}
            </Button>
            <Button type="submit" color="red" loading={create.isPending}>
              {t('invoices.creditNotes.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The credit notes of an issued invoice (the only way to correct it), each with its PDF, and
 * "Établir un avoir" while the invoice is open (neither settled nor cancelled).
 */
export function InvoiceCreditNotes({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation('invoices');
  const language = getCurrentLanguage();
  const [isOpen, setOpen] = useState(false);
  const isOpenToCredit = invoice.payment_state === 'unpaid' || invoice.payment_state === 'partial';
  if (invoice.credit_notes.length === 0 && !isOpenToCredit) return null;
  return (
    <Section id="invoice-credit-notes" title={t('invoices.creditNotes.title')}>
      {invoice.payment_state === 'cancelled' ? <Text size="sm">{t('invoices.creditNotes.cancelledHint')}</Text> : null}
      {invoice.credit_notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('invoices.creditNotes.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {invoice.credit_notes.map((note) => (
            <Group key={note.id} justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={2}>
                <Text fw={600} ff="monospace">
                  {note.number}
                </Text>
                <Text size="sm">
                  {t('invoices.creditNotes.summary', {
                    kind: t(`invoices.creditNotes.kinds.${note.kind}`),
                    date: formatDate(note.issue_date, language),
                    amount: formatMoney(note.total_due, invoice.currency, language),
                  })}
                </Text>
                <Text size="sm" c="dimmed" dir="auto">
                  {note.reason}
                </Text>
              </Stack>
              <Group gap="xs">
                <InvoicePdfButton id={invoice.id} creditNoteId={note.id} number={note.number} language="fr" size="xs" />
                <InvoicePdfButton id={invoice.id} creditNoteId={note.id} number={note.number} language="ar" size="xs" />
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      {isOpenToCredit ? (
        <Group>
          <Button
            variant="light"
            color="red"
            leftSection={<IconReceiptRefund size={16} aria-hidden />}
            onClick={() => setOpen(true)}
          >
            {t('invoices.creditNotes.create')}
          </Button>
        </Group>
      ) : null}
      {isOpenToCredit ? <CreditNoteModal invoice={invoice} opened={isOpen} onClose={() => setOpen(false)} /> : null}
    </Section>
  );
}
