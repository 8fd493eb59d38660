import type { TNetworkShipper } from '@tariq/contracts/private-exchange';
import { Button, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconDoorExit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyRating } from '../../../components/company-rating';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { LoadErrorAlert } from '../../../components/load-error-alert/load-error-alert';
import { formatDay } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { getNetworkShippersQueryOptions, useLeaveNetwork } from '../api/network-shippers';

function ShippersTable({ shippers }: { shippers: readonly TNetworkShipper[] }) {
  const { t } = useTranslation('privateExchange');
  const language = getCurrentLanguage();
  const leave = useLeaveNetwork();
  const [leaving, setLeaving] = useState<TNetworkShipper | null>(null);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="network-shippers-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="network-shippers-title">
          {t('privateExchange.shippers.title')}
        </Title>
        {shippers.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('privateExchange.shippers.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-labelledby="network-shippers-title" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('privateExchange.shippers.name')}</Table.Th>
                  <Table.Th>{t('privateExchange.shippers.city')}</Table.Th>
                  <Table.Th>{t('privateExchange.shippers.rating')}</Table.Th>
                  <Table.Th>{t('privateExchange.shippers.since')}</Table.Th>
                  <Table.Th>{t('privateExchange.shippers.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shippers.map((shipper) => (
                  <Table.Tr key={shipper.id}>
                    <Table.Td dir="auto" fw={500}>
                      {shipper.name}
                    </Table.Td>
                    <Table.Td>
                      <bdi>{shipper.city ?? t('privateExchange.none')}</bdi>
                    </Table.Td>
                    <Table.Td>
                      {shipper.rating.average !== null && shipper.rating.count > 0 ? (
                        <CompanyRating rating={{ average: shipper.rating.average, count: shipper.rating.count }} />
                      ) : (
                        <Text size="xs" c="dimmed">
                          {t('privateExchange.carrier.notRated')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(shipper.addedAt, language)}</Table.Td>
                    <Table.Td>
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        leftSection={<IconDoorExit size={14} aria-hidden />}
                        onClick={() => setLeaving(shipper)}
                        aria-label={t('privateExchange.shippers.leaveLabel', { name: shipper.name })}
                      >
                        {t('privateExchange.shippers.leave')}
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
        opened={leaving !== null}
        title={leaving ? t('privateExchange.shippers.leaveTitle', { name: leaving.name }) : ''}
        confirmLabel={t('privateExchange.shippers.leaveConfirm')}
        confirmColor="red"
        isPending={leave.isPending}
        error={leave.error}
        onClose={() => {
          setLeaving(null);
          leave.reset();
        }}
        onConfirm={() => {
          if (!leaving) return;
          leave.mutate(leaving.id, {
            onSuccess: () => {
              setLeaving(null);
              void toastSuccess(t('privateExchange.shippers.left', { name: leaving.name }));
            },
          });
        }}
      >
        <Text size="sm">{leaving ? t('privateExchange.shippers.leaveText', { name: leaving.name }) : null}</Text>
      </ConfirmModal>
    </Paper>
  );
}

/**
 * "Réseaux privés" of a carrier's account (issue 27): the shippers that have its company in their
 * network, whose private offers it sees; it may leave one.
 */
export function NetworkShippersTab() {
  const { t } = useTranslation('privateExchange');
  const query = useQuery(getNetworkShippersQueryOptions());
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('privateExchange.shippers.intro')}
      </Text>
      {query.isPending ? (
        <Skeleton data-testid="network-shippers-skeleton" aria-busy="true" height={200} radius="md" />
      ) : null}
      {query.isError ? (
        <LoadErrorAlert
          title={t('privateExchange.shippers.loadError')}
          retryLabel={t('privateExchange.retry')}
          query={query}
        />
      ) : null}
      {query.isSuccess ? <ShippersTable shippers={query.data.data} /> : null}
    </Stack>
  );
}
