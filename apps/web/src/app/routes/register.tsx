import type { TRegisterResponse } from '@tariq/contracts/registration';
import type { TNetworkInvitationInfo } from '@tariq/contracts/private-exchange';
import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconMailCheck, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { PlacePicker } from '../../features/places/components/place-picker';
import { networkInvitationQueryOptions } from '../../features/register/api/get-network-invitation';
import { RegisterForm } from '../../features/register/components/register-form';
import { emptyRegisterValues } from '../../features/register/components/register-values';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';

const REFUSALS = ['INVITATION_INVALID', 'INVITATION_EXPIRED', 'INVITATION_USED'] as const;
type TRefusal = (typeof REFUSALS)[number];

/** Who invites, and a way in for a carrier that already has an account (it accepts once logged in). */
function NetworkInvitationBanner({ token, invitation }: { token: string; invitation: TNetworkInvitationInfo }) {
  const { t } = useTranslation('register');
  return (
    <Alert
      color="blue"
      icon={<IconUsersGroup aria-hidden />}
      title={t('register.network.banner', { shipper: invitation.shipperName })}
      role="status"
    >
      <Stack gap={4}>
        <Text size="sm">{t('register.network.hint')}</Text>
        <Text size="sm">
          {t('register.network.haveAccount')}{' '}
          <Anchor
            component={Link}
            to={paths.auth.login.getHref()}
            state={{ from: paths.network.invitation.getHref(token) }}
          >
            {t('register.network.login')}
          </Anchor>
        </Text>
      </Stack>
    </Alert>
  );
}

/** The invitation's link cannot be used: why, and that signing up is still open. */
function RefusedInvitation({ error }: { error: unknown }) {
  const { t } = useTranslation('register');
  const code = error instanceof ApiError ? error.code : null;
  const refusal = REFUSALS.find((candidate) => candidate === code);
  return (
    <Alert
      color="orange"
      icon={<IconAlertCircle aria-hidden />}
      title={t('register.network.refusedTitle')}
      role="alert"
    >
      <Stack gap={4}>
        <Text size="sm">{refusal ? t(`register.network.${refusal satisfies TRefusal}`) : errorMessage(error)}</Text>
        <Text size="sm">{t('register.network.refusedHint')}</Text>
      </Stack>
    </Alert>
  );
}

/**
 * The sign-up form, or with `?network=<token>` (a shipper's invitation mail) the same form for a
 * carrier, its address filled in and the token sent along: the new carrier joins the shipper's
 * network once its account is active.
 */
function SignUp({ onRegistered }: { onRegistered: (answer: TRegisterResponse) => void }) {
  const { t } = useTranslation('register');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('network');
  const invitation = useQuery({ ...networkInvitationQueryOptions(token ?? ''), enabled: Boolean(token) });
  if (!token) return <RegisterForm onRegistered={onRegistered} PlaceField={PlacePicker} />;
  if (invitation.isPending)
    return (
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text>{t('register.network.checking')}</Text>
      </Group>
    );
  if (invitation.isError)
    return (
      <RegisterForm
        onRegistered={onRegistered}
        PlaceField={PlacePicker}
        banner={<RefusedInvitation error={invitation.error} />}
      />
    );
  const empty = emptyRegisterValues();
  return (
    <RegisterForm
      onRegistered={onRegistered}
      PlaceField={PlacePicker}
      networkInvitation={token}
      defaultValues={{ ...empty, accountType: 'carrier', user: { ...empty.user, email: invitation.data.email } }}
      banner={<NetworkInvitationBanner token={token} invitation={invitation.data} />}
    />
  );
}

/** /register: the multi-step sign-up, then the page telling where the verification e-mail went. */
export default function RegisterPage() {
  const { t } = useTranslation('register');
  const [done, setDone] = useState<TRegisterResponse | null>(null);
  useDocumentTitle(done ? t('register.done.title') : t('register.title'));
  return (
    <Center py="xl">
      {done ? (
        <Paper withBorder shadow="sm" p="xl" radius="md" maw={520} w="100%">
          <Stack align="center" ta="center">
            <IconMailCheck size={48} aria-hidden />
            <Title order={1} size="h2">
              {t('register.done.title')}
            </Title>
            <Text>{t('register.done.body', { email: done.email })}</Text>
            <Text size="sm" c="dimmed">
              {t('register.done.hint')}
            </Text>
            <Button component={Link} to={paths.auth.login.getHref()}>
              {t('register.done.login')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <SignUp onRegistered={setDone} />
      )}
    </Center>
  );
}
