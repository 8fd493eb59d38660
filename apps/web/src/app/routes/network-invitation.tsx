import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { acceptNetworkInvitation } from '../../features/private-exchange/api/network-invitations';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The refusals of a link that cannot be used, in this page's words (the server's speak of colleagues). */
const REFUSALS = ['INVITATION_INVALID', 'INVITATION_EXPIRED', 'INVITATION_USED'] as const;
type TRefusal = (typeof REFUSALS)[number];
const refusalOf = (error: unknown): TRefusal | null =>
  error instanceof ApiError && (REFUSALS as readonly string[]).includes(error.code) ? (error.code as TRefusal) : null;

/**
 * /network-invitation?token=…: a carrier already on Tariq, signed in, opens a shipper's invitation
 * link (the sign-up page sends it here): its company joins that shipper's network at once.
 */
export default function NetworkInvitationPage() {
  const { t } = useTranslation('privateExchange');
  useDocumentTitle(t('privateExchange.invitation.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const accept = useMutation({ mutationFn: acceptNetworkInvitation });
  const { mutate } = accept;
  const sent = useRef<string | null>(null);
  useEffect(() => {
    // Once per link: a second POST would only be told the invitation is used.
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  const refusal = token ? refusalOf(accept.error) : 'INVITATION_INVALID';
  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md" maw={560} w="100%">
        <Stack>
          <Title order={1} size="h2">
            {t('privateExchange.invitation.title')}
          </Title>
          {token && (accept.isPending || accept.isIdle) ? (
            <Group gap="sm" role="status" aria-live="polite">
              <Loader size="sm" aria-hidden />
              <Text>{t('privateExchange.invitation.joining')}</Text>
            </Group>
          ) : null}
          {accept.isSuccess ? (
            <>
              <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
                <Text fw={500}>{t('privateExchange.invitation.joined', { shipper: accept.data.shipperName })}</Text>
                <Text size="sm">{t('privateExchange.invitation.joinedHint')}</Text>
              </Alert>
              <Group>
                <Button component={Link} to={paths.freights.root.getHref({ tab: 'private' })}>
                  {t('privateExchange.invitation.toPrivateExchange')}
                </Button>
                <Button component={Link} to={paths.profile.networks.getHref()} variant="default">
                  {t('privateExchange.invitation.toNetworks')}
                </Button>
              </Group>
            </>
          ) : null}
          {refusal ? (
            <Alert
              color="orange"
              icon={<IconAlertCircle aria-hidden />}
              title={t('privateExchange.invitation.refusedTitle')}
              role="alert"
            >
              {t(`privateExchange.invitation.${refusal}`)}
            </Alert>
          ) : null}
          {accept.isError && !refusal ? (
            <>
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                {errorMessage(accept.error)}
              </Alert>
              <Group>
                <Button onClick={() => accept.mutate(token)}>{t('privateExchange.invitation.retry')}</Button>
              </Group>
            </>
          ) : null}
        </Stack>
      </Paper>
    </Center>
  );
}
