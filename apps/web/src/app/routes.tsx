import { ACCESS_RULES } from '@tariq/contracts/access';
import type { TMissionTab, TOfferTab } from '@tariq/contracts';
import type { TProfileTab } from '../features/accounts/components/profile-tabs';
import type { TInvoiceTab } from '../features/invoices/components/invoice-tabs';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { FallbackRedirect, Guard, VisitorOnly } from './guards';
import { AppLayout, StartingLayout, loadUserMenus } from './layout/app-layout';
import { lazyPage } from './lazy-page';
import { CrashPage } from './routes/crash-page';
import { ForbiddenPage } from './routes/forbidden';

// The resend of the verification mail shows on the login form, for an account not verified yet.
const loginPage = lazyPage(() => import('./routes/login'), ['auth', 'verification']);
const emailVerificationPage = lazyPage(() => import('./routes/email-verification'), ['verification']);
const devMailboxPage = lazyPage(() => import('./routes/dev-mailbox'), ['verification']);
const forgotPasswordPage = lazyPage(() => import('./routes/forgot-password'), ['password']);
const resetPasswordPage = lazyPage(() => import('./routes/reset-password'), ['password']);
const invitationPage = lazyPage(() => import('./routes/invitation'), ['colleagues', 'validation', 'errors']);
// Its own chunk: the sign-up's schemas (zod, phone metadata) never weigh on the login route.
const registerPage = lazyPage(() => import('./routes/register'), ['register', 'places', 'catalogue', 'validation']);
const termsPage = lazyPage(() => import('./routes/terms'), ['register']);
// Waits for the signed-in menus and the pages' texts too: no page shows before its header
// (see layout/app-layout.tsx) or before its words.
const queryLayout = lazyPage(
  async () => (await Promise.all([import('./layout/query-layout'), loadUserMenus()]))[0],
  ['pages'],
  ({ QueryLayout }) => <QueryLayout />,
);
const dashboardPage = lazyPage(() => import('./routes/dashboard'), ['dashboard', 'accounts']);
// One route per tab of the shipments list; each loads the same page (one chunk) for its tab.
const expeditionsPage = (tab: TOfferTab) =>
  lazyPage(
    () => import('./routes/expeditions'),
    ['expeditions', 'catalogue'],
    ({ ExpeditionsPage }) => <ExpeditionsPage tab={tab} />,
  );
// `trucks`: the panel of the trucks that fit the offer (issue 28), for a shipper with the trucks module.
const expeditionPage = lazyPage(
  () => import('./routes/expedition'),
  [
    'expeditions',
    'proposals',
    'missions',
    'trucks',
    'invoices',
    'components',
    'catalogue',
    'validation',
    'errors',
    'routing',
  ],
);
// `lanePrices`: the usual price on the lane, shown under the price field (issue 31).
const newExpeditionPage = lazyPage(
  () => import('./routes/new-expedition'),
  ['offerForm', 'places', 'components', 'catalogue', 'lanePrices'],
);
const editExpeditionPage = lazyPage(
  () => import('./routes/edit-expedition'),
  ['offerForm', 'places', 'components', 'catalogue', 'lanePrices'],
);
const expeditionPublishedPage = lazyPage(() => import('./routes/expedition-published'), ['offerForm']);

// One route per tab of the freight search; each loads the same page (one chunk) for its tab.
const freightsPage = (tab: 'available' | 'favorite' | 'consulted') =>
  lazyPage(
    () => import('./routes/freights'),
    ['freights', 'places', 'components', 'catalogue', 'validation'],
    ({ FreightsPage }) => <FreightsPage tab={tab} />,
  );
const freightsMapPage = lazyPage(
  () => import('./routes/freights-map'),
  ['freights', 'places', 'components', 'catalogue', 'validation'],
);
// The vehicle search (issue 28): its list, map and contact dialog; the date and type fields' texts are `components'`.
const trucksSearchPage = lazyPage(
  () => import('./routes/trucks-search'),
  ['trucks', 'places', 'components', 'catalogue'],
);
// `drivers`: the driver picker of the proposals and the mission (issue 29); `lanePrices`: the usual
// price on the offer's lane, `routing` the route map modal (issue 31).
const offerPage = lazyPage(
  () => import('./routes/offer'),
  ['freights', 'proposals', 'missions', 'drivers', 'components', 'catalogue', 'validation', 'lanePrices', 'routing'],
);
// One route per tab of the carrier's missions; each loads the same page (one chunk) for its tab.
const missionsPage = (tab: TMissionTab) =>
  lazyPage(
    () => import('./routes/missions'),
    ['missions'],
    ({ MissionsPage }) => <MissionsPage tab={tab} />,
  );
