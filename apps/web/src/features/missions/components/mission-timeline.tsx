import type { TMissionDetail } from '@tariq/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';

/** What happened to the mission, in the order the server gives (oldest first): what, who, when, and why. */
export function MissionTimeline({ timeline }: { timeline: TMissionDetail['timeline'] }) {
  const { t } = useTranslation('missions');
  const language = getCurrentLanguage();
  return (
    <Stack component="ol" gap="xs" m={0} ps="lg">
      {timeline.map((entry, index) => (
        // Entries have no id of their own; the list never reorders.
        <li key={index}>
          <Text size="sm" fw={500}>
            {t(`missions.timeline.events.${entry.event}`)}
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
