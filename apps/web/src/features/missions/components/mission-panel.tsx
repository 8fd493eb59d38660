import type { TMissionDetail } from '@tariq/contracts';
import { Divider, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/load-error-alert/load-error-alert';
import { CompanyRating } from '../../../components/company-rating';
import { ContactFields } from '../../../components/contact-fields/contact-fields';
import { DetailField } from '../../../components/offer-details/detail-section';
import { ApiError } from '../../../lib/api-client';
import { formatDistance, formatInstant, formatNumber, formatPrice } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { downloadCharter } from '../api/download-charter';
import { downloadCo2Statement } from '../api/download-co2-statement';
import { downloadMissionEprotocol } from '../api/download-mission-eprotocol';
import { getMissionOfOfferQueryOptions } from '../api/get-mission-of-offer';
import type { TRefreshOffer } from '../api/mission-action';
import { DownloadButton } from './download-button';
import { CharterStatusBadge, MissionStatusBadge, charterState } from './mission-badges';
import { MissionActions } from './mission-actions';
import { MissionDriverSection } from './mission-driver-section';
import type { TMissionDriverPicker } from './mission-driver-section';
import { MissionSection } from './mission-section';
import { MissionTimeline } from './mission-timeline';
import { MissionTrackingSection } from './mission-tracking-section';
import { PickupSection } from './pickup-section';
import { PodSection } from './pod-section';
import { RatingSection } from './rating-section';

function CharterSection({ mission }: { mission: TMissionDetail }) {
  const { t } = useTranslation('missions');
  const state = charterState(mission);
  const text =
    state === 'pending'
      ? t(mission.side === 'carrier' ? 'missions.charter.pendingCarrier' : 'missions.charter.pendingShipper', {
          date: formatInstant(mission.charter_due_at, getCurrentLanguage()),
        })
      : t(`missions.charter.${state}`);
  return (
    <MissionSection title={t('missions.charter.title')}>
      <Group gap="xs">
        <CharterStatusBadge state={state} />
      </Group>
      <Text size="sm">{text}</Text>
      <Group>
        <DownloadButton
          fetchFile={() => downloadCharter(mission.id)}
          fileName={t('missions.charter.fileName', { number: mission.charter_number })}
        >
          {t('missions.charter.download')}
        </DownloadButton>
      </Group>
    </MissionSection>
  );
}

/** The mission's distance and CO2e set at the deal (issue 31), and its CO2 statement to download. */
function FootprintSection({ mission }: { mission: TMissionDetail }) {
  const { t } = useTranslation('missions');
  const language = getCurrentLanguage();
  const { footprint } = mission;
  return (
    <MissionSection title={t('missions.footprint.title')}>
      <Text size="sm">
        {footprint
          ? t('missions.footprint.text', {
              distance: formatDistance(footprint.distance_km, language, footprint.distance_source === 'estimate'),
              co2: formatNumber(footprint.co2e_kg, language),
            })
          : t('missions.footprint.unknown')}
      </Text>
      <Group>
        <DownloadButton
          fetchFile={() => downloadCo2Statement(mission.id)}
          fileName={t('missions.footprint.fileName', { number: mission.number })}
        >
          {t('missions.footprint.download')}
        </DownloadButton>
      </Group>
    </MissionSection>
  );
}

/** Who, at what price, and the references the carrier needs at the loading and unloading docks. */
function MissionSummary({ mission }: { mission: TMissionDetail }) {
  const { t } = useTranslation('missions');
  const other = mission.side === 'carrier' ? mission.shipper : mission.carrier;
  const price = formatPrice(mission.price, mission.currency, getCurrentLanguage()) ?? '';
  // A reference the shipper typed, in its own writing direction, or says it has none yet.
  const reference = (value: string | null) =>
    value ? (
      <Text span dir="auto">
        {value}
      </Text>
    ) : (
      <Text span c="dimmed">
        {t('missions.notGiven')}
      </Text>
    );
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      <DetailField label={t('missions.panel.number')}>
        <Text span ff="monospace">
          {mission.number}
        </Text>
      </DetailField>
      <DetailField label={t('missions.panel.charterNumber')}>
        <Text span ff="monospace">
          {mission.charter_number}
        </Text>
      </DetailField>
      <DetailField label={t(mission.side === 'carrier' ? 'missions.panel.shipper' : 'missions.panel.carrier')}>
        <Text span dir="auto" fw={500}>
          {other.name}
        </Text>
        <CompanyRating rating={other.rating} />
      </DetailField>
      {mission.contact ? <ContactFields contact={mission.contact} /> : null}
      <DetailField label={t('missions.panel.price')}>{t('missions.priceExclTax', { price })}</DetailField>
      <DetailField label={t('missions.panel.loadingReference')}>
        {reference(mission.offer.loading_reference)}
      </DetailField>
      <DetailField label={t('missions.panel.unloadingReference')}>
        {reference(mission.offer.unloading_reference)}
      </DetailField>
      {mission.side === 'carrier' && mission.offer.eprotocol ? (
        // The shipper finds it in the offer's details; the carrier needs it on the road.
        <DetailField label={t('missions.panel.eprotocol')}>
          <Group gap="xs">
            <Text span dir="auto">
              {mission.offer.eprotocol.name}
            </Text>
            <DownloadButton
              fetchFile={() => downloadMissionEprotocol(mission.id)}
              fileName={mission.offer.eprotocol.name}
              aria-label={t('missions.pod.downloadFile', { name: mission.offer.eprotocol.name })}
            >
              {t('missions.pod.download')}
            </DownloadButton>
          </Group>
        </DetailField>
      ) : null}
      {mission.cancel_reason ? (
        <DetailField label={t('missions.panel.cancelReason')}>
          <Text span dir="auto" style={{ whiteSpace: 'pre-line' }}>
            {mission.cancel_reason}
          </Text>
        </DetailField>
      ) : null}
    </SimpleGrid>
  );
}