// One route per tab of the account settings; each loads the same page (one chunk) for its tab.
const profilePage = (tab: TProfileTab) =>
  lazyPage(
    () => import('./routes/profile'),
    [
      'profile',
      'colleagues',
      'documents',
      'password',
      'places',
      'components',
      'catalogue',
      'validation',
      'errors',
      'privateExchange',
    ],
    ({ ProfilePage }) => <ProfilePage tab={tab} />,
  );
// Platform staff: the legal documents to review (issue 26); the date field's texts are `components`'.
const adminDocumentsPage = lazyPage(() => import('./routes/admin-documents'), ['admin', 'components', 'validation']);
// The private exchange (issue 27): the confirmation dialog's texts are `components'`, as are the ratings'.
const privateBoursePage = lazyPage(
  () => import('./routes/private-bourse'),
  ['privateExchange', 'places', 'components', 'catalogue', 'validation'],
);
const networkInvitationPage = lazyPage(() => import('./routes/network-invitation'), ['privateExchange']);
// The carrier's trucks (issue 28): the dialogs' place pickers, dates and phone fields bring their texts.
const myTrucksPage = lazyPage(
  () => import('./routes/trucks-my'),
  ['trucks', 'places', 'components', 'catalogue', 'validation', 'errors'],
);
// The carrier's drivers (issue 29): the confirmation dialogs' texts are `components'`, the forms' messages
// `validation` and `errors`.
const driversPage = lazyPage(() => import('./routes/drivers'), ['drivers', 'components', 'validation', 'errors']);
// The carrier's invoices (issue 30): one route per tab, one chunk; the draft's dialogs' texts are
// `components'`, its form's messages `validation` and `errors`, the payment choices `catalogue`'s.
const invoicesPage = (tab: TInvoiceTab) =>
  lazyPage(
    () => import('./routes/invoices'),
    ['invoices', 'components', 'catalogue', 'validation', 'errors'],
    ({ InvoicesPage }) => <InvoicesPage tab={tab} />,
  );
const invoicePage = lazyPage(
  () => import('./routes/invoice'),
  ['invoices', 'components', 'catalogue', 'validation', 'errors'],
);
const adminCompaniesPage = lazyPage(() => import('./routes/admin-companies'), ['admin']);
// The confirmation dialog's texts are `components'`; the missions' events name theirs in the audit trail.
const adminCompanyPage = lazyPage(() => import('./routes/admin-company'), ['admin', 'components', 'missions']);

