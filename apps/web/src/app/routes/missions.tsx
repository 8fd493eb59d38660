import type { TMissionTab } from '@tariq/contracts';
import { useTranslation } from 'react-i18next';
import { TabbedListPage } from '../../components/tabbed-list-page/tabbed-list-page';
import { MissionsList } from '../../features/missions/components/missions-list';

/** The carrier's missions, one tab per route (/missions is the first tab, in progress). */
export function MissionsPage({ tab }: { tab: TMissionTab }) {
  const { t } = useTranslation('missions');
  return (
    <TabbedListPage
      title={t('missions.title')}
      tabLabel={t(`missions.tabs.${tab}`)}
      renderList={(page) => <MissionsList key={tab} tab={tab} page={page} />}
    />
  );
}
