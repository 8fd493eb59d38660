import { ACCESS_RULES, accessSubjectOf, decideAccess } from '@tariq/contracts/access';
import type { TAccessRule } from '@tariq/contracts/access';
import type { TSessionUser } from '@tariq/contracts';
import { Center, Loader } from '@mantine/core';
import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isAppHref, paths } from '../config/paths';
import { loadNamespaces } from '../lib/i18n';
import { useSession } from '../lib/session';

// Shown by a guard in place of a gated area. It reads the company's documents (TanStack Query, the
// documents' contracts): loaded when needed, not with the guards, which the login route carries.
const DocumentsRequired = lazy(async () => {
  const [{ DocumentsRequired }] = await Promise.all([
    import('./routes/documents-required'),
    loadNamespaces('documents'),
  ]);
  return { default: DocumentsRequired };
});

export type TRouteDecision = 'allow' | 'login' | 'forbidden' | 'documents';

/** The access table's decision (contracts, the same the server applies) as a route sees it. */
export function decideRouteAccess(user: TSessionUser | null, rule: TAccessRule): TRouteDecision {
  if (!user) return 'login';
  switch (decideAccess(accessSubjectOf(user), rule)) {
    case 'allow':
      return 'allow';
    case 'role':
    case 'module':
      return 'forbidden';
    case 'documents':
      return 'documents';
  }
}

function SessionLoading() {
  const { t } = useTranslation();
  return (
    <Center h="60vh" role="status" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}

/** Protected routes: a visitor goes to /login, remembering where they wanted to go. */
export function Guard({ rule = ACCESS_RULES.signedIn, children }: { rule?: TAccessRule; children?: ReactNode }) {
  const { status, user, loggedOut } = useSession();
  const location = useLocation();
  if (status === 'loading') return <SessionLoading />;
  switch (decideRouteAccess(user, rule)) {
    case 'login':
      // After a logout, the login screen at /auth, as the profile menu navigates: no way back to offer.
      if (loggedOut) return <Navigate to={paths.auth.root.getHref()} replace />;
      return <Navigate to={paths.auth.login.getHref()} replace state={{ from: location.pathname + location.search }} />;
    case 'forbidden':
      return <Navigate to={paths.forbidden.getHref()} replace />;
    case 'documents':
      return (
        <Suspense fallback={<SessionLoading />}>
          <DocumentsRequired />
        </Suspense>
      );
    case 'allow':
      return children ?? <Outlet />;
  }
}

/** Where a visitor goes once logged: the page a guard sent them from, or the dashboard. */
export function afterLoginHref(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && isAppHref(from) ? from : paths.dashboard.root.getHref();
}

/**
 * Login, registration and e-mail verification: a logged user goes on, to the page a guard sent
 * them from (a deep link opened while logged out) or to the dashboard.
 */
export function VisitorOnly({ children }: { children?: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <SessionLoading />;
  if (status === 'authenticated') {
    // A shipper's private-exchange invitation opened while signed in: accepted with this account.
    const networkToken =
      location.pathname === paths.auth.register.path ? new URLSearchParams(location.search).get('network') : null;
    if (networkToken) return <Navigate to={paths.network.invitation.getHref(networkToken)} replace />;
    return <Navigate to={afterLoginHref(location.state)} replace />;
  }
  return children ?? <Outlet />;
}

/** Any other path: the dashboard when logged, the login screen otherwise. */
export function FallbackRedirect() {
  const { status } = useSession();
  if (status === 'loading') return <SessionLoading />;
  return (
    <Navigate to={status === 'authenticated' ? paths.dashboard.root.getHref() : paths.auth.login.getHref()} replace />
  );
}
