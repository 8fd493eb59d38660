import { Button, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { To } from 'react-router';

export type TEmptyListProps = {
  /** Items exist, just not on this page (an old link, or one was removed meanwhile). */
  isPastLastPage: boolean;
  firstPageHref: To;
  texts: { empty: string; hint: string; pastLastPage: string; firstPage: string };
  /** What to do about an empty list (find freight, publish a shipment). */
  action: ReactNode;
};

/** An empty tab of a paged list: what to do about it, or the way back to its first page. */
export function EmptyList({ isPastLastPage, firstPageHref, texts, action }: TEmptyListProps) {
  return (
    <Paper withBorder p="xl" radius="md">
      {isPastLastPage ? (
        <Stack align="center" gap="sm">
          <Text>{texts.pastLastPage}</Text>
          <Button component={Link} to={firstPageHref} variant="light">
            {texts.firstPage}
          </Button>
        </Stack>
      ) : (
        <Stack align="center" gap="sm">
          <Text fw={500}>{texts.empty}</Text>
          <Text c="dimmed" size="sm">
            {texts.hint}
          </Text>
          {action}
        </Stack>
      )}
    </Paper>
  );
}
