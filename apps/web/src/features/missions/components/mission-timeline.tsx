import type { TMissionDetail } from '@tariq/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';

type TEntry = TMissionDetail['timeline'][number];

/** The events about one round of the proof of delivery, worded with its number once there are several. */
const ROUND_EVENTS = ['completed', 'pod_accepted', 'pod_tacitly_accepted', 'pod_contested', 'pod_resent'] as const;
type TRoundEvent = (typeof ROUND_EVENTS)[number];

function isRoundEvent(event: TEntry['event']): event is TRoundEvent {
  return (ROUND_EVENTS as readonly string[]).includes(event);
}

/** What happened to the mission, in the order the server gives (oldest first): what, who, when, and why. */
export function MissionTimeline({ timeline }: { timeline: TMissionDetail['timeline'] }) {
  const { t } = useTranslation('missions');
  const language = getCurrentLanguage();
  // A single proof is 'the proof of delivery'; once a new one was sent, each is told by its number.
  const hasRounds = timeline.some((entry) => entry.event === 'pod_resent');
  const label = (entry: TEntry) =>
    hasRounds && entry.round !== null && isRoundEvent(entry.event)
      ? t(`missions.timeline.rounds.${entry.event}`, { round: entry.round })
      : t(`missions.timeline.events.${entry.event}`);
  return (
    <Stack component="ol" gap="xs" m={0} ps="lg">
      {timeline.map((entry, index) => (
        // Entries have no id of their own; the list never reorders.
        <li key={index}>
          <Text size="sm" fw={500}>
            {label(entry)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`missions.timeline.by.${entry.by}`)} ·{' '}
            <time dateTime={entry.at}>{formatInstant(entry.at, language)}</time>
          </Text>
          {entry.reason ? (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {t('missions.timeline.reason')}{' '}
              <Text span dir="auto">
                {entry.reason}
              </Text>
            </Text>
          ) : null}
        </li>
      ))}
    </Stack>
  );
}
