import type { TLoadTruck, TMatchReason } from '@tariq/contracts';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert/load-error-alert';
import { paths } from '../../../config/paths';
import { formatMeasure } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { getLoadTrucksQueryOptions } from '../api/get-load-trucks';
import { TruckContactModal } from './truck-contact-modal';
import { TruckSearchCard } from './truck-search-card';

/** Why a truck fits the load, worded: how far it waits first, then what else fits. */
function TrucksForLoadReasons({ truck }: { truck: TLoadTruck }) {
  const { t } = useTranslation('trucks');
  const distance = formatMeasure(Math.round(truck.emptyKm), 'kilometer', getCurrentLanguage());
  // 'near' is the empty kilometres, always said first.
  const others = truck.reasons.filter((reason): reason is Exclude<TMatchReason, 'near'> => reason !== 'near');
  return (
    <Group component="ul" gap={6} aria-label={t('trucks.forLoad.reasons')} style={{ listStyle: 'none' }} p={0} m={0}>
      <Badge component="li" variant="light" color="blue" tt="none" leftSection={<IconMapPin size={12} aria-hidden />}>
        {t('trucks.reasons.near', { distance })}
      </Badge>
      {others.map((reason) => (
        <Badge
          key={reason}
          component="li"
          variant="light"
          color="teal"
          tt="none"
          leftSection={<IconCheck size={12} aria-hidden />}
        >
          {t(`trucks.reasons.${reason}`)}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * "Camions pour ce chargement" on the shipper's own offer (issue 28): the visible trucks whose
 * departure, dates, type and capacity fit it, fewest empty kilometres first, each with why it fits
 * and its contact.
 */
export function TrucksForLoadPanel({ offerUid }: { offerUid: string }) {
  const { t } = useTranslation('trucks');
  const titleId = useId();
  const query = useQuery(getLoadTrucksQueryOptions(offerUid));
  const [contactTruck, setContactTruck] = useState<TLoadTruck | null>(null);
  const trucks = query.data?.data;

  let content;
  if (trucks === undefined) {
    content = query.isError ? (
      <LoadErrorAlert title={t('trucks.forLoad.loadError')} retryLabel={t('trucks.forLoad.retry')} query={query} />
    ) : (
      <Stack role="status" aria-label={t('trucks.forLoad.loading')} gap="sm">
        {[0, 1].map((index) => (
          <Skeleton key={index} height={150} radius="md" />
        ))}
      </Stack>
    );
  } else if (trucks.length === 0) {
    content = (
      <Stack align="center" gap="xs" py="md">
        <Text fw={500}>{t('trucks.forLoad.empty')}</Text>
        <Text size="sm" c="dimmed">
          {t('trucks.forLoad.emptyHint')}
        </Text>
      </Stack>
    );
  } else {
    content = (
      <Stack gap="sm">
        {trucks.map((truck) => (
          <TruckSearchCard key={truck.id} truck={truck} onContact={() => setContactTruck(truck)}>
            <TrucksForLoadReasons truck={truck} />
          </TruckSearchCard>
        ))}
      </Stack>
    );
  }

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h4" id={titleId}>
            {t('trucks.forLoad.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('trucks.forLoad.intro')}
          </Text>
        </Stack>
        <Button component={Link} to={paths.trucks.root.getHref()} variant="light" size="xs">
          {t('trucks.forLoad.search')}
        </Button>
      </Group>
      {content}
      <TruckContactModal truck={contactTruck} onClose={() => setContactTruck(null)} />
    </Paper>
  );
}
