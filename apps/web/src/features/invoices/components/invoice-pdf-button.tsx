import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { saveBlob } from '../../../lib/save-blob';
import { toastError } from '../../../lib/toast';
import { downloadCreditNotePdf, downloadInvoicePdf } from '../api/download-invoice-pdf';
import type { TInvoicePdfLanguage } from '../api/download-invoice-pdf';

/**
 * An issued invoice's PDF in one language, saved under its number — for its carrier and for the
 * client it is addressed to; a failure is said in a toast.
 */
export function InvoicePdfButton({
  id,
  number,
  language,
  size,
  creditNoteId,
}: {
  id: string;
  number: string;
  language: TInvoicePdfLanguage;
  size?: 'xs' | 'sm';
  /** One of the invoice's credit notes instead of the invoice (`number` is then the credit note's). */
  creditNoteId?: string;
}) {
  const { t } = useTranslation('invoices');
  const [isDownloading, setIsDownloading] = useState(false);
  const download = async () => {
    setIsDownloading(true);
    try {
      const blob = creditNoteId
        ? await downloadCreditNotePdf(id, creditNoteId, language)
        : await downloadInvoicePdf(id, language);
      saveBlob(blob, `${number}-${language}.pdf`);
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
      size={size}
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={isDownloading}
      onClick={() => void download()}
      aria-label={
        creditNoteId
          ? t(isFrench ? 'invoices.creditNotes.downloadFrLabel' : 'invoices.creditNotes.downloadArLabel', { number })
          : t(isFrench ? 'invoices.actions.downloadFrLabel' : 'invoices.actions.downloadArLabel', { number })
      }
    >
      {t(isFrench ? 'invoices.actions.downloadFr' : 'invoices.actions.downloadAr')}
    </Button>
  );
}
