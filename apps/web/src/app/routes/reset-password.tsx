import { Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { toastSuccess } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /reset-password?token=…: the mailed link. Done: to the login, with the news. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('password');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  useDocumentTitle(t('password.reset.title'));
  return (
    <Center py="xl">
      <ResetPasswordForm
        token={search.get('token')}
        onDone={() => {
          void toastSuccess(t('password.reset.done'));
          void navigate(paths.auth.login.getHref(), { replace: true });
        }}
      />
    </Center>
  );
}
