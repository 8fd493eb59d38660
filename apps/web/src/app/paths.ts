/** Every route path of spec 000 §2, in one place; components link through these, never string literals. */
export const paths = {
  dashboard: '/dashboard',
  dashboardMe: '/dashboard/me',
  profile: '/profile',
  profileEdit: '/profile/edit',
  profileDocuments: '/profile/documents',
  profileBilling: '/profile/facturation',
  trucks: '/trucks',
  myTrucks: '/trucks/my',
  map: '/map',
  offers: '/offres',
  offer: '/offres/:uid',
  freights: '/freights',
  favoriteFreights: '/freights/favorite',
  consultedFreights: '/freights/consulted',
  drivers: '/chauffeurs',
  invoices: '/invoices',
  missions: '/missions',
  missionsInProgress: '/missions/inprogress',
  missionsCompleted: '/missions/completed',
  newExpedition: '/expedition/new',
  newFreight: '/freights/new',
  expeditions: '/expeditions',
  expeditionsScheduled: '/expeditions/scheduled',
  expeditionsInProgress: '/expeditions/inprogress',
  expeditionsCompleted: '/expeditions/completed',
  expedition: '/expeditions/:uid',
  privateExchange: '/private-bourse',
  /** Target of notification type 7: the private tab of freight search. */
  privateTarget: '/private',
  auth: '/auth',
  register: '/register',
  emailVerification: '/emailVerification',
  forgotPassword: '/forgot-password',
  login: '/login',
  forbidden: '/forbidden',
} as const;

export function getOfferHref(uid: string): string {
  return paths.offer.replace(':uid', encodeURIComponent(uid));
}

export function getExpeditionHref(uid: string): string {
  return paths.expedition.replace(':uid', encodeURIComponent(uid));
}
