import type { TOfferTab } from '@tariq/contracts';
import { useTranslation } from 'react-i18next';
import { TabbedListPage } from '../../components/tabbed-list-page/tabbed-list-page';
import { OffersList } from '../../features/offers/components/offers-list';

/** The shipper's shipments, one tab per route (/expeditions is the first tab: in exchange). */
export function ExpeditionsPage({ tab }: { tab: TOfferTab }) {
  const { t } = useTranslation('expeditions');
  return (
    <TabbedListPage
      title={t('expeditions.title')}
      tabLabel={t(`expeditions.tabs.${tab}`)}
      renderList={(page) => <OffersList key={tab} tab={tab} page={page} />}
    />
  );
}
