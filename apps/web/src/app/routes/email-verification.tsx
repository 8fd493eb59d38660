import { Alert, Anchor, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useVerifyEmail } from '../../features/auth/api/verify-email';
import { ResendVerification } from '../../features/auth/components/resend-verification';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';

type TState =
  | { kind: 'checking' }
  /** The link cannot be used (unknown, used, expired, missing): a new one is the way on. */
  | { kind: 'refused'; message: string }
  /** The server could not answer (network, 5xx): the same link may work on a retry. */
  | { kind: 'failed'; message: string };

/**
 * /emailVerification?token=…, the link of the verification mail. A valid link opens the session
 * (the visitor-only guard then takes the user into the app); any other gets a clear message and
 * the resend of a new link, with its countdown.
 */
export default function EmailVerificationPage() {
  const { t } = useTranslation('verification');
  useDocumentTitle(t('verification.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const verify = useVerifyEmail();
  const [state, setState] = useState<TState>(() =>
    token ? { kind: 'checking' } : { kind: 'refused', message: t('verification.missingToken') },
  );

  const check = useCallback(async () => {
    if (!token) return;
    setState({ kind: 'checking' });
    try {
      // With a user in the answer the session is saved; the guard around this page moves on.
      await verify(token);
    } catch (error) {
      const isRefusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setState({ kind: isRefusal ? 'refused' : 'failed', message: errorMessage(error) });
    }
  }, [token, verify]);

  useEffect(() => {
    void check();
  }, [check]);

  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md" maw={480} w="100%">
        <Stack>
          <Title order={1} size="h2">
            {t('verification.title')}
          </Title>
          {state.kind === 'checking' ? (
            <Stack align="center" role="status" aria-live="polite">
              <Loader aria-hidden />
              <Text>{t('verification.checking')}</Text>
            </Stack>
          ) : null}
          {state.kind === 'failed' ? (
            <>
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                {state.message}
              </Alert>
              <Button onClick={() => void check()}>{t('verification.retry')}</Button>
            </>
          ) : null}
          {state.kind === 'refused' ? (
            <>
              <Alert
                color="orange"
                icon={<IconAlertCircle aria-hidden />}
                title={t('verification.failedTitle')}
                role="alert"
              >
                {state.message}
              </Alert>
              <Title order={2} size="h4">
                {t('verification.resendTitle')}
              </Title>
              <ResendVerification />
            </>
          ) : null}
          <Text size="sm" ta="center">
            <Anchor component={Link} to={paths.auth.login.getHref()}>
              {t('verification.toLogin')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
