import type { TMissionDetail, TPodRound, TPodStatus } from '@tariq/contracts';
import { MISSION_LIMITS, ZContestPodRequest } from '@tariq/contracts/missions';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { IconCheck, IconFileUpload, IconMessageReport } from '@tabler/icons-react';
import { useId, useState } from 'react';
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
import { SendPodModal } from './finish-mission-modal';
import { MissionSection } from './mission-section';
import { ReasonModal } from './reason-modal';

const POD_COLORS: Record<TPodStatus, MantineColor> = { pending: 'yellow', accepted: 'green', contested: 'red' };
const icon = { size: 16, 'aria-hidden': true } as const;

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

/** The carrier's way forward once the shipper contested its latest proof: a new one, the same form as on finishing. */
function PodResend({ mission, refreshOffer }: { mission: TMissionDetail; refreshOffer: TRefreshOffer }) {
  const { t } = useTranslation('missions');
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      {mission.pod?.status === 'contested' ? (
        <Group gap="xs">
          <Button leftSection={<IconFileUpload {...icon} />} onClick={() => setOpen(true)}>
            {t('missions.actions.resendPod.button')}
          </Button>
        </Group>
      ) : null}
      {/* Stays mounted whatever the state, so that a refused sending stays open to say why. */}
      <SendPodModal opened={isOpen} mission={mission} refreshOffer={refreshOffer} onClose={() => setOpen(false)} />
    </>
  );
}

function PodFiles({ mission, round }: { mission: TMissionDetail; round: TPodRound }) {
  const { t } = useTranslation('missions');
  const language = getCurrentLanguage();
  return (
    <Stack component="ul" role="list" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
      {round.files.map((file) => (
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

/** What one round holds: its files, its reserves, the waiting declared, and the reason it was contested, if it was. */
function RoundDetails({ mission, round }: { mission: TMissionDetail; round: TPodRound }) {
  const { t } = useTranslation('missions');
  // '2 h 40', '45 min': hours and minutes, in the interface's words.
  const duration = (minutes: number) =>
    minutes < 60
      ? t('missions.pod.minutes', { minutes })
      : t('missions.pod.hoursMinutes', {
          hours: Math.floor(minutes / 60),
          minutes: String(minutes % 60).padStart(2, '0'),
        });
  return (
    <>
      <PodFiles mission={mission} round={round} />
      <dl style={{ margin: 0 }}>
        <DetailField label={t('missions.pod.reserves')}>
          {round.reserves ? (
            <Text span dir="auto" style={{ whiteSpace: 'pre-line' }}>
              {round.reserves}
            </Text>
          ) : (
            t('missions.pod.noReserves')
          )}
        </DetailField>
        {round.waiting_at_loading_minutes !== null || round.waiting_at_unloading_minutes !== null ? (
          <DetailField label={t('missions.pod.waiting')}>
            {[
              round.waiting_at_loading_minutes !== null
                ? t('missions.pod.waitingAtLoading', { duration: duration(round.waiting_at_loading_minutes) })
                : null,
              round.waiting_at_unloading_minutes !== null
                ? t('missions.pod.waitingAtUnloading', { duration: duration(round.waiting_at_unloading_minutes) })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </DetailField>
        ) : null}
        {round.status === 'contested' && round.contest_reason ? (
          <DetailField label={t('missions.pod.contestReason')}>
            <Text span dir="auto" style={{ whiteSpace: 'pre-line' }}>
              {round.contest_reason}
            </Text>
          </DetailField>
        ) : null}
      </dl>
    </>
  );
}

/** A round's number, where its answer stands, when it was sent and answered: said once there is more than one. */
function RoundHeader({ round }: { round: TPodRound }) {
  const { t } = useTranslation('missions');
  const language = getCurrentLanguage();
  return (
    <>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('missions.pod.round', { round: round.round })}
        </Text>
        <Badge color={POD_COLORS[round.status]} variant="light">
          {t(`missions.pod.status.${round.status}`)}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {t('missions.pod.sentAt', { date: formatInstant(round.sent_at, language) })}
        {round.decided_at
          ? ` · ${t('missions.pod.decidedAt', { date: formatInstant(round.decided_at, language) })}`
          : ''}
      </Text>
    </>
  );
}

/**
 * The proof of delivery: its latest round (files, reserves, where the shipper's answer stands, what
 * each side can do now), then the rounds before it, as they were decided.
 */
export function PodSection({ mission, refreshOffer }: { mission: TMissionDetail; refreshOffer: TRefreshOffer }) {
  const { t } = useTranslation('missions');
  const earlierId = useId();
  const language = getCurrentLanguage();
  const pod = mission.pod;
  if (!pod) return null;
  const isShipper = mission.side === 'shipper';
  const earlier = pod.rounds.filter((round) => round.round !== pod.round);
  return (
    <MissionSection title={t('missions.pod.title')}>
      {earlier.length > 0 ? (
        <RoundHeader round={pod} />
      ) : (
        <Group gap="xs">
          <Badge color={POD_COLORS[pod.status]} variant="light">
            {t(`missions.pod.status.${pod.status}`)}
          </Badge>
        </Group>
      )}
      {pod.status === 'pending' ? (
        <Text size="sm">
          {t(isShipper ? 'missions.pod.pendingShipper' : 'missions.pod.pendingCarrier', {
            date: formatInstant(pod.due_at, language),
          })}
        </Text>
      ) : null}
      {pod.status === 'contested' ? (
        <Text size="sm">{t(isShipper ? 'missions.pod.contestedShipper' : 'missions.pod.contestedCarrier')}</Text>
      ) : null}
      <RoundDetails mission={mission} round={pod} />
      {isShipper ? (
        <PodDecision mission={mission} refreshOffer={refreshOffer} />
      ) : (
        <PodResend mission={mission} refreshOffer={refreshOffer} />
      )}
      {earlier.length > 0 ? (
        <Stack component="section" aria-labelledby={earlierId} gap="xs" mt="xs">
          <Title order={4} size="h6" id={earlierId}>
            {t('missions.pod.earlierRounds')}
          </Title>
          <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
            {earlier.map((round) => (
              <Stack component="li" key={round.round} gap={6}>
                <RoundHeader round={round} />
                <RoundDetails mission={mission} round={round} />
              </Stack>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </MissionSection>
  );
}
