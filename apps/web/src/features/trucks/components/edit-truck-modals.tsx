import type { TTruck, TTruckUpdateInput } from '@tariq/contracts/trucks';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { DefaultValues, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useUpdateTruck } from '../api/update-truck';
import {
  availabilityValuesOf,
  checkAvailability,
  checkContact,
  checkProperties,
  contactValuesOf,
  formFieldOf,
  propertiesValuesOf,
  toAvailabilityChanges,
  toContactChanges,
  toPropertiesChanges,
} from '../utils/truck-form-values';
import type { TTruckRequestDraft } from '../utils/truck-form-values';
import type { TFormIssue } from '../utils/truck-validation';
import { truckResolver } from '../utils/truck-validation';
import { TruckAvailabilityFields, TruckContactFields, TruckPropertiesFields } from './truck-fields';
import type { TPlaceField } from './truck-fields';

type TEditFormOptions<TValues extends FieldValues> = {
  truck: TTruck;
  initial: TValues;
  check: (values: TValues) => TFormIssue[];
  changesOf: (values: TValues) => TTruckRequestDraft<TTruckUpdateInput>;
  /** The toast once saved. */
  savedMessage: string;
  onClose: () => void;
};

/**
 * One edit of a truck: the form, what changed (the only fields sent), and its save. The save is
 * off while something is wrong, nothing changed, or a save runs (spec 000 §5).
 */
function useTruckEditForm<TValues extends FieldValues>({
  truck,
  initial,
  check,
  changesOf,
  savedMessage,
  onClose,
}: TEditFormOptions<TValues>) {
  const { t } = useTranslation(['trucks', 'errors']);
  const update = useUpdateTruck();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => truckResolver<TValues>(check), [check]);
  const form = useForm<TValues>({ defaultValues: initial as DefaultValues<TValues>, resolver, mode: 'all' });
  const values = useWatch({ control: form.control }) as TValues;
  const changes = changesOf(values);
  const hasIssues = check(values).length > 0;
  const hasChanges = Object.keys(changes).length > 0;
  const canSave = !hasIssues && hasChanges && !update.isPending;

  const onSubmit = form.handleSubmit(async (sent) => {
    setFormError(null);
    try {
      // Checked by the resolver: the weight, if sent, is a number.
      await update.mutateAsync({ id: truck.id, changes: changesOf(sent) as TTruckUpdateInput });
      void toastSuccess(savedMessage);
      onClose();
    } catch (error) {
      void toastError(t('trucks.edit.failed'));
      const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
      for (const [field, message] of fields)
        form.setError(formFieldOf(field) as FieldPath<TValues>, { type: 'server', message });
      setFormError(fields.length > 0 ? t('errors.VALIDATION', { ns: 'errors' }) : errorMessage(error));
    }
  });
  return { form, canSave, isSaving: update.isPending, formError, onSubmit };
}

type TEditModalProps<TValues extends FieldValues> = {
  title: string;
  onClose: () => void;
  edit: ReturnType<typeof useTruckEditForm<TValues>>;
  size?: number | string;
  children: ReactNode;
};

function TruckEditModal<TValues extends FieldValues>({
  title,
  onClose,
  edit,
  size,
  children,
}: TEditModalProps<TValues>) {
  const { t } = useTranslation('trucks');
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size={size}
      closeButtonProps={{ 'aria-label': t('trucks.edit.close') }}
    >
      <FormProvider {...(edit.form as UseFormReturn<TValues>)}>
        <form onSubmit={(event) => void edit.onSubmit(event)} noValidate aria-label={title}>
          <Stack>
            {edit.formError ? (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('trucks.edit.failed')} role="alert">
                {edit.formError}
              </Alert>
            ) : null}
            {children}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('trucks.edit.cancel')}
              </Button>
              <Button type="submit" disabled={!edit.canSave} loading={edit.isSaving}>
                {t('trucks.edit.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}

type TEditProps = { truck: TTruck; onClose: () => void };

/** 'Modifier': the name and the complete type (spec 000 §5, edit properties). */
export function EditTruckPropertiesModal({ truck, onClose }: TEditProps) {
  const { t } = useTranslation('trucks');
  const initial = useMemo(() => propertiesValuesOf(truck), [truck]);
  const edit = useTruckEditForm({
    truck,
    initial,
    check: checkProperties,
    changesOf: (values) => toPropertiesChanges(values, initial),
    savedMessage: t('trucks.edit.updated'),
    onClose,
  });
  const type = useWatch({ control: edit.form.control, name: 'type' });
  return (
    <TruckEditModal title={t('trucks.edit.propertiesTitle')} onClose={onClose} edit={edit}>
      <TruckPropertiesFields />
      {type !== truck.type && truck.goods.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('trucks.edit.typeEmptiesGoods')}
        </Text>
      ) : null}
    </TruckEditModal>
  );
}

/** 'Coordonnées': who shippers call about the truck, and its comment (spec 000 §5, edit contact). */
export function EditTruckContactModal({ truck, onClose }: TEditProps) {
  const { t } = useTranslation('trucks');
  const initial = useMemo(() => contactValuesOf(truck), [truck]);
  const edit = useTruckEditForm({
    truck,
    initial,
    check: checkContact,
    changesOf: (values) => toContactChanges(values, initial),
    savedMessage: t('trucks.edit.contactUpdated'),
    onClose,
  });
  return (
    <TruckEditModal title={t('trucks.edit.contactTitle')} onClose={onClose} edit={edit}>
      <TruckContactFields />
    </TruckEditModal>
  );
}

/**
 * 'Disponibilité': places, dates, capacity and goods, the weight in kg (spec 000 §5, edit
 * availability). Only what changed is sent; a place with its country, state and city.
 */
export function EditTruckAvailabilityModal({ truck, onClose, PlaceField }: TEditProps & { PlaceField: TPlaceField }) {
  const { t } = useTranslation('trucks');
  const initial = useMemo(() => availabilityValuesOf(truck), [truck]);
  const check = useMemo(() => (values: typeof initial) => checkAvailability(values, initial), [initial]);
  const edit = useTruckEditForm({
    truck,
    initial,
    check,
    changesOf: (values) => toAvailabilityChanges(values, initial),
    savedMessage: t('trucks.edit.updated'),
    onClose,
  });
  return (
    <TruckEditModal title={t('trucks.edit.availabilityTitle')} onClose={onClose} edit={edit} size={562}>
      <TruckAvailabilityFields PlaceField={PlaceField} weightUnit="kilogram" />
    </TruckEditModal>
  );
}
