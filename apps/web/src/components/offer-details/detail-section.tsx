import { Paper, SimpleGrid, Title } from '@mantine/core';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { textProps } from '../plain-elements/plain-elements';

const label = textProps({ size: 'sm', dimmed: true });
const value = textProps();
// Long references and e-mail addresses have no spaces to break at. (`m={0}`: Mantine writes 0rem.)
const valueStyle = { ...value.style, overflowWrap: 'anywhere', margin: '0rem' } as const;

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

/**
 * A label and its value, as `<Text component="dt" size="sm" c="dimmed">` and `<Text component="dd">`
 * draw them, with plain elements: an offer's page has some thirty (plain-elements.ts).
 */
export function DetailField({ label: name, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt {...label}>{name}</dt>
      <dd className={value.className} style={valueStyle}>
        {children}
      </dd>
    </div>
  );
}
