import { Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isAppHref, paths } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /auth and /login: after login, back where the user was going, or to the dashboard. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(t('auth.title'));
  const from = (location.state as { from?: string } | null)?.from;
  const target = from && isAppHref(from) ? from : paths.dashboard.root.getHref();
  return (
    <Center py="xl">
      <LoginForm onLoggedIn={() => void navigate(target, { replace: true })} />
    </Center>
  );
}
