import type { TInvoiceListItem, TInvoiceStatus } from '@tariq/contracts';
import { Anchor, Button, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OfferTable, OfferTableRow } from '../../../components/offer-table/offer-table';
import { PagedList } from '../../../components/paged-list/paged-list';
import { paths } from '../../../config/paths';
import { formatDate, formatDay, formatMoney } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { getInvoicesQueryOptions } from '../api/get-invoices';
import { InvoiceStateBadges } from './invoice-state-badges';
import { filtersQuery, InvoicesTotals, useIssuedFilters } from './invoices-filters';
import { INVOICE_TAB_PATHS } from './invoice-tabs';

const TAB_OF_STATUS = { draft: 'drafts', issued: 'issued' } as const;

function InvoiceRow({ invoice }: { invoice: TInvoiceListItem }) {
  const { t } = useTranslation('invoices');
  const language = getCurrentLanguage();
  const href = paths.invoices.detail.getHref(invoice.id);
  // A draft has no number nor issue date yet: it is named by the day it was made.
  const date = invoice.issue_date ? formatDate(invoice.issue_date, language) : formatDay(invoice.created_at, language);
  return (
    <OfferTableRow href={href}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Anchor component={Link} to={href} fw={500} ff={invoice.number ? 'monospace' : undefined}>
          {invoice.number ?? t('invoices.list.draftOf', { date })}
        </Anchor>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{date}</Table.Td>
      <Table.Td>
        <Text size="sm" dir="auto">
          {invoice.client.name}
        </Text>
        <Text size="xs" c="dimmed">
          {t('invoices.list.missions', { count: invoice.missions_count })}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(invoice.total_due, invoice.currency, language)}
        {invoice.payment_state === 'partial' ? (
          <Text size="xs" c="dimmed">
            {t('invoices.list.balance', { amount: formatMoney(invoice.balance, invoice.currency, language) })}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(invoice.due_date, language)}</Table.Td>
      <Table.Td>
        <InvoiceStateBadges invoice={invoice} />
      </Table.Td>
    </OfferTableRow>
  );
}

/** The drafts or the issued invoices, a page at a time (`page` from 1, from the URL); each opens its invoice. */
export function InvoicesList({ status, page }: { status: TInvoiceStatus; page: number }) {
  const { t } = useTranslation('invoices');
  const [issuedFilters] = useIssuedFilters();
  const filters = status === 'issued' ? { status, ...issuedFilters } : { status };
  const invoices = useQuery(getInvoicesQueryOptions(filters, page));
  const tab = TAB_OF_STATUS[status];
  const query = status === 'issued' ? filtersQuery(issuedFilters) : '';
  const isFiltered = query !== '';
  return (
    <PagedList
      query={invoices}
      page={page}
      pageHref={(item) => {
        const href = INVOICE_TAB_PATHS[tab].getHref({ page: item });
        return query ? `${href}${href.includes('?') ? '&' : '?'}${query}` : href;
      }}
      texts={{
        loadError: t('invoices.list.loadError'),
        retry: t('invoices.retry'),
        empty: isFiltered ? t('invoices.list.empty.filtered') : t(`invoices.list.empty.${tab}`),
        emptyHint: isFiltered ? t('invoices.list.emptyHint.filtered') : t(`invoices.list.emptyHint.${tab}`),
        pastLastPage: t('invoices.paging.emptyPage'),
        firstPage: t('invoices.paging.firstPage'),
        pagination: t('invoices.list.pagination'),
        page: (item) => t('invoices.paging.page', { page: item }),
        previous: t('invoices.paging.previousPage'),
        next: t('invoices.paging.nextPage'),
      }}
      emptyAction={
        status === 'draft' ? (
          <Button component={Link} to={paths.invoices.root.getHref()} variant="light">
            {t('invoices.list.toGenerate')}
          </Button>
        ) : undefined
      }
    >
      {(items, isLoading) => (
        <div role={isLoading ? 'status' : undefined} aria-label={isLoading ? t('invoices.list.loading') : undefined}>
          {status === 'issued' && invoices.data ? <InvoicesTotals totals={invoices.data.totals} /> : null}
          <OfferTable
            minWidth={820}
            headings={[
              t('invoices.list.number'),
              t('invoices.list.date'),
              t('invoices.list.client'),
              t('invoices.list.totalDue'),
              t('invoices.list.dueDate'),
              t('invoices.list.status'),
            ]}
            isLoading={isLoading}
            skeletonRows={5}
          >
            {items.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} />
            ))}
          </OfferTable>
        </div>
      )}
    </PagedList>
  );
}
