import { Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { To } from 'react-router';
import { getCurrentLanguage, isRtl } from '../../lib/i18n';

/** The way back to the list a detail page was opened from; the arrow points back in either direction of writing. */
export function DetailBackLink({ to, label }: { to: To; label: string }) {
  const BackIcon = isRtl(getCurrentLanguage()) ? IconArrowRight : IconArrowLeft;
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} component="span">
        <BackIcon size={16} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}

/** In place of a detail page whose record the server does not show (404). */
export function DetailNotFound({
  title,
  text,
  backTo,
  backLabel,
}: {
  title: string;
  text: string;
  backTo: To;
  backLabel: string;
}) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Button component={Link} to={backTo} variant="light">
          {backLabel}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The shape of a detail page (title, dates, map, four sections) while it loads; `label` names the wait. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <Stack role="status" aria-label={label}>
      <Skeleton height={32} width="60%" />
      <Skeleton height={20} width="40%" />
      <Skeleton height={280} radius="md" />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={200} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
