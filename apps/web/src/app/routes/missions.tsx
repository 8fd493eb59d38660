import type { TMissionTab } from '@tariq/contracts';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MissionsList } from '../../features/missions/components/missions-list';
import { readPageParam } from '../../lib/page-param';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The carrier's missions, one tab per route (/missions is the first tab, in progress). */
export function MissionsPage({ tab }: { tab: TMissionTab }) {
  const { t } = useTranslation('missions');
  const [searchParams] = useSearchParams();
  const title = t('missions.title');
  useDocumentTitle(`${t(`missions.tabs.${tab}`)} · ${title}`);
  return (
    <Stack py="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {/* Keyed by tab: another tab starts from its own skeleton, not from this tab's rows. */}
      <MissionsList key={tab} tab={tab} page={readPageParam(searchParams)} />
    </Stack>
  );
}
