import { Anchor, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert/load-error-alert';
import { TitledPage } from '../../../components/titled-page/titled-page';
import { paths } from '../../../config/paths';
import { getCurrentLanguage, isRtl } from '../../../lib/i18n';
import { getInvoiceQueryOptions } from '../api/get-invoice';
import { InvoiceEditor } from './invoice-editor';
import { InvoiceStateBadges } from './invoice-state-badges';
import { IssuedInvoice } from './issued-invoice';

function BackLink({ isDraft }: { isDraft: boolean }) {
  const { t } = useTranslation('invoices');
  const Arrow = isRtl(getCurrentLanguage()) ? IconArrowRight : IconArrowLeft;
  return (
    <Anchor component={Link} to={isDraft ? paths.invoices.drafts.getHref() : paths.invoices.issued.getHref()} size="sm">
      <Group gap={4} component="span">
        <Arrow size={14} aria-hidden />
        {t('invoices.detail.back')}
      </Group>
    </Anchor>
  );
}

/** /invoices/:id: a draft to edit and issue, or an issued invoice to read, download and send. */
export function InvoiceDetail({ id }: { id: string }) {
  const { t } = useTranslation('invoices');
  const invoice = useQuery(getInvoiceQueryOptions(id));
  const data = invoice.data;

  if (!data)
    return (
      <TitledPage title={t('invoices.title')}>
        <BackLink isDraft />
        {invoice.isError ? (
          <LoadErrorAlert title={t('invoices.detail.loadError')} retryLabel={t('invoices.retry')} query={invoice} />
        ) : (
          <Stack role="status" aria-label={t('invoices.detail.loading')} aria-busy="true">
            {[120, 200, 160].map((height) => (
              <Paper key={height} withBorder p="md" radius="md">
                <Skeleton h={height} />
              </Paper>
            ))}
          </Stack>
        )}
      </TitledPage>
    );

  const isDraft = data.status === 'draft';
  return (
    <TitledPage
      title={
        isDraft
          ? t('invoices.detail.draftTitle', { client: data.client.name })
          : t('invoices.detail.issuedTitle', { number: data.number ?? '' })
      }
    >
      <Group justify="space-between">
        <BackLink isDraft={isDraft} />
        <InvoiceStateBadges invoice={data} />
      </Group>
      {isDraft ? <InvoiceEditor invoice={data} /> : <IssuedInvoice invoice={data} />}
    </TitledPage>
  );
}
