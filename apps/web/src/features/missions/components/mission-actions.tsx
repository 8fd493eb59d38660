import type { TMissionDetail } from '@tariq/contracts';
import { MISSION_LIMITS, ZCancelMissionRequest } from '@tariq/contracts/missions';
import { Button, Group, Text } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { IconCircleCheck, IconFlag, IconPlayerPlay, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { formatPrice } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useCancelMission } from '../api/cancel-mission';
import { useConfirmCharter } from '../api/confirm-charter';
import { useDeclineCharter } from '../api/decline-charter';
import type { TRefreshOffer } from '../api/mission-action';
import { useStartMission } from '../api/start-mission';
import { useWaivePickup } from '../api/waive-pickup';
import { FinishMissionModal } from './finish-mission-modal';
import { ReasonModal } from './reason-modal';

const icon = { size: 16, 'aria-hidden': true } as const;

type TSimpleAction = ReturnType<typeof useConfirmCharter>;

/** An action with nothing to fill in: said, confirmed, sent. */
function ActionModal({
  action,
  mission,
  opened,
  title,
  confirmLabel,
  confirmColor,
  success,
  onClose,
  children,
}: {
  action: TSimpleAction;
  mission: TMissionDetail;
  opened: boolean;
  title: string;
  confirmLabel: string;
  confirmColor: MantineColor;
  success: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const close = () => {
    action.reset();
    onClose();
  };
  return (
    <ConfirmModal
      opened={opened}
      title={title}
      confirmLabel={confirmLabel}
      confirmColor={confirmColor}
      onConfirm={() =>
        action.mutate(
          { id: mission.id },
          {
            onSuccess: () => {
              void toastSuccess(success);
              close();
            },
          },
        )
      }
      onClose={close}
      isPending={action.isPending}
      error={action.error}
    >
      {children}
    </ConfirmModal>
  );
}

function CancelModal({
  mission,
  opened,
  refreshOffer,
  onClose,
}: {
  mission: TMissionDetail;
  opened: boolean;
  refreshOffer: TRefreshOffer;
  onClose: () => void;
}) {
  const { t } = useTranslation('missions');
  const cancel = useCancelMission({ refreshOffer });
  const close = () => {
    cancel.reset();
    onClose();
  };
  return (
    <ReasonModal
      opened={opened}
      title={t('missions.actions.cancel.button')}
      reasonLabel={t('missions.actions.cancel.reason')}
      limit={MISSION_LIMITS.cancelReasonMax}
      schema={ZCancelMissionRequest}
      confirmLabel={t('missions.actions.cancel.confirm')}
      onSubmit={(reason) =>
        cancel.mutate(
          { id: mission.id, reason },
          {
            onSuccess: () => {
              void toastSuccess(t('missions.actions.cancel.success'));
              close();
            },
          },
        )
      }
      onClose={close}
      isPending={cancel.isPending}
      error={cancel.error}
    >
      <Text size="sm">{t('missions.actions.cancel.text')}</Text>
      <Text size="sm" fw={600}>
        {t('missions.actions.cancel.final')}
      </Text>
    </ReasonModal>
  );
}

type TDialog = 'confirm' | 'decline' | 'start' | 'waivePickup' | 'finish' | 'cancel' | null;

/**
 * What the caller's side can do with the mission now: the carrier confirms or declines the charter
 * order, starts, finishes; either side cancels a mission not yet completed. Every dialog stays
 * mounted whatever the state, so that one whose call was refused stays open to say why.
 */
export function MissionActions({ mission, refreshOffer }: { mission: TMissionDetail; refreshOffer: TRefreshOffer }) {
  const { t } = useTranslation('missions');
  const [dialog, setDialog] = useState<TDialog>(null);
  const confirmCharter = useConfirmCharter({ refreshOffer });
  const declineCharter = useDeclineCharter({ refreshOffer });
  const start = useStartMission({ refreshOffer });
  const waivePickup = useWaivePickup({ refreshOffer });
  const close = () => setDialog(null);
  const isCarrier = mission.side === 'carrier';
  const isLive = mission.status === 'scheduled' || mission.status === 'in_progress';
  const isScheduled = mission.status === 'scheduled';
  const price = formatPrice(mission.price, mission.currency, getCurrentLanguage()) ?? '';

  const buttons: ReactNode[] = [];
  if (isCarrier && isScheduled && mission.charter_status === 'pending')
    buttons.push(
      <Button
        key="confirm"
        color="green"
        leftSection={<IconCircleCheck {...icon} />}
        onClick={() => setDialog('confirm')}
      >
        {t('missions.actions.confirmCharter.button')}
      </Button>,
      <Button
        key="decline"
        variant="light"
        color="red"
        leftSection={<IconX {...icon} />}
        onClick={() => setDialog('decline')}
      >
        {t('missions.actions.declineCharter.button')}
      </Button>,
    );
  // The goods leave once the shipper saw the right truck (the code), or said it need not.
  const isPickupCleared = mission.pickup_verified_at !== null || mission.pickup_waived_at !== null;
  const isWaitingPickup = isScheduled && mission.charter_status === 'confirmed' && !isPickupCleared;
  if (isCarrier && isScheduled && mission.charter_status === 'confirmed' && isPickupCleared)
    buttons.push(
      <Button key="start" leftSection={<IconPlayerPlay {...icon} />} onClick={() => setDialog('start')}>
        {t('missions.actions.start.button')}
      </Button>,
    );
  if (!isCarrier && isScheduled && !isPickupCleared)
    buttons.push(
      <Button key="waivePickup" variant="default" onClick={() => setDialog('waivePickup')}>
        {t('missions.actions.waivePickup.button')}
      </Button>,
    );
  if (isCarrier && mission.status === 'in_progress')
    buttons.push(
      <Button key="finish" color="green" leftSection={<IconFlag {...icon} />} onClick={() => setDialog('finish')}>
        {t('missions.actions.finish.button')}
      </Button>,
    );
  if (isLive)
    buttons.push(
      <Button key="cancel" variant="subtle" color="red" onClick={() => setDialog('cancel')}>
        {t('missions.actions.cancel.button')}
      </Button>,
    );

  return (
    <>
      {isCarrier && isWaitingPickup ? (
        <Text size="sm" c="dimmed">
          {t('missions.actions.start.waitingPickup')}
        </Text>
      ) : null}
      {buttons.length > 0 ? (
        <Group gap="xs" role="group" aria-label={t('missions.panel.actions')}>
          {buttons}
        </Group>
      ) : null}
      <ActionModal
        action={confirmCharter}
        mission={mission}
        opened={dialog === 'confirm'}
        title={t('missions.actions.confirmCharter.button')}
        confirmLabel={t('missions.actions.confirmCharter.confirm')}
        confirmColor="green"
        success={t('missions.actions.confirmCharter.success')}
        onClose={close}
      >
        <Text size="sm">{t('missions.actions.confirmCharter.text', { price })}</Text>
      </ActionModal>
      <ActionModal
        action={declineCharter}
        mission={mission}
        opened={dialog === 'decline'}
        title={t('missions.actions.declineCharter.button')}
        confirmLabel={t('missions.actions.declineCharter.confirm')}
        confirmColor="red"
        success={t('missions.actions.declineCharter.success')}
        onClose={close}
      >
        <Text size="sm">{t('missions.actions.declineCharter.text')}</Text>
        <Text size="sm" fw={600}>
          {t('missions.actions.declineCharter.final')}
        </Text>
      </ActionModal>
      <ActionModal
        action={start}
        mission={mission}
        opened={dialog === 'start'}
        title={t('missions.actions.start.button')}
        confirmLabel={t('missions.actions.start.confirm')}
        confirmColor="blue"
        success={t('missions.actions.start.success')}
        onClose={close}
      >
        <Text size="sm">{t('missions.actions.start.text')}</Text>
      </ActionModal>
      <ActionModal
        action={waivePickup}
        mission={mission}
        opened={dialog === 'waivePickup'}
        title={t('missions.actions.waivePickup.button')}
        confirmLabel={t('missions.actions.waivePickup.confirm')}
        confirmColor="orange"
        success={t('missions.actions.waivePickup.success')}
        onClose={close}
      >
        <Text size="sm">{t('missions.actions.waivePickup.text')}</Text>
      </ActionModal>
      <FinishMissionModal opened={dialog === 'finish'} mission={mission} refreshOffer={refreshOffer} onClose={close} />
      <CancelModal opened={dialog === 'cancel'} mission={mission} refreshOffer={refreshOffer} onClose={close} />
    </>
  );
}
