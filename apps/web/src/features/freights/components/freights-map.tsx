import type { TFreight } from '@tariq/contracts';
import { FREIGHT_LIMITS } from '@tariq/contracts/freight-filters';
import { Button, CloseButton, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OfferRoute } from '../../../components/offer-route/offer-route';
import { paths } from '../../../config/paths';
import { LoadErrorAlert } from '../../../components/load-error-alert/load-error-alert';
import { formatDate, formatMeasure, formatPrice } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { getFreightsQueryOptions } from '../api/get-freights';
import { useUrlFilters } from '../hooks/use-url-filters';
import { searchParamsOf } from '../utils/filters';
import { routeText } from '../utils/freight-text';
import { FavoriteStar } from './favorite-star';
import { FreightViewSwitch } from './freight-search';
import { PrivateExchangeBadge } from './private-exchange-badge';

// Leaflet and its cluster plugin (about 50 KB gzip) load with the map page, not before.
const LeafletPointsMap = lazy(() => import('../../../components/points-map/leaflet-points-map'));

const MAP_HEIGHT = 520;

/** The offer of a marker: what a dispatcher needs to decide to open it. */
function FreightCard({ freight, onClose }: { freight: TFreight; onClose: () => void }) {
  const { t } = useTranslation('freights');
  const language = getCurrentLanguage();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={routeText(freight)}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          <Text fw={600}>
            <OfferRoute departure={freight.departure} destination={freight.destination} />
          </Text>
          <Text size="sm">
            {formatDate(freight.departure.date, language)} → {formatDate(freight.destination.date, language)} ·{' '}
            {formatMeasure(freight.weight_kg, 'kilogram', language)} ·{' '}
            {formatPrice(freight.price, freight.currency, language) ?? t('freights.list.toNegotiate')}
          </Text>
          <Text size="sm" c="dimmed">
            {freight.shipper.name}
          </Text>
          {freight.exchange === 'private' ? <PrivateExchangeBadge /> : null}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <FavoriteStar freight={freight} size="md" />
          <CloseButton aria-label={t('freights.map.close')} onClick={onClose} />
        </Group>
      </Group>
      <Button component={Link} to={paths.offers.detail.getHref(freight.uid)} mt="sm" size="xs">
        {t('freights.map.open')}
      </Button>
    </Paper>
  );
}

/** The offers of the URL's search (the first 100) at their loading place; a marker opens the offer's card. */
export function FreightsMap() {
  const { t } = useTranslation('freights');
  const { filters, exchange } = useUrlFilters();
  const query = useQuery(getFreightsQueryOptions({ filters, page: 1, limit: FREIGHT_LIMITS.pageSizeMax, exchange }));
  const [selectedUid, setSelectedUid] = useState<string | null>(null);
  const data = query.data;
  const freights = data?.data;
  // A new array only when the offers change: the map is then not rebuilt on every render.
  const points = useMemo(
    () =>
      (freights ?? []).map((freight) => ({
        uid: freight.uid,
        lat: freight.departure.lat,
        lng: freight.departure.lng,
        title: routeText(freight),
      })),
    [freights],
  );
  const selected = freights?.find((freight) => freight.uid === selectedUid);

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        {data ? (
          <Text fw={600} role="status">
            {t('freights.map.shown', { count: data.data.length })}
          </Text>
        ) : (
          <Skeleton height={20} width={160} />
        )}
        <FreightViewSwitch active="map" search={searchParamsOf(filters, exchange)} />
      </Group>
      {data && (data.total_pages > 1 || data.count_capped) ? (
        <Text size="sm" c="dimmed">
          {t('freights.map.limited', { count: data.data.length })}
        </Text>
      ) : null}
      {query.isError && !data ? (
        <LoadErrorAlert title={t('freights.list.loadError')} retryLabel={t('freights.list.retry')} query={query} />
      ) : (
        <Suspense fallback={<Skeleton height={MAP_HEIGHT} radius="md" />}>
          <LeafletPointsMap
            points={points}
            label={t('freights.map.label')}
            markerClassName="tariq-freight-marker"
            zoomInLabel={t('freights.map.zoomIn')}
            zoomOutLabel={t('freights.map.zoomOut')}
            onSelect={setSelectedUid}
            height={MAP_HEIGHT}
          />
        </Suspense>
      )}
      {selected ? (
        <FreightCard freight={selected} onClose={() => setSelectedUid(null)} />
      ) : data && data.data.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('freights.map.hint')}
        </Text>
      ) : null}
    </Stack>
  );
}
