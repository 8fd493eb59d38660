import { Button, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { To } from 'react-router';
import { LoadErrorAlert } from '../load-error-alert/load-error-alert';

/** A page of a list as the API answers it. */
export type TListPage<TItem> = { data: TItem[]; count: number; total_pages: number };

export type TPagedListTexts = {
  loadError: string;
  retry: string;
  /** The list is empty: what it is, and what to do about it. */
  empty: string;
  emptyHint: string;
  /** Items exist, just not on this page (an old link, or one was removed meanwhile). */
  pastLastPage: string;
  firstPage: string;
  /** Names the whole navigation ('Pages des offres'). */
  pagination: string;
  page: (page: number) => string;
  previous: string;
  next: string;
};

export type TPagedListProps<TItem> = {
  query: Pick<UseQueryResult<TListPage<TItem>>, 'data' | 'isError' | 'error' | 'refetch' | 'isFetching'>;
  /** The page shown, from 1 (held in the URL). */
  page: number;
  /** The address of another page of the same list; page 1 is the list's first page. */
  pageHref: (page: number) => To;
  texts: TPagedListTexts;
  /** Under an empty list: what to do about it (find freight, publish a shipment). */
  emptyAction?: ReactNode;
  /** The items of the page; `isLoading` until the first answer (skeleton rows). */
  children: (items: TItem[], isLoading: boolean) => ReactNode;
};

/**
 * Every paged list (shipments, missions, freight search): the items of the page at the URL's page,
 * the pages as links, and the states around them: loading, a failed read with a way to ask again, an
 * empty list, a page past the last.
 */
export function PagedList<TItem>({ query, page, pageHref, texts, emptyAction, children }: TPagedListProps<TItem>) {
  // A page of rows is the heaviest render of a list screen. The query's answer is a blocking update;
  // deferred, the rows render in pieces that leave the page responsive (typing in a filter, a
  // click), the previous rows or the skeleton staying on screen meanwhile.
  const data = useDeferredValue(query.data);
  if (query.isError && !data) return <LoadErrorAlert title={texts.loadError} retryLabel={texts.retry} query={query} />;
  if (data && data.data.length === 0)
    return (
      <Paper withBorder p="xl" radius="md">
        {data.count > 0 && page > 1 ? (
          <Stack align="center" gap="sm">
            <Text>{texts.pastLastPage}</Text>
            <Button component={Link} to={pageHref(1)} variant="light">
              {texts.firstPage}
            </Button>
          </Stack>
        ) : (
          <Stack align="center" gap="sm">
            <Text fw={500}>{texts.empty}</Text>
            <Text c="dimmed" size="sm">
              {texts.emptyHint}
            </Text>
            {emptyAction}
          </Stack>
        )}
      </Paper>
    );
  return (
    <>
      {children(data?.data ?? [], !data)}
      <PageLinks page={page} totalPages={data?.total_pages ?? 1} pageHref={pageHref} texts={texts} />
    </>
  );
}

/**
 * The pages of a list as links, so each page has its address (history, new tab). Nothing when
 * everything fits on one page. A previous or next control with nowhere to go stays a plain button.
 */
function PageLinks({
  page,
  totalPages,
  pageHref,
  texts,
}: {
  page: number;
  totalPages: number;
  pageHref: (page: number) => To;
  texts: TPagedListTexts;
}) {
  if (totalPages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={totalPages}
        value={Math.min(page, totalPages)}
        aria-label={texts.pagination}
        component="nav"
        getItemProps={(item) => ({ component: Link, to: pageHref(item), 'aria-label': texts.page(item) })}
        getControlProps={(control) => {
          const target = control === 'previous' ? page - 1 : control === 'next' ? page + 1 : null;
          const label = control === 'previous' ? texts.previous : texts.next;
          if (target === null || target < 1 || target > totalPages) return { 'aria-label': label };
          return { component: Link, to: pageHref(target), 'aria-label': label };
        }}
      />
    </Group>
  );
}
