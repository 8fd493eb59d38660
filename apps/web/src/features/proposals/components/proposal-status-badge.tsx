import type { TProposalStatus } from '@tariq/contracts';
import { Badge } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One colour per status: what still waits for a decision stands out from what is settled. */
const STATUS_COLORS: Record<TProposalStatus, MantineColor> = {
  pending: 'yellow',
  validated: 'green',
  refused: 'red',
  withdrawn: 'gray',
  replaced: 'gray',
};

/** `validated` reads 'Acceptée': the spec's word for the state, the user's word for the outcome. */
export function ProposalStatusBadge({ status }: { status: TProposalStatus }) {
  const { t } = useTranslation('proposals');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {t(`proposals.status.${status}`)}
    </Badge>
  );
}
