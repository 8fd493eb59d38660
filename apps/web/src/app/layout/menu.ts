import { ACCESS_RULES, decideAccess } from '@tariq/contracts/access';
import type { TAccessRule } from '@tariq/contracts/access';
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
  // An entry shows when role and module allow it; a document-gated page explains itself when opened.
  const offers = (rule: TAccessRule) => {
    const decision = decideAccess({ role: user.role, modules: user.modules, isDocOk: user.is_doc_ok }, rule);
    return decision === 'allow' || decision === 'documents';
  };

  if (offers(ACCESS_RULES.shipperExchange)) {
    items.push({ key: 'expeditions', labelKey: 'nav.expeditions', to: paths.expeditions });
    items.push({ key: 'newExpedition', labelKey: 'nav.newExpedition', to: paths.newExpedition });
    if (offers(ACCESS_RULES.shipperPrivateExchange))
      items.push({ key: 'privateExchange', labelKey: 'nav.privateExchange', to: paths.privateExchange });
    if (offers(ACCESS_RULES.vehicleSearch)) items.push({ key: 'vehicles', labelKey: 'nav.vehicles', to: paths.trucks });
  }

  if (offers(ACCESS_RULES.carrierExchange)) {
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
    if (offers(ACCESS_RULES.carrierInvoices))
      items.push({ key: 'invoicing', labelKey: 'nav.invoicing', to: paths.invoices });
    if (offers(ACCESS_RULES.carrierTrucks)) {
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
