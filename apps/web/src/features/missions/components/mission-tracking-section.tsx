import type { TMissionDetail, TMissionTrack } from '@tariq/contracts';
import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/load-error-alert/load-error-alert';
import { TrackMap } from '../../../components/track-map/track-map';
import { formatInstant, formatMeasure, formatRelativeTime, placeLabel } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useNow } from '../../../lib/use-now';
import { getMissionTrackQueryOptions } from '../api/get-mission-track';
import { useMissionTracking } from '../hooks/use-mission-tracking';
import { MissionSection } from './mission-section';

/** The last position in words, for everyone and for screen readers: when, and how fast. */
function LastPosition({ track, isLive }: { track: TMissionTrack; isLive: boolean }) {
  const { t } = useTranslation('missions');
  const language = getCurrentLanguage();
  const now = useNow(15_000);
  const last = track.positions.at(-1);
  if (!last) {
    return (
      <Text size="sm" c="dimmed">
        {t(isLive ? 'missions.tracking.noPositionYet' : 'missions.tracking.noPosition')}
      </Text>
    );
  }
  const speed =
    last.speed === null ? null : formatMeasure(Math.round(last.speed * 3.6), 'kilometer-per-hour', language);
  return (
    // Polite: a new position every 10 seconds must not interrupt what a screen reader is saying.
    <Text size="sm" aria-live={isLive ? 'polite' : undefined} title={formatInstant(last.recorded_at, language)}>
      {t('missions.tracking.lastPosition', {
        // A phone's clock a little ahead (the API accepts minutes of it) must not read 'dans 2 minutes'.
        ago: formatRelativeTime(last.recorded_at, language, Math.max(now, Date.parse(last.recorded_at))),
      })}
      {speed ? ` · ${t('missions.tracking.speed', { speed })}` : ''}
    </Text>
  );
}

/**
 * The truck on the map (issue 29; who drives it is the 'Chauffeur' section's, just above): while the mission is in progress, for both sides, its trail and
 * last position, moved live by the hub; afterwards its trail for the carrier only (the shipper sees
 * nothing before the start and after the finish: the API says `visible: false`).
 */
export function MissionTrackingSection({ mission }: { mission: TMissionDetail }) {
  const { t } = useTranslation('missions');
  const isLive = mission.status === 'in_progress';
  // The carrier keeps the trail of a mission that ran (finished, or cancelled on the way).
  const isShown = isLive || (mission.side === 'carrier' && mission.started_at !== null);
  const query = useQuery({ ...getMissionTrackQueryOptions(mission.id), enabled: isShown });
  useMissionTracking(mission.id, isShown && isLive);
  if (!isShown) return null;
  const track = query.data;
  if (track && !track.visible) return null;

  const { departure, destination } = mission.offer;
  const from = placeLabel(departure).name;
  const to = placeLabel(destination).name;
  return (
    <MissionSection title={t(isLive ? 'missions.tracking.liveTitle' : 'missions.tracking.title')}>
      {track ? (
        <Stack gap="xs">
          <LastPosition track={track} isLive={isLive} />
          <TrackMap
            trail={track.positions}
            from={{ lat: departure.lat, lng: departure.lng, label: from }}
            to={{ lat: destination.lat, lng: destination.lng, label: to }}
            label={t('missions.tracking.map', { from, to })}
            truckLabel={track.driver ? track.driver.first_name : t('missions.tracking.truck')}
            zoomInLabel={t('missions.tracking.zoomIn')}
            zoomOutLabel={t('missions.tracking.zoomOut')}
          />
        </Stack>
      ) : query.isError ? (
        <LoadErrorAlert title={t('missions.tracking.loadError')} retryLabel={t('missions.retry')} query={query} />
      ) : (
        <Stack role="status" aria-label={t('missions.tracking.loading')} gap="xs">
          <Skeleton height={16} width="50%" />
          <Skeleton height={240} radius="md" />
        </Stack>
      )}
    </MissionSection>
  );
}
