import type { TNetworkCarrier, TNetworkGroup } from '@tariq/contracts/private-exchange';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconShieldX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyRating } from '../../../components/company-rating';
import { DocumentsVerifiedUntil } from '../../../components/documents-verified-until';
import { useCatalogueLabels } from '../../../lib/use-catalogue-labels';

/** Zones named on a card before 'et N autres': a carrier may serve every wilaya. */
const ZONES_SHOWN = 6;

export type TCarrierCardProps = {
  carrier: TNetworkCarrier;
  /** The shipper's groups, to name those the carrier is in. */
  groups: readonly TNetworkGroup[];
  zoneName: (zone: TNetworkCarrier['zones'][number]) => string;
  /** The card's buttons (add, edit groups, remove), or what stands for them ('Dans votre réseau'). */
  actions?: ReactNode;
};

/**
 * A carrier as a shipper weighs it (spec 001 §2): rating, documents, fleet, zones, the missions
 * done together, and the groups of the shipper's network it is in.
 */
export function CarrierCard({ carrier, groups, zoneName, actions }: TCarrierCardProps) {
  const { t } = useTranslation('privateExchange');
  const { t: catalogueLabel } = useCatalogueLabels();
  const titleId = `carrier-${carrier.id}`;
  const carrierGroups = groups.filter((group) => carrier.groupIds.includes(group.id));
  const zones = carrier.zones.map(zoneName);
  const rating = carrier.rating.average !== null && carrier.rating.count > 0 ? carrier.rating : null;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={6} style={{ flex: 1, minWidth: 240 }}>
          <Title order={3} size="h5" id={titleId} dir="auto">
            {carrier.name}
          </Title>
          {carrier.city ? (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={14} aria-hidden />
              <Text size="sm" c="dimmed">
                <bdi>{carrier.city}</bdi>
              </Text>
            </Group>
          ) : null}
          <Group gap="sm" wrap="wrap">
            {rating ? (
              <CompanyRating rating={{ average: rating.average!, count: rating.count }} />
            ) : (
              <Text size="xs" c="dimmed">
                {t('privateExchange.carrier.notRated')}
              </Text>
            )}
            {carrier.documentsValidUntil ? (
              <DocumentsVerifiedUntil date={carrier.documentsValidUntil} size="sm" />
            ) : (
              <Badge
                color="gray"
                variant="light"
                size="sm"
                tt="none"
                leftSection={<IconShieldX size={12} aria-hidden />}
              >
                {t('privateExchange.carrier.documentsNotVerified')}
              </Badge>
            )}
            <Text size="xs" fw={500}>
              {t('privateExchange.carrier.missionsWithYou', { count: carrier.missionsWithYou })}
            </Text>
          </Group>
          <Text size="sm">
            {t('privateExchange.carrier.vehicles', {
              list:
                carrier.truckTypes.length > 0
                  ? carrier.truckTypes
                      .map((type) => catalogueLabel(`catalogue.onboardingTruckType.${type}` as never))
                      .join(', ')
                  : t('privateExchange.carrier.noVehicles'),
            })}
          </Text>
          <Text size="sm">
            {t('privateExchange.carrier.zones', {
              list:
                zones.length === 0
                  ? t('privateExchange.carrier.noZones')
                  : zones.length > ZONES_SHOWN
                    ? `${zones.slice(0, ZONES_SHOWN).join(', ')} ${t('privateExchange.carrier.moreZones', { count: zones.length - ZONES_SHOWN })}`
                    : zones.join(', '),
            })}
          </Text>
          {carrierGroups.length > 0 ? (
            <Group gap={6} aria-label={t('privateExchange.carrier.groups')} role="list">
              {carrierGroups.map((group) => (
                <Badge key={group.id} role="listitem" variant="outline" tt="none" dir="auto">
                  {group.name}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Stack>
        {actions ? (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}
