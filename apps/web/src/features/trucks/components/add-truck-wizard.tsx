import type { TTruckCreateInput } from '@tariq/contracts/trucks';
import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useCreateTruck } from '../api/create-truck';
import {
  WIZARD_STEP_COUNT,
  checkTruckWizard,
  emptyTruckWizard,
  formFieldOf,
  stepOfField,
  toCreateTruckRequest,
} from '../utils/truck-form-values';
import type { TTruckWizardValues } from '../utils/truck-form-values';
import { truckResolver } from '../utils/truck-validation';
import { TruckAvailabilityFields, TruckContactFields, TruckPropertiesFields } from './truck-fields';
import type { TPlaceField } from './truck-fields';

/** The modal's width (spec 000 §9). */
const WIZARD_WIDTH = 562;

const STEP_TITLES = [
  'trucks.wizard.steps.truck',
  'trucks.wizard.steps.contact',
  'trucks.wizard.steps.availability',
] as const;

export type TAddTruckWizardProps = {
  opened: boolean;
  onClose: () => void;
  PlaceField: TPlaceField;
};

/**
 * The add-truck wizard (spec 000 §2, §4, §5): the truck, its contact, its availability. Each step
 * goes on only once its fields pass the contract's checks; the last sends the truck. The form lives
 * while the modal is closed: closing it keeps what was typed, a truck added empties it.
 */
export function AddTruckWizard({ opened, onClose, PlaceField }: TAddTruckWizardProps) {
  const { t } = useTranslation(['trucks', 'errors']);
  const create = useCreateTruck();
  const [step, setStep] = useState(0);
  // The resolver checks the fields of the step shown, read when it runs (after a change, on send).
  const stepShown = useRef(0);
  const [formError, setFormError] = useState<string | null>(null);
  const titleId = useId();

  const resolver = useMemo(
    () => truckResolver<TTruckWizardValues>(checkTruckWizard, (field) => stepOfField(field) === stepShown.current),
    [],
  );
  const form = useForm<TTruckWizardValues>({
    defaultValues: emptyTruckWizard(),
    resolver,
    mode: 'all',
  });
  const values = useWatch({ control: form.control }) as TTruckWizardValues;
  const issues = useMemo(() => checkTruckWizard(values), [values]);
  const isStepValid = !issues.some((issue) => stepOfField(issue.field) === step);
  const isLastStep = step === WIZARD_STEP_COUNT - 1;

  const goTo = (next: number) => {
    stepShown.current = next;
    setStep(next);
  };

  const send = async (sent: TTruckWizardValues) => {
    setFormError(null);
    const firstIssue = checkTruckWizard(sent)[0];
    if (firstIssue) {
      goTo(stepOfField(firstIssue.field));
      return;
    }
    try {
      // Checked just above: the weight is a number.
      const truck = await create.mutateAsync(toCreateTruckRequest(sent) as TTruckCreateInput);
      void toastSuccess(t('trucks.wizard.added', { name: truck.name }));
      form.reset(emptyTruckWizard());
      goTo(0);
      onClose();
    } catch (error) {
      void toastError(t('trucks.wizard.addFailed'));
      // What was typed stays; the server's field errors show on their fields, from the first step that has one.
      const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
      if (fields.length > 0) {
        for (const [field, message] of fields)
          form.setError(formFieldOf(field) as FieldPath<TTruckWizardValues>, { type: 'server', message });
        goTo(Math.min(...fields.map(([field]) => stepOfField(formFieldOf(field)))));
        setFormError(t('errors.VALIDATION', { ns: 'errors' }));
      } else {
        setFormError(errorMessage(error));
      }
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field goes on as Suivant does; only the last step sends.
    if (!isStepValid) return;
    if (!isLastStep) {
      goTo(step + 1);
      return;
    }
    void form.handleSubmit(send)(event);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={WIZARD_WIDTH}
      title={t('trucks.wizard.title')}
      closeButtonProps={{ 'aria-label': t('trucks.wizard.close') }}
    >
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
          <Stack>
            <div>
              <Text size="xs" c="dimmed">
                {t('trucks.wizard.progress', { current: step + 1, total: WIZARD_STEP_COUNT })}
              </Text>
              <Title order={3} size="h5" id={titleId}>
                {t(STEP_TITLES[step]!)}
              </Title>
            </div>
            {formError ? (
              <Alert
                color="red"
                icon={<IconAlertCircle aria-hidden />}
                title={t('trucks.wizard.addFailed')}
                role="alert"
              >
                {formError}
              </Alert>
            ) : null}
            {step === 0 ? <TruckPropertiesFields onTypeChange={() => form.setValue('goods', [])} /> : null}
            {step === 1 ? <TruckContactFields /> : null}
            {step === 2 ? <TruckAvailabilityFields PlaceField={PlaceField} weightUnit="tonne" /> : null}
            <Group justify="space-between">
              <Button variant="default" onClick={() => goTo(step - 1)} disabled={step === 0}>
                {t('trucks.wizard.back')}
              </Button>
              {isLastStep ? (
                <Button type="submit" disabled={!isStepValid} loading={create.isPending}>
                  {t('trucks.wizard.finish')}
                </Button>
              ) : (
                <Button type="button" disabled={!isStepValid} onClick={() => goTo(step + 1)}>
                  {t('trucks.wizard.next')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
