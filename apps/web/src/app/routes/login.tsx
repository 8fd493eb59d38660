import { Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { useDocumentTitle } from '../../lib/use-document-title';
import { afterLoginHref } from '../guards';

/** /auth and /login: after login, back where the user was going, or to the dashboard. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(t('auth.title'));
  const target = afterLoginHref(location.state);
  return (
    <Center py="xl">
      <LoginForm onLoggedIn={() => void navigate(target, { replace: true })} />
    </Center>
  );
}
