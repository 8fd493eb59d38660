import type { TOffer } from '@tariq/contracts';
import { useTranslation } from 'react-i18next';
import { placeLabel } from '../../lib/format';
import { RouteMap } from '../route-map/route-map';

/** The offer's departure and arrival on a map, named for screen readers. */
export function OfferRouteMap({ departure, destination }: Pick<TOffer, 'departure' | 'destination'>) {
  const { t } = useTranslation('components');
  const from = placeLabel(departure).name;
  const to = placeLabel(destination).name;
  return (
    <RouteMap
      from={{ lat: departure.lat, lng: departure.lng, label: from }}
      to={{ lat: destination.lat, lng: destination.lng, label: to }}
      label={t('offerDetails.map', { from, to })}
      zoomInLabel={t('offerDetails.zoomIn')}
      zoomOutLabel={t('offerDetails.zoomOut')}
    />
  );
}
