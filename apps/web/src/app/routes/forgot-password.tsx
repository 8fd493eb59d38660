import { Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /forgot-password, reached from the login form's 'Mot de passe oublié ?'. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('password');
  useDocumentTitle(t('password.forgot.title'));
  return (
    <Center py="xl">
      <ForgotPasswordForm />
    </Center>
  );
}
