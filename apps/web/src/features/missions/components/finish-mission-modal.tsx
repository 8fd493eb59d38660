import type { TMissionDetail } from '@tariq/contracts';
import { MISSION_LIMITS, POD_MIME_TYPES, ZFinishMissionFields } from '@tariq/contracts/missions';
import { FileInput, Text, Textarea } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { podFilesProblem, useFinishMission } from '../api/finish-mission';
import type { TPodFilesProblem } from '../api/finish-mission';
import type { TRefreshOffer } from '../api/mission-action';

const MAX_MEGABYTES = MISSION_LIMITS.podFileMaxBytes / 1024 / 1024;

function FinishForm({
  mission,
  refreshOffer,
  onClose,
}: {
  mission: TMissionDetail;
  refreshOffer: TRefreshOffer;
  onClose: () => void;
}) {
  const { t } = useTranslation('missions');
  const finish = useFinishMission({ refreshOffer });
  const [files, setFiles] = useState<File[]>([]);
  const [reserves, setReserves] = useState('');
  const [filesError, setFilesError] = useState<string | null>(null);
  const [reservesError, setReservesError] = useState<string | null>(null);
  const serverFields = finish.error instanceof ApiError ? finish.error.fields : {};

  const describe = (problem: TPodFilesProblem): string => {
    switch (problem.kind) {
      case 'empty':
        return t('missions.actions.finish.filesEmpty');
      case 'tooMany':
        return t('missions.actions.finish.filesTooMany', { max: MISSION_LIMITS.podFilesMax });
      case 'tooBig':
        return t('missions.actions.finish.fileTooBig', { name: problem.name, size: MAX_MEGABYTES });
      case 'type':
        return t('missions.actions.finish.fileType', { name: problem.name });
    }
  };

  const close = () => {
    finish.reset();
    onClose();
  };
  const confirm = () => {
    const problem = podFilesProblem(files);
    const parsed = ZFinishMissionFields.safeParse({ reserves });
    setFilesError(problem ? describe(problem) : null);
    setReservesError(parsed.success ? null : (fieldErrors(parsed.error).reserves ?? null));
    if (problem || !parsed.success) return;
    finish.mutate(
      { id: mission.id, files, reserves: parsed.data.reserves },
      {
        onSuccess: () => {
          void toastSuccess(t('missions.actions.finish.success'));
          close();
        },
      },
    );
  };

  return (
    <ConfirmModal
      opened
      title={t('missions.actions.finish.button')}
      confirmLabel={t('missions.actions.finish.confirm')}
      confirmColor="green"
      onConfirm={confirm}
      onClose={close}
      isPending={finish.isPending}
      error={finish.error}
    >
      <Text size="sm">{t('missions.actions.finish.text')}</Text>
      <FileInput
        multiple
        clearable
        required
        accept={POD_MIME_TYPES.join(',')}
        label={t('missions.actions.finish.files')}
        description={t('missions.actions.finish.filesHint', { max: MISSION_LIMITS.podFilesMax, size: MAX_MEGABYTES })}
        placeholder={t('missions.actions.finish.filesPlaceholder')}
        leftSection={<IconPaperclip size={16} aria-hidden />}
        value={files}
        onChange={(chosen) => {
          setFiles(chosen);
          // Said as soon as chosen; 'at least one' waits for the confirmation.
          const problem = podFilesProblem(chosen);
          setFilesError(problem && problem.kind !== 'empty' ? describe(problem) : null);
        }}
        error={filesError ?? serverFields.files}
      />
      <Textarea
        label={t('missions.actions.finish.reserves')}
        description={t('missions.actions.finish.reservesCount', {
          count: reserves.length,
          max: MISSION_LIMITS.podReservesMax,
        })}
        value={reserves}
        onChange={(event) => setReserves(event.currentTarget.value)}
        error={reservesError ?? serverFields.reserves}
        rows={2}
        dir="auto"
      />
    </ConfirmModal>
  );
}

/**
 * 'Terminer la mission': the proof of delivery (photos or PDF, checked here as the server will check
 * them, before megabytes are sent) and the reserves noted at unloading.
 */
export function FinishMissionModal({
  opened,
  ...props
}: {
  opened: boolean;
  mission: TMissionDetail;
  refreshOffer: TRefreshOffer;
  onClose: () => void;
}) {
  // Mounted while open only: each opening starts with no file chosen.
  return opened ? <FinishForm {...props} /> : null;
}
