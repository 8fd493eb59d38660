import type { TInvoice, TUpdateInvoiceValues } from '@tariq/contracts';
import { INVOICE_BILLING_TYPES, ZUpdateInvoiceRequest } from '@tariq/contracts/invoices';
import { VAT_RATE_VALUES } from '@tariq/contracts/invoicing/vat';
import { OPTION_LISTS } from '@tariq/contracts/catalogues/options';
import { offerToday } from '@tariq/contracts/offers';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconClockPause, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { DateField } from '../../../components/date-fields/date-fields';
import { MoneyInput } from '../../../components/money-input/money-input';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/form-resolver';
import { decimalSeparator, formatBasisPoints, formatDate, formatMoney } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useCatalogueLabels } from '../../../lib/use-catalogue-labels';
import { useDeleteInvoice } from '../api/delete-invoice';
import { useIssueInvoice } from '../api/issue-invoice';
import { useUpdateInvoice } from '../api/update-invoice';
import { useLineRows } from '../hooks/use-line-rows';
import { INVOICE_FORM_FIELDS, hasChanges, invoiceChanges, invoiceValuesOf, isSavedLine } from '../utils/invoice-form';
import type { TInvoiceFormValues } from '../utils/invoice-form';
import { MissingMentionsAlert } from './missing-mentions-alert';
import { MissionsSection, PartiesSection, Section, TotalsSection } from './invoice-sections';

// The server's own schema: the form refuses what the server refuses, in the same words.
const resolver = contractResolver<TInvoiceFormValues, TUpdateInvoiceValues>(ZUpdateInvoiceRequest as never);

/**
 * A refused save: the server's field messages land on their fields (`lines.0.unit_price`), the rest
 * is said in the alert with the server's message. What was typed stays.
 */
function showSaveError(error: unknown, setError: UseFormSetError<TInvoiceFormValues>): string {
  const unplaced: string[] = [];
  for (const [field, message] of error instanceof ApiError ? Object.entries(error.fields) : []) {
    const root = field.split('.')[0] ?? '';
    if ((INVOICE_FORM_FIELDS as readonly string[]).includes(root) && field !== 'lines')
      setError(field as 'due_date', { type: 'server', message });
    else unplaced.push(message);
  }
  return [errorMessage(error), ...unplaced].join(' ');
}

type TDialog = 'delete' | 'issue' | null;

/**
 * A draft: its parties and missions, its lines and terms to change and save, then issued (with the
 * next number of the carrier's series) or deleted. Issuing waits for every mention the law asks and
 * for the changes to be saved: what is issued is what the carrier saw.
 */
