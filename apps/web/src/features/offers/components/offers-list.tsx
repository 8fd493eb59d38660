import type { TOffer, TOfferTab } from '@tariq/contracts';
import { OFFER_TAB_NAMES } from '@tariq/contracts/offers';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NumberSearchField } from '../../../components/number-search/number-search-field';
import { PagedList } from '../../../components/paged-list/paged-list';
import {
  OfferGoodsCell,
  OfferPriceCell,
  OfferRouteLink,
  OfferTable,
  OfferTableRow,
  OfferTruckCell,
} from '../../../components/offer-table/offer-table';
import { paths } from '../../../config/paths';
import { formatDate, formatMeasure } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { getOffersQueryOptions } from '../api/get-offers';
import { OfferStatusBadge } from './offer-status-badge';

/** Each tab is a route of its own (spec 001 §2), so it can be linked to and kept in the history. */
const OFFER_TAB_PATHS: Record<TOfferTab, { getHref: (options?: { page?: number; q?: string }) => string }> = {
  in_exchange: paths.expeditions.root,
  scheduled: paths.expeditions.scheduled,
  in_progress: paths.expeditions.inProgress,
  completed: paths.expeditions.completed,
  cancelled: paths.expeditions.cancelled,
  expired: paths.expeditions.expired,
};

/** The tabs keep the search: their counts are of the offers it finds. */
function OfferTabs({
  active,
  counts,
  q,
}: {
  active: TOfferTab;
  counts: Record<TOfferTab, number> | undefined;
  q: string;
}) {
  const { t } = useTranslation('expeditions');
  return (
    <Group component="nav" aria-label={t('expeditions.tabs.label')} gap="xs">
      {OFFER_TAB_NAMES.map((tab) => {
        const label = t(`expeditions.tabs.${tab}`);
        const count = counts?.[tab];
        const isActive = tab === active;
        return (
          <Button
            key={tab}
            component={Link}
            to={OFFER_TAB_PATHS[tab].getHref({ q })}
            variant={isActive ? 'light' : 'subtle'}
            aria-current={isActive ? 'page' : undefined}
            aria-label={count === undefined ? label : t('expeditions.tabs.withCount', { label, count })}
            rightSection={
              count === undefined ? null : (
                <Badge size="sm" variant={isActive ? 'filled' : 'light'} aria-hidden>
                  {count}
                </Badge>
              )
            }
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}

function OfferRow({ offer }: { offer: TOffer }) {
  const { t } = useTranslation('expeditions');
  const language = getCurrentLanguage();
  const href = paths.expeditions.detail.getHref(offer.uid);
  return (
    <OfferTableRow href={href}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm" ff="monospace">
          {offer.number}
        </Text>
      </Table.Td>
      <Table.Td>
        <OfferRouteLink offer={offer} href={href} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDate(offer.departure.date, language)}</Text>
        <Text size="xs" c="dimmed">
          {offer.departure.time}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDate(offer.destination.date, language)}</Text>
        <Text size="xs" c="dimmed">
          {offer.destination.time}
        </Text>
      </Table.Td>
      <OfferGoodsCell offer={offer} />
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMeasure(offer.weight_kg, 'kilogram', language)}</Table.Td>
      <OfferTruckCell offer={offer} />
      <OfferPriceCell offer={offer} toNegotiate={t('expeditions.price.toNegotiate')} />
      <Table.Td>
        {/* The whole label: a badge cut to 'EN BO…' tells a dispatcher nothing. */}
        <OfferStatusBadge status={offer.status} styles={{ label: { overflow: 'visible' } }} />
      </Table.Td>
    </OfferTableRow>
  );
}

function OffersTable({ offers, isLoading }: { offers: TOffer[]; isLoading: boolean }) {
  const { t } = useTranslation('expeditions');
  return (
    <OfferTable
      minWidth={1060}
      headings={[
        t('expeditions.list.number'),
        t('expeditions.list.route'),
        t('expeditions.list.departure'),
        t('expeditions.list.arrival'),
        t('expeditions.list.goods'),
        t('expeditions.list.weight'),
        t('expeditions.list.truck'),
        t('expeditions.list.price'),
        t('expeditions.list.status'),
      ]}
      isLoading={isLoading}
      skeletonRows={5}
    >
      {offers.map((offer) => (
        <OfferRow key={offer.uid} offer={offer} />
      ))}
    </OfferTable>
  );
}

/** The shipper's offers of one tab, a page at a time (`page` from 1, from the URL). */
export function OffersList({ tab, page }: { tab: TOfferTab; page: number }) {
  const { t } = useTranslation('expeditions');
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const offers = useQuery(getOffersQueryOptions({ tab, page, q }));
  const tabPath = OFFER_TAB_PATHS[tab];
  const data = offers.data;

  return (
    <Stack>
      <NumberSearchField
        value={q}
        // A new search starts from its first page; the history keeps one entry, not one per key.
        onSearch={(next) => setSearchParams(next ? { q: next } : {}, { replace: true })}
        label={t('expeditions.search.label')}
        placeholder={t('expeditions.search.placeholder')}
        tooLong={t('expeditions.search.tooLong')}
      />
      <OfferTabs active={tab} counts={data?.tabs} q={q} />
      <PagedList
        query={offers}
        page={page}
        pageHref={(item) => tabPath.getHref({ page: item, q })}
        texts={{
          loadError: t('expeditions.list.loadError'),
          retry: t('expeditions.retry'),
          empty: q ? t('expeditions.search.noMatch', { q }) : t(`expeditions.list.empty.${tab}`),
          emptyHint: q ? t('expeditions.search.noMatchHint') : t('expeditions.list.emptyHint'),
          pastLastPage: t('expeditions.list.emptyPage'),
          firstPage: t('expeditions.list.firstPage'),
          pagination: t('expeditions.list.pagination'),
          page: (item) => t('expeditions.list.page', { page: item }),
          previous: t('expeditions.list.previousPage'),
          next: t('expeditions.list.nextPage'),
        }}
        emptyAction={
          <Button
            component={Link}
            to={paths.expeditions.new.getHref()}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('expeditions.list.newExpedition')}
          </Button>
        }
      >
        {(items, isLoading) => <OffersTable offers={items} isLoading={isLoading} />}
      </PagedList>
    </Stack>
  );
}
