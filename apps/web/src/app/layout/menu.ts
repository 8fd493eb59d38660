import { CARRIER_ROLE, SHIPPER_ROLE } from '@tariq/contracts/enums';
import type { TSessionUser } from '@tariq/contracts';
import { paths } from '../paths';

export type TMenuItem = {
  key: string;
  labelKey: string;
  to: string;
  /** Opens the search-creation panel on arrival (the 'Créer une recherche' button). */
  state?: Record<string, unknown>;
  button?: boolean;
  children?: TMenuItem[];
};

/** The menus of spec 000 §2, per role and module. */
export function getMenu(user: TSessionUser): TMenuItem[] {
  const items: TMenuItem[] = [{ key: 'dashboard', labelKey: 'nav.dashboard', to: paths.dashboard }];
  const has = (module: TSessionUser['modules'][number]) => user.modules.includes(module);

  if (user.role === SHIPPER_ROLE) {
    items.push({ key: 'expeditions', labelKey: 'nav.expeditions', to: paths.expeditions });
    items.push({ key: 'newExpedition', labelKey: 'nav.newExpedition', to: paths.newExpedition });
    if (has('private_freight'))
      items.push({ key: 'privateExchange', labelKey: 'nav.privateExchange', to: paths.privateExchange });
    if (has('trucks')) items.push({ key: 'vehicles', labelKey: 'nav.vehicles', to: paths.trucks });
  }

  if (user.role === CARRIER_ROLE) {
    items.push({
      key: 'freightSearch',
      labelKey: 'nav.freightSearch',
      to: paths.freights,
      children: [
        { key: 'availableOffers', labelKey: 'nav.availableOffers', to: paths.freights },
        { key: 'favoriteOffers', labelKey: 'nav.favoriteOffers', to: paths.favoriteFreights },
        { key: 'consultedOffers', labelKey: 'nav.consultedOffers', to: paths.consultedFreights },
        {
          key: 'createSearch',
          labelKey: 'nav.createSearch',
          to: paths.freights,
          state: { openSearchPanel: true },
          button: true,
        },
      ],
    });
    items.push({ key: 'missions', labelKey: 'nav.missions', to: paths.missions });
    items.push({ key: 'drivers', labelKey: 'nav.drivers', to: paths.drivers });
    if (has('invoices')) items.push({ key: 'invoicing', labelKey: 'nav.invoicing', to: paths.invoices });
    if (has('trucks')) {
      items.push({
        key: 'vehicles',
        labelKey: 'nav.vehicles',
        to: paths.trucks,
        children: [
          { key: 'vehicleSearch', labelKey: 'nav.vehicleSearch', to: paths.trucks },
          { key: 'myVehicles', labelKey: 'nav.myVehicles', to: paths.myTrucks },
        ],
      });
    }
  }
  return items;
}
