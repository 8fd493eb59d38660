import { ACCESS_RULES, accessSubjectOf, decideAccess } from '@tariq/contracts/access';
import type { TAccessRule } from '@tariq/contracts/access';
import type { TSessionUser } from '@tariq/contracts';
import type { ParseKeys } from 'i18next';
import { paths } from '../../config/paths';

export type TMenuItem = {
  key: string;
  labelKey: ParseKeys<'common'>;
  to: string;
  /** Opens the search-creation panel on arrival (the 'Créer une recherche' button). */
  state?: Record<string, unknown>;
  button?: boolean;
  children?: TMenuItem[];
};

/** The menus of spec 000 §2, per role and module. */
export function getMenu(user: TSessionUser): TMenuItem[] {
  const items: TMenuItem[] = [{ key: 'dashboard', labelKey: 'nav.dashboard', to: paths.dashboard.root.getHref() }];
  // An entry shows when role and module allow it; a document-gated page explains itself when opened.
  const offers = (rule: TAccessRule) => {
    const decision = decideAccess(accessSubjectOf(user), rule);
    return decision === 'allow' || decision === 'documents';
  };

  if (offers(ACCESS_RULES.shipperExchange)) {
    items.push({ key: 'expeditions', labelKey: 'nav.expeditions', to: paths.expeditions.root.getHref() });
    items.push({ key: 'newExpedition', labelKey: 'nav.newExpedition', to: paths.expeditions.new.getHref() });
    if (offers(ACCESS_RULES.shipperPrivateExchange))
      items.push({
        key: 'privateExchange',
        labelKey: 'nav.privateExchange',
        to: paths.expeditions.privateExchange.getHref(),
      });
    if (offers(ACCESS_RULES.vehicleSearch))
      items.push({ key: 'vehicles', labelKey: 'nav.vehicles', to: paths.trucks.root.getHref() });
  }

  if (offers(ACCESS_RULES.carrierExchange)) {
    items.push({
      key: 'freightSearch',
      labelKey: 'nav.freightSearch',
      to: paths.freights.root.getHref(),
      children: [
        { key: 'availableOffers', labelKey: 'nav.availableOffers', to: paths.freights.root.getHref() },
        { key: 'favoriteOffers', labelKey: 'nav.favoriteOffers', to: paths.freights.favorite.getHref() },
        { key: 'consultedOffers', labelKey: 'nav.consultedOffers', to: paths.freights.consulted.getHref() },
        {
          key: 'createSearch',
          labelKey: 'nav.createSearch',
          to: paths.freights.root.getHref(),
          state: { openSearchPanel: true },
          button: true,
        },
      ],
    });
    items.push({ key: 'missions', labelKey: 'nav.missions', to: paths.missions.root.getHref() });
    if (offers(ACCESS_RULES.carrierDrivers))
      items.push({ key: 'drivers', labelKey: 'nav.drivers', to: paths.drivers.root.getHref() });
    if (offers(ACCESS_RULES.carrierInvoices))
      items.push({ key: 'invoicing', labelKey: 'nav.invoicing', to: paths.invoices.root.getHref() });
    if (offers(ACCESS_RULES.carrierTrucks)) {
      items.push({
        key: 'vehicles',
        labelKey: 'nav.vehicles',
        to: paths.trucks.root.getHref(),
        children: [
          { key: 'vehicleSearch', labelKey: 'nav.vehicleSearch', to: paths.trucks.root.getHref() },
          { key: 'myVehicles', labelKey: 'nav.myVehicles', to: paths.trucks.mine.getHref() },
        ],
      });
    }
  }

  // Platform staff hold no company: their area is the companies, and the review of their legal documents.
  if (offers(ACCESS_RULES.platformAdmin)) {
    items.push({
      key: 'administration',
      labelKey: 'nav.administration',
      to: paths.admin.root.getHref(),
      children: [
        { key: 'documentsToReview', labelKey: 'nav.documentsToReview', to: paths.admin.documents.getHref() },
        { key: 'companies', labelKey: 'nav.companies', to: paths.admin.companies.getHref() },
      ],
    });
  }
  return items;
}

/** Whether `item`, or one of its entries, is the page at `pathname` or one of its sub-pages. */
export function isActive(pathname: string, item: TMenuItem): boolean {
  if (item.children) return item.children.some((child) => isActive(pathname, child));
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

/**
 * From this width on, the header holds the main menu's entries (below it, the burger and its
 * panel). At `md` (992 px) a carrier's six entries, the language, the bell and the profile needed
 * about 1,280 px: between the two, the bell and the profile were pushed out of the window.
 */
export const HEADER_MENU_FROM = 'lg';
