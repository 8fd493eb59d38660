import type { TDriver } from '@tariq/contracts/drivers';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { driverName } from '../utils/driver-text';

// Leaflet and its cluster plugin (about 50 KB gzip) load with the map, not with the list; the same
// map as the vehicle search's, markers drawn so that it works with no tile server reachable.
const LeafletPointsMap = lazy(() => import('../../../components/points-map/leaflet-points-map'));

const MAP_HEIGHT = 280;

export type TDriversMapProps = {
  drivers: readonly TDriver[];
  /** A marker chosen: its driver's card is brought forward. */
  onSelect: (driverId: string) => void;
};

/**
 * The drivers' last positions (issue 29: "a small map of last locations"), green for a driver
 * connected, grey for one whose last position is older. Nothing to draw before a first position.
 */
export function DriversMap({ drivers, onSelect }: TDriversMapProps) {
  const { t } = useTranslation('drivers');
  // A new array only when the drivers change (the list's answer is shared structurally when it is
  // the same): the map, and where the user zoomed, is then not rebuilt on every render. Hence no
  // "5 minutes ago" in a marker's name: it would rebuild the map every minute. The card says it.
  const points = useMemo(
    () =>
      drivers.flatMap((driver) =>
        driver.lastLocation
          ? [
              {
                uid: driver.id,
                lat: driver.lastLocation.lat,
                lng: driver.lastLocation.lng,
                title: t('drivers.map.marker', {
                  name: driverName(driver),
                  status: driver.connected ? t('drivers.card.connected') : t('drivers.card.disconnected'),
                }),
                className: driver.connected ? 'tariq-driver-marker--online' : 'tariq-driver-marker--offline',
              },
            ]
          : [],
      ),
    [drivers, t],
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="drivers-map-title">
      <Stack gap="xs">
        <Title order={2} size="h5" id="drivers-map-title">
          {t('drivers.map.title')}
        </Title>
        {points.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('drivers.map.none')}
          </Text>
        ) : (
          <>
            <Suspense fallback={<Skeleton height={MAP_HEIGHT} radius="md" />}>
              <LeafletPointsMap
                points={points}
                label={t('drivers.map.label')}
                markerClassName="tariq-driver-marker"
                zoomInLabel={t('drivers.map.zoomIn')}
                zoomOutLabel={t('drivers.map.zoomOut')}
                onSelect={onSelect}
                height={MAP_HEIGHT}
              />
            </Suspense>
            <Text size="xs" c="dimmed">
              {t('drivers.map.hint')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
