import type { TLanguage } from '@tariq/contracts';
import { ZCreateDriverRequest, ZUpdateDriverRequest } from '@tariq/contracts/drivers';
import type { TCreateDriverValues, TDriver, TUpdateDriverValues } from '@tariq/contracts/drivers';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { UseFormReturn, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/form-resolver';
import { toastSuccess } from '../../../lib/toast';
import { useCreateDriver } from '../api/create-driver';
import { useUpdateDriver } from '../api/update-driver';
import { DRIVER_FORM_FIELDS, driverChanges, driverValuesOf, emptyDriverValues } from '../utils/driver-form-values';
import type { TDriverFormValues } from '../utils/driver-form-values';
import { DriverFields } from './driver-fields';

// The server's own schemas: the form refuses what the server refuses, in the same words.
const createResolver = contractResolver<TDriverFormValues, TCreateDriverValues>(ZCreateDriverRequest as never);
const updateResolver = contractResolver<TDriverFormValues, TUpdateDriverValues>(ZUpdateDriverRequest as never);

/**
 * A refused save: the server's field messages (already in the user's language) land on their fields,
 * and the alert gives the server's message (why: "this e-mail already has an account", "correct the
 * errors"); a field the form does not show is still said there. What was typed stays.
 */
function showSaveError(error: unknown, setError: UseFormSetError<TDriverFormValues>): string {
  const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
  const unplaced: string[] = [];
  for (const [field, message] of fields) {
    if ((DRIVER_FORM_FIELDS as readonly string[]).includes(field))
      setError(field as keyof TDriverFormValues, { type: 'server', message });
    else unplaced.push(message);
  }
  return [errorMessage(error), ...unplaced].join(' ');
}

type TDriverFormModalProps = {
  title: string;
  form:
    | UseFormReturn<TDriverFormValues, unknown, TCreateDriverValues>
    | UseFormReturn<TDriverFormValues, unknown, TUpdateDriverValues>;
  onSubmit: () => void;
  onClose: () => void;
  formError: string | null;
  submitLabel: string;
  canSubmit: boolean;
  isSaving: boolean;
  intro?: ReactNode;
};

function DriverFormModal({
  title,
  form,
  onSubmit,
  onClose,
  formError,
  submitLabel,
  canSubmit,
  isSaving,
  intro,
}: TDriverFormModalProps) {
  const { t } = useTranslation('drivers');
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('drivers.form.close') }}
    >
      <form
        aria-label={title}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack>
          {intro}
          {formError ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('drivers.form.failed')} role="alert">
              {formError}
            </Alert>
          ) : null}
          <DriverFields form={form as unknown as UseFormReturn<TDriverFormValues>} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('drivers.form.cancel')}
            </Button>
            <Button type="submit" disabled={!canSubmit} loading={isSaving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * 'Ajouter un chauffeur': the server makes the driver's account with a generated password and mails
 * the login and password to the driver, in the language chosen. A refusal keeps what was typed.
 */
export function AddDriverModal({ language, onClose }: { language: TLanguage; onClose: () => void }) {
  const { t } = useTranslation('drivers');
  const create = useCreateDriver();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TDriverFormValues, unknown, TCreateDriverValues>({
    defaultValues: emptyDriverValues(language),
    resolver: createResolver,
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const driver = await create.mutateAsync(values);
      void toastSuccess(
        t('drivers.add.added', { name: `${driver.firstName} ${driver.lastName}`, email: driver.email }),
      );
      onClose();
    } catch (error) {
      setFormError(showSaveError(error, form.setError));
    }
  });

  return (
    <DriverFormModal
      title={t('drivers.add.title')}
      intro={
        <Text size="sm" c="dimmed">
          {t('drivers.add.intro')}
        </Text>
      }
      form={form}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
      formError={formError}
      submitLabel={t('drivers.add.submit')}
      canSubmit={!create.isPending}
      isSaving={create.isPending}
    />
  );
}

/** 'Modifier': only the fields that changed are sent; the save waits for a change. */
export function EditDriverModal({ driver, onClose }: { driver: TDriver; onClose: () => void }) {
  const { t } = useTranslation('drivers');
  const update = useUpdateDriver();
  const [formError, setFormError] = useState<string | null>(null);
  const defaultValues = useMemo(() => driverValuesOf(driver), [driver]);
  const form = useForm<TDriverFormValues, unknown, TUpdateDriverValues>({
    defaultValues,
    resolver: updateResolver,
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const changes = driverChanges(driver, values);
    // Typed differently, the same as stored (`12345-116-16` for `12345 116 16`): nothing to send.
    if (Object.keys(changes).length === 0) return onClose();
    try {
      await update.mutateAsync({ id: driver.id, changes });
      void toastSuccess(t('drivers.edit.saved'));
      onClose();
    } catch (error) {
      setFormError(showSaveError(error, form.setError));
    }
  });

  return (
    <DriverFormModal
      title={t('drivers.edit.title', { name: `${driver.firstName} ${driver.lastName}` })}
      form={form}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
      formError={formError}
      submitLabel={t('drivers.edit.submit')}
      canSubmit={form.formState.isDirty && !update.isPending}
      isSaving={update.isPending}
    />
  );
}
