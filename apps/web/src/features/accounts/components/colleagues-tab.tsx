import { ZInviteColleagueRequest } from '@tariq/contracts/colleagues';
import type {
  TColleague,
  TColleagueInvitation,
  TColleagueStatus,
  TColleaguesResponse,
  TInviteColleagueRequest,
} from '@tariq/contracts/colleagues';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconDoorExit, IconMailForward } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { LoadErrorAlert } from '../../../components/load-error-alert/load-error-alert';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatDay } from '../../../lib/format';
import { contractResolver } from '../../../lib/form-resolver';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useSessionUser } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { useCatalogueLabels } from '../../../lib/use-catalogue-labels';
import { useCancelColleagueInvitation } from '../api/cancel-colleague-invitation';
import { getColleaguesQueryOptions } from '../api/get-colleagues';
import { useLeaveCompany } from '../api/leave-company';
import { useReportColleague } from '../api/report-colleague';
import { useSendColleagueInvitation } from '../api/send-colleague-invitation';

const resolver = contractResolver(ZInviteColleagueRequest);

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/** One colour per status: a reported or disabled account stands out in the list. */
const STATUS_COLORS: Record<TColleagueStatus, MantineColor> = {
  active: 'green',
  reported: 'orange',
  disabled: 'red',
  left: 'gray',
};

