import type { TForgotPasswordRequest } from '@tariq/contracts';
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/form-resolver';
import { sendPasswordReset } from '../api/forgot-password';

const resolver = contractResolver(async () => (await import('@tariq/contracts/password')).ZForgotPasswordRequest);

/**
 * Asks for a reset link. The answer never says whether the address has an account: the page says
 * the same thing either way.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('password');
  const form = useForm<TForgotPasswordRequest>({ defaultValues: { email: '' }, resolver, reValidateMode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onValid = async (request: TForgotPasswordRequest) => {
    try {
      await sendPasswordReset(request);
      setSentTo(request.email);
    } catch (error) {
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.fields))
          form.setError(field as keyof TForgotPasswordRequest, { type: 'server', message });
      form.setError('root.server', { type: 'server', message: errorMessage(error) });
    }
  };

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" maw={440} w="100%">
      <form onSubmit={(event) => void form.handleSubmit(onValid)(event)} noValidate aria-labelledby="forgot-title">
        <Stack>
          <div>
            <Title order={1} size="h2" id="forgot-title">
              {t('password.forgot.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('password.forgot.subtitle')}
            </Text>
          </div>
          {errors.root?.server ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {errors.root.server.message}
            </Alert>
          ) : null}
          {sentTo ? (
            <Alert color="green" icon={<IconMailCheck aria-hidden />} role="status">
              {t('password.forgot.sent', { email: sentTo })}
            </Alert>
          ) : (
            <>
              <TextInput
                label={t('password.forgot.email')}
                type="email"
                autoComplete="email"
                required
                error={errors.email?.message}
                {...form.register('email')}
              />
              <Button type="submit" loading={isSubmitting} fullWidth>
                {t('password.forgot.submit')}
              </Button>
            </>
          )}
          <Anchor component={Link} to={paths.auth.login.getHref()} size="sm" ta="center">
            {t('password.forgot.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
