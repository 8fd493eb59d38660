import type { TInvoice, TInvoicePayment } from '@tariq/contracts';
import { OPTION_LISTS } from '@tariq/contracts/catalogues/options';
import { offerToday } from '@tariq/contracts/offers';
import { ActionIcon, Alert, Button, Group, NativeSelect, SimpleGrid, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconCash, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { DateField } from '../../../components/date-fields/date-fields';
import { MoneyInput } from '../../../components/money-input/money-input';
import { formatDate, formatMoney } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useCatalogueLabels } from '../../../lib/use-catalogue-labels';
import { useAddInvoicePayment, useRemoveInvoicePayment } from '../api/invoice-payments';
import { serverErrors } from '../utils/server-errors';
import { Fact, Section } from './invoice-sections';

type TPaymentForm = { amount: number | null; method: string; paid_on: string | null };

const FORM_FIELDS = ['amount', 'method', 'paid_on'] as const;

function initialForm(invoice: TInvoice): TPaymentForm {
  return { amount: Number(invoice.balance), method: invoice.payment_method, paid_on: offerToday(new Date()) };
}

/**
 * "Ajouter un paiement" (spec 001 §2): the amount (what remains, to start with), the method (the
 * invoice's), the date (today); in the invoice's currency. The server's field messages land under
 * their fields; anything else is said above the button. What was typed stays after a refusal.
 */
function AddPaymentForm({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation('invoices');
  const { t: catalogueLabel } = useCatalogueLabels();
  const add = useAddInvoicePayment();
  const [form, setForm] = useState<TPaymentForm>(() => initialForm(invoice));
  const { fields: fieldErrors, other: otherError } = serverErrors(add.error, FORM_FIELDS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      {
        id: invoice.id,
        payment: {
          amount: form.amount ?? '',
          currency: invoice.currency as 'DZD',
          method: form.method as 'transfer',
          paid_on: form.paid_on ?? '',
        },
      },
      {
        onSuccess: (next) => {
          setForm(initialForm(next));
          void toastSuccess(t('invoices.payments.added'));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="invoice-add-payment">
      <Text fw={600} size="sm" id="invoice-add-payment" mb="xs">
        {t('invoices.payments.add')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <MoneyInput
          label={t('invoices.payments.amount')}
          currency={invoice.currency}
          required
          value={form.amount}
          onChange={(amount) => setForm((current) => ({ ...current, amount }))}
          error={fieldErrors.amount ?? fieldErrors.currency}
        />
        <NativeSelect
          label={t('invoices.payments.method')}
          required
          value={form.method}
          onChange={(event) => setForm((current) => ({ ...current, method: event.currentTarget.value }))}
          data={OPTION_LISTS.paymentMethod.map((method) => ({
            value: method,
            label: catalogueLabel(`catalogue.paymentMethod.${method}` as never),
          }))}
          error={fieldErrors.method}
        />
        <DateField
          label={t('invoices.payments.date')}
          required
          value={form.paid_on}
          min={invoice.issue_date ?? undefined}
          max={offerToday(new Date())}
          onChange={(paidOn) => setForm((current) => ({ ...current, paid_on: paidOn }))}
          error={fieldErrors.paid_on}
        />
      </SimpleGrid>
      {otherError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} mt="sm" role="alert">
          {otherError}
        </Alert>
      ) : null}
      <Group mt="sm">
        <Button type="submit" leftSection={<IconCash size={16} aria-hidden />} loading={add.isPending}>
          {t('invoices.payments.submit')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * The payments of an issued invoice (spec 001 §3 Payment): what was received, what remains, when it
 * was settled; a payment recorded by mistake is removed — after a confirmation — while the invoice is
 * not settled.
 */
export function InvoicePayments({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation('invoices');
  const language = getCurrentLanguage();
  const { t: catalogueLabel } = useCatalogueLabels();
  const remove = useRemoveInvoicePayment();
  const [removing, setRemoving] = useState<TInvoicePayment | null>(null);
  // Settled or cancelled by a credit note: nothing to pay any more.
  const isSettled = invoice.payment_state === 'settled' || invoice.payment_state === 'cancelled';
  const money = (amount: string) => formatMoney(amount, invoice.currency, language);
  const close = () => {
    setRemoving(null);
    remove.reset();
  };
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { id: invoice.id, paymentId: removing.id },
      {
        onSuccess: () => {
          setRemoving(null);
          void toastSuccess(t('invoices.payments.removed'));
        },
      },
    );
  };
  return (
    <Section id="invoice-payments" title={t('invoices.payments.title')}>
      <dl style={{ margin: 0 }}>
        <Fact label={t('invoices.payments.paidTotal')}>{money(invoice.paid_total)}</Fact>
        {invoice.credited_total === '0.00' ? null : (
          <Fact label={t('invoices.payments.creditedTotal')}>{money(invoice.credited_total)}</Fact>
        )}
        <Fact label={t('invoices.payments.balance')}>{money(invoice.balance)}</Fact>
        {invoice.payment_state === 'settled' && invoice.paid_on ? (
          <Fact label={t('invoices.payments.settledOn')}>{formatDate(invoice.paid_on, language)}</Fact>
        ) : null}
      </dl>
      {invoice.payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('invoices.payments.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoices.payments.date')}</Table.Th>
                <Table.Th>{t('invoices.payments.method')}</Table.Th>
                <Table.Th>{t('invoices.payments.amount')}</Table.Th>
                {isSettled ? null : (
                  <Table.Th>
                    <VisuallyHidden>{t('invoices.payments.actions')}</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.payments.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td>{formatDate(payment.paid_on, language)}</Table.Td>
                  <Table.Td>{catalogueLabel(`catalogue.paymentMethod.${payment.method}` as never)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(payment.amount, payment.currency, language)}
                  </Table.Td>
                  {isSettled ? null : (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('invoices.payments.remove', {
                          amount: money(payment.amount),
                          date: formatDate(payment.paid_on, language),
                        })}
                        onClick={() => setRemoving(payment)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {isSettled ? (
        <Text size="sm" c="dimmed">
          {invoice.payment_state === 'cancelled'
            ? t('invoices.payments.cancelledHint')
            : t('invoices.payments.settledHint')}
        </Text>
      ) : (
        <AddPaymentForm invoice={invoice} />
      )}
      <ConfirmModal
        opened={removing !== null}
        title={t('invoices.payments.removeTitle')}
        confirmLabel={t('invoices.payments.removeConfirm')}
        confirmColor="red"
        isPending={remove.isPending}
        error={remove.error}
        onClose={close}
        onConfirm={confirmRemove}
      >
        <Text size="sm">
          {removing
            ? t('invoices.payments.removeText', {
                amount: money(removing.amount),
                date: formatDate(removing.paid_on, language),
              })
            : null}
        </Text>
      </ConfirmModal>
    </Section>
  );
}
