import { Alert, Anchor, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconMailExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrors } from '../../../lib/form-errors';
import { getCurrentLanguage } from '../../../lib/i18n';
import { postChangeLanguage } from '../api/session-api';
import { useSession } from '../session';

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const { login } = useSession();
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    setUnverified(false);
    // The shared schema (and zod with it) loads on the first submit: the login page must stay light.
    const { ZLoginRequest } = await import('@tariq/contracts');
    const parsed = ZLoginRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const answer = await login(parsed.data);
      if (!answer.user.isVerified) {
        setUnverified(true);
        return;
      }
      // The interface language chosen before login follows the user to the server (e-mails).
      if (answer.user.language !== getCurrentLanguage())
        void postChangeLanguage(getCurrentLanguage()).catch(() => undefined);
      onLoggedIn();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      setFormError(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" maw={440} w="100%">
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="login-title">
        <Stack>
          <div>
            <Title order={1} size="h2" id="login-title">
              {t('auth.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('auth.subtitle')}
            </Text>
          </div>
          {formError ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {formError}
            </Alert>
          ) : null}
          {unverified ? (
            <Alert
              color="orange"
              icon={<IconMailExclamation aria-hidden />}
              title={t('auth.emailNotVerified')}
              role="alert"
            >
              <Text size="sm">{t('auth.emailNotVerifiedHint')}</Text>
            </Alert>
          ) : null}
          <TextInput
            label={t('auth.email')}
            placeholder={t('auth.emailPlaceholder')}
            type="email"
            name="username"
            autoComplete="username"
            required
            value={values.username}
            error={errors.username}
            onChange={(event) => setValues({ ...values, username: event.currentTarget.value })}
          />
          <PasswordInput
            label={t('auth.password')}
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            error={errors.password}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
            onChange={(event) => setValues({ ...values, password: event.currentTarget.value })}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              {t('auth.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" loading={submitting} fullWidth>
            {t('auth.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth.noAccount')}{' '}
            <Anchor component={Link} to={paths.register}>
              {t('auth.register')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
