import type { TLoginRequest } from '@tariq/contracts';
import { Alert, Anchor, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconMailExclamation } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { checkValues } from '../../../lib/form-errors';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useLogin } from '../api/login';
import { useUpdateLanguage } from '../api/update-language';

// Shown only to an account not verified yet: fetched then, not with the login route.
const ResendVerification = lazy(async () => ({
  default: (await import('./resend-verification')).ResendVerification,
}));

// The shared schema, and zod with it, loads on the first submit: the login route must stay light.
const loadSchema = async () => (await import('@tariq/contracts')).ZLoginRequest;

type TLoginErrors = Partial<Record<keyof TLoginRequest | 'server', string>>;

/**
 * The login form, with no form library: two uncontrolled fields read on submit. react-hook-form
 * (12 KB gzipped) was the largest piece of the login route after React, i18next and the router,
 * for two fields (ARCHITECTURE.md §8: 180 KB). Messages change on the next submit only, and the
 * focus stays where it is, as with the other forms.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const updateLanguage = useUpdateLanguage();
  const [errors, setErrors] = useState<TLoginErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  /** The address of an account not verified yet, as just typed: the resend goes to it. */
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  const submit = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const values = { username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') };
    const checked = await checkValues(loadSchema, values);
    if (!checked.success) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const credentials = checked.data;
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
      setErrors({ ...(error instanceof ApiError ? error.fields : {}), server: errorMessage(error) });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setUnverifiedEmail(null);
    setSubmitting(true);
    void submit(event.currentTarget).finally(() => setSubmitting(false));
  };

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" maw={440} w="100%">
      <form onSubmit={onSubmit} noValidate aria-labelledby="login-title">
        <Stack>
          <div>
            <Title order={1} size="h2" id="login-title">
              {t('auth.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('auth.subtitle')}
            </Text>
          </div>
          {errors.server ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {errors.server}
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
            name="username"
            error={errors.username}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            required
            name="password"
            error={errors.password}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
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
