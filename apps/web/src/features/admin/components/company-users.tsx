import type { TAdminUser } from '@tariq/contracts/admin';
import { Badge, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { errorMessage } from '../../../lib/error-message';
import { formatInstant } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useSetUserDisabled } from '../api/set-user-disabled';

const STATUS_COLORS: Record<TAdminUser['status'], MantineColor> = {
  active: 'green',
  reported: 'orange',
  disabled: 'red',
  left: 'gray',
};

export const fullName = (user: Pick<TAdminUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`;

/**
 * The users of the company, each with its status; an active one can be disabled (after a
 * confirmation: every session ends at once), a disabled or reported one enabled again. Someone who
 * left the company is not brought back from here.
 */
export function CompanyUsers({ companyId, users }: { companyId: string; users: TAdminUser[] }) {
  const { t } = useTranslation('admin');
  const language = getCurrentLanguage();
  const setDisabled = useSetUserDisabled(companyId);
  const [toDisable, setToDisable] = useState<TAdminUser | null>(null);
  const headingId = 'company-users-title';

  const apply = (user: TAdminUser, isDisabled: boolean) =>
    setDisabled.mutate(
      { userId: user.id, isDisabled },
      {
        onSuccess: () => {
          setToDisable(null);
          void toastSuccess(
            t(isDisabled ? 'admin.company.users.disabled' : 'admin.company.users.enabled', { name: fullName(user) }),
          );
        },
      },
    );

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('admin.company.users.title')}
        </Title>
        {users.length === 0 ? (
          <Text c="dimmed">{t('admin.company.users.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={700}>
            <Table aria-labelledby={headingId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.company.users.name')}</Table.Th>
                  <Table.Th>{t('admin.company.users.email')}</Table.Th>
                  <Table.Th>{t('admin.company.users.status')}</Table.Th>
                  <Table.Th>{t('admin.company.users.lastLogin')}</Table.Th>
                  <Table.Th>{t('admin.company.users.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.map((user) => {
                  const name = fullName(user);
                  return (
                    <Table.Tr key={user.id}>
                      <Table.Td>
                        <bdi>{name}</bdi>
                      </Table.Td>
                      <Table.Td>
                        <bdi dir="ltr">{user.email}</bdi>
                        {user.emailVerified ? null : (
                          <Text size="xs" c="orange">
                            {t('admin.company.users.emailNotVerified')}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Badge
                          color={STATUS_COLORS[user.status]}
                          variant="light"
                          styles={{ label: { overflow: 'visible' } }}
                        >
                          {t(`admin.company.users.statuses.${user.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {user.lastLoginAt ? formatInstant(user.lastLoginAt, language) : t('admin.company.users.never')}
                      </Table.Td>
                      <Table.Td>
                        {user.status === 'active' ? (
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            aria-label={t('admin.company.users.disableLabel', { name })}
                            onClick={() => {
                              setDisabled.reset();
                              setToDisable(user);
                            }}
                          >
                            {t('admin.company.users.disable')}
                          </Button>
                        ) : user.status === 'left' ? null : (
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={t('admin.company.users.enableLabel', { name })}
                            loading={setDisabled.isPending && setDisabled.variables.userId === user.id}
                            onClick={() => apply(user, false)}
                          >
                            {t('admin.company.users.enable')}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {setDisabled.isError && !toDisable ? (
          <Text c="red" size="sm" role="alert">
            {errorMessage(setDisabled.error)}
          </Text>
        ) : null}
      </Stack>
      <ConfirmModal
        opened={toDisable !== null}
        title={toDisable ? t('admin.company.users.disableTitle', { name: fullName(toDisable) }) : ''}
        confirmLabel={t('admin.company.users.disable')}
        confirmColor="red"
        onConfirm={() => toDisable && apply(toDisable, true)}
        onClose={() => {
          setToDisable(null);
          setDisabled.reset();
        }}
        isPending={setDisabled.isPending}
        error={toDisable ? setDisabled.error : null}
      >
        <Text size="sm">{toDisable ? t('admin.company.users.disableText', { name: fullName(toDisable) }) : null}</Text>
      </ConfirmModal>
    </Paper>
  );
}
