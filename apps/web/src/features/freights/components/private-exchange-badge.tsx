import { Badge } from '@mantine/core';
import type { MantineSize } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** An offer of the carrier's private exchange: published for the shipper's own network, not for everyone. */
export function PrivateExchangeBadge({ size = 'sm' }: { size?: MantineSize }) {
  const { t } = useTranslation('freights');
  return (
    <Badge size={size} variant="light" color="grape" leftSection={<IconLock size={12} aria-hidden />}>
      {t('freights.privateBadge')}
    </Badge>
  );
}
