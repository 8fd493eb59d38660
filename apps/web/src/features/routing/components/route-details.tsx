import { ROUTE_OPTIONS, VEHICLE_CLASSES } from '@tariq/contracts';
import type { TLanguage, TOffer, TRoute, TRouteOption, TVehicleClass } from '@tariq/contracts';
import { Alert, Button, Group, Modal, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Select } from '../../../components/select/select';
import { useDisclosure } from '@mantine/hooks';
import { IconRoute } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteMap } from '../../../components/route-map/route-map';
import { formatDistance, formatDuration, formatMoney, formatNumber, placeLabel } from '../../../lib/format';
import { getRouteQueryOptions } from '../api/get-route';

type TRouteDetailsProps = Pick<TOffer, 'departure' | 'destination' | 'truck_type'>;

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={600} component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

function RouteFigures({ route, language }: { route: TRoute; language: TLanguage }) {
  const { t } = useTranslation('routing');
  const unknown = t('routing.unknown');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" m={0} spacing="sm">
      <Figure label={t('routing.figures.distance')}>
        {route.distance_km === null ? unknown : formatDistance(route.distance_km, language, route.estimate)}
      </Figure>
      <Figure label={t('routing.figures.duration')}>
        {route.duration_min === null
          ? unknown
          : `${route.estimate ? '≈ ' : ''}${formatDuration(route.duration_min, language)}`}
      </Figure>
      <Figure label={t('routing.figures.toll')}>
        {route.toll.amount === null
          ? t('routing.tollUnknown')
          : formatMoney(route.toll.amount, route.toll.currency, language)}
        {route.toll.km !== null && route.toll.km > 0 ? (
          <Text span size="sm" fw={400} c="dimmed">
            {' '}
            {t('routing.tollKm', { km: formatNumber(route.toll.km, language) })}
          </Text>
        ) : null}
      </Figure>
      <Figure label={t('routing.figures.fuel')}>
        {route.fuel.litres === null
          ? unknown
          : t('routing.fuel', {
              litres: formatNumber(route.fuel.litres, language),
              per100: formatNumber(route.fuel.litres_per_100km, language),
            })}
        {route.fuel.amount !== null ? (
          <Text span size="sm" fw={400} c="dimmed">
            {' · '}
            {formatMoney(route.fuel.amount, route.fuel.currency, language)}
          </Text>
        ) : null}
      </Figure>
      <Figure label={t('routing.figures.co2')}>
        {route.co2e_kg === null ? unknown : t('routing.co2', { kg: formatNumber(route.co2e_kg, language) })}
      </Figure>
    </SimpleGrid>
  );
}

/**
 * "Itinéraire et péages" (spec 001 §2: a route map with tolls; the route map modal with its options
 * avoid tolls, fastest, shortest): the route drawn — the engine's line, or a dashed straight one for
 * the estimate —, its distance and duration, the toll for the vehicle's class (changeable), the fuel
 * and the CO2e.
 */
export function RouteDetails({ departure, destination, truck_type: truckType }: TRouteDetailsProps) {
  const { t, i18n } = useTranslation('routing');
  const language = i18n.language as TLanguage;
  const [opened, { open, close }] = useDisclosure(false);
  const [option, setOption] = useState<TRouteOption>('fastest');
  const [vehicleClass, setVehicleClass] = useState<TVehicleClass | null>(null);
  const route = useQuery({
    ...getRouteQueryOptions({ from: departure.place_id, to: destination.place_id, option, vehicleClass, truckType }),
    enabled: opened,
    placeholderData: keepPreviousData,
  });
  const from = placeLabel(departure).name;
  const to = placeLabel(destination).name;
  const answer = route.data?.data;

  return (
    <>
      <Button variant="light" size="xs" leftSection={<IconRoute size={16} aria-hidden />} onClick={open}>
        {t('routing.open')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('routing.title', { from, to })} size="lg">
        <Stack>
          <SegmentedControl
            aria-label={t('routing.option')}
            value={option}
            onChange={(value) => setOption(value as TRouteOption)}
            data={ROUTE_OPTIONS.map((value) => ({ value, label: t(`routing.options.${value}`) }))}
            fullWidth
          />
          <Select
            label={t('routing.vehicleClass')}
            value={vehicleClass ?? answer?.vehicle_class ?? null}
            onChange={(value) => value && setVehicleClass(value as TVehicleClass)}
            data={VEHICLE_CLASSES.map((value) => ({ value, label: t(`routing.classes.${value}`) }))}
            allowDeselect={false}
            disabled={!answer}
          />
          {route.isError ? (
            <Alert color="red" variant="light" role="alert">
              <Group justify="space-between">
                <Text size="sm">{t('routing.error')}</Text>
                <Button size="xs" variant="white" onClick={() => void route.refetch()}>
                  {t('routing.retry')}
                </Button>
              </Group>
            </Alert>
          ) : !answer ? (
            <Stack gap="sm" aria-busy="true" aria-label={t('routing.loading')}>
              <Skeleton height={260} radius="md" />
              <Skeleton height={90} radius="md" />
            </Stack>
          ) : (
            <>
              {answer.fallback ? (
                <Alert color="orange" variant="light" role="status">
                  {t('routing.fallback')}
                </Alert>
              ) : null}
              <RouteMap
                from={{ lat: departure.lat, lng: departure.lng, label: from }}
                to={{ lat: destination.lat, lng: destination.lng, label: to }}
                geometry={answer.estimate ? undefined : answer.geometry}
                dashed={answer.estimate}
                label={t('routing.map', { from, to })}
                zoomInLabel={t('routing.zoomIn')}
                zoomOutLabel={t('routing.zoomOut')}
                height={260}
              />
              <RouteFigures route={answer} language={language} />
              {answer.estimate ? (
                <Text size="sm" c="dimmed">
                  {t('routing.estimateNote')}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                {t('routing.sources', {
                  toll: answer.toll.source || t('routing.tollUnknown'),
                  fuel: answer.fuel.source,
                })}
              </Text>
            </>
          )}
        </Stack>
      </Modal>
    </>
  );
}
