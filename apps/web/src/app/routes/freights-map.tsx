import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FreightExchangeSwitch, FreightSearchLayout } from '../../features/freights/components/freight-search';
import { FreightTabs } from '../../features/freights/components/freight-tabs';
import { FreightsMap } from '../../features/freights/components/freights-map';
import { PlacePicker } from '../../features/places/components/place-picker';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The freight search on a map (/map): the same filters as the list, the offers at their loading place. */
export default function FreightsMapPage() {
  const { t } = useTranslation('freights');
  useDocumentTitle(`${t('freights.map.title')} · ${t('freights.title')}`);
  return (
    <Stack py="md">
      <Title order={1} size="h2">
        {t('freights.map.title')}
      </Title>
      <FreightTabs active="available" />
      <FreightExchangeSwitch view="map" />
      <FreightSearchLayout PlaceField={PlacePicker}>
        <FreightsMap />
      </FreightSearchLayout>
    </Stack>
  );
}
