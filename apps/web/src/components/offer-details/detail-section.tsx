import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { ReactNode } from 'react';

/** A titled card of a detail page whose fields form one description list (read aloud as label, value). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder p="md" radius="md">
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
        {children}
      </SimpleGrid>
    </Paper>
  );
}

export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      {/* Long references and e-mail addresses have no spaces to break at. */}
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
