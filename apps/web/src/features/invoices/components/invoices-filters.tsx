import type { TInvoicesTotals } from '@tariq/contracts';
import { INVOICE_PAID_FILTERS } from '@tariq/contracts/invoices';
import { Button, Checkbox, Group, Paper, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateField } from '../../../components/date-fields/date-fields';
import { MoneyInput } from '../../../components/money-input/money-input';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { toastError, toastSuccess } from '../../../lib/toast';
import { errorMessage } from '../../../lib/error-message';
import { getInvoiceSettingsQueryOptions, useUpdateInvoiceSettings } from '../api/invoice-settings';
import type { TInvoicesFilters } from '../api/invoice-keys';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The issued invoices' filters as the URL holds them (`?paid=unpaid&overdue=1&from=&to=`), so a filtered list can be linked to. */
export function useIssuedFilters(): [
  Omit<TInvoicesFilters, 'status'>,
  (next: Omit<TInvoicesFilters, 'status'>) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const paid = searchParams.get('paid');
  const from = searchParams.get('from') ?? '';
  const to = searchParams.get('to') ?? '';
  const filters = {
    paid: (INVOICE_PAID_FILTERS as readonly string[]).includes(paid ?? '') ? (paid as 'paid' | 'unpaid') : undefined,
    overdue: searchParams.get('overdue') === '1' || undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
  };
  const setFilters = (next: Omit<TInvoicesFilters, 'status'>) => {
    // Another filter starts from the first page.
    const params = new URLSearchParams();
    if (next.paid) params.set('paid', next.paid);
    if (next.overdue) params.set('overdue', '1');
    if (next.from) params.set('from', next.from);
    if (next.to) params.set('to', next.to);
    setSearchParams(params);
  };
  return [filters, setFilters];
}

/** The filters' query string, to keep them when a page is turned. */
export function filtersQuery(filters: Omit<TInvoicesFilters, 'status'>): string {
  const params = new URLSearchParams();
  if (filters.paid) params.set('paid', filters.paid);
  if (filters.overdue) params.set('overdue', '1');
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params.toString();
}

/** The spec's filters of the issued invoices (spec 001 §2): paid or unpaid, overdue, a range of issue dates. */
export function InvoicesFilters() {
  const { t } = useTranslation('invoices');
  const [filters, setFilters] = useIssuedFilters();
  const isFiltered = Boolean(filters.paid || filters.overdue || filters.from || filters.to);
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('invoices.filters.label')}>
      <Group align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="invoices-paid-filter">
            {t('invoices.filters.payment')}
          </Text>
          <SegmentedControl
            aria-labelledby="invoices-paid-filter"
            value={filters.paid ?? 'all'}
            onChange={(value) => setFilters({ ...filters, paid: value === 'all' ? undefined : (value as 'paid') })}
            data={[
              { value: 'all', label: t('invoices.filters.all') },
              { value: 'unpaid', label: t('invoices.filters.unpaid') },
              { value: 'paid', label: t('invoices.filters.paid') },
            ]}
          />
        </Stack>
        <Checkbox
          label={t('invoices.filters.overdue')}
          checked={filters.overdue ?? false}
          onChange={(event) => setFilters({ ...filters, overdue: event.currentTarget.checked || undefined })}
          mb={8}
        />
        <DateField
          label={t('invoices.filters.from')}
          value={filters.from}
          max={filters.to}
          clearable
          onChange={(from) => setFilters({ ...filters, from: from ?? undefined })}
          w={170}
        />
        <DateField
          label={t('invoices.filters.to')}
          value={filters.to}
          min={filters.from}
          clearable
          onChange={(to) => setFilters({ ...filters, to: to ?? undefined })}
          w={170}
        />
        {isFiltered ? (
          <Button variant="subtle" onClick={() => setFilters({})}>
            {t('invoices.filters.clear')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

/** The sums of the filtered list, per currency: every page, not only the one shown. */
export function InvoicesTotals({ totals }: { totals: TInvoicesTotals[] }) {
  const { t } = useTranslation('invoices');
  const language = getCurrentLanguage();
  if (totals.length === 0) return null;
  return (
    <Stack gap={2} aria-label={t('invoices.totals.label')} role="group">
      {totals.map((row) => (
        <Text key={row.currency} size="sm">
          {t('invoices.totals.line', {
            count: row.count,
            ttc: formatMoney(row.total_due, row.currency, language),
            paid: formatMoney(row.paid_total, row.currency, language),
            balance: formatMoney(row.balance, row.currency, language),
          })}
        </Text>
      ))}
    </Stack>
  );
}

/** Automatic reminders (issue 30): at the due date + 7 and + 30 days, for every sent, unsettled invoice. */
export function AutoRemindersSwitch() {
  const { t } = useTranslation('invoices');
  const settings = useQuery(getInvoiceSettingsQueryOptions());
  const update = useUpdateInvoiceSettings();
  return (
    <Switch
      label={t('invoices.autoReminders.label')}
      description={t('invoices.autoReminders.description')}
      checked={settings.data?.auto_reminders ?? false}
      disabled={!settings.data || update.isPending}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        update.mutate(
          { auto_reminders: next },
          {
            onSuccess: () => void toastSuccess(t(next ? 'invoices.autoReminders.on' : 'invoices.autoReminders.off')),
            onError: (error) => void toastError(errorMessage(error)),
          },
        );
      }}
    />
  );
}

/**
 * The price of an hour of immobilisation (issue 30): a draft proposes the waiting its proof of
 * delivery declared beyond the allowance at this price, editable on the draft.
 */
export function ImmobilisationRateField() {
  const { t } = useTranslation('invoices');
  const settings = useQuery(getInvoiceSettingsQueryOptions());
  const update = useUpdateInvoiceSettings();
  const saved = settings.data?.immobilisation_hourly_rate ?? null;
  const [rate, setRate] = useState<number | null | undefined>(undefined);
  const value = rate === undefined ? (saved === null ? null : Number(saved)) : rate;
  const fieldError = update.error instanceof ApiError ? update.error.fields.immobilisation_hourly_rate : undefined;
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { immobilisation_hourly_rate: value },
      {
        onSuccess: () => {
          setRate(undefined);
          void toastSuccess(t('invoices.immobilisationRate.saved'));
        },
      },
    );
  };
  return (
    <Paper withBorder p="sm" radius="md" component="form" onSubmit={save} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <MoneyInput
          label={t('invoices.immobilisationRate.label')}
          description={t('invoices.immobilisationRate.description')}
          value={value}
          onChange={setRate}
          disabled={!settings.data}
          error={fieldError ?? (update.isError && !fieldError ? errorMessage(update.error) : undefined)}
          w={320}
        />
        <Button type="submit" variant="light" loading={update.isPending} disabled={!settings.data}>
          {t('invoices.immobilisationRate.save')}
        </Button>
      </Group>
    </Paper>
  );
}
