import type { TInvoice } from '@tariq/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconLock, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { errorMessage } from '../../../lib/error-message';
import { saveBlob } from '../../../lib/save-blob';
import { toastError, toastSuccess } from '../../../lib/toast';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';
import type { TInvoicePdfLanguage } from '../api/download-invoice-pdf';
import { useSendInvoice } from '../api/send-invoice';
import { LinesTable, MissionsSection, PartiesSection, Section, TermsFacts, TotalsSection } from './invoice-sections';

/** The PDF in one language, saved under the invoice's number; a failure (a server without PDFs yet) said in a toast. */
function DownloadPdfButton({ invoice, language }: { invoice: TInvoice; language: TInvoicePdfLanguage }) {
  const { t } = useTranslation('invoices');
  const [isDownloading, setIsDownloading] = useState(false);
  const number = invoice.number ?? '';
  const download = async () => {
    setIsDownloading(true);
    try {
      saveBlob(await downloadInvoicePdf(invoice.id, language), `${number}-${language}.pdf`);
    } catch (error) {
      void toastError(errorMessage(error));
    } finally {
      setIsDownloading(false);
    }
  };
  const isFrench = language === 'fr';
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={isDownloading}
      onClick={() => void download()}
      aria-label={t(isFrench ? 'invoices.actions.downloadFrLabel' : 'invoices.actions.downloadArLabel', { number })}
    >
      {t(isFrench ? 'invoices.actions.downloadFr' : 'invoices.actions.downloadAr')}
    </Button>
  );
}

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
        <DownloadPdfButton invoice={invoice} language="fr" />
        <DownloadPdfButton invoice={invoice} language="ar" />
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
