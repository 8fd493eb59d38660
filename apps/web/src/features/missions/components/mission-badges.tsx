import type { TMissionDetail, TMissionStatus } from '@tariq/contracts';
import { Badge } from '@mantine/core';
import type { BadgeProps, MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One colour per status, the same as the shipments' (planned, under way, done, cancelled). */
const STATUS_COLORS: Record<TMissionStatus, MantineColor> = {
  scheduled: 'indigo',
  in_progress: 'orange',
  completed: 'green',
  cancelled: 'red',
};

export function MissionStatusBadge({ status, ...props }: { status: TMissionStatus } & Omit<BadgeProps, 'color'>) {
  const { t } = useTranslation('missions');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" {...props}>
      {t(`missions.status.${status}`)}
    </Badge>
  );
}

/** Where the charter order stands; confirmed by silence reads differently from confirmed by the carrier. */
export type TCharterState = 'pending' | 'confirmed' | 'tacitlyConfirmed' | 'declined';

const CHARTER_COLORS: Record<TCharterState, MantineColor> = {
  pending: 'yellow',
  confirmed: 'green',
  tacitlyConfirmed: 'teal',
  declined: 'red',
};

/** The timeline says whether a confirmation was tacit; a list row, without it, says confirmed. */
export function charterState(
  mission: Pick<TMissionDetail, 'charter_status'> & { timeline?: TMissionDetail['timeline'] },
) {
  if (mission.charter_status !== 'confirmed') return mission.charter_status;
  return mission.timeline?.some((entry) => entry.event === 'charter_tacitly_confirmed')
    ? 'tacitlyConfirmed'
    : 'confirmed';
}

export function CharterStatusBadge({ state, ...props }: { state: TCharterState } & Omit<BadgeProps, 'color'>) {
  const { t } = useTranslation('missions');
  return (
    <Badge color={CHARTER_COLORS[state]} variant="outline" {...props}>
      {t(`missions.charterStatus.${state}`)}
    </Badge>
  );
}
