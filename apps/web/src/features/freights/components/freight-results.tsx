import type { TFreight, TFreightListResponse } from '@tariq/contracts';
import { Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { To } from 'react-router';
import { CompanyRating } from '../../../components/company-rating';
import { DocumentsVerifiedUntil } from '../../../components/documents-verified-until';
import { PagedList } from '../../../components/paged-list/paged-list';
import {
  OfferGoodsCell,
  OfferPriceCell,
  OfferRouteLink,
  OfferTable,
  OfferTableRow,
  OfferTruckCell,
} from '../../../components/offer-table/offer-table';
import { TABLE_CELL, textProps } from '../../../components/plain-elements/plain-elements';
import { paths } from '../../../config/paths';
import {
  formatDate,
  formatDistance,
  formatInstant,
  formatMeasure,
  formatNumber,
  formatRelativeTime,
} from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { FavoriteStar } from './favorite-star';
import { PrivateExchangeBadge } from './private-exchange-badge';

/** 'N offres', or 'Plus de N offres' when the server stopped counting. */
export function FreightCount({ list }: { list: Pick<TFreightListResponse, 'count' | 'count_capped'> }) {
  const { t } = useTranslation('freights');
  return (
    <Text fw={600} role="status">
      {list.count_capped
        ? t('freights.list.countCapped', { count: list.count })
        : t('freights.list.count', { count: list.count })}
    </Text>
  );
}

// A row as plain elements with Mantine's classes (components/plain-elements): twenty rows of
// Mantine components were the search's heaviest render on a phone.
const noWrap = { whiteSpace: 'nowrap' } as const;
const small = textProps({ size: 'sm' });
const smallMonospace = textProps({ size: 'sm', monospace: true });
const extraSmallDimmed = textProps({ size: 'xs', dimmed: true });
const oneLine = textProps({ size: 'sm', lineClamp: 1 });

function FreightRow({ freight, now }: { freight: TFreight; now: number }) {
  const { t } = useTranslation('freights');
  const language = getCurrentLanguage();
  const href = paths.offers.detail.getHref(freight.uid);
  return (
    <OfferTableRow href={href}>
      <td className={TABLE_CELL}>
        <FavoriteStar freight={freight} size="md" />
      </td>
      <td className={TABLE_CELL} style={noWrap}>
        <p {...smallMonospace}>{freight.number}</p>
      </td>
      <td className={TABLE_CELL}>
        <OfferRouteLink offer={freight} href={href} />
        {freight.distance_km !== null ? (
          <p {...extraSmallDimmed}>
            {formatDistance(freight.distance_km, language, freight.distance_source === 'estimate')}
          </p>
        ) : null}
        {freight.exchange === 'private' ? <PrivateExchangeBadge size="xs" /> : null}
      </td>
      <td className={TABLE_CELL} style={noWrap}>
        <p {...small}>{formatDate(freight.departure.date, language)}</p>
        <p {...extraSmallDimmed}>{formatDate(freight.destination.date, language)}</p>
      </td>
      <OfferGoodsCell offer={freight} />
      <td className={TABLE_CELL} style={noWrap}>
        <p {...small}>{formatMeasure(freight.weight_kg, 'kilogram', language)}</p>
        <p {...extraSmallDimmed}>{t('freights.list.mpl', { value: formatNumber(freight.mpl, language) })}</p>
      </td>
      <OfferTruckCell offer={freight} />
      <OfferPriceCell offer={freight} toNegotiate={t('freights.list.toNegotiate')} />
      <td className={TABLE_CELL} style={noWrap}>
        <time dateTime={freight.published_at} title={formatInstant(freight.published_at, language)}>
          {formatRelativeTime(freight.published_at, language, now)}
        </time>
      </td>
      <td className={TABLE_CELL}>
        <p {...oneLine} dir="auto">
          {freight.shipper.name}
        </p>
        <CompanyRating rating={freight.shipper.rating} />
        <DocumentsVerifiedUntil date={freight.shipper.documents_verified_until} size="sm" />
      </td>
    </OfferTableRow>
  );
}

function FreightTable({ freights, isLoading }: { freights: TFreight[]; isLoading: boolean }) {
  const { t } = useTranslation('freights');
  const now = Date.now();
  return (
    <OfferTable
      minWidth={1100}
      headings={[
        // Named for screen readers: the star column needs no visible heading.
        <VisuallyHidden key="favorite">{t('freights.list.favorite')}</VisuallyHidden>,
        t('freights.list.number'),
        t('freights.list.route'),
        t('freights.list.dates'),
        t('freights.list.goods'),
        t('freights.list.weight'),
        t('freights.list.truck'),
        t('freights.list.price'),
        t('freights.list.published'),
        t('freights.detail.sections.shipper'),
      ]}
      isLoading={isLoading}
      skeletonRows={6}
    >
      {freights.map((freight) => (
        <FreightRow key={freight.uid} freight={freight} now={now} />
      ))}
    </OfferTable>
  );
}

export type TFreightResultsProps = {
  query: UseQueryResult<TFreightListResponse>;
  page: number;
  /** The link to another page of the same list. */
  pageHref: (page: number) => To;
  /** Instead of 'Aucun résultat trouvé' (the private exchange has its own words). */
  emptyText?: string;
  /** Under 'Aucun résultat trouvé': what to do about it. */
  emptyHint: string;
  /** Above the table, beside the count (the sort order). */
  toolbar?: ReactNode;
};

/** A page of offers as a dispatcher scans them, with its count and pages; skeletons, empty and error states. */
export function FreightResults({ query, page, pageHref, emptyText, emptyHint, toolbar }: TFreightResultsProps) {
  const { t } = useTranslation('freights');
  const data = query.data;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        {data ? <FreightCount list={data} /> : <Skeleton height={20} width={120} />}
        {toolbar}
      </Group>
      <PagedList
        query={query}
        page={page}
        pageHref={pageHref}
        texts={{
          loadError: t('freights.list.loadError'),
          retry: t('freights.list.retry'),
          empty: emptyText ?? t('freights.list.empty'),
          emptyHint,
          pastLastPage: t('freights.list.emptyPage'),
          firstPage: t('freights.list.firstPage'),
          pagination: t('freights.list.pagination'),
          page: (item) => t('freights.list.page', { page: item }),
          previous: t('freights.list.previousPage'),
          next: t('freights.list.nextPage'),
        }}
      >
        {(items, isLoading) => <FreightTable freights={items} isLoading={isLoading} />}
      </PagedList>
    </Stack>
  );
}
