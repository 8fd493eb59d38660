import type { TOffer, TOfferTab } from '@tariq/contracts';
import { findTruckType } from '@tariq/contracts/catalogues/vehicles';
import { OFFER_TAB_NAMES } from '@tariq/contracts/offers';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  ColorSwatch,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useCatalogueLabels } from '../../../lib/use-catalogue-labels';
import { getOffersQueryOptions } from '../api/get-offers';
import { formatDate, formatMeasure, formatPrice } from '../../../lib/format';
import { OfferRoute } from '../../../components/offer-route/offer-route';
import { OfferStatusBadge } from './offer-status-badge';

/** Each tab is a route of its own (spec 001 §2), so it can be linked to and kept in the history. */
const OFFER_TAB_PATHS: Record<TOfferTab, { getHref: (options?: { page?: number }) => string }> = {
  scheduled: paths.expeditions.scheduled,
  in_progress: paths.expeditions.inProgress,
  completed: paths.expeditions.completed,
  cancelled: paths.expeditions.cancelled,
  expired: paths.expeditions.expired,
};

const COLUMNS = 8;
const SKELETON_ROWS = 5;

function OfferTabs({ active, counts }: { active: TOfferTab; counts: Record<TOfferTab, number> | undefined }) {
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
            to={OFFER_TAB_PATHS[tab].getHref()}
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
  const { t: catalogueLabel } = useCatalogueLabels();
  const navigate = useNavigate();
  const language = getCurrentLanguage();
  const href = paths.expeditions.detail.getHref(offer.uid);
  const truckColor = findTruckType(offer.truck_type)?.color;
  // The route is the row's link (keyboard, new tab); a click anywhere else on the row opens it too.
  const onRowClick = (event: MouseEvent) => {
    if (!(event.target as HTMLElement).closest('a, button')) void navigate(href);
  };
  return (
    <Table.Tr onClick={onRowClick} style={{ cursor: 'pointer' }}>
      <Table.Td>
        <Anchor component={Link} to={href} fw={500} c="inherit">
          <OfferRoute departure={offer.departure} destination={offer.destination} />
        </Anchor>
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
      <Table.Td>{catalogueLabel(`catalogue.goodsType.${offer.goods_type}`)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMeasure(offer.weight_kg, 'kilogram', language)}</Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          {truckColor ? <ColorSwatch color={truckColor} size={12} aria-hidden /> : null}
          <span>{catalogueLabel(`catalogue.truckType.${offer.truck_type}`)}</span>
        </Group>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatPrice(offer.price, offer.currency, language) ?? (
          <Text span c="dimmed" size="sm">
            {t('expeditions.price.toNegotiate')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {/* The whole label: a badge cut to 'EN BO…' tells a dispatcher nothing. */}
        <OfferStatusBadge status={offer.status} styles={{ label: { overflow: 'visible' } }} />
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

function OffersTable({ offers, isLoading }: { offers: TOffer[]; isLoading: boolean }) {
  const { t } = useTranslation('expeditions');
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table highlightOnHover verticalSpacing="sm" aria-busy={isLoading || undefined}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('expeditions.list.route')}</Table.Th>
            <Table.Th>{t('expeditions.list.departure')}</Table.Th>
            <Table.Th>{t('expeditions.list.arrival')}</Table.Th>
            <Table.Th>{t('expeditions.list.goods')}</Table.Th>
            <Table.Th>{t('expeditions.list.weight')}</Table.Th>
            <Table.Th>{t('expeditions.list.truck')}</Table.Th>
            <Table.Th>{t('expeditions.list.price')}</Table.Th>
            <Table.Th>{t('expeditions.list.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isLoading ? <SkeletonRows /> : offers.map((offer) => <OfferRow key={offer.uid} offer={offer} />)}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function EmptyTab({ tab, page, count }: { tab: TOfferTab; page: number; count: number }) {
  const { t } = useTranslation('expeditions');
  // Offers exist but not on this page (one was deleted meanwhile, or an old link): back to the first.
  if (count > 0 && page > 1)
    return (
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="sm">
          <Text>{t('expeditions.list.emptyPage')}</Text>
          <Button component={Link} to={OFFER_TAB_PATHS[tab].getHref()} variant="light">
            {t('expeditions.list.firstPage')}
          </Button>
        </Stack>
      </Paper>
    );
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm">
        <Text fw={500}>{t(`expeditions.list.empty.${tab}`)}</Text>
        <Text c="dimmed" size="sm">
          {t('expeditions.list.emptyHint')}
        </Text>
        <Button component={Link} to={paths.expeditions.new.getHref()} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('expeditions.list.newExpedition')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The shipper's offers of one tab, a page at a time (`page` from 1, from the URL). */
export function OffersList({ tab, page }: { tab: TOfferTab; page: number }) {
  const { t } = useTranslation('expeditions');
  const offers = useQuery(getOffersQueryOptions({ tab, page }));
  const tabPath = OFFER_TAB_PATHS[tab];
  const data = offers.data;

  let content;
  if (offers.isError && !data) {
    content = (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('expeditions.list.loadError')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage(offers.error)}</Text>
          <Button
            variant="light"
            color="red"
            size="xs"
            onClick={() => void offers.refetch()}
            loading={offers.isFetching}
          >
            {t('expeditions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (data && data.data.length === 0) {
    content = <EmptyTab tab={tab} page={page} count={data.count} />;
  } else {
    content = (
      <>
        <OffersTable offers={data?.data ?? []} isLoading={!data} />
        {data && data.total_pages > 1 ? (
          <Group justify="center">
            <Pagination
              total={data.total_pages}
              value={Math.min(page, data.total_pages)}
              aria-label={t('expeditions.list.pagination')}
              component="nav"
              getItemProps={(item) => ({
                component: Link,
                to: tabPath.getHref({ page: item }),
                'aria-label': t('expeditions.list.page', { page: item }),
              })}
              getControlProps={(control) => {
                const target = control === 'previous' ? page - 1 : control === 'next' ? page + 1 : null;
                const label =
                  control === 'previous' ? t('expeditions.list.previousPage') : t('expeditions.list.nextPage');
                if (target === null || target < 1 || target > data.total_pages) return { 'aria-label': label };
                return { component: Link, to: tabPath.getHref({ page: target }), 'aria-label': label };
              }}
            />
          </Group>
        ) : null}
      </>
    );
  }

  return (
    <Stack>
      <OfferTabs active={tab} counts={data?.tabs} />
      {content}
    </Stack>
  );
}
