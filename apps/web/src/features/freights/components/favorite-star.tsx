import type { TFreight } from '@tariq/contracts';
import { ActionIcon } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { toastError } from '../../../lib/toast';
import { useIsFavorite } from '../api/get-favorite-uids';
import { useSetFreightFavorite } from '../api/set-freight-favorite';
import { routeText } from '../utils/freight-text';

/**
 * The favourite toggle of an offer: a toggle button (aria-pressed), so a screen reader says whether
 * the offer is a favourite; it turns at once and turns back if the server refuses.
 */
export function FavoriteStar({
  freight,
  size = 'lg',
}: {
  freight: Pick<TFreight, 'uid' | 'departure' | 'destination'>;
  size?: 'md' | 'lg' | 'xl';
}) {
  const { t } = useTranslation('freights');
  const setFavorite = useSetFreightFavorite();
  const isFavorite = useIsFavorite(freight.uid);
  const Icon = isFavorite ? IconStarFilled : IconStar;
  return (
    <ActionIcon
      variant="subtle"
      color={isFavorite ? 'yellow' : 'gray'}
      size={size}
      aria-pressed={isFavorite}
      aria-label={t('freights.favorite.toggle', { offer: routeText(freight) })}
      onClick={() =>
        setFavorite.mutate(
          { uid: freight.uid, isFavorite: !isFavorite },
          { onError: (error) => void toastError(errorMessage(error), t('freights.favorite.failed')) },
        )
      }
    >
      <Icon size={20} aria-hidden />
    </ActionIcon>
  );
}
