import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type TFigureCardProps = {
  label: string;
  value: ReactNode;
  /** A line under the value: what the figure leaves out, or its part this month. */
  hint?: ReactNode;
  /** The list the figure sums: the whole card opens it. */
  href: string;
  icon?: ReactNode;
};

/** One figure of the dashboard, as a link to the list it counts or sums. */
export function FigureCard({ label, value, hint, href, icon }: TFigureCardProps) {
  return (
    <Card
      component={Link}
      to={href}
      withBorder
      radius="md"
      padding="md"
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Stack gap={4}>
        <Group gap={6} wrap="nowrap">
          {icon}
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        </Group>
        <Text fw={700} fz="xl">
          {value}
        </Text>
        {hint ? (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** A titled block of the dashboard, with a link to its whole list at the end of its title. */
export function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: { label: string; href: string };
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Text component="h2" fw={600} fz="lg" m={0}>
            {title}
          </Text>
          {action ? (
            <Anchor component={Link} to={action.href} size="sm">
              {action.label}
            </Anchor>
          ) : null}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
