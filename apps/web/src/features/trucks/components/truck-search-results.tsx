import type { TTruckSearchItem, TTruckSearchResponse } from '@tariq/contracts';
import { Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/paged-list/paged-list';
import { searchTrucksQueryOptions } from '../api/search-trucks';
import { useTruckSearchUrl } from '../hooks/use-truck-search-url';
import { TruckSearchCard } from './truck-search-card';

const SKELETON_CARDS = 4;

/** 'N camions', 'Plus de N camions' when the server stopped counting, or a skeleton until the first answer. */
export function TruckSearchCount({
  list,
}: {
  list: Pick<TTruckSearchResponse['data'], 'count' | 'count_capped'> | undefined;
}) {
  const { t } = useTranslation('trucks');
  if (list === undefined) return <Skeleton height={20} width={120} />;
  return (
    <Text fw={600} role="status">
      {list.count_capped
        ? t('trucks.search.countCapped', { count: list.count })
        : t('trucks.search.count', { count: list.count })}
    </Text>
  );
}

export type TTruckSearchResultsProps = {
  onContact: (truck: TTruckSearchItem) => void;
  /** Beside the count: the view switch. */
  toolbar: ReactNode;
};

/** The trucks of the URL's search, a page at a time, as cards; skeletons, empty and error states. */
export function TruckSearchResults({ onContact, toolbar }: TTruckSearchResultsProps) {
  const { t } = useTranslation('trucks');
  const { filters, page, hrefOf } = useTruckSearchUrl();
  // The API's `{ data: { data, page, total_pages, count, count_capped } }`: the page as the paged list reads it.
  const query = useQuery({ ...searchTrucksQueryOptions({ filters, page }), select: (answer) => answer.data });
  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TruckSearchCount list={query.data} />
        {toolbar}
      </Group>
      <PagedList
        query={query}
        page={page}
        pageHref={(target) => hrefOf({ page: target })}
        texts={{
          loadError: t('trucks.search.loadError'),
          retry: t('trucks.search.retry'),
          empty: t('trucks.search.empty'),
          emptyHint: t('trucks.search.emptyHint'),
          pastLastPage: t('trucks.search.emptyPage'),
          firstPage: t('trucks.search.firstPage'),
          pagination: t('trucks.search.pagination'),
          page: (item) => t('trucks.search.page', { page: item }),
          previous: t('trucks.search.previousPage'),
          next: t('trucks.search.nextPage'),
        }}
      >
        {(trucks, isLoading) =>
          isLoading ? (
            <SimpleGrid cols={{ base: 1, lg: 2 }} role="status" aria-label={t('trucks.search.loading')}>
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <Skeleton key={index} height={170} radius="md" />
              ))}
            </SimpleGrid>
          ) : (
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              {trucks.map((truck) => (
                <TruckSearchCard key={truck.id} truck={truck} onContact={() => onContact(truck)} />
              ))}
            </SimpleGrid>
          )
        }
      </PagedList>
    </Stack>
  );
}
