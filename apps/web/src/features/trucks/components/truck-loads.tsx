import { TRUCK_MATCHING } from '@tariq/contracts/trucks';
import type { TTruck, TTruckLoad } from '@tariq/contracts/trucks';
import { Anchor, Badge, Group, Paper, Skeleton, Stack, Switch, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert/load-error-alert';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { formatDate, formatPrice } from '../../../lib/format';
import { getCurrentLanguage, isRtl } from '../../../lib/i18n';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useCatalogueLabels } from '../../../lib/use-catalogue-labels';
import { getTruckLoadsQueryOptions } from '../api/get-truck-loads';
import { useUpdateTruck } from '../api/update-truck';
import { loadStopText, truckMeasures } from '../utils/truck-text';

function Stop({ stop }: { stop: TTruckLoad['departure'] }) {
  const { flag, name } = loadStopText(stop);
  // Isolated: Latin names in an Arabic page would otherwise run together, and the road read backwards.
  return (
    <bdi>
      <span aria-hidden>{flag}</span> {name}
    </bdi>
  );
}

function LoadItem({ load }: { load: TTruckLoad }) {
  const { t } = useTranslation('trucks');
  const { t: catalogueLabel } = useCatalogueLabels();
  const language = getCurrentLanguage();
  const price = formatPrice(load.price, load.currency, language);
  const reasonsId = useId();
  // Arrows are not mirrored by the bidirectional algorithm: in Arabic the road runs right to left.
  const arrow = isRtl(language) ? '←' : '→';
  return (
    <Paper component="li" withBorder p="sm" radius="sm">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Anchor component={Link} to={paths.offers.detail.getHref(load.uid)} fw={600} size="sm">
            <Stop stop={load.departure} /> {arrow} <Stop stop={load.destination} />
          </Anchor>
          <Text size="sm" fw={600}>
            {price ?? t('trucks.loads.noPrice')}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {[
            load.number,
            t('trucks.loads.loadingOn', { date: formatDate(load.departure.date, language) }),
            truckMeasures({ weight: load.weight_kg, length: null, volume: null }, language).weight,
            catalogueLabel(`catalogue.truckType.${load.truck_type}` as never),
          ].join(' · ')}
        </Text>
        <Text size="sm" fw={500}>
          {t('trucks.loads.emptyKm', { count: Math.round(load.emptyKm) })}
        </Text>
        {load.reasons.length > 0 ? (
          <>
            <VisuallyHidden id={reasonsId}>{t('trucks.loads.reasonsLabel')}</VisuallyHidden>
            <Group gap={4} component="ul" aria-labelledby={reasonsId} m={0} p={0} style={{ listStyle: 'none' }}>
              {load.reasons.map((reason) => (
                <Badge component="li" key={reason} variant="light" color="teal" tt="none" size="sm">
                  {t(`trucks.loads.reason.${reason}`)}
                </Badge>
              ))}
            </Group>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * 'Chargements pour ce camion' (issue 28): the open offers the truck can take, fewest empty km
 * first, each with why it fits and a link to the offer; and the truck's alerts, a notification when
 * a new offer fits.
 */
export function TruckLoads({ truck }: { truck: TTruck }) {
  const { t } = useTranslation('trucks');
  const loads = useQuery(getTruckLoadsQueryOptions(truck.id));
  const update = useUpdateTruck();
  const titleId = useId();

  const onAlerts = (alerts: boolean) =>
    update.mutate(
      { id: truck.id, changes: { alerts } },
      {
        onSuccess: () => void toastSuccess(alerts ? t('trucks.loads.alertsOn') : t('trucks.loads.alertsOff')),
        onError: (error) => void toastError(errorMessage(error)),
      },
    );

  let content;
  if (loads.isError && !loads.data) {
    content = <LoadErrorAlert title={t('trucks.loads.loadError')} retryLabel={t('trucks.loads.retry')} query={loads} />;
  } else if (!loads.data) {
    content = (
      <Stack gap="xs" aria-busy="true" aria-label={t('trucks.loads.loading')} role="status">
        <Skeleton height={72} radius="sm" />
        <Skeleton height={72} radius="sm" />
      </Stack>
    );
  } else if (loads.data.length === 0) {
    content = (
      <Text size="sm" c="dimmed">
        {t('trucks.loads.none', { km: TRUCK_MATCHING.radiusKm })}
      </Text>
    );
  } else {
    content = (
      <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
        {loads.data.map((load) => (
          <LoadItem key={load.uid} load={load} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={4} size="h6" id={titleId}>
          {t('trucks.loads.title')}
        </Title>
        <Switch
          label={t('trucks.loads.alerts')}
          description={t('trucks.loads.alertsHint')}
          checked={truck.alerts}
          disabled={update.isPending}
          onChange={(event) => onAlerts(event.currentTarget.checked)}
        />
      </Group>
      {content}
    </Stack>
  );
}
