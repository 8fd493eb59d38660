import type { TInvoiceExportFormat } from '@tariq/contracts';
import { offerToday } from '@tariq/contracts/offers';
import { Button, Group, NativeSelect, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-fields/date-fields';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { getCurrentLanguage } from '../../../lib/i18n';
import { saveBlob } from '../../../lib/save-blob';
import { toastError } from '../../../lib/toast';
import { downloadAnnualStatement, downloadSalesJournal } from '../api/download-export';

/** The exports' headers: Arabic for an Arabic reader, else French (as the invoice's PDF). */
const exportLanguage = () => (getCurrentLanguage() === 'ar' ? 'ar' : 'fr');

function FormatChoice({
  value,
  onChange,
  label,
}: {
  value: TInvoiceExportFormat;
  onChange: (value: TInvoiceExportFormat) => void;
  label: string;
}) {
  return (
    <SegmentedControl
      aria-label={label}
      value={value}
      onChange={(next) => onChange(next as TInvoiceExportFormat)}
      data={[
        { value: 'xlsx', label: 'Excel (XLSX)' },
        { value: 'csv', label: 'CSV' },
      ]}
    />
  );
}

/**
 * A download the server may refuse with field messages: they land under their fields, anything
 * else in a toast. Answers the fields' messages.
 */
function useDownload() {
  const [isPending, setPending] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const run = async (download: () => Promise<Blob>, fileName: string) => {
    setPending(true);
    setFields({});
    try {
      saveBlob(await download(), fileName);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setFields(error.fields);
      else void toastError(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return { isPending, fields, run };
}

/** The sales journal of a period: the current month, by default. */
function SalesJournalForm() {
  const { t } = useTranslation('invoices');
  const today = offerToday(new Date());
  const [from, setFrom] = useState<string | null>(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState<string | null>(today);
  const [format, setFormat] = useState<TInvoiceExportFormat>('xlsx');
  const download = useDownload();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void download.run(
      () => downloadSalesJournal({ from: from ?? '', to: to ?? '', format, lang: exportLanguage() }),
      `journal-des-ventes-${from ?? ''}-${to ?? ''}.${format}`,
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="invoices-journal">
      <Stack gap="xs">
        <Text fw={600} size="sm" id="invoices-journal">
          {t('invoices.exports.journal')}
        </Text>
        <Group align="flex-end" wrap="wrap">
          <DateField
            label={t('invoices.exports.from')}
            required
            value={from}
            onChange={setFrom}
            max={to ?? undefined}
            error={download.fields.from}
            w={170}
          />
          <DateField
            label={t('invoices.exports.to')}
            required
            value={to}
            onChange={setTo}
            min={from ?? undefined}
            error={download.fields.to}
            w={170}
          />
          <FormatChoice value={format} onChange={setFormat} label={t('invoices.exports.format')} />
          <Button
            type="submit"
            variant="light"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            loading={download.isPending}
          >
            {t('invoices.exports.downloadJournal')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The État 104 of a year: last year, by default (it is filed after the year ends). */
function AnnualStatementForm() {
  const { t } = useTranslation('invoices');
  const currentYear = Number(offerToday(new Date()).slice(0, 4));
  const years = Array.from({ length: 6 }, (_, index) => String(currentYear - index));
  const [year, setYear] = useState(String(currentYear - 1));
  const [format, setFormat] = useState<TInvoiceExportFormat>('xlsx');
  const download = useDownload();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void download.run(
      () => downloadAnnualStatement({ year: Number(year), format, lang: exportLanguage() }),
      `etat-104-${year}.${format}`,
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="invoices-statement">
      <Stack gap="xs">
        <Text fw={600} size="sm" id="invoices-statement">
          {t('invoices.exports.statement')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('invoices.exports.statementHint')}
        </Text>
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('invoices.exports.year')}
            value={year}
            onChange={(event) => setYear(event.currentTarget.value)}
            data={years}
            error={download.fields.year}
            w={120}
          />
          <FormatChoice value={format} onChange={setFormat} label={t('invoices.exports.format')} />
          <Button
            type="submit"
            variant="light"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            loading={download.isPending}
          >
            {t('invoices.exports.downloadStatement')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Spec 001 §2 "sales journal extraction", and the yearly État 104, for the carrier's accountant. */
export function InvoiceExports() {
  const { t } = useTranslation('invoices');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="invoices-exports">
      <Stack gap="md">
        <Title order={2} size="h4" id="invoices-exports">
          {t('invoices.exports.title')}
        </Title>
        <SalesJournalForm />
        <AnnualStatementForm />
      </Stack>
    </Paper>
  );
}
