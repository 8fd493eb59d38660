import type { TTruckSearchItem } from '@tariq/contracts';
import type { TTruckViewMode } from '@tariq/contracts/truck-filters';
import { Button, Grid, Group, Paper, Title } from '@mantine/core';
import { IconList, IconMap } from '@tabler/icons-react';
import { useState } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTruckSearchUrl } from '../hooks/use-truck-search-url';
import { TruckContactModal } from './truck-contact-modal';
import { TruckSearchFilters } from './truck-search-filters';
import type { TTruckPlaceFieldProps } from './truck-search-filters';
import { TruckSearchMap } from './truck-search-map';
import { TruckSearchResults } from './truck-search-results';

/** LIST or MAP of the same search (spec 000 §3): links, so each view has its address and keeps the filters. */
function TruckSearchViewSwitch() {
  const { t } = useTranslation('trucks');
  const { view: active, hrefOf } = useTruckSearchUrl();
  const views = [
    { view: 'LIST', icon: IconList },
    { view: 'MAP', icon: IconMap },
  ] as const satisfies readonly { view: TTruckViewMode; icon: unknown }[];
  return (
    <Group component="nav" aria-label={t('trucks.search.views.label')} gap={4}>
      {views.map(({ view, icon: Icon }) => (
        <Button
          key={view}
          component={Link}
          to={hrefOf({ view })}
          size="xs"
          variant={view === active ? 'filled' : 'default'}
          aria-current={view === active ? 'page' : undefined}
          leftSection={<Icon size={14} aria-hidden />}
        >
          {t(`trucks.search.views.${view}`)}
        </Button>
      ))}
    </Group>
  );
}

/**
 * The vehicle search: the filters beside the trucks they find, as a list or on a map, and the
 * contact of the truck chosen. Everything but the dialog lives in the URL.
 */
export function TruckSearch({ PlaceField }: { PlaceField: ComponentType<TTruckPlaceFieldProps> }) {
  const { t } = useTranslation('trucks');
  const { filters, view, setFilters } = useTruckSearchUrl();
  const [contactTruck, setContactTruck] = useState<TTruckSearchItem | null>(null);
  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Paper component="section" aria-label={t('trucks.search.filters.title')} withBorder p="md" radius="md">
            <Title order={2} size="h5" mb="sm">
              {t('trucks.search.filters.title')}
            </Title>
            <TruckSearchFilters value={filters} onChange={setFilters} PlaceField={PlaceField} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          {view === 'MAP' ? (
            <TruckSearchMap onContact={setContactTruck} toolbar={<TruckSearchViewSwitch />} />
          ) : (
            <TruckSearchResults onContact={setContactTruck} toolbar={<TruckSearchViewSwitch />} />
          )}
        </Grid.Col>
      </Grid>
      <TruckContactModal truck={contactTruck} onClose={() => setContactTruck(null)} />
    </>
  );
}
