import { Group, Pagination } from '@mantine/core';
import { Link } from 'react-router';
import type { To } from 'react-router';

export type TListPaginationLabels = {
  /** Names the whole navigation ('Pages des offres'). */
  pagination: string;
  page: (page: number) => string;
  previous: string;
  next: string;
};

export type TListPaginationProps = {
  /** The page shown, from 1 (held in the URL). */
  page: number;
  totalPages: number;
  pageHref: (page: number) => To;
  labels: TListPaginationLabels;
};

/**
 * The pages of a list as links, so each page has its address (history, new tab). Nothing when
 * everything fits on one page. A previous or next control with nowhere to go stays a plain button.
 */
export function ListPagination({ page, totalPages, pageHref, labels }: TListPaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={totalPages}
        value={Math.min(page, totalPages)}
        aria-label={labels.pagination}
        component="nav"
        getItemProps={(item) => ({ component: Link, to: pageHref(item), 'aria-label': labels.page(item) })}
        getControlProps={(control) => {
          const target = control === 'previous' ? page - 1 : control === 'next' ? page + 1 : null;
          const label = control === 'previous' ? labels.previous : labels.next;
          if (target === null || target < 1 || target > totalPages) return { 'aria-label': label };
          return { component: Link, to: pageHref(target), 'aria-label': label };
        }}
      />
    </Group>
  );
}
