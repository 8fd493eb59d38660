import { ZNetworkInvitationRequest } from '@tariq/contracts/private-exchange';
import type {
  TNetworkCarrier,
  TNetworkGroup,
  TNetworkInvitation,
  TNetworkInvitationRequest,
  TNetworkResponse,
} from '@tariq/contracts/private-exchange';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Select } from '../../../components/select/select';
import { IconAlertCircle, IconCircleCheck, IconMailForward, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { LoadErrorAlert } from '../../../components/load-error-alert/load-error-alert';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatDay } from '../../../lib/format';
import { contractResolver } from '../../../lib/form-resolver';
import { getCurrentLanguage } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { getNetworkQueryOptions } from '../api/get-network';
import { useCancelNetworkInvitation, useSendNetworkInvitation } from '../api/network-invitations';
import { useRemoveFromNetwork } from '../api/remove-from-network';
import { useUpdateNetworkCarrier } from '../api/update-network-carrier';
import { CarrierCard } from './carrier-card';
import { GroupsSelect } from './groups-select';
import { NetworkGroups } from './network-groups';
import { useZoneNames } from './use-zone-names';

const inviteResolver = contractResolver(ZNetworkInvitationRequest);
/** What the server takes once parsed: the groups default to none. */
type TInvitation = { email: string; groupIds: string[] };

