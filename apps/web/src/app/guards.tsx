import type { TModule, TRole, TSessionUser } from '@tariq/contracts';
import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../features/auth/session';
import { DocumentsRequired } from './routes/documents-required';
import { paths } from './paths';

export type TAccessRule = {
  roles?: TRole[];
  /** Needs is_doc_ok: the account's legal documents verified. */
  documents?: boolean;
  module?: TModule;
};

export type TAccessDecision = 'allow' | 'login' | 'forbidden' | 'documents';

/** The route table's conditions (spec 000 §2), in the order they are checked. */
export function decideAccess(user: TSessionUser | null, rule: TAccessRule): TAccessDecision {
  if (!user) return 'login';
  if (rule.roles && !rule.roles.includes(user.role)) return 'forbidden';
  if (rule.module && !user.modules.includes(rule.module)) return 'forbidden';
  if (rule.documents && !user.is_doc_ok) return 'documents';
  return 'allow';
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
export function Guard({ rule = {}, children }: { rule?: TAccessRule; children?: ReactNode }) {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <SessionLoading />;
  switch (decideAccess(user, rule)) {
    case 'login':
      return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
    case 'forbidden':
      return <Navigate to={paths.forbidden} replace />;
    case 'documents':
      return <DocumentsRequired />;
    case 'allow':
      return children ?? <Outlet />;
  }
}

/** Login, registration and e-mail verification: a logged user goes to the dashboard. */
export function VisitorOnly({ children }: { children?: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <SessionLoading />;
  if (status === 'authenticated') return <Navigate to={paths.dashboard} replace />;
  return children ?? <Outlet />;
}

/** Any other path: the dashboard when logged, the login screen otherwise. */
export function FallbackRedirect() {
  const { status } = useSession();
  if (status === 'loading') return <SessionLoading />;
  return <Navigate to={status === 'authenticated' ? paths.dashboard : paths.login} replace />;
}
