import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { readPageParam } from '../../lib/page-param';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * A list page with one route per tab (shipments, missions): its title, the tab in the document's
 * title, and the list of the tab at the page the URL gives.
 */
export function TabbedListPage({
  title,
  tabLabel,
  renderList,
}: {
  title: string;
  tabLabel: string;
  /** The tab's list at `page` (from 1), keyed by its tab so another tab starts from its own skeleton. */
  renderList: (page: number) => ReactNode;
}) {
  const [searchParams] = useSearchParams();
  useDocumentTitle(`${tabLabel} · ${title}`);
  return (
    <Stack py="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {renderList(readPageParam(searchParams))}
    </Stack>
  );
}
