import type { TDriver } from '@tariq/contracts/drivers';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { PagedList } from '../../../components/paged-list/paged-list';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { getCurrentLanguage } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useDeleteDriver } from '../api/delete-driver';
import { getDriversQueryOptions } from '../api/get-drivers';
import { useSendDriverCredentials } from '../api/send-driver-credentials';
import { useNow } from '../../../lib/use-now';
import { driverName } from '../utils/driver-text';
import { DriverCard } from './driver-card';
import type { TDriverDialog } from './driver-card';
import { AddDriverModal, EditDriverModal } from './driver-form-modals';
import { DriversMap } from './drivers-map';

/** Placeholders while the drivers load. */
const SKELETON_CARDS = 4;

function DriverCardSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" data-testid="driver-card-skeleton">
      <Stack gap={8}>
        <Group justify="space-between">
          <Skeleton h={18} w="45%" />
          <Skeleton h={20} w={90} radius="xl" />
        </Group>
        <Skeleton h={12} w="55%" />
        <Skeleton h={12} w="70%" />
        <Skeleton h={12} w="60%" />
        <Skeleton h={24} w="80%" />
      </Stack>
    </Paper>
  );
}

type TOpenDialog = { kind: TDriverDialog; driverId: string } | null;

/** A 409 whose retry would fail the same way: the dialog then only says why. */
const isOnMission = (error: unknown) => error instanceof ApiError && error.code === 'DRIVER_ON_MISSION';

/**
 * The carrier's drivers (spec 001 §2 /chauffeurs, issue 29): a card each, the map of their last
 * positions, and the dialogs to add, edit, send new credentials to and delete a driver. `page`: from
 * the URL, from 1.
 */
export function MyDrivers({ page }: { page: number }) {
  const { t } = useTranslation('drivers');
  const language = getCurrentLanguage();
  const drivers = useQuery(getDriversQueryOptions(page));
  const remove = useDeleteDriver();
  const resend = useSendDriverCredentials();
  const now = useNow();
  const [isAdding, setAdding] = useState(false);
  const [dialog, setDialog] = useState<TOpenDialog>(null);
  const cards = useRef(new Map<string, HTMLElement>());

  const openAdd = () => setAdding(true);
  const list = drivers.data?.data;
  const dialogDriver = dialog ? list?.find((driver) => driver.id === dialog.driverId) : undefined;
  const closeDialog = () => {
    setDialog(null);
    remove.reset();
    resend.reset();
  };
  const showCard = (driverId: string) => {
    const card = cards.current.get(driverId);
    card?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    card?.focus({ preventScroll: true });
  };

  const deleteDriver = (driver: TDriver) =>
    remove.mutate(driver.id, {
      onSuccess: () => {
        setDialog(null);
        void toastSuccess(t('drivers.delete.deleted', { name: driverName(driver) }));
      },
    });
  const sendCredentials = (driver: TDriver) =>
    resend.mutate(driver.id, {
      onSuccess: () => {
        setDialog(null);
        void toastSuccess(t('drivers.credentials.sent', { email: driver.email }));
      },
    });

  const connectedCount = list?.filter((driver) => driver.connected).length ?? 0;

  return (
    <Stack>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        {drivers.data && drivers.data.count > 0 ? (
          <Text size="sm" c="dimmed" role="status">
            {t('drivers.list.count', { count: drivers.data.count })} ·{' '}
            {t('drivers.list.connectedCount', { count: connectedCount })}
          </Text>
        ) : (
          <span />
        )}
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openAdd}>
          {t('drivers.list.add')}
        </Button>
      </Group>
      <PagedList
        query={drivers}
        page={page}
        pageHref={(item) => paths.drivers.root.getHref({ page: item })}
        texts={{
          loadError: t('drivers.list.loadError'),
          retry: t('drivers.list.retry'),
          empty: t('drivers.list.empty'),
          emptyHint: t('drivers.list.emptyHint'),
          pastLastPage: t('drivers.list.emptyPage'),
          firstPage: t('drivers.list.firstPage'),
          pagination: t('drivers.list.pagination'),
          page: (item) => t('drivers.list.page', { page: item }),
          previous: t('drivers.list.previousPage'),
          next: t('drivers.list.nextPage'),
        }}
        emptyAction={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openAdd}>
            {t('drivers.list.addFirst')}
          </Button>
        }
      >
        {(items, isLoading) =>
          isLoading ? (
            <SimpleGrid cols={{ base: 1, md: 2 }} role="status" aria-busy="true" aria-label={t('drivers.list.loading')}>
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <DriverCardSkeleton key={index} />
              ))}
            </SimpleGrid>
          ) : (
            <>
              <DriversMap drivers={items} onSelect={showCard} />
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                {items.map((driver) => (
                  <DriverCard
                    key={driver.id}
                    ref={(element: HTMLElement | null) => {
                      if (element) cards.current.set(driver.id, element);
                      else cards.current.delete(driver.id);
                    }}
                    driver={driver}
                    now={now}
                    onOpenDialog={(kind) => setDialog({ kind, driverId: driver.id })}
                  />
                ))}
              </SimpleGrid>
            </>
          )
        }
      </PagedList>

      {isAdding ? <AddDriverModal language={language} onClose={() => setAdding(false)} /> : null}
      {dialogDriver && dialog?.kind === 'edit' ? <EditDriverModal driver={dialogDriver} onClose={closeDialog} /> : null}
      <ConfirmModal
        opened={dialogDriver !== undefined && dialog?.kind === 'credentials'}
        title={t('drivers.credentials.title')}
        confirmLabel={t('drivers.credentials.confirm')}
        isPending={resend.isPending}
        error={resend.error}
        onClose={closeDialog}
        onConfirm={() => dialogDriver && sendCredentials(dialogDriver)}
      >
        {dialogDriver ? (
          <Stack gap="xs">
            <Text size="sm">
              {t('drivers.credentials.text', { name: driverName(dialogDriver), email: dialogDriver.email })}
            </Text>
            <Text size="sm">{t('drivers.credentials.warning')}</Text>
          </Stack>
        ) : null}
      </ConfirmModal>
      <ConfirmModal
        opened={dialogDriver !== undefined && dialog?.kind === 'delete'}
        title={t('drivers.delete.title')}
        // Refused because the driver is on a mission in progress: asking again would be refused too.
        confirmLabel={isOnMission(remove.error) ? null : t('drivers.delete.confirm')}
        confirmColor="red"
        isPending={remove.isPending}
        error={remove.error}
        onClose={closeDialog}
        onConfirm={() => dialogDriver && deleteDriver(dialogDriver)}
      >
        {dialogDriver ? (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              <bdi>{driverName(dialogDriver)}</bdi>
            </Text>
            <Text size="sm">{t('drivers.delete.text')}</Text>
          </Stack>
        ) : null}
      </ConfirmModal>
    </Stack>
  );
}