const pagesWithServerData: RouteObject[] = [
  {
    element: <Guard rule={ACCESS_RULES.signedIn} />,
    children: [
      { path: paths.dashboard.root.path, ...dashboardPage },
      { path: paths.dashboard.me.path, ...dashboardPage },
      { path: paths.profile.root.path, ...profilePage('information') },
      { path: paths.profile.edit.path, ...profilePage('information') },
      { path: paths.profile.documents.path, ...profilePage('documents') },
      { path: paths.profile.billing.path, ...profilePage('billing') },
      { path: paths.profile.notifications.path, ...profilePage('notifications') },
      { path: paths.profile.security.path, ...profilePage('security') },
    ],
  },
  {
    element: <Guard rule={ACCESS_RULES.colleagues} />,
    children: [{ path: paths.profile.colleagues.path, ...profilePage('colleagues') }],
  },
  {
    element: <Guard rule={ACCESS_RULES.vehicleSearch} />,
    children: [{ path: paths.trucks.root.path, ...trucksSearchPage }],
  },
  {
    element: <Guard rule={ACCESS_RULES.carrierTrucks} />,
    children: [{ path: paths.trucks.mine.path, ...myTrucksPage }],
  },
  {
    element: <Guard rule={ACCESS_RULES.carrierExchange} />,
    children: [
      { path: paths.freights.map.path, ...freightsMapPage },
      { path: paths.offers.root.path, ...freightsPage('available') },
      { path: paths.freights.root.path, ...freightsPage('available') },
      { path: paths.freights.favorite.path, ...freightsPage('favorite') },
      { path: paths.freights.consulted.path, ...freightsPage('consulted') },
      { path: paths.missions.root.path, ...missionsPage('in_progress') },
      { path: paths.missions.inProgress.path, ...missionsPage('in_progress') },
      { path: paths.missions.completed.path, ...missionsPage('completed') },
      { path: paths.missions.cancelled.path, ...missionsPage('cancelled') },
      { path: paths.offers.detail.path, ...offerPage },
      { path: paths.profile.networks.path, ...profilePage('networks') },
      { path: paths.network.invitation.path, ...networkInvitationPage },
      {
        path: paths.freights.privateTarget.path,
        element: <Navigate to={paths.freights.root.getHref({ tab: 'private' })} replace />,
      },
    ],
  },
  {
    element: <Guard rule={ACCESS_RULES.carrierDrivers} />,
    children: [{ path: paths.drivers.root.path, ...driversPage }],
  },
  {
    element: <Guard rule={ACCESS_RULES.carrierInvoices} />,
    children: [
      { path: paths.invoices.root.path, ...invoicesPage('toGenerate') },
      { path: paths.invoices.drafts.path, ...invoicesPage('drafts') },
      { path: paths.invoices.issued.path, ...invoicesPage('issued') },
      { path: paths.invoices.detail.path, ...invoicePage },
    ],
  },
  {
    element: <Guard rule={ACCESS_RULES.shipperExchange} />,
    children: [
      { path: paths.expeditions.new.path, ...newExpeditionPage },
      { path: paths.freights.new.path, ...newExpeditionPage },
      { path: paths.expeditions.root.path, ...expeditionsPage('in_exchange') },
      { path: paths.expeditions.scheduled.path, ...expeditionsPage('scheduled') },
      { path: paths.expeditions.inProgress.path, ...expeditionsPage('in_progress') },
      { path: paths.expeditions.completed.path, ...expeditionsPage('completed') },
      { path: paths.expeditions.cancelled.path, ...expeditionsPage('cancelled') },
      { path: paths.expeditions.expired.path, ...expeditionsPage('expired') },
      { path: paths.expeditions.detail.path, ...expeditionPage },
      { path: paths.expeditions.edit.path, ...editExpeditionPage },
      { path: paths.expeditions.published.path, ...expeditionPublishedPage },
    ],
  },
  {
    element: <Guard rule={ACCESS_RULES.shipperPrivateExchange} />,
    children: [{ path: paths.expeditions.privateExchange.path, ...privateBoursePage }],
  },
  {
    element: <Guard rule={ACCESS_RULES.platformAdmin} />,
    children: [
      { path: paths.admin.documents.path, ...adminDocumentsPage },
      { path: paths.admin.companies.path, ...adminCompaniesPage },
      { path: paths.admin.company.path, ...adminCompanyPage },
      { path: paths.admin.root.path, element: <Navigate to={paths.admin.documents.getHref()} replace /> },
    ],
  },
  {
    element: <VisitorOnly />,
    children: [
      { path: paths.auth.register.path, ...registerPage },
      { path: paths.auth.emailVerification.path, ...emailVerificationPage },
      { path: paths.auth.forgotPassword.path, ...forgotPasswordPage },
    ],
  },
  { path: paths.forbidden.path, element: <ForbiddenPage /> },
  // No login: a newcomer reads the mail of a sign-up there. The API serves it outside production only.
  { path: paths.dev.mailbox.path, ...devMailboxPage },
];

/** The route table of spec 000 §2 with its guards. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    HydrateFallback: StartingLayout,
    errorElement: <CrashPage />,
    children: [
      // Every page but login, inside the server-data cache (see layout/query-layout.tsx).
      { ...queryLayout, children: pagesWithServerData },
      {
        element: <VisitorOnly />,
        children: [
          { path: paths.auth.root.path, ...loginPage },
          { path: paths.auth.login.path, ...loginPage },
        ],
      },
      // Not for visitors only: a user still signed in elsewhere may open the mailed link here.
      { path: paths.auth.resetPassword.path, ...resetPasswordPage },
      // The same: whoever opens the mailed invitation joins with it (a session open here is replaced).
      { path: paths.auth.invitation.path, ...invitationPage },
      // Open to everyone, signed in or not.
      { path: paths.terms.path, ...termsPage },
      { path: '*', element: <FallbackRedirect /> },
    ],
  },
];
