import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../lib/error-message';

export type TLoadErrorAlertProps = {
  /** What could not be loaded, in the page's words. */
  title: string;
  retryLabel: string;
  /** The failed read: its error is shown, and the button asks again. */
  query: Pick<UseQueryResult<unknown>, 'error' | 'refetch' | 'isFetching'>;
};

/** A read that failed with nothing to show instead: the reason, and a button to ask again. */
export function LoadErrorAlert({ title, retryLabel, query }: TLoadErrorAlertProps) {
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessage(query.error)}</Text>
        <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()} loading={query.isFetching}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
