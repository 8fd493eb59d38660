import type { TMissionDetail, TPodStatus } from '@tariq/contracts';
import { MISSION_LIMITS, ZContestPodRequest } from '@tariq/contracts/missions';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { IconCheck, IconMessageReport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { DetailField } from '../../../components/offer-details/detail-section';
import { formatFileSize, formatInstant } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useAcceptPod } from '../api/accept-pod';
import { useContestPod } from '../api/contest-pod';
import { downloadPodFile } from '../api/download-pod-file';
import type { TRefreshOffer } from '../api/mission-action';
import { DownloadButton } from './download-button';
import { MissionSection } from './mission-section';
import { ReasonModal } from './reason-modal';

const POD_COLORS: Record<TPodStatus, MantineColor> = { pending: 'yellow', accepted: 'green', contested: 'red' };
const icon = { size: 16, 'aria-hidden': true } as const;

type TPod = NonNullable<TMissionDetail['pod']>;

/** The shipper's answer to a pending proof of delivery: accept it, or contest it with a reason. */
function PodDecision({ mission, refreshOffer }: { mission: TMissionDetail; refreshOffer: TRefreshOffer }) {
  const { t } = useTranslation('missions');
  const [dialog, setDialog] = useState<'accept' | 'contest' | null>(null);
  const accept = useAcceptPod({ refreshOffer });
  const contest = useContestPod({ refreshOffer });
  const closeAccept = () => {
    accept.reset();
    setDialog(null);
  };
  const closeContest = () => {
    contest.reset();
    setDialog(null);
  };
  return (
    <>
      {mission.pod?.status === 'pending' ? (
        <Group gap="xs">
          <Button color="green" leftSection={<IconCheck {...icon} />} onClick={() => setDialog('accept')}>
            {t('missions.actions.acceptPod.button')}
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconMessageReport {...icon} />}
            onClick={() => setDialog('contest')}
          >
            {t('missions.actions.contestPod.button')}
          </Button>
        </Group>
      ) : null}
      <ConfirmModal
        opened={dialog === 'accept'}
        title={t('missions.actions.acceptPod.button')}
        confirmLabel={t('missions.actions.acceptPod.confirm')}
        confirmColor="green"
        onConfirm={() =>
          accept.mutate(
            { id: mission.id },
            {
              onSuccess: () => {
                void toastSuccess(t('missions.actions.acceptPod.success'));
                closeAccept();
              },
            },
          )
        }
        onClose={closeAccept}
        isPending={accept.isPending}
        error={accept.error}
      >
        <Text size="sm">{t('missions.actions.acceptPod.text')}</Text>
      </ConfirmModal>
      <ReasonModal
        opened={dialog === 'contest'}
        title={t('missions.actions.contestPod.title')}
        reasonLabel={t('missions.actions.contestPod.reason')}
        limit={MISSION_LIMITS.podContestReasonMax}
        schema={ZContestPodRequest}
        confirmLabel={t('missions.actions.contestPod.confirm')}
        onSubmit={(reason) =>
          contest.mutate(
            { id: mission.id, reason },
            {
              onSuccess: () => {
                void toastSuccess(t('missions.actions.contestPod.success'));
                closeContest();
              },
            },
          )
        }
        onClose={closeContest}
        isPending={contest.isPending}
        error={contest.error}
      >
        {t('missions.actions.contestPod.text')}
      </ReasonModal>
    </>
  );
}

function PodFiles({ mission, pod }: { mission: TMissionDetail; pod: TPod }) {
  const { t } = useTranslation('missions');
  const language = getCurrentLanguage();
  return (
    <Stack component="ul" role="list" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
      {pod.files.map((file) => (
        <Group component="li" key={file.id} gap="xs" wrap="wrap">
          <Text size="sm" fw={500} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Text>
          <Text size="sm" c="dimmed">
            ({formatFileSize(file.size, language)})
          </Text>
          <DownloadButton
            fetchFile={() => downloadPodFile({ id: mission.id, fileId: file.id })}
            fileName={file.name}
            aria-label={t('missions.pod.downloadFile', { name: file.name })}
          >
            {t('missions.pod.download')}
          </DownloadButton>
        </Group>
      ))}
    </Stack>
  );
}

/** The proof of delivery sent on finishing: its files, the reserves, where the shipper's answer stands. */
export function PodSection({ mission, refreshOffer }: { mission: TMissionDetail; refreshOffer: TRefreshOffer }) {
  const { t } = useTranslation('missions');
  const language = getCurrentLanguage();
  const pod = mission.pod;
  if (!pod) return null;
  const isShipper = mission.side === 'shipper';
  return (
    <MissionSection title={t('missions.pod.title')}>
      <Group gap="xs">
        <Badge color={POD_COLORS[pod.status]} variant="light">
          {t(`missions.pod.status.${pod.status}`)}
        </Badge>
      </Group>
      {pod.status === 'pending' ? (
        <Text size="sm">
          {t(isShipper ? 'missions.pod.pendingShipper' : 'missions.pod.pendingCarrier', {
            date: formatInstant(pod.due_at, language),
          })}
        </Text>
      ) : null}
      <PodFiles mission={mission} pod={pod} />
      <dl style={{ margin: 0 }}>
        <DetailField label={t('missions.pod.reserves')}>
          {pod.reserves ? (
            <Text span dir="auto" style={{ whiteSpace: 'pre-line' }}>
              {pod.reserves}
            </Text>
          ) : (
            t('missions.pod.noReserves')
          )}
        </DetailField>
        {pod.status === 'contested' && pod.contest_reason ? (
          <DetailField label={t('missions.pod.contestReason')}>
            <Text span dir="auto" style={{ whiteSpace: 'pre-line' }}>
              {pod.contest_reason}
            </Text>
          </DetailField>
        ) : null}
      </dl>
      {isShipper ? <PodDecision mission={mission} refreshOffer={refreshOffer} /> : null}
    </MissionSection>
  );
}