export function InvoiceEditor({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation('invoices');
  const { t: catalogueLabel } = useCatalogueLabels();
  const language = getCurrentLanguage();
  const navigate = useNavigate();
  const update = useUpdateInvoice();
  const remove = useDeleteInvoice();
  const issue = useIssueInvoice();
  const [formError, setFormError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<TDialog>(null);

  const saved = useMemo(() => invoiceValuesOf(invoice), [invoice]);
  const form = useForm<TInvoiceFormValues, unknown, TUpdateInvoiceValues>({
    defaultValues: saved,
    resolver,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as TInvoiceFormValues;
  const lines = useLineRows(form, values.lines ?? []);
  const isChanged = hasChanges(values, saved);
  const { errors, isSubmitting } = form.formState;

  // The draft as saved changed (this save, or a read again): the form starts from it, keeping what
  // the carrier is typing.
  useEffect(() => {
    form.reset(saved, { keepDirtyValues: true });
  }, [form, saved]);

  const onSave = form.handleSubmit(async () => {
    setFormError(null);
    const changes = invoiceChanges(form.getValues(), saved);
    if (Object.keys(changes).length === 0) return;
    try {
      await update.mutateAsync({ id: invoice.id, changes });
      void toastSuccess(t('invoices.editor.saved'));
    } catch (error) {
      setFormError(showSaveError(error, form.setError));
    }
  });

  const closeDialog = () => {
    setDialog(null);
    remove.reset();
    issue.reset();
  };

  const deleteDraft = () =>
    remove.mutate(invoice.id, {
      onSuccess: () => {
        void toastSuccess(t('invoices.editor.deleted'));
        void navigate(paths.invoices.drafts.getHref());
      },
    });

  const issueDraft = () =>
    issue.mutate(invoice.id, {
      onSuccess: (issued) => {
        setDialog(null);
        void toastSuccess(t('invoices.editor.issued', { number: issued.number ?? '' }));
      },
      onError: (error) => {
        // The missing mentions are now the draft's: its alert names them, the dialog has nothing to add.
        if (error instanceof ApiError && error.code === 'INVOICE_MENTIONS_MISSING') closeDialog();
      },
    });

  const addLine = (kind: 'other' | 'immobilisation') =>
    lines.append({
      label: kind === 'immobilisation' ? t('invoices.lines.immobilisationLabel') : '',
      quantity: kind === 'immobilisation' ? undefined : 1,
      unit_price: null,
      vat_rate: invoice.vat_rate,
      kind,
      // Waiting time is a mission's: named when the invoice bills only one.
      mission_id: kind === 'immobilisation' && invoice.missions.length === 1 ? (invoice.missions[0]?.id ?? null) : null,
    });

  const hasMissing = invoice.missing_mentions.length > 0;
  const issueHint = !hasMissing && isChanged ? t('invoices.editor.unsaved') : null;
  const separator = decimalSeparator(language);
  const ofLine = (field: string, index: number) => t('invoices.lines.ofLine', { field, position: index + 1 });
  const vatOptions = VAT_RATE_VALUES.map((rate) => ({ value: String(rate), label: formatBasisPoints(rate, language) }));
  const choices = (list: 'paymentMethod' | 'paymentTerm') =>
    OPTION_LISTS[list].map((value) => ({ value, label: catalogueLabel(`catalogue.${list}.${value}` as never) }));

  return (
    <Stack>
      <MissingMentionsAlert mentions={invoice.missing_mentions} />
      <PartiesSection invoice={invoice} />
      <MissionsSection invoice={invoice} />
      <form
        noValidate
        aria-label={t('invoices.detail.draftTitle', { client: invoice.client.name })}
        onSubmit={(event) => {
          event.preventDefault();
          if (!isSubmitting) void onSave(event);
        }}
      >
        <Stack>
          {formError ? (
            <Alert
              color="red"
              icon={<IconAlertCircle aria-hidden />}
              title={t('invoices.editor.saveFailed')}
              role="alert"
            >
              {formError}
            </Alert>
          ) : null}
          <Section id="invoice-lines" title={t('invoices.lines.title')}>
            <Table.ScrollContainer minWidth={820}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('invoices.lines.label')}</Table.Th>
                    <Table.Th w={110}>{t('invoices.lines.quantity')}</Table.Th>
                    <Table.Th w={180}>{t('invoices.lines.unitPrice')}</Table.Th>
                    <Table.Th w={100}>{t('invoices.lines.vatRate')}</Table.Th>
                    <Table.Th w={150}>{t('invoices.lines.amountHt')}</Table.Th>
                    <Table.Th w={48} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(values.lines ?? []).map((_, index) => {
                    const savedLine = invoice.lines[index];
                    const lineErrors = errors.lines?.[index];
                    return (
                      <Table.Tr key={lines.keys[index]} style={{ verticalAlign: 'top' }}>
                        <Table.Td>
                          <TextInput
                            aria-label={ofLine(t('invoices.lines.label'), index)}
                            error={lineErrors?.label?.message}
                            dir="auto"
                            {...form.register(`lines.${index}.label`)}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Controller
                            control={form.control}
                            name={`lines.${index}.quantity`}
                            render={({ field }) => (
                              <NumberInput
                                aria-label={ofLine(t('invoices.lines.quantity'), index)}
                                value={field.value ?? ''}
                                onChange={(next) => field.onChange(next === '' ? undefined : Number(next))}
                                onBlur={field.onBlur}
                                name={field.name}
                                ref={field.ref}
                                min={0}
                                decimalScale={3}
                                decimalSeparator={separator}
                                hideControls
                                error={lineErrors?.quantity?.message}
                              />
                            )}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Controller
                            control={form.control}
                            name={`lines.${index}.unit_price`}
                            render={({ field }) => (
                              <MoneyInput
                                aria-label={ofLine(t('invoices.lines.unitPrice'), index)}
                                value={field.value}
                                onChange={field.onChange}
                                onBlur={field.onBlur}
                                name={field.name}
                                ref={field.ref}
                                currency={invoice.currency}
                                error={lineErrors?.unit_price?.message}
                              />
                            )}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Controller
                            control={form.control}
                            name={`lines.${index}.vat_rate`}
                            render={({ field }) => (
                              <NativeSelect
                                aria-label={ofLine(t('invoices.lines.vatRate'), index)}
                                data={vatOptions}
                                value={String(field.value)}
                                onChange={(event) => field.onChange(Number(event.currentTarget.value))}
                                onBlur={field.onBlur}
                                name={field.name}
                                error={lineErrors?.vat_rate?.message}
                              />
                            )}
                          />
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {savedLine && isSavedLine(values.lines[index], savedLine) ? (
                            <Text size="sm" mt={6}>
                              {formatMoney(savedLine.amount_ht, invoice.currency, language)}
                            </Text>
                          ) : (
                            <Text size="sm" mt={6} c="dimmed">
                              {t('invoices.lines.toCompute')}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            mt={4}
                            // An invoice has at least one line.
                            disabled={lines.keys.length <= 1}
                            onClick={() => lines.remove(index)}
                            aria-label={t('invoices.lines.remove', { position: index + 1 })}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group gap="xs">
              <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => addLine('other')}>
                {t('invoices.lines.add')}
              </Button>
              <Button
                variant="subtle"
                leftSection={<IconClockPause size={16} aria-hidden />}
                onClick={() => addLine('immobilisation')}
              >
                {t('invoices.lines.addImmobilisation')}
              </Button>
            </Group>
          </Section>

          <Section id="invoice-terms" title={t('invoices.detail.terms')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                label={t('invoices.detail.billingType')}
                data={INVOICE_BILLING_TYPES.map((value) => ({ value, label: t(`invoices.billingType.${value}`) }))}
                error={errors.billing_type?.message}
                {...form.register('billing_type')}
              />
              <NativeSelect
                label={t('invoices.detail.paymentMethod')}
                data={choices('paymentMethod')}
                error={errors.payment_method?.message}
                {...form.register('payment_method')}
              />
              <NativeSelect
                label={t('invoices.detail.paymentTerm')}
                data={choices('paymentTerm')}
                error={errors.payment_term?.message}
                {...form.register('payment_term')}
              />
              <Controller
                control={form.control}
                name="due_date"
                render={({ field }) => (
                  <DateField
                    label={t('invoices.detail.dueDate')}
                    description={
                      field.value
                        ? undefined
                        : t('invoices.detail.dueDateFromTerm', { date: formatDate(invoice.due_date, language) })
                    }
                    clearable
                    min={offerToday()}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    name={field.name}
                    error={errors.due_date?.message}
                  />
                )}
              />
            </SimpleGrid>
          </Section>

          <TotalsSection invoice={invoice} note={isChanged ? t('invoices.detail.totals.asSaved') : undefined} />

          <Group justify="space-between" wrap="wrap">
            <Button
              variant="outline"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDialog('delete')}
            >
              {t('invoices.editor.delete')}
            </Button>
            <Group gap="xs" align="center">
              {issueHint ? (
                <Text size="xs" c="dimmed" id="invoice-issue-hint">
                  {issueHint}
                </Text>
              ) : null}
              <Button
                type="submit"
                variant={isChanged ? 'filled' : 'default'}
                loading={isSubmitting}
                disabled={!isChanged}
              >
                {t('invoices.editor.save')}
              </Button>
              <Button
                color="green"
                disabled={hasMissing || isChanged}
                aria-describedby={issueHint ? 'invoice-issue-hint' : undefined}
                onClick={() => setDialog('issue')}
              >
                {t('invoices.editor.issue')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>

      <ConfirmModal
        opened={dialog === 'delete'}
        title={t('invoices.editor.deleteTitle')}
        confirmLabel={t('invoices.editor.deleteConfirm')}
        confirmColor="red"
        isPending={remove.isPending}
        error={remove.error}
        onClose={closeDialog}
        onConfirm={deleteDraft}
      >
        <Text size="sm">{t('invoices.editor.deleteText')}</Text>
      </ConfirmModal>
      <ConfirmModal
        opened={dialog === 'issue'}
        title={t('invoices.editor.issueTitle')}
        confirmLabel={t('invoices.editor.issueConfirm')}
        confirmColor="green"
        isPending={issue.isPending}
        error={issue.error}
        onClose={closeDialog}
        onConfirm={issueDraft}
      >
        <Text size="sm">{t('invoices.editor.issueText')}</Text>
      </ConfirmModal>
    </Stack>
  );
}
