import type { TTruckSearchItem } from '@tariq/contracts';
import { TRUCK_LIMITS } from '@tariq/contracts/truck-filters';
import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/load-error-alert/load-error-alert';
import { searchTrucksQueryOptions } from '../api/search-trucks';
import { useTruckSearchUrl } from '../hooks/use-truck-search-url';
import { TruckSearchCard } from './truck-search-card';
import { truckRouteText } from './truck-search-route';

// Leaflet and its cluster plugin (about 50 KB gzip) load with the map, not with the list.
const LeafletPointsMap = lazy(() => import('../../../components/points-map/leaflet-points-map'));

const MAP_HEIGHT = 520;

export type TTruckSearchMapProps = {
  onContact: (truck: TTruckSearchItem) => void;
  /** Beside the count: the view switch. */
  toolbar: ReactNode;
};

/**
 * The trucks of the URL's search (the first TRUCK_LIMITS.pageSizeMax) at their departure place,
 * clustered where they crowd; a marker opens the truck's card under the map.
 */
export function TruckSearchMap({ onContact, toolbar }: TTruckSearchMapProps) {
  const { t } = useTranslation('trucks');
  const { filters } = useTruckSearchUrl();
  const query = useQuery({
    ...searchTrucksQueryOptions({ filters, page: 1, limit: TRUCK_LIMITS.pageSizeMax }),
    select: (answer) => answer.data,
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = query.data;
  const trucks = list?.data;
  // A new array only when the trucks change: the map is then not rebuilt on every render.
  const points = useMemo(
    () =>
      (trucks ?? []).map((truck) => ({
        uid: truck.id,
        lat: truck.from.latitude,
        lng: truck.from.longitude,
        title: `${truck.name} · ${truckRouteText(truck)}`,
      })),
    [trucks],
  );
  const selected = trucks?.find((truck) => truck.id === selectedId);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        {list ? (
          <Text fw={600} role="status">
            {t('trucks.search.map.shown', { count: list.data.length })}
          </Text>
        ) : (
          <Skeleton height={20} width={160} />
        )}
        {toolbar}
      </Group>
      {list && list.total_pages > 1 ? (
        <Text size="sm" c="dimmed">
          {t('trucks.search.map.limited', { count: list.data.length })}
        </Text>
      ) : null}
      {query.isError && !list ? (
        <LoadErrorAlert title={t('trucks.search.loadError')} retryLabel={t('trucks.search.retry')} query={query} />
      ) : (
        <Suspense fallback={<Skeleton height={MAP_HEIGHT} radius="md" />}>
          <LeafletPointsMap
            points={points}
            label={t('trucks.search.map.label')}
            markerClassName="tariq-truck-marker"
            zoomInLabel={t('trucks.search.map.zoomIn')}
            zoomOutLabel={t('trucks.search.map.zoomOut')}
            onSelect={setSelectedId}
            height={MAP_HEIGHT}
          />
        </Suspense>
      )}
      {selected ? (
        <TruckSearchCard truck={selected} onContact={() => onContact(selected)} onClose={() => setSelectedId(null)} />
      ) : list && list.data.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('trucks.search.map.hint')}
        </Text>
      ) : list ? (
        <Text size="sm" c="dimmed">
          {t('trucks.search.emptyHint')}
        </Text>
      ) : null}
    </Stack>
  );
}
