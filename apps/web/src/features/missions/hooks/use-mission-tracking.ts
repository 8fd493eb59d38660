import { trackingTopic } from '@tariq/contracts/driver-app';
import type { TTrackingEvent } from '@tariq/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeToHub } from '../../../lib/hub';
import { hubTopicsGranted } from '../../../lib/tokens';
import { addTrackPosition } from '../api/get-mission-track';

function isTrackingEvent(data: unknown): data is TTrackingEvent {
  const event = data as Partial<TTrackingEvent> | null;
  return (
    event?.type === 'position' &&
    typeof event.mission_id === 'string' &&
    typeof event.position?.lat === 'number' &&
    typeof event.position.lng === 'number' &&
    typeof event.position.recorded_at === 'string'
  );
}

/**
 * The caller company's tracking topic, `trackingTopic(its id)`, as its hub token grants it: the
 * session user does not carry the company's id, and the token is what the hub checks anyway.
 */
function companyTrackingTopics(): string[] {
  const prefix = trackingTopic('');
  return hubTopicsGranted().filter((topic) => topic.startsWith(prefix) && topic.length > prefix.length);
}

/**
 * While `isLive`, follows the company's tracking topic and adds each position of this mission to its
 * trail on screen (the topic carries every mission in progress of the company: the others are
 * ignored here).
 */
export function useMissionTracking(missionId: string, isLive: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isLive) return undefined;
    const topics = companyTrackingTopics();
    if (topics.length === 0) return undefined;
    return subscribeToHub(topics, (data) => {
      if (isTrackingEvent(data) && data.mission_id === missionId)
        addTrackPosition(queryClient, missionId, data.position);
    });
  }, [queryClient, missionId, isLive]);
}