/** An e-mail address and a button: the invitation joins the company with the caller's role. */
function InviteForm({ company }: { company: string }) {
  const { t } = useTranslation('colleagues');
  const send = useSendColleagueInvitation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<TInviteColleagueRequest>({ defaultValues: { email: '' }, resolver, reValidateMode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (request: TInviteColleagueRequest) => {
    setSentTo(null);
    try {
      const invitation = await send.mutateAsync(request);
      form.reset({ email: '' });
      setSentTo(invitation.email);
    } catch (error) {
      // 400 VALIDATION and 409 COLLEAGUE_HAS_ACCOUNT name the address; the limit and 429 do not.
      const fieldMessage = error instanceof ApiError ? error.fields.email : undefined;
      if (fieldMessage) form.setError('email', { type: 'server', message: fieldMessage });
      else form.setError('root.server', { type: 'server', message: errorMessage(error) });
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form
        aria-label={t('colleagues.invite.title')}
        noValidate
        onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('colleagues.invite.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('colleagues.invite.hint', { company })}
          </Text>
          {errors.root?.server ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {errors.root.server.message}
            </Alert>
          ) : null}
          {sentTo ? (
            <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
              {t('colleagues.invite.sent', { email: sentTo })}
            </Alert>
          ) : null}
          <TextInput
            label={t('colleagues.invite.email')}
            type="email"
            autoComplete="off"
            required
            maw={440}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Group>
            <Button type="submit" loading={isSubmitting} leftSection={<IconMailForward size={16} aria-hidden />}>
              {t('colleagues.invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The invitations not answered yet, each cancellable once confirmed. */
function PendingInvitations({ invitations }: { invitations: TColleagueInvitation[] }) {
  const { t } = useTranslation('colleagues');
  const language = getCurrentLanguage();
  const cancel = useCancelColleagueInvitation();
  const [cancelling, setCancelling] = useState<TColleagueInvitation | null>(null);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="colleagues-invitations-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="colleagues-invitations-title">
          {t('colleagues.invitations.title')}
        </Title>
        {invitations.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('colleagues.invitations.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-labelledby="colleagues-invitations-title" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('colleagues.invitations.email')}</Table.Th>
                  <Table.Th>{t('colleagues.invitations.invitedBy')}</Table.Th>
                  <Table.Th>{t('colleagues.invitations.sentOn')}</Table.Th>
                  <Table.Th>{t('colleagues.invitations.expiresOn')}</Table.Th>
                  <Table.Th>{t('colleagues.invitations.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invitations.map((invitation) => (
                  <Table.Tr key={invitation.id}>
                    <Table.Td>{invitation.email}</Table.Td>
                    <Table.Td dir="auto">{fullName(invitation.invitedBy)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(invitation.createdAt, language)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(invitation.expiresAt, language)}</Table.Td>
                    <Table.Td>
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        onClick={() => setCancelling(invitation)}
                        aria-label={t('colleagues.invitations.cancelLabel', { email: invitation.email })}
                      >
                        {t('colleagues.invitations.cancel')}
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
        title={t('colleagues.invitations.cancelTitle')}
        confirmLabel={t('colleagues.invitations.cancelConfirm')}
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
              void toastSuccess(t('colleagues.invitations.cancelled', { email: cancelling.email }));
            },
          });
        }}
      >
        <Text size="sm">{cancelling ? t('colleagues.invitations.cancelText', { email: cancelling.email }) : null}</Text>
      </ConfirmModal>
    </Paper>
  );
}

/** The company's users: who they are, since when, who invited them, and "does not work here" on newcomers. */
function ColleaguesList({ colleagues, company }: { colleagues: TColleague[]; company: string }) {
  const { t } = useTranslation('colleagues');
  const { t: catalogueLabel } = useCatalogueLabels();
  const language = getCurrentLanguage();
  const report = useReportColleague();
  const [reporting, setReporting] = useState<TColleague | null>(null);
  const reportingName = reporting ? fullName(reporting) : '';

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="colleagues-list-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="colleagues-list-title">
          {t('colleagues.list.title')}
        </Title>
        <Table.ScrollContainer minWidth={860}>
          <Table aria-labelledby="colleagues-list-title" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('colleagues.list.name')}</Table.Th>
                <Table.Th>{t('colleagues.list.email')}</Table.Th>
                <Table.Th>{t('colleagues.list.roleInCompany')}</Table.Th>
                <Table.Th>{t('colleagues.list.joinedOn')}</Table.Th>
                <Table.Th>{t('colleagues.list.invitedBy')}</Table.Th>
                <Table.Th>{t('colleagues.list.status')}</Table.Th>
                <Table.Th>{t('colleagues.list.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {colleagues.map((colleague) => (
                <Table.Tr key={colleague.id}>
                  <Table.Td dir="auto" fw={colleague.isYou ? 600 : undefined}>
                    {colleague.isYou ? t('colleagues.list.you', { name: fullName(colleague) }) : fullName(colleague)}
                  </Table.Td>
                  <Table.Td>{colleague.email}</Table.Td>
                  <Table.Td>
                    {colleague.roleInCompany
                      ? catalogueLabel(`catalogue.companyRole.${colleague.roleInCompany}` as never)
                      : t('colleagues.none')}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(colleague.joinedAt, language)}</Table.Td>
                  <Table.Td dir="auto">
                    {colleague.invitedBy ? (
                      fullName(colleague.invitedBy)
                    ) : (
                      <Text span size="sm" c="dimmed">
                        {t('colleagues.list.signedUp')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      color={STATUS_COLORS[colleague.status]}
                      variant="light"
                      styles={{ label: { overflow: 'visible' } }}
                    >
                      {t(`colleagues.status.${colleague.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {colleague.canReport ? (
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        onClick={() => setReporting(colleague)}
                        aria-label={t('colleagues.report.label', { name: fullName(colleague) })}
                      >
                        {t('colleagues.report.button')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <ConfirmModal
        opened={reporting !== null}
        title={t('colleagues.report.title', { name: reportingName })}
        confirmLabel={t('colleagues.report.confirm')}
        confirmColor="red"
        isPending={report.isPending}
        error={report.error}
        onClose={() => {
          setReporting(null);
          report.reset();
        }}
        onConfirm={() => {
          if (!reporting) return;
          report.mutate(reporting.id, {
            onSuccess: () => {
              setReporting(null);
              void toastSuccess(t('colleagues.report.done', { name: reportingName }));
            },
          });
        }}
      >
        <Text size="sm">{t('colleagues.report.text', { name: reportingName, company })}</Text>
      </ConfirmModal>
    </Paper>
  );
}

/** Leaving the company, asked first; not for its last active user, who is told why. */
function LeaveCompany({ canLeave, company, onLeft }: { canLeave: boolean; company: string; onLeft: () => void }) {
  const { t } = useTranslation(['colleagues', 'errors']);
  const leave = useLeaveCompany();
  const [isConfirming, setConfirming] = useState(false);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="colleagues-leave-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="colleagues-leave-title">
          {t('colleagues.leave.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('colleagues.leave.hint', { company })}
        </Text>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconDoorExit size={16} aria-hidden />}
          disabled={!canLeave}
          aria-describedby={canLeave ? undefined : 'colleagues-leave-reason'}
          onClick={() => setConfirming(true)}
        >
          {t('colleagues.leave.button')}
        </Button>
        {canLeave ? null : (
          <Text size="sm" id="colleagues-leave-reason">
            {/* The server's own words for the same refusal (409 LAST_USER). */}
            {t('errors.LAST_USER', { ns: 'errors' })}
          </Text>
        )}
      </Stack>
      <ConfirmModal
        opened={isConfirming}
        title={t('colleagues.leave.confirmTitle', { company })}
        confirmLabel={t('colleagues.leave.confirm')}
        confirmColor="red"
        isPending={leave.isPending}
        error={leave.error}
        onClose={() => {
          setConfirming(false);
          leave.reset();
        }}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => {
              void toastSuccess(t('colleagues.leave.done', { company }));
              onLeft();
            },
          })
        }
      >
        <Text size="sm">{t('colleagues.leave.confirmText', { company })}</Text>
      </ConfirmModal>
    </Paper>
  );
}

function ColleaguesSkeleton() {
  return (
    <Stack data-testid="colleagues-skeleton" aria-busy="true">
      <Skeleton height={120} radius="md" />
      <Skeleton height={260} radius="md" />
    </Stack>
  );
}

function ColleaguesContent({
  data,
  company,
  onLeft,
}: {
  data: TColleaguesResponse;
  company: string;
  onLeft: () => void;
}) {
  return (
    <>
      <PendingInvitations invitations={data.invitations} />
      <ColleaguesList colleagues={data.data} company={company} />
      <LeaveCompany canLeave={data.canLeave} company={company} onLeft={onLeft} />
    </>
  );
}

/**
 * Colleagues (issue 25): invite someone to the company, follow and cancel the invitations, see
 * who uses Tariq for the company and say when one does not work here, leave the company.
 * `onLeft`: the server has ended the caller's sessions; the page ends this one (features/auth,
 * handed down by the page: features do not import each other).
 */
export function ColleaguesTab({ onLeft }: { onLeft: () => void }) {
  const { t } = useTranslation('colleagues');
  // Shippers and carriers only (the route's rule): they always have a company.
  const company = useSessionUser().society ?? '';
  const query = useQuery(getColleaguesQueryOptions());
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('colleagues.intro', { company })}
      </Text>
      <InviteForm company={company} />
      {query.isPending ? <ColleaguesSkeleton /> : null}
      {query.isError ? (
        <LoadErrorAlert title={t('colleagues.loadError')} retryLabel={t('colleagues.retry')} query={query} />
      ) : null}
      {query.isSuccess ? <ColleaguesContent data={query.data} company={company} onLeft={onLeft} /> : null}
    </Stack>
  );
}
