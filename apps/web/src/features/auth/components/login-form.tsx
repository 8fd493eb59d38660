import type { TLoginRequest } from '@tariq/contracts';
import { Alert, Anchor, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconMailExclamation } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/form-resolver';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useLogin } from '../api/login';
import { useUpdateLanguage } from '../api/update-language';

// Shown only to an account not verified yet: fetched then, not with the login route.
const ResendVerification = lazy(async () => ({
  default: (await import('./resend-verification')).ResendVerification,
}));

// The shared schema, and zod with it, loads on the first submit: the login route must stay light.
const resolver = contractResolver(async () => (await import('@tariq/contracts')).ZLoginRequest);

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const updateLanguage = useUpdateLanguage();
  const form = useForm<TLoginRequest>({
    defaultValues: { username: '', password: '' },
    resolver,
    // As before react-hook-form: messages change on the next submit, and focus stays where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  /** The address of an account not verified yet, as just typed: the resend goes to it. */
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  const onValid = async (credentials: TLoginRequest) => {
    try {
      const answer = await login(credentials);
      if (!answer.user.isVerified) {
        setUnverifiedEmail(credentials.username);
        return;
      }
      // The interface language chosen before login follows the user to the server (e-mails).
      const language = getCurrentLanguage();
      if (answer.user.language !== language) void updateLanguage(language);
      onLoggedIn();
    } catch (error) {
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.fields))
          form.setError(field as keyof TLoginRequest, { type: 'server', message });
      form.setError('root.server', { type: 'server', message: errorMessage(error) });
    }
  };

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" maw={440} w="100%">
      <form
        onSubmit={(event) => {
          if (isSubmitting) {
            event.preventDefault();
            return;
          }
          setUnverifiedEmail(null);
          void form.handleSubmit(onValid)(event);
        }}
        noValidate
        aria-labelledby="login-title"
      >
        <Stack>
          <div>
            <Title order={1} size="h2" id="login-title">
              {t('auth.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('auth.subtitle')}
            </Text>
          </div>
          {errors.root?.server ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {errors.root.server.message}
            </Alert>
          ) : null}
          {unverifiedEmail ? (
            <Alert
              color="orange"
              icon={<IconMailExclamation aria-hidden />}
              title={t('auth.emailNotVerified')}
              role="alert"
            >
              <Stack gap="sm">
                <Text size="sm">{t('auth.emailNotVerifiedHint')}</Text>
                <Suspense fallback={null}>
                  <ResendVerification email={unverifiedEmail} />
                </Suspense>
              </Stack>
            </Alert>
          ) : null}
          <TextInput
            label={t('auth.email')}
            placeholder={t('auth.emailPlaceholder')}
            type="email"
            autoComplete="username"
            required
            error={errors.username?.message}
            {...form.register('username')}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
            {...form.register('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.auth.forgotPassword.getHref()} size="sm">
              {t('auth.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" loading={isSubmitting} fullWidth>
            {t('auth.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth.noAccount')}{' '}
            <Anchor component={Link} to={paths.auth.register.getHref()}>
              {t('auth.register')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
