import type { TFreightExchange } from '@tariq/contracts';
import { Button, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { IconList, IconLock, IconMap, IconWorld } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { NumberSearchField } from '../../../components/number-search/number-search-field';
import { paths } from '../../../config/paths';
import { getFreightsQueryOptions } from '../api/get-freights';
import { useFreightLiveUpdates } from '../hooks/use-freight-live-updates';
import { useSavedSearchLink } from '../hooks/use-saved-search-link';
import { useUrlFilters } from '../hooks/use-url-filters';
import { searchParamsOf, withFilters } from '../utils/filters';
import { AutoRefreshSwitch, NewOffersBanner, useAutoRefresh } from './auto-refresh';
import { FreightFilters } from './freight-filters';
import type { TPlaceFieldProps } from './freight-filters';
import { FreightResults } from './freight-results';
import { FreightSort } from './freight-sort';
import { SaveSearchPanel } from './save-search-panel';
import { SavedSearches } from './saved-searches';

/** List or map of the same search: the links keep the filters. */
export function FreightViewSwitch({ active, search }: { active: 'list' | 'map'; search: URLSearchParams }) {
  const { t } = useTranslation('freights');
  const views = [
    { view: 'list', href: paths.freights.root.getHref({ search }), icon: IconList },
    { view: 'map', href: paths.freights.map.getHref({ search }), icon: IconMap },
  ] as const;
  return (
    <Group component="nav" aria-label={t('freights.views.label')} gap={4}>
      {views.map(({ view, href, icon: Icon }) => (
        <Button
          key={view}
          component={Link}
          to={href}
          size="xs"
          variant={view === active ? 'filled' : 'default'}
          aria-current={view === active ? 'page' : undefined}
          leftSection={<Icon size={14} aria-hidden />}
        >
          {t(`freights.views.${view}`)}
        </Button>
      ))}
    </Group>
  );
}

/**
 * 'Bourse publique' or 'Bourse privée' (spec 001 §2): the same search in the public exchange or in
 * the offers of the shippers that have the carrier in their network. Links, so each can be shared.
 */
export function FreightExchangeSwitch({ view }: { view: 'list' | 'map' }) {
  const { t } = useTranslation('freights');
  const { filters, exchange: active } = useUrlFilters();
  const exchanges = [
    { exchange: 'public', icon: IconWorld },
    { exchange: 'private', icon: IconLock },
  ] as const;
  const hrefOf = (exchange: TFreightExchange) => {
    const search = searchParamsOf(filters, exchange);
    return view === 'map' ? paths.freights.map.getHref({ search }) : paths.freights.root.getHref({ search });
  };
  return (
    <Group component="nav" aria-label={t('freights.exchange.label')} gap={4}>
      {exchanges.map(({ exchange, icon: Icon }) => (
        <Button
          key={exchange}
          component={Link}
          to={hrefOf(exchange)}
          variant={exchange === active ? 'filled' : 'default'}
          aria-current={exchange === active ? 'page' : undefined}
          leftSection={<Icon size={16} aria-hidden />}
        >
          {t(`freights.exchange.${exchange}`)}
        </Button>
      ))}
    </Group>
  );
}

/** What the menu's 'Créer une recherche' sends along (app/layout/menu.ts): open the panel on arrival. */
type TArrivalState = { openSearchPanel?: boolean } | null;

/**
 * The saved searches and the filters beside what they find, and the search-creation panel, opened
 * by its button here or by the menu's (router state `openSearchPanel`).
 */
export function FreightSearchLayout({
  PlaceField,
  children,
}: {
  PlaceField: ComponentType<TPlaceFieldProps>;
  children: ReactNode;
}) {
  const { t } = useTranslation('freights');
  const { filters, setFilters } = useUrlFilters();
  const location = useLocation();
  const navigate = useNavigate();
  const [isPanelOpen, setPanelOpen] = useState(false);
  const isPanelRequested = (location.state as TArrivalState)?.openSearchPanel === true;
  const closePanel = () => {
    setPanelOpen(false);
    // Consumed: a reload or the back button must not open it again.
    if (isPanelRequested) void navigate({ search: location.search }, { replace: true, state: null });
  };
  return (
    <Grid gap="lg">
      <SaveSearchPanel
        opened={isPanelOpen || isPanelRequested}
        onClose={closePanel}
        initialFilters={filters}
        PlaceField={PlaceField}
      />
      <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
        <Stack>
          <SavedSearches onCreate={() => setPanelOpen(true)} />
          <Paper component="section" aria-label={t('freights.filters.title')} withBorder p="md" radius="md">
            <Title order={2} size="h5" mb="sm">
              {t('freights.filters.title')}
            </Title>
            <FreightFilters value={filters} onChange={setFilters} PlaceField={PlaceField} />
          </Paper>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>{children}</Grid.Col>
    </Grid>
  );
}

/**
 * The offers in exchange (public or private, as the URL says) that match the URL's filters, a page
 * at a time. A saved search's alert (`?search=<id>`) is first turned into that search's filters.
 */
export function FreightSearchResults() {
  const { t } = useTranslation('freights');
  const { filters, page, exchange, setFilters } = useUrlFilters();
  const isOpeningSavedSearch = useSavedSearchLink();
  const query = useQuery({ ...getFreightsQueryOptions({ filters, page, exchange }), enabled: !isOpeningSavedSearch });
  const [autoRefresh] = useAutoRefresh();
  const live = useFreightLiveUpdates({ autoRefresh, exchange });
  const search = searchParamsOf(filters, exchange);
  const pageHref = (target: number) => {
    const params = searchParamsOf(filters, exchange);
    if (target > 1) params.set('page', String(target));
    return { search: params.toString() };
  };
  return (
    <FreightResults
      query={query}
      page={page}
      pageHref={pageHref}
      emptyText={exchange === 'private' ? t('freights.list.emptyPrivate') : undefined}
      emptyHint={exchange === 'private' ? t('freights.list.emptyHint.private') : t('freights.list.emptyHint.available')}
      toolbar={
        <Stack gap="xs">
          <Group align="flex-end" gap="md" wrap="wrap">
            <NumberSearchField
              value={filters.q ?? ''}
              onSearch={(q) => setFilters(withFilters(filters, { q: q || undefined }))}
              label={t('freights.search.label')}
              placeholder={t('freights.search.placeholder')}
              tooLong={t('freights.search.tooLong')}
            />
            <AutoRefreshSwitch />
            <FreightSort value={filters.order} onChange={(order) => setFilters(withFilters(filters, { order }))} />
            <FreightViewSwitch active="list" search={search} />
          </Group>
          <NewOffersBanner count={live.newCount} onShow={live.showNew} />
        </Stack>
      }
    />
  );
}
