import type { TFreight, TFreightListResponse } from '@tariq/contracts';
import { findTruckType } from '@tariq/contracts/catalogues/vehicles';
import {
  Alert,
  Anchor,
  Button,
  ColorSwatch,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { To } from 'react-router';
import { OfferRoute } from '../../../components/offer-route/offer-route';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import {
  formatDate,
  formatDistance,
  formatInstant,
  formatMeasure,
  formatNumber,
  formatPrice,
  formatRelativeTime,
} from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useCatalogueLabels } from '../../../lib/use-catalogue-labels';
import { FavoriteStar } from './favorite-star';

const COLUMNS = 9;
const SKELETON_ROWS = 6;

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

function FreightRow({ freight, now }: { freight: TFreight; now: number }) {
  const { t } = useTranslation('freights');
  const { t: catalogueLabel } = useCatalogueLabels();
  const navigate = useNavigate();
  const language = getCurrentLanguage();
  const href = paths.offers.detail.getHref(freight.uid);
  const truckColor = findTruckType(freight.truck_type)?.color;
  // The route is the row's link (keyboard, new tab); a click anywhere else on the row opens it too.
  const onRowClick = (event: MouseEvent) => {
    if (!(event.target as HTMLElement).closest('a, button')) void navigate(href);
  };
  return (
    <Table.Tr onClick={onRowClick} style={{ cursor: 'pointer' }}>
      <Table.Td>
        <FavoriteStar freight={freight} size="md" />
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={href} fw={500} c="inherit">
          <OfferRoute departure={freight.departure} destination={freight.destination} />
        </Anchor>
        {freight.distance_km !== null ? (
          <Text size="xs" c="dimmed">
            {formatDistance(freight.distance_km, language)}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">{formatDate(freight.departure.date, language)}</Text>
        <Text size="xs" c="dimmed">
          {formatDate(freight.destination.date, language)}
        </Text>
      </Table.Td>
      <Table.Td>{catalogueLabel(`catalogue.goodsType.${freight.goods_type}`)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">{formatMeasure(freight.weight_kg, 'kilogram', language)}</Text>
        <Text size="xs" c="dimmed">
          {t('freights.list.mpl', { value: formatNumber(freight.mpl, language) })}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          {truckColor ? <ColorSwatch color={truckColor} size={12} aria-hidden /> : null}
          <span>{catalogueLabel(`catalogue.truckType.${freight.truck_type}`)}</span>
        </Group>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatPrice(freight.price, freight.currency, language) ?? (
          <Text span c="dimmed" size="sm">
            {t('freights.list.toNegotiate')}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={freight.published_at} title={formatInstant(freight.published_at, language)}>
          {formatRelativeTime(freight.published_at, language, now)}
        </time>
      </Table.Td>
      <Table.Td>
        <Text size="sm" lineClamp={1}>
          {freight.shipper.name}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

function SkeletonRows() {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    <Table.Tr key={row}>
      {Array.from({ length: COLUMNS }, (_, column) => (
        <Table.Td key={column}>
          <Skeleton height={14} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

function FreightTable({ freights, isLoading }: { freights: TFreight[]; isLoading: boolean }) {
  const { t } = useTranslation('freights');
  const now = Date.now();
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table highlightOnHover verticalSpacing="sm" aria-busy={isLoading || undefined}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              {/* Named for screen readers: the star column needs no visible heading. */}
              <VisuallyHidden>{t('freights.list.favorite')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('freights.list.route')}</Table.Th>
            <Table.Th>{t('freights.list.dates')}</Table.Th>
            <Table.Th>{t('freights.list.goods')}</Table.Th>
            <Table.Th>{t('freights.list.weight')}</Table.Th>
            <Table.Th>{t('freights.list.truck')}</Table.Th>
            <Table.Th>{t('freights.list.price')}</Table.Th>
            <Table.Th>{t('freights.list.published')}</Table.Th>
            <Table.Th>{t('freights.detail.sections.shipper')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isLoading ? (
            <SkeletonRows />
          ) : (
            freights.map((freight) => <FreightRow key={freight.uid} freight={freight} now={now} />)
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export type TFreightResultsProps = {
  query: UseQueryResult<TFreightListResponse>;
  page: number;
  /** The link to another page of the same list. */
  pageHref: (page: number) => To;
  /** Under 'Aucun résultat trouvé': what to do about it. */
  emptyHint: string;
  /** Above the table, beside the count (the sort order). */
  toolbar?: ReactNode;
};

/** A page of offers as a dispatcher scans them, with its count and pages; skeletons, empty and error states. */
export function FreightResults({ query, page, pageHref, emptyHint, toolbar }: TFreightResultsProps) {
  const { t } = useTranslation('freights');
  const data = query.data;

  let content;
  if (query.isError && !data) {
    content = (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('freights.list.loadError')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage(query.error)}</Text>
          <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('freights.list.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (data && data.data.length === 0) {
    content = (
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="sm">
          {data.count > 0 && page > 1 ? (
            <>
              <Text>{t('freights.list.emptyPage')}</Text>
              <Button component={Link} to={pageHref(1)} variant="light">
                {t('freights.list.firstPage')}
              </Button>
            </>
          ) : (
            <>
              <Text fw={500}>{t('freights.list.empty')}</Text>
              <Text c="dimmed" size="sm">
                {emptyHint}
              </Text>
            </>
          )}
        </Stack>
      </Paper>
    );
  } else {
    content = (
      <>
        <FreightTable freights={data?.data ?? []} isLoading={!data} />
        {data && data.total_pages > 1 ? (
          <Group justify="center">
            <Pagination
              total={data.total_pages}
              value={Math.min(page, data.total_pages)}
              aria-label={t('freights.list.pagination')}
              component="nav"
              getItemProps={(item) => ({
                component: Link,
                to: pageHref(item),
                'aria-label': t('freights.list.page', { page: item }),
              })}
              getControlProps={(control) => {
                const target = control === 'previous' ? page - 1 : control === 'next' ? page + 1 : null;
                const label = control === 'previous' ? t('freights.list.previousPage') : t('freights.list.nextPage');
                if (target === null || target < 1 || target > data.total_pages) return { 'aria-label': label };
                return { component: Link, to: pageHref(target), 'aria-label': label };
              }}
            />
          </Group>
        ) : null}
      </>
    );
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        {data ? <FreightCount list={data} /> : <Skeleton height={20} width={120} />}
        {toolbar}
      </Group>
      {content}
    </Stack>
  );
}