/**
 * The mission of an offer, for its carrier (/offres/:uid) and its shipper (/expeditions/:uid): where
 * it stands, what the caller's side can do now, and its history. Nothing when the caller's company
 * has no mission on the offer (404): the offer is still in the exchange, or went to another carrier.
 */
export function MissionPanel({
  uid,
  refreshOffer,
  DriverPicker,
}: {
  uid: string;
  refreshOffer: TRefreshOffer;
  /** For a carrier who may name drivers (`carrierDrivers`): the driver is changed here until the start. */
  DriverPicker?: TMissionDriverPicker;
}) {
  const { t } = useTranslation('missions');
  const titleId = useId();
  const query = useQuery(getMissionOfOfferQueryOptions(uid));
  const mission = query.data;

  if (query.error instanceof ApiError && query.error.status === 404) return null;

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" radius="md">
      <Group justify="space-between" align="center" mb="sm" gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('missions.panel.title')}
        </Title>
        {mission ? <MissionStatusBadge status={mission.status} size="lg" /> : null}
      </Group>
      {mission ? (
        <Stack gap="md">
          <MissionSummary mission={mission} />
          <MissionActions mission={mission} refreshOffer={refreshOffer} />
          <Divider />
          <MissionDriverSection mission={mission} refreshOffer={refreshOffer} DriverPicker={DriverPicker} />
          <CharterSection mission={mission} />
          <PickupSection mission={mission} refreshOffer={refreshOffer} />
          <MissionTrackingSection mission={mission} />
          <PodSection mission={mission} refreshOffer={refreshOffer} />
          <FootprintSection mission={mission} />
          <RatingSection mission={mission} refreshOffer={refreshOffer} />
          <MissionSection title={t('missions.timeline.title')}>
            <MissionTimeline timeline={mission.timeline} />
          </MissionSection>
        </Stack>
      ) : query.isError ? (
        <LoadErrorAlert title={t('missions.panel.loadError')} retryLabel={t('missions.retry')} query={query} />
      ) : (
        <Stack role="status" aria-label={t('missions.panel.loading')} gap="xs">
          <Skeleton height={20} width="40%" />
          <Skeleton height={64} radius="md" />
          <Skeleton height={20} width="60%" />
        </Stack>
      )}
    </Paper>
  );
}
