import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  FreightExchangeSwitch,
  FreightSearchLayout,
  FreightSearchResults,
} from '../../features/freights/components/freight-search';
import { FreightTabs } from '../../features/freights/components/freight-tabs';
import type { TFreightTab } from '../../features/freights/components/freight-tabs';
import { OwnFreights } from '../../features/freights/components/own-freights';
import { readPageParam } from '../../lib/page-param';
import { PlacePicker } from '../../features/places/components/place-picker';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The carrier's freight search (/freights, /offres) and its favourite and consulted tabs. */
export function FreightsPage({ tab }: { tab: TFreightTab }) {
  const { t } = useTranslation('freights');
  const [searchParams] = useSearchParams();
  const title = t('freights.title');
  useDocumentTitle(tab === 'available' ? title : `${t(`freights.tabs.${tab}`)} · ${title}`);
  return (
    <Stack py="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <FreightTabs active={tab} />
      {tab === 'available' ? (
        <>
          <FreightExchangeSwitch view="list" />
          <FreightSearchLayout PlaceField={PlacePicker}>
            <FreightSearchResults />
          </FreightSearchLayout>
        </>
      ) : (
        // Keyed by tab: the other list starts from its own skeleton, not from this one's rows.
        <OwnFreights key={tab} kind={tab} page={readPageParam(searchParams)} />
      )}
    </Stack>
  );
}
