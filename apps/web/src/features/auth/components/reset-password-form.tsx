import { LIMITS } from '@tariq/contracts/limits';
import type { TResetPasswordForm } from '@tariq/contracts/password';
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/form-resolver';
import { resetPassword } from '../api/reset-password';

const resolver = contractResolver(async () => (await import('@tariq/contracts/password')).ZResetPasswordForm);

/** A link that no longer works: the server's message, and the way to ask for a new one. */
function DeadLink({ message }: { message: string }) {
  const { t } = useTranslation('password');
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        <Anchor component={Link} to={paths.auth.forgotPassword.getHref()} size="sm">
          {t('password.reset.askAgain')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** The page of the mailed link: a new password, twice, under the same rules as the server's. */
export function ResetPasswordForm({ token, onDone }: { token: string | null; onDone: () => void }) {
  const { t } = useTranslation('password');
  const form = useForm<TResetPasswordForm>({
    defaultValues: { password: '', passwordConfirmation: '' },
    resolver,
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const [deadLink, setDeadLink] = useState<string | null>(token ? null : t('password.reset.missingToken'));

  const onValid = async (values: TResetPasswordForm) => {
    if (!token) return;
    try {
      await resetPassword({ token, ...values });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'RESET_LINK_INVALID') {
        setDeadLink(error.message);
        return;
      }
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.fields))
          form.setError(field as keyof TResetPasswordForm, { type: 'server', message });
      form.setError('root.server', { type: 'server', message: errorMessage(error) });
    }
  };

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" maw={440} w="100%">
      <form onSubmit={(event) => void form.handleSubmit(onValid)(event)} noValidate aria-labelledby="reset-title">
        <Stack>
          <div>
            <Title order={1} size="h2" id="reset-title">
              {t('password.reset.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('password.reset.subtitle', { min: LIMITS.passwordMin })}
            </Text>
          </div>
          {deadLink ? (
            <DeadLink message={deadLink} />
          ) : (
            <>
              {errors.root?.server ? (
                <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                  {errors.root.server.message}
                </Alert>
              ) : null}
              <PasswordInput
                label={t('password.reset.password')}
                autoComplete="new-password"
                required
                error={errors.password?.message}
                visibilityToggleButtonProps={{ 'aria-label': t('password.security.showPassword') }}
                {...form.register('password')}
              />
              <PasswordInput
                label={t('password.reset.confirmation')}
                autoComplete="new-password"
                required
                error={errors.passwordConfirmation?.message}
                visibilityToggleButtonProps={{ 'aria-label': t('password.security.showPassword') }}
                {...form.register('passwordConfirmation')}
              />
              <Button type="submit" loading={isSubmitting} fullWidth>
                {t('password.reset.submit')}
              </Button>
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
