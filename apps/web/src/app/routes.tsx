import { ACCESS_RULES } from '@tariq/contracts/access';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { FallbackRedirect, Guard, VisitorOnly } from './guards';
import { AppLayout } from './layout/app-layout';
import { paths } from './paths';
import { CrashPage } from './routes/crash-page';
import { ForbiddenPage } from './routes/forbidden';
import { PlaceholderPage } from './routes/placeholder';

const loginPage = { lazy: async () => ({ Component: (await import('./routes/login')).default }) };
const queryLayout = { lazy: async () => ({ Component: (await import('./layout/query-layout')).QueryLayout }) };
const dashboardPage = { lazy: async () => ({ Component: (await import('./routes/dashboard')).default }) };

const placeholder = (path: string, titleKey: string): RouteObject => ({
  path,
  element: <PlaceholderPage titleKey={titleKey} />,
});

const pagesWithServerData: RouteObject[] = [
  {
    element: <Guard rule={ACCESS_RULES.signedIn} />,
    children: [
      { path: paths.dashboard, ...dashboardPage },
      { path: paths.dashboardMe, ...dashboardPage },
      placeholder(paths.profile, 'pages.profile'),
      placeholder(paths.profileEdit, 'pages.profileEdit'),
      placeholder(paths.profileDocuments, 'pages.profileDocuments'),
      placeholder(paths.profileBilling, 'pages.profileBilling'),
    ],
  },
  {
    element: <Guard rule={ACCESS_RULES.vehicleSearch} />,
    children: [placeholder(paths.trucks, 'pages.trucks')],
  },
  {
    element: <Guard rule={ACCESS_RULES.carrierTrucks} />,
    children: [placeholder(paths.myTrucks, 'pages.myTrucks')],
  },
  {
    element: <Guard rule={ACCESS_RULES.carrierExchange} />,
    children: [
      placeholder(paths.map, 'pages.map'),
      placeholder(paths.offers, 'pages.freights'),
      placeholder(paths.freights, 'pages.freights'),
      placeholder(paths.favoriteFreights, 'pages.favoriteOffers'),
      placeholder(paths.consultedFreights, 'pages.consultedOffers'),
      placeholder(paths.drivers, 'pages.drivers'),
      placeholder(paths.missions, 'pages.missions'),
      placeholder(paths.missionsInProgress, 'pages.missionsInProgress'),
      placeholder(paths.missionsCompleted, 'pages.missionsCompleted'),
      placeholder(paths.offer, 'pages.offer'),
      { path: paths.privateTarget, element: <Navigate to={`${paths.freights}?tab=private`} replace /> },
    ],
  },
  {
    element: <Guard rule={ACCESS_RULES.carrierInvoices} />,
    children: [placeholder(paths.invoices, 'pages.invoices')],
  },
  {
    element: <Guard rule={ACCESS_RULES.shipperExchange} />,
    children: [
      placeholder(paths.newExpedition, 'pages.newExpedition'),
      placeholder(paths.newFreight, 'pages.newExpedition'),
      placeholder(paths.expeditions, 'pages.expeditions'),
      placeholder(paths.expeditionsScheduled, 'pages.expeditionsScheduled'),
      placeholder(paths.expeditionsInProgress, 'pages.expeditionsInProgress'),
      placeholder(paths.expeditionsCompleted, 'pages.expeditionsCompleted'),
      placeholder(paths.expedition, 'pages.expedition'),
    ],
  },
  {
    element: <Guard rule={ACCESS_RULES.shipperPrivateExchange} />,
    children: [placeholder(paths.privateExchange, 'pages.privateExchange')],
  },
  {
    element: <VisitorOnly />,
    children: [
      placeholder(paths.register, 'pages.register'),
      placeholder(paths.emailVerification, 'pages.emailVerification'),
      placeholder(paths.forgotPassword, 'pages.forgotPassword'),
    ],
  },
  { path: paths.forbidden, element: <ForbiddenPage /> },
];

/** The route table of spec 000 §2 with its guards. Pages of capabilities not built yet are titled placeholders. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <CrashPage />,
    children: [
      // Every page but login, inside the server-data cache (see layout/query-layout.tsx).
      { ...queryLayout, children: pagesWithServerData },
      {
        element: <VisitorOnly />,
        children: [
          { path: paths.auth, ...loginPage },
          { path: paths.login, ...loginPage },
        ],
      },
      { path: '*', element: <FallbackRedirect /> },
    ],
  },
];
