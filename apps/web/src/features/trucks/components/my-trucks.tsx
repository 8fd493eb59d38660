import type { TTruck } from '@tariq/contracts/trucks';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconSearch, IconTruck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert/load-error-alert';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { toastError, toastSuccess } from '../../../lib/toast';
import { getMyTrucksQueryOptions } from '../api/get-my-trucks';
import { useUpdateTruck } from '../api/update-truck';
import { AddTruckWizard } from './add-truck-wizard';
import { DeleteTruckModal } from './delete-truck-modal';
import { EditTruckAvailabilityModal, EditTruckContactModal, EditTruckPropertiesModal } from './edit-truck-modals';
import { TruckCard } from './truck-card';
import type { TTruckDialog } from './truck-card';
import type { TPlaceField } from './truck-fields';

/** Placeholders while the trucks load (spec 000 §2, §9). */
const SKELETON_CARDS = 4;

function TruckCardSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" data-testid="truck-card-skeleton">
      <Group align="flex-start" wrap="nowrap">
        <Skeleton w={160} h={90} radius="sm" />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton h={18} w="60%" />
          <Skeleton h={12} w="40%" />
          <Skeleton h={12} w="80%" />
          <Skeleton h={12} w="70%" />
          <Skeleton h={20} w="50%" />
        </Stack>
      </Group>
    </Paper>
  );
}

function EmptyTrucks({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('trucks');
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <IconTruck size={40} aria-hidden stroke={1.5} />
        <Title order={2} size="h4">
          {t('trucks.my.empty')}
        </Title>
        <Text c="dimmed" size="sm" maw={420}>
          {t('trucks.my.emptyHint')}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {t('trucks.my.add')}
        </Button>
      </Stack>
    </Paper>
  );
}

type TOpenDialog = { kind: TTruckDialog; truckId: string } | null;

/**
 * The carrier's trucks (spec 000 §2, My trucks): the cards, their dialogs and the add wizard. A
 * notification's link (`?truck=<id>`) brings that truck forward with its loads open.
 */
export function MyTrucks({ PlaceField }: { PlaceField: TPlaceField }) {
  const { t } = useTranslation('trucks');
  const trucks = useQuery(getMyTrucksQueryOptions());
  const updateVisibility = useUpdateTruck();
  const [isAdding, setAdding] = useState(false);
  const [dialog, setDialog] = useState<TOpenDialog>(null);
  const [searchParams] = useSearchParams();
  const focusedId = searchParams.get('truck');
  const [openLoads, setOpenLoads] = useState<ReadonlySet<string>>(() => new Set(focusedId ? [focusedId] : []));
  // A link followed while the page is open (the bell) opens that truck's loads too.
  const [lastFocusedId, setLastFocusedId] = useState(focusedId);
  if (focusedId !== lastFocusedId) {
    setLastFocusedId(focusedId);
    if (focusedId) setOpenLoads((open) => new Set([...open, focusedId]));
  }
  const cards = useRef(new Map<string, HTMLElement>());

  // Spec 000 §8: a failed load says so in a toast; the page keeps a way to ask again.
  const loadFailedAt = trucks.isError ? trucks.errorUpdatedAt : 0;
  useEffect(() => {
    if (loadFailedAt) void toastError(t('trucks.my.loadFailed'));
  }, [loadFailedAt, t]);

  const hasTrucks = trucks.data !== undefined;
  useEffect(() => {
    if (!hasTrucks || !focusedId) return;
    cards.current.get(focusedId)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hasTrucks, focusedId]);

  const toggleLoads = (id: string) =>
    setOpenLoads((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const toggleVisible = (truck: TTruck) =>
    updateVisibility.mutate(
      { id: truck.id, changes: { isVisible: !truck.isVisible } },
      {
        onSuccess: (saved) => void toastSuccess(saved.isVisible ? t('trucks.my.nowVisible') : t('trucks.my.nowHidden')),
        onError: (error) => void toastError(errorMessage(error)),
      },
    );

  const openAdd = () => setAdding(true);
  const dialogTruck = dialog ? trucks.data?.find((truck) => truck.id === dialog.truckId) : undefined;
  const closeDialog = () => setDialog(null);

  let content;
  if (trucks.isError && !trucks.data) {
    content = <LoadErrorAlert title={t('trucks.my.loadFailed')} retryLabel={t('trucks.my.retry')} query={trucks} />;
  } else if (!trucks.data) {
    content = (
      <SimpleGrid cols={{ base: 1, md: 2 }} role="status" aria-busy="true" aria-label={t('trucks.my.loading')}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <TruckCardSkeleton key={index} />
        ))}
      </SimpleGrid>
    );
  } else if (trucks.data.length === 0) {
    content = <EmptyTrucks onAdd={openAdd} />;
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {trucks.data.map((truck) => (
          <TruckCard
            key={truck.id}
            ref={(element: HTMLElement | null) => {
              if (element) cards.current.set(truck.id, element);
              else cards.current.delete(truck.id);
            }}
            truck={truck}
            onOpenDialog={(kind) => setDialog({ kind, truckId: truck.id })}
            onToggleVisible={() => toggleVisible(truck)}
            isTogglingVisible={updateVisibility.isPending && updateVisibility.variables?.id === truck.id}
            isLoadsOpen={openLoads.has(truck.id)}
            onToggleLoads={() => toggleLoads(truck.id)}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack>
      <Group gap="sm">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openAdd}>
          {t('trucks.my.add')}
        </Button>
        <Button
          component={Link}
          to={paths.trucks.root.getHref()}
          variant="default"
          leftSection={<IconSearch size={16} aria-hidden />}
        >
          {t('trucks.my.findTruck')}
        </Button>
      </Group>
      {content}
      <AddTruckWizard opened={isAdding} onClose={() => setAdding(false)} PlaceField={PlaceField} />
      {dialogTruck && dialog?.kind === 'properties' ? (
        <EditTruckPropertiesModal truck={dialogTruck} onClose={closeDialog} />
      ) : null}
      {dialogTruck && dialog?.kind === 'contact' ? (
        <EditTruckContactModal truck={dialogTruck} onClose={closeDialog} />
      ) : null}
      {dialogTruck && dialog?.kind === 'availability' ? (
        <EditTruckAvailabilityModal truck={dialogTruck} onClose={closeDialog} PlaceField={PlaceField} />
      ) : null}
      {dialogTruck && dialog?.kind === 'delete' ? <DeleteTruckModal truck={dialogTruck} onClose={closeDialog} /> : null}
    </Stack>
  );
}
