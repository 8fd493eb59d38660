import type { TFreight } from '@tariq/contracts';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACTION_ICON_ICON, subtleActionIconProps } from '../../../components/plain-elements/plain-elements';
import { errorMessage } from '../../../lib/error-message';
import { toastError } from '../../../lib/toast';
import { useIsFavorite } from '../api/get-favorite-uids';
import { useSetFreightFavorite } from '../api/set-freight-favorite';
import { routeText } from '../utils/freight-text';

/**
 * The favourite toggle of an offer: a toggle button (aria-pressed), so a screen reader says whether
 * the offer is a favourite; it turns at once and turns back if the server refuses. Drawn as
 * `<ActionIcon variant="subtle">` draws it, with plain elements: the freight list has one a row.
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
    <button
      {...subtleActionIconProps(isFavorite ? 'yellow' : 'gray', size)}
      aria-pressed={isFavorite}
      aria-label={t('freights.favorite.toggle', { offer: routeText(freight) })}
      onClick={() =>
        setFavorite.mutate(
          { uid: freight.uid, isFavorite: !isFavorite },
          { onError: (error) => void toastError(errorMessage(error), t('freights.favorite.failed')) },
        )
      }
    >
      <span className={ACTION_ICON_ICON}>
        <Icon size={20} aria-hidden />
      </span>
    </button>
  );
}
