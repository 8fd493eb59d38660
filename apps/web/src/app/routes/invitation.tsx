import type { TInvitationPreview } from '@tariq/contracts/colleagues';
import { Alert, Anchor, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { getInvitation } from '../../features/auth/api/get-invitation';
import { AcceptInvitationForm } from '../../features/auth/components/accept-invitation-form';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { formatDay } from '../../lib/format';
import { getCurrentLanguage } from '../../lib/i18n';
import { toastSuccess } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';

type TState =
  | { kind: 'checking' }
  | { kind: 'ready'; token: string; preview: TInvitationPreview }
  /** The link cannot be used (unknown, cancelled, expired, accepted, missing): the inviter must send another. */
  | { kind: 'refused'; message: string }
  /** The server could not answer (network, 5xx): the same link may work on a retry. */
  | { kind: 'failed'; message: string };

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/**
 * /invitation?token=…, the link mailed to an invited colleague: who invites, to which company, then
 * the newcomer's name and password. Joined: the session is saved as /emailVerification saves it, and
 * the user lands on the dashboard. Open to everyone, like /reset-password: whoever holds the link
 * joins with it.
 */
export default function InvitationPage() {
  const { t } = useTranslation(['colleagues', 'errors']);
  useDocumentTitle(t('invitation.title'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [state, setState] = useState<TState>(() =>
    token ? { kind: 'checking' } : { kind: 'refused', message: t('errors.INVITATION_INVALID', { ns: 'errors' }) },
  );

  const check = useCallback(
    async (signal?: AbortSignal) => {
      if (!token) return;
      setState({ kind: 'checking' });
      try {
        setState({ kind: 'ready', token, preview: await getInvitation(token, signal) });
      } catch (error) {
        if (signal?.aborted) return;
        const isRefusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
        setState({ kind: isRefusal ? 'refused' : 'failed', message: errorMessage(error) });
      }
    },
    [token],
  );

  useEffect(() => {
    const controller = new AbortController();
    void check(controller.signal);
    return () => controller.abort();
  }, [check]);

  const preview = state.kind === 'ready' ? state.preview : null;
  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md" maw={560} w="100%">
        <Stack>
          <div>
            <Title order={1} size="h2" id="invitation-title">
              {preview
                ? t('invitation.intro', { inviter: fullName(preview.inviter), company: preview.companyName })
                : t('invitation.title')}
            </Title>
            {preview ? (
              <Text c="dimmed" size="sm">
                {t('invitation.subtitle', { date: formatDay(preview.expiresAt, getCurrentLanguage()) })}
              </Text>
            ) : null}
          </div>
          {state.kind === 'checking' ? (
            <Stack align="center" role="status" aria-live="polite">
              <Loader aria-hidden />
              <Text>{t('invitation.checking')}</Text>
            </Stack>
          ) : null}
          {state.kind === 'failed' ? (
            <>
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                {state.message}
              </Alert>
              <Button onClick={() => void check()}>{t('invitation.retry')}</Button>
            </>
          ) : null}
          {state.kind === 'refused' ? (
            <Alert
              color="orange"
              icon={<IconAlertCircle aria-hidden />}
              title={t('invitation.refusedTitle')}
              role="alert"
            >
              {state.message}
            </Alert>
          ) : null}
          {state.kind === 'ready' ? (
            <AcceptInvitationForm
              token={state.token}
              preview={state.preview}
              onJoined={() => {
                void toastSuccess(t('invitation.welcome', { company: state.preview.companyName }));
                void navigate(paths.dashboard.root.getHref(), { replace: true });
              }}
              onRefused={(message) => setState({ kind: 'refused', message })}
            />
          ) : (
            <Text size="sm" ta="center">
              <Anchor component={Link} to={paths.auth.login.getHref()}>
                {t('invitation.toLogin')}
              </Anchor>
            </Text>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
