import type { TOfferStatus } from '@tariq/contracts';
import { Badge } from '@mantine/core';
import type { BadgeProps, MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One colour per status, so a dispatcher tells them apart at a glance in a long list. */
const STATUS_COLORS: Record<TOfferStatus, MantineColor> = {
  in_exchange: 'blue',
  scheduled: 'indigo',
  in_progress: 'orange',
  completed: 'green',
  cancelled: 'red',
  expired: 'gray',
};

export function OfferStatusBadge({ status, ...props }: { status: TOfferStatus } & Omit<BadgeProps, 'color'>) {
  const { t } = useTranslation('expeditions');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" {...props}>
      {t(`expeditions.status.${status}`)}
    </Badge>
  );
}
