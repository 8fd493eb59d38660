import type { TMissionDetail } from '@tariq/contracts';
import { MISSION_LIMITS, POD_MIME_TYPES, ZFinishMissionFields } from '@tariq/contracts/missions';
import { FileInput, Group, NumberInput, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { FieldError, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { CountedTextarea } from '../../../components/counted-textarea/counted-textarea';
import { ApiError } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/form-resolver';
import { toastSuccess } from '../../../lib/toast';
import { podFilesProblem, useFinishMission } from '../api/finish-mission';
import type { TPodFilesProblem } from '../api/finish-mission';
import type { TRefreshOffer } from '../api/mission-action';
import { useSendPod } from '../api/send-pod';

const MAX_MEGABYTES = MISSION_LIMITS.podFileMaxBytes / 1024 / 1024;

/**
 * The two uploads of a proof of delivery, one form: finishing the mission (round 1), and a new proof
 * after the shipper contested the last one. They differ by their call and their words only.
 */
type TPodUploadKind = 'finish' | 'resendPod';

const UPLOADS = {
  finish: {
    useSend: useFinishMission,
    title: 'missions.actions.finish.button',
    text: 'missions.actions.finish.text',
    confirm: 'missions.actions.finish.confirm',
    success: 'missions.actions.finish.success',
  },
  resendPod: {
    useSend: useSendPod,
    title: 'missions.actions.resendPod.button',
    text: 'missions.actions.resendPod.text',
    confirm: 'missions.actions.resendPod.confirm',
    success: 'missions.actions.resendPod.success',
  },
} as const;

type TWaiting = { waitingAtLoadingMinutes: number | null; waitingAtUnloadingMinutes: number | null };
type TFinishForm = { files: File[]; reserves: string } & TWaiting;
type TFinishValues = { files: File[]; reserves: string | null } & TWaiting;

const reservesResolver = contractResolver(ZFinishMissionFields);

/**
 * The contract checks the reserves; the files, which the contract cannot hold (they go as multipart),
 * are checked as the server will check them, before megabytes are sent.
 */
function finishResolver(
  describe: (problem: TPodFilesProblem) => string,
  describeWaiting: () => string,
): Resolver<TFinishForm, unknown, TFinishValues> {
  return async (values, context, options) => {
    const reserves = await reservesResolver({ reserves: values.reserves }, context, {
      ...options,
      fields: {},
      names: undefined,
    });
    const problem = podFilesProblem(values.files);
    const errors: Partial<Record<keyof TFinishForm, FieldError>> = { ...reserves.errors };
    if (problem) errors.files = { type: 'validate', message: describe(problem) };
    for (const field of ['waitingAtLoadingMinutes', 'waitingAtUnloadingMinutes'] as const) {
      const minutes = values[field];
      if (minutes !== null && (!Number.isInteger(minutes) || minutes < 0 || minutes > MISSION_LIMITS.waitingMinutesMax))
        errors[field] = { type: 'validate', message: describeWaiting() };
    }
    if (Object.keys(errors).length > 0) return { values: {} as Record<string, never>, errors };
    return {
      values: {
        files: values.files,
        reserves: reserves.values.reserves ?? null,
        waitingAtLoadingMinutes: values.waitingAtLoadingMinutes,
        waitingAtUnloadingMinutes: values.waitingAtUnloadingMinutes,
      },
      errors: {},
    };
  };
}

function PodUploadForm({
  kind,
  mission,
  refreshOffer,
  onClose,
}: {
  kind: TPodUploadKind;
  mission: TMissionDetail;
  refreshOffer: TRefreshOffer;
  onClose: () => void;
}) {
  const { t } = useTranslation('missions');
  // The kind never changes while the form is mounted: always the same hook.
  const upload = UPLOADS[kind];
  const finish = upload.useSend({ refreshOffer });
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

  const form = useForm<TFinishForm, unknown, TFinishValues>({
    resolver: finishResolver(describe, () =>
      t('missions.actions.finish.waitingInvalid', { max: MISSION_LIMITS.waitingMinutesMax }),
    ),
    defaultValues: { files: [], reserves: '', waitingAtLoadingMinutes: null, waitingAtUnloadingMinutes: null },
  });
  const { errors } = form.formState;
  const reserves = useWatch({ control: form.control, name: 'reserves' });

  const close = () => {
    finish.reset();
    onClose();
  };
  const confirm = form.handleSubmit((values) =>
    finish.mutate(
      { id: mission.id, ...values },
      {
        onSuccess: () => {
          void toastSuccess(t(upload.success));
          close();
        },
      },
    ),
  );

  return (
    <ConfirmModal
      opened
      title={t(upload.title)}
      confirmLabel={t(upload.confirm)}
      confirmColor="green"
      onConfirm={confirm}
      onClose={close}
      isPending={finish.isPending}
      error={finish.error}
    >
      <Text size="sm">{t(upload.text)}</Text>
      <Controller
        control={form.control}
        name="files"
        render={({ field }) => (
          <FileInput
            multiple
            clearable
            required
            accept={POD_MIME_TYPES.join(',')}
            label={t('missions.actions.finish.files')}
            description={t('missions.actions.finish.filesHint', {
              max: MISSION_LIMITS.podFilesMax,
              size: MAX_MEGABYTES,
            })}
            placeholder={t('missions.actions.finish.filesPlaceholder')}
            leftSection={<IconPaperclip size={16} aria-hidden />}
            value={field.value}
            onChange={(chosen) => {
              field.onChange(chosen);
              // Said as soon as chosen; 'at least one' waits for the confirmation.
              const problem = podFilesProblem(chosen);
              if (problem && problem.kind !== 'empty')
                form.setError('files', { type: 'validate', message: describe(problem) });
              else form.clearErrors('files');
            }}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            error={errors.files?.message ?? serverFields.files}
          />
        )}
      />
      <CountedTextarea
        label={t('missions.actions.finish.reserves')}
        limit={MISSION_LIMITS.podReservesMax}
        error={errors.reserves?.message ?? serverFields.reserves}
        rows={2}
        {...form.register('reserves')}
        value={reserves}
      />
      <Text size="sm" c="dimmed">
        {t('missions.actions.finish.waitingHint')}
      </Text>
      <Group grow align="flex-start">
        {(
          [
            ['waitingAtLoadingMinutes', 'waiting_at_loading_minutes', 'missions.actions.finish.waitingAtLoading'],
            ['waitingAtUnloadingMinutes', 'waiting_at_unloading_minutes', 'missions.actions.finish.waitingAtUnloading'],
          ] as const
        ).map(([name, serverName, label]) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <NumberInput
                label={t(label)}
                suffix=" min"
                min={0}
                max={MISSION_LIMITS.waitingMinutesMax}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                value={field.value ?? ''}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={errors[name]?.message ?? serverFields[serverName]}
              />
            )}
          />
        ))}
      </Group>
    </ConfirmModal>
  );
}

type TPodUploadModalProps = {
  opened: boolean;
  mission: TMissionDetail;
  refreshOffer: TRefreshOffer;
  onClose: () => void;
};

/**
 * 'Terminer la mission': the proof of delivery (photos or PDF, checked here as the server will check
 * them, before megabytes are sent) and the reserves noted at unloading.
 */
export function FinishMissionModal({ opened, ...props }: TPodUploadModalProps) {
  // Mounted while open only: each opening starts with no file chosen.
  return opened ? <PodUploadForm kind="finish" {...props} /> : null;
}

/** 'Envoyer une nouvelle preuve': the same form, once the shipper contested the latest proof. */
export function SendPodModal({ opened, ...props }: TPodUploadModalProps) {
  return opened ? <PodUploadForm kind="resendPod" {...props} /> : null;
}
