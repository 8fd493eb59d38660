import { Stack, Title } from '@mantine/core';
import { useId } from 'react';
import type { ReactNode } from 'react';

/** A titled part of the mission panel, a region of its own for screen readers. */
export function MissionSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
