import type { TTruckSearchItem } from '@tariq/contracts';
import type { TTruckTypeValue } from '@tariq/contracts/catalogues/vehicles';
import { Badge, Button, CloseButton, Group, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPhone } from '@tabler/icons-react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMeasure, formatNumber } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useCatalogueLabels } from '../../../lib/use-catalogue-labels';
import { TruckSearchPicture } from './truck-search-picture';
import { TruckSearchRoute } from './truck-search-route';

/** The company's average rating, read as one phrase; nothing until it has been rated. */
function CompanyRatingValue({ rating }: { rating: number | null }) {
  const { t } = useTranslation('trucks');
  if (rating === null) return null;
  const average = formatNumber(rating, getCurrentLanguage());
  return (
    <Group gap={4} wrap="nowrap" role="img" aria-label={t('trucks.search.rating', { average })}>
      <Rating value={rating} fractions={10} readOnly size="xs" />
      <Text size="xs" c="dimmed">
        {average}
      </Text>
    </Group>
  );
}

/** 'Disponible à partir du 1 déc. 2026', or 'Disponible du … au …'. */
export function TruckAvailability({ availability }: { availability: TTruckSearchItem['availability'] }) {
  const { t } = useTranslation('trucks');
  const language = getCurrentLanguage();
  const from = formatDate(availability.from, language);
  return availability.until
    ? t('trucks.search.availableBetween', { from, until: formatDate(availability.until, language) })
    : t('trucks.search.availableFrom', { from });
}

/** Weight, length, volume and dangerous goods, as chips. */
export function TruckCapacityChips({
  truck,
}: {
  truck: Pick<TTruckSearchItem, 'weight' | 'length' | 'volume' | 'canTakeDangerousGoods'>;
}) {
  const { t } = useTranslation('trucks');
  const language = getCurrentLanguage();
  return (
    <Group gap={6}>
      <Badge variant="light" color="gray" tt="none">
        {formatMeasure(truck.weight, 'kilogram', language)}
      </Badge>
      {truck.length !== null ? (
        <Badge variant="light" color="gray" tt="none">
          {formatMeasure(truck.length, 'meter', language)}
        </Badge>
      ) : null}
      {truck.volume !== null ? (
        <Badge variant="light" color="gray" tt="none">
          {t('trucks.search.volume', { value: formatNumber(truck.volume, language) })}
        </Badge>
      ) : null}
      {truck.canTakeDangerousGoods ? (
        <Badge variant="light" color="orange" tt="none" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
          {t('trucks.search.dangerous')}
        </Badge>
      ) : null}
    </Group>
  );
}

export type TTruckSearchCardProps = {
  truck: TTruckSearchItem;
  onContact: () => void;
  /** On the map: the card of the chosen marker can be put away. */
  onClose?: () => void;
  /** Under the chips: why the truck fits a load (the trucks for a load). */
  children?: ReactNode;
};

/**
 * A truck of the vehicle search as a shipper weighs it: picture, name and type, whose it is and how
 * they are rated, where it goes and when, what it carries, and a way to reach them.
 */
export function TruckSearchCard({ truck, onContact, onClose, children }: TTruckSearchCardProps) {
  const { t } = useTranslation('trucks');
  const { t: catalogueLabel, ready } = useCatalogueLabels();
  const titleId = useId();
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder p="md" radius="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <TruckSearchPicture url={truck.picture} alt={t('trucks.search.picture', { name: truck.name })} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Title order={3} size="h5" id={titleId}>
                <bdi>{truck.name}</bdi>
              </Title>
              <Text size="sm" c="dimmed">
                {ready ? catalogueLabel(`catalogue.truckType.${truck.type as TTruckTypeValue}`) : '\u00a0'}
              </Text>
            </div>
            {onClose ? <CloseButton aria-label={t('trucks.search.map.close')} onClick={onClose} /> : null}
          </Group>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={500} dir="auto">
              {truck.company.name}
            </Text>
            <CompanyRatingValue rating={truck.company.rating} />
          </Group>
          <Text size="sm">
            <TruckSearchRoute from={truck.from} to={truck.to} />
          </Text>
          <Text size="sm">
            <TruckAvailability availability={truck.availability} />
          </Text>
          <TruckCapacityChips truck={truck} />
          {children}
          <Group justify="flex-end">
            <Button size="xs" leftSection={<IconPhone size={14} aria-hidden />} onClick={onContact}>
              {t('trucks.search.contact')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
