import type { TProposal } from '@tariq/contracts';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatInstant, formatPrice, formatRelativeTime } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { ProposalStatusBadge } from './proposal-status-badge';

export type TProposalCardProps = {
  proposal: TProposal;
  /** The id of the price, which the actions point to as their description. */
  priceId: string;
  /** How long ago it was made, in the words of the viewer: 'Envoyée il y a 5 minutes'. */
  timeLabel: (ago: string) => string;
  /** Above the price: who made it (the shipper's view). */
  header?: ReactNode;
  /** What can be done with it now. */
  actions?: ReactNode;
};

/** One proposal or acceptance as an item of a list: price, kind, status, asked dates, comment and time. */
export function ProposalCard({ proposal, priceId, timeLabel, header, actions }: TProposalCardProps) {
  const { t } = useTranslation('proposals');
  const language = getCurrentLanguage();
  const price = formatPrice(proposal.price, proposal.currency, language) ?? '';
  const dates = [
    proposal.departure_date
      ? t('proposals.requestedDeparture', { date: formatDate(proposal.departure_date, language) })
      : null,
    proposal.arrival_date
      ? t('proposals.requestedArrival', { date: formatDate(proposal.arrival_date, language) })
      : null,
  ].filter((date) => date !== null);

  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          {header}
          <Group gap="xs">
            <Text fw={700} size="lg" id={priceId}>
              {t('proposals.priceExclTax', { price })}
            </Text>
            {proposal.kind === 'acceptance' ? (
              <Badge color="teal" variant="outline">
                {t('proposals.atOfferPrice')}
              </Badge>
            ) : null}
            <ProposalStatusBadge status={proposal.status} />
          </Group>
          {dates.length > 0 ? <Text size="sm">{dates.join(' · ')}</Text> : null}
          {proposal.comment ? (
            // The carrier's own words, in whatever direction they are written.
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {proposal.comment}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            <time dateTime={proposal.created_at} title={formatInstant(proposal.created_at, language)}>
              {timeLabel(formatRelativeTime(proposal.created_at, language))}
            </time>
          </Text>
        </Stack>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
    </Paper>
  );
}

/** The list the cards sit in (a list still, for screen readers, without its bullets). */
export function ProposalList({ children }: { children: ReactNode }) {
  return (
    <Stack component="ul" role="list" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}
