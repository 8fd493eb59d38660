import type { TFreight } from '@tariq/contracts';
import { placeLabel } from '../../../lib/format';

/** 'Rouiba → Es Senia': names an offer in a button's label or a saved search's default name. */
export function routeText(freight: Pick<TFreight, 'departure' | 'destination'>): string {
  return `${placeLabel(freight.departure).name} → ${placeLabel(freight.destination).name}`;
}
