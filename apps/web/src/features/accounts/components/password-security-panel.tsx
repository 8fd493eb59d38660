import type { TUpdatePasswordRequest, TUserSession } from '@tariq/contracts';
import { Alert, Badge, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDeviceDesktop } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatRelativeTime } from '../../../lib/format';
import { contractResolver } from '../../../lib/form-resolver';
import { getCurrentLanguage, i18next } from '../../../lib/i18n';
import { useSessionUser } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { checkPassword, updatePassword } from '../api/change-password';
import { getUserSessionsQueryOptions, useDeleteUserSession, useInvalidateUserSessions } from '../api/user-sessions';
import { describeDevice } from '../utils/device';

const resolver = contractResolver(async () => (await import('@tariq/contracts/password')).ZUpdatePasswordRequest);
const EMPTY: TUpdatePasswordRequest = { currentPassword: '', password: '', passwordConfirmation: '' };

/** The current password checked first (check_pwd), then the new one sent (update), as the spec calls them. */
function ChangePasswordForm({ userId, onChanged }: { userId: string; onChanged: () => void }) {
  const { t } = useTranslation('password');
  const form = useForm<TUpdatePasswordRequest>({ defaultValues: EMPTY, resolver, reValidateMode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (request: TUpdatePasswordRequest) => {
    try {
      const { result } = await checkPassword(userId, request.currentPassword);
      if (!result) {
        form.setError('currentPassword', {
          type: 'server',
          message: i18next.t('validation.wrongPassword', { ns: 'validation' }),
        });
        return;
      }
      await updatePassword(userId, request);
      form.reset(EMPTY);
      void toastSuccess(t('password.security.changed'));
      onChanged();
    } catch (error) {
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.fields))
          form.setError(field as keyof TUpdatePasswordRequest, { type: 'server', message });
      form.setError('root.server', { type: 'server', message: errorMessage(error) });
    }
  };

  const passwordField = (name: keyof TUpdatePasswordRequest, label: string, autoComplete: string) => (
    <PasswordInput
      label={label}
      autoComplete={autoComplete}
      required
      error={errors[name]?.message}
      visibilityToggleButtonProps={{ 'aria-label': t('password.security.showPassword') }}
      {...form.register(name)}
    />
  );

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      noValidate
      aria-label={t('password.security.submit')}
    >
      <Stack maw={440}>
        {errors.root?.server ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errors.root.server.message}
          </Alert>
        ) : null}
        {passwordField('currentPassword', t('password.security.currentPassword'), 'current-password')}
        {passwordField('password', t('password.security.newPassword'), 'new-password')}
        {passwordField('passwordConfirmation', t('password.security.confirmation'), 'new-password')}
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {t('password.security.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function useDeviceName() {
  const { t } = useTranslation('password');
  return (session: TUserSession) => {
    const { browser, os } = describeDevice(session.user_agent);
    if (browser && os) return t('password.security.deviceOn', { browser, os });
    return browser ?? os ?? t('password.security.unknownDevice');
  };
}

/** The open sessions, each with a way to end it after a confirmation (not the current one: that is a logout). */
function SessionsList() {
  const { t } = useTranslation('password');
  const deviceName = useDeviceName();
  const sessions = useQuery(getUserSessionsQueryOptions());
  const end = useDeleteUserSession();
  const [ending, setEnding] = useState<TUserSession | null>(null);
  const language = getCurrentLanguage();

  if (sessions.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorMessage(sessions.error)}
      </Alert>
    );
  }
  return (
    <>
      <Stack
        gap="sm"
        component="ul"
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('password.security.sessionsTitle')}
      >
        {(sessions.data?.data ?? []).map((session) => (
          <Paper component="li" key={session.id} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <IconDeviceDesktop aria-hidden />
                <div>
                  <Group gap="xs">
                    <Text fw={500}>{deviceName(session)}</Text>
                    {session.current ? <Badge variant="light">{t('password.security.thisDevice')}</Badge> : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('password.security.lastUsed', { time: formatRelativeTime(session.last_used_at, language) })}
                    {session.ip ? ` · ${t('password.security.ip', { ip: session.ip })}` : null}
                  </Text>
                </div>
              </Group>
              {session.current ? null : (
                <Button
                  variant="light"
                  color="red"
                  size="xs"
                  onClick={() => setEnding(session)}
                  aria-label={`${t('password.security.end')} — ${deviceName(session)}`}
                >
                  {t('password.security.end')}
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      <ConfirmModal
        opened={ending !== null}
        title={t('password.security.endTitle')}
        confirmLabel={t('password.security.end')}
        confirmColor="red"
        isPending={end.isPending}
        error={end.error}
        onClose={() => {
          setEnding(null);
          end.reset();
        }}
        onConfirm={() => {
          if (!ending) return;
          end.mutate(ending.id, {
            onSuccess: () => {
              setEnding(null);
              void toastSuccess(t('password.security.ended'));
            },
          });
        }}
      >
        <Text size="sm">{ending ? t('password.security.endConfirm', { device: deviceName(ending) }) : null}</Text>
      </ConfirmModal>
    </>
  );
}

/**
 * "Password and security" of the account settings (spec 001 §2): change the password, see the open
 * sessions and end one. Mounted by the profile page, which loads the `password`, `validation` and
 * `components` texts.
 */
export function PasswordSecurityPanel() {
  const { t } = useTranslation('password');
  const user = useSessionUser();
  const invalidateSessions = useInvalidateUserSessions();
  return (
    <Stack gap="xl">
      <section aria-labelledby="password-security-title">
        <Title order={2} size="h3" id="password-security-title" mb="md">
          {t('password.security.title')}
        </Title>
        <ChangePasswordForm userId={user.id} onChanged={() => void invalidateSessions()} />
      </section>
      <section aria-labelledby="password-sessions-title">
        <Title order={2} size="h3" id="password-sessions-title">
          {t('password.security.sessionsTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('password.security.sessionsHint')}
        </Text>
        <SessionsList />
      </section>
    </Stack>
  );
}