/** The groups of a carrier of the network, chosen again; saved as a whole. */
function EditGroupsModal({
  carrier,
  groups,
  onClose,
}: {
  carrier: TNetworkCarrier | null;
  groups: readonly TNetworkGroup[];
  onClose: () => void;
}) {
  const { t } = useTranslation(['privateExchange', 'components']);
  const update = useUpdateNetworkCarrier();
  const [chosen, setChosen] = useState<{ carrierId: string; groupIds: string[] } | null>(null);
  // A new carrier opens with its own groups.
  const value = chosen && chosen.carrierId === carrier?.id ? chosen.groupIds : (carrier?.groupIds ?? []);
  const close = () => {
    setChosen(null);
    update.reset();
    onClose();
  };
  return (
    <Modal
      opened={carrier !== null}
      onClose={close}
      title={carrier ? t('privateExchange.network.editGroupsTitle', { name: carrier.name }) : ''}
      closeButtonProps={{ 'aria-label': t('confirmModal.close', { ns: 'components' }) }}
    >
      {carrier ? (
        <Stack>
          <GroupsSelect
            groups={groups}
            value={value}
            onChange={(groupIds) => setChosen({ carrierId: carrier.id, groupIds })}
            label={t('privateExchange.network.groupsField')}
          />
          {update.error ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {errorMessage(update.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus>
              {t('privateExchange.network.cancel')}
            </Button>
            <Button
              loading={update.isPending}
              onClick={() =>
                update.mutate(
                  { carrierId: carrier.id, groupIds: value },
                  {
                    onSuccess: () => {
                      void toastSuccess(t('privateExchange.network.saved', { name: carrier.name }));
                      close();
                    },
                  },
                )
              }
            >
              {t('privateExchange.network.save')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** The carriers of the network, filtered by group; each one's groups edited, or removed once confirmed. */
function NetworkCarriers({
  carriers,
  groups,
  onOpenDirectory,
}: {
  carriers: readonly TNetworkCarrier[];
  groups: readonly TNetworkGroup[];
  onOpenDirectory: () => void;
}) {
  const { t } = useTranslation('privateExchange');
  const zoneName = useZoneNames(carriers);
  const remove = useRemoveFromNetwork();
  const [groupFilter, setGroupFilter] = useState<string | null>(null);
  const [editing, setEditing] = useState<TNetworkCarrier | null>(null);
  const [removing, setRemoving] = useState<TNetworkCarrier | null>(null);
  // A deleted group no longer filters.
  const filter = groups.some((group) => group.id === groupFilter) ? groupFilter : null;
  const shown = filter ? carriers.filter((carrier) => carrier.groupIds.includes(filter)) : carriers;

  return (
    <Stack gap="sm" component="section" aria-labelledby="network-carriers-title">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h4" id="network-carriers-title">
            {t('privateExchange.network.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('privateExchange.network.count', { count: carriers.length })}
          </Text>
        </div>
        {groups.length > 0 && carriers.length > 0 ? (
          <Select
            label={t('privateExchange.network.filterGroup')}
            data={[
              { value: '', label: t('privateExchange.network.allGroups') },
              ...groups.map((group) => ({ value: group.id, label: group.name })),
            ]}
            value={filter ?? ''}
            onChange={(next) => setGroupFilter(next || null)}
            allowDeselect={false}
            w={260}
          />
        ) : null}
      </Group>
      {carriers.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="sm">
            <Text fw={500}>{t('privateExchange.network.empty')}</Text>
            <Text c="dimmed" size="sm" ta="center">
              {t('privateExchange.network.emptyHint')}
            </Text>
            <Button variant="light" leftSection={<IconSearch size={16} aria-hidden />} onClick={onOpenDirectory}>
              {t('privateExchange.network.toDirectory')}
            </Button>
          </Stack>
        </Paper>
      ) : null}
      {carriers.length > 0 && shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('privateExchange.network.groupEmpty')}
        </Text>
      ) : null}
      {shown.map((carrier) => (
        <CarrierCard
          key={carrier.id}
          carrier={carrier}
          groups={groups}
          zoneName={zoneName}
          actions={
            <>
              <Button
                variant="light"
                size="xs"
                onClick={() => setEditing(carrier)}
                aria-label={t('privateExchange.network.editGroupsLabel', { name: carrier.name })}
              >
                {t('privateExchange.network.editGroups')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() => setRemoving(carrier)}
                aria-label={t('privateExchange.network.removeLabel', { name: carrier.name })}
              >
                {t('privateExchange.network.remove')}
              </Button>
            </>
          }
        />
      ))}
      <EditGroupsModal carrier={editing} groups={groups} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={removing !== null}
        title={removing ? t('privateExchange.network.removeTitle', { name: removing.name }) : ''}
        confirmLabel={t('privateExchange.network.removeConfirm')}
        confirmColor="red"
        isPending={remove.isPending}
        error={remove.error}
        onClose={() => {
          setRemoving(null);
          remove.reset();
        }}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              void toastSuccess(t('privateExchange.network.removed', { name: removing.name }));
            },
          });
        }}
      >
        <Text size="sm">{removing ? t('privateExchange.network.removeText', { name: removing.name }) : null}</Text>
      </ConfirmModal>
    </Stack>
  );
}

/** An e-mail address and optional groups: a carrier not on Tariq gets a sign-up link into the network. */
function InviteCarrierForm({ groups }: { groups: readonly TNetworkGroup[] }) {
  const { t } = useTranslation('privateExchange');
  const send = useSendNetworkInvitation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<TNetworkInvitationRequest, unknown, TInvitation>({
    defaultValues: { email: '', groupIds: [] },
    resolver: inviteResolver,
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (request: TInvitation) => {
    setSentTo(null);
    try {
      const invitation = await send.mutateAsync(request);
      form.reset({ email: '', groupIds: [] });
      setSentTo(invitation.email);
    } catch (error) {
      // 409 CARRIER_ON_TARIQ and ACCOUNT_EXISTS name the address; the limits and 429 do not.
      const fields = error instanceof ApiError ? error.fields : {};
      const named = (['email', 'groupIds'] as const).filter((field) => fields[field]);
      for (const field of named) form.setError(field, { type: 'server', message: fields[field] });
      if (named.length === 0) form.setError('root.server', { type: 'server', message: errorMessage(error) });
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form
        aria-label={t('privateExchange.invite.title')}
        noValidate
        onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('privateExchange.invite.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('privateExchange.invite.hint')}
          </Text>
          {errors.root?.server ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {errors.root.server.message}
            </Alert>
          ) : null}
          {sentTo ? (
            <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
              {t('privateExchange.invite.sent', { email: sentTo })}
            </Alert>
          ) : null}
          <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
            <TextInput
              label={t('privateExchange.invite.email')}
              type="email"
              autoComplete="off"
              required
              miw={260}
              error={errors.email?.message}
              {...form.register('email')}
            />
            <Controller
              control={form.control}
              name="groupIds"
              render={({ field, fieldState }) => (
                <GroupsSelect
                  groups={groups}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  label={t('privateExchange.invite.groups')}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Group>
          <Group>
            <Button type="submit" loading={isSubmitting} leftSection={<IconMailForward size={16} aria-hidden />}>
              {t('privateExchange.invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The invitations not answered yet, or answered by a carrier whose account is not active yet. */
function NetworkInvitations({
  invitations,
  groups,
}: {
  invitations: readonly TNetworkInvitation[];
  groups: readonly TNetworkGroup[];
}) {
  const { t } = useTranslation('privateExchange');
  const language = getCurrentLanguage();
  const cancel = useCancelNetworkInvitation();
  const [cancelling, setCancelling] = useState<TNetworkInvitation | null>(null);
  const groupNames = (ids: readonly string[]) =>
    groups
      .filter((group) => ids.includes(group.id))
      .map((group) => group.name)
      .join(', ') || t('privateExchange.none');

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="network-invitations-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="network-invitations-title">
          {t('privateExchange.invitations.title')}
        </Title>
        {invitations.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('privateExchange.invitations.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-labelledby="network-invitations-title" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('privateExchange.invitations.email')}</Table.Th>
                  <Table.Th>{t('privateExchange.invitations.status')}</Table.Th>
                  <Table.Th>{t('privateExchange.invitations.groups')}</Table.Th>
                  <Table.Th>{t('privateExchange.invitations.expiresOn')}</Table.Th>
                  <Table.Th>{t('privateExchange.invitations.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invitations.map((invitation) => (
                  <Table.Tr key={invitation.id}>
                    <Table.Td>{invitation.email}</Table.Td>
                    <Table.Td>
                      <Badge
                        variant="light"
                        color={invitation.status === 'signed_up' ? 'teal' : 'blue'}
                        tt="none"
                        styles={{ label: { overflow: 'visible' } }}
                      >
                        {t(`privateExchange.invitations.statuses.${invitation.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td dir="auto">{groupNames(invitation.groupIds)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(invitation.expiresAt, language)}</Table.Td>
                    <Table.Td>
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        onClick={() => setCancelling(invitation)}
                        aria-label={t('privateExchange.invitations.cancelLabel', { email: invitation.email })}
                      >
                        {t('privateExchange.invitations.cancel')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <ConfirmModal
        opened={cancelling !== null}
        title={t('privateExchange.invitations.cancelTitle')}
        confirmLabel={t('privateExchange.invitations.cancelConfirm')}
        confirmColor="red"
        isPending={cancel.isPending}
        error={cancel.error}
        onClose={() => {
          setCancelling(null);
          cancel.reset();
        }}
        onConfirm={() => {
          if (!cancelling) return;
          cancel.mutate(cancelling.id, {
            onSuccess: () => {
              setCancelling(null);
              void toastSuccess(t('privateExchange.invitations.cancelled', { email: cancelling.email }));
            },
          });
        }}
      >
        <Text size="sm">
          {cancelling ? t('privateExchange.invitations.cancelText', { email: cancelling.email }) : null}
        </Text>
      </ConfirmModal>
    </Paper>
  );
}

function NetworkSkeleton() {
  return (
    <Stack data-testid="network-skeleton" aria-busy="true">
      <Skeleton height={140} radius="md" />
      <Skeleton height={160} radius="md" />
      <Skeleton height={160} radius="md" />
    </Stack>
  );
}

function NetworkContent({ data, onOpenDirectory }: { data: TNetworkResponse; onOpenDirectory: () => void }) {
  return (
    <>
      <NetworkCarriers carriers={data.carriers} groups={data.groups} onOpenDirectory={onOpenDirectory} />
      <NetworkGroups groups={data.groups} />
      <InviteCarrierForm groups={data.groups} />
      <NetworkInvitations invitations={data.invitations} groups={data.groups} />
    </>
  );
}

/**
 * "Mon réseau" (issue 27): the shipper's carriers with their groups, the groups themselves, and
 * e-mail invitations for carriers not on Tariq yet.
 */
export function NetworkTab({ onOpenDirectory }: { onOpenDirectory: () => void }) {
  const { t } = useTranslation('privateExchange');
  const query = useQuery(getNetworkQueryOptions());
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('privateExchange.network.intro')}
      </Text>
      {query.isPending ? <NetworkSkeleton /> : null}
      {query.isError ? (
        <LoadErrorAlert
          title={t('privateExchange.network.loadError')}
          retryLabel={t('privateExchange.retry')}
          query={query}
        />
      ) : null}
      {query.isSuccess ? <NetworkContent data={query.data} onOpenDirectory={onOpenDirectory} /> : null}
    </Stack>
  );
}
