import { OFFER_LIMITS, OPTION_LISTS, offerToday } from '@tariq/contracts';
import type { TOptionList, TPlaceValue } from '@tariq/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Select } from '../../../components/select/select';
import { toNestErrors } from '@hookform/resolvers';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Control, FieldError, FieldErrors, FieldPath, Resolver, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '../../../components/choice-chips/choice-chips';
import { TruckTypeSelect } from '../../../components/truck-type-select/truck-type-select';
import { CountedTextarea } from '../../../components/counted-textarea/counted-textarea';
import { DateField, TimeField } from '../../../components/date-fields/date-fields';
import { MoneyField } from '../../../components/money-input/money-field';
import { ApiError, isConflict } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/form-errors';
import { i18next, loadNamespaces } from '../../../lib/i18n';
import { useCatalogueLabels } from '../../../lib/use-catalogue-labels';
import { emptyOfferForm, formFieldOf, toOfferRequest } from '../utils/offer-form-values';
import type { TOfferFormValues } from '../utils/offer-form-values';
import { PrivateOfferFields } from './private-offer-fields';

/** The place picker, handed in by the page (features do not import each other). */
export type TPlaceFieldProps = {
  value: TPlaceValue | null;
  onChange: (value: TPlaceValue | null) => void;
  label?: string;
  countryLabel?: string;
  error?: ReactNode;
  required?: boolean;
};

/** What the price hint is told of the offer being written (a component handed in by the page). */
export type TPriceHintProps = {
  from: TPlaceValue | null;
  to: TPlaceValue | null;
  truckType: string | null;
};

export type TOfferFormMode = { kind: 'create' } | { kind: 'edit'; version: number };

export type TOfferFormProps = {
  mode: TOfferFormMode;
  defaultValues?: TOfferFormValues;
  PlaceField: ComponentType<TPlaceFieldProps>;
  /** Under the price field: the usual price of the offer's lane (issue 31), handed in by the page. */
  PriceHint?: ComponentType<TPriceHintProps>;
  /** Sends the checked request; a refusal with field errors is shown on the fields. */
  onSubmit: (request: Record<string, unknown>) => Promise<void>;
  /** Above the sections: the templates bar of the new-offer page. */
  header?: (form: { getValues: () => TOfferFormValues; reset: (values: TOfferFormValues) => void }) => ReactNode;
  /** Text of the alert when sending fails for another reason than the fields. */
  failureMessage: string;
  /**
   * 'Bourse privée' is offered: the shipper's company has the private_freight module (an offer
   * already private keeps showing it, so that editing does not change it unseen).
   */
  canPublishPrivately?: boolean;
  /** Editing a private offer with a cascade: when it goes public as things stand. */
  currentPublicAfter?: string | null;
};

/**
 * Checks the form with the contract's schema, as the server will (and with today's date where the
 * goods are); errors land on the fields the user sees (the picker holds country and place).
 */
function offerResolver(mode: TOfferFormMode): Resolver<TOfferFormValues> {
  return async (values, _context, resolverOptions) => {
    const [{ createCreateOfferSchema, createUpdateOfferSchema }] = await Promise.all([
      import('@tariq/contracts/offers'),
      loadNamespaces('validation'),
    ]);
    const options = { today: offerToday() };
    const request = toOfferRequest(values);
    const result =
      mode.kind === 'create'
        ? createCreateOfferSchema(options).safeParse({ ...request, copies: values.copies })
        : createUpdateOfferSchema(options).safeParse({ ...request, version: mode.version });
    const errors: Record<string, FieldError> = {};
    // 'Groupes ou transporteurs choisis' with none chosen would reach the whole network: ask instead.
    if (
      values.visibility === 'private' &&
      values.audience === 'chosen' &&
      values.private_audience.groups.length === 0 &&
      values.private_audience.carriers.length === 0
    )
      errors.private_audience = {
        type: 'validation',
        message: i18next.t('validation.selectAtLeastOne', { ns: 'validation' }),
      };
    if (result.success && Object.keys(errors).length === 0) return { values, errors: {} };
    if (!result.success)
      for (const [field, message] of Object.entries(await fieldErrors(result.error, { currency: values.currency })))
        errors[formFieldOf(field)] ??= { type: 'validation', message };
    return { values: {}, errors: toNestErrors<TOfferFormValues>(errors, resolverOptions) };
  };
}

function errorAt(errors: FieldErrors<TOfferFormValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

type TFieldProps = {
  control: Control<TOfferFormValues>;
  register: UseFormRegister<TOfferFormValues>;
  errors: FieldErrors<TOfferFormValues>;
};

function StopFields({
  side,
  control,
  register,
  errors,
  PlaceField,
}: TFieldProps & { side: 'departure' | 'destination'; PlaceField: ComponentType<TPlaceFieldProps> }) {
  const { t } = useTranslation('offerForm');
  const comment = useWatch({ control, name: `${side}.comment` });
  return (
    <>
      <Controller
        control={control}
        name={`${side}.place`}
        render={({ field }) => (
          <PlaceField
            value={field.value}
            onChange={field.onChange}
            label={t('offerForm.fields.place')}
            countryLabel={t('offerForm.fields.country')}
            error={errorAt(errors, `${side}.place`)}
            required
          />
        )}
      />
      <TextInput
        label={t('offerForm.fields.address')}
        required
        error={errorAt(errors, `${side}.address`)}
        {...register(`${side}.address`)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Controller
          control={control}
          name={`${side}.date`}
          render={({ field }) => (
            <DateField
              label={t('offerForm.fields.date')}
              required
              min={offerToday()}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              name={field.name}
              error={errorAt(errors, `${side}.date`)}
            />
          )}
        />
        <Controller
          control={control}
          name={`${side}.time`}
          render={({ field }) => (
            <TimeField
              label={t('offerForm.fields.time')}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              error={errorAt(errors, `${side}.time`)}
            />
          )}
        />
      </SimpleGrid>
      <CountedTextarea
        label={t('offerForm.fields.comment')}
        limit={OFFER_LIMITS.commentMax}
        rows={2}
        error={errorAt(errors, `${side}.comment`)}
        {...register(`${side}.comment`)}
        value={comment}
      />
    </>
  );
}

function MeasureField({
  name,
  label,
  max,
  required,
  control,
  errors,
}: Omit<TFieldProps, 'register'> & {
  name: 'weight_kg' | 'height_m' | 'length_m' | 'width_m' | 'mpl' | 'price';
  label: string;
  max: number;
  required?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          required={required}
          min={0}
          max={max}
          decimalScale={2}
          clampBehavior="none"
          value={field.value}
          onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
          onBlur={field.onBlur}
          name={field.name}
          error={errorAt(errors, name)}
        />
      )}
    />
  );
}

/** A select of one catalogue list, labelled in the user's language. */
function CatalogueSelect<TName extends FieldPath<TOfferFormValues>>({
  list,
  name,
  label,
  required,
  control,
  errors,
}: Omit<TFieldProps, 'register'> & { list: TOptionList; name: TName; label: string; required?: boolean }) {
  const { t } = useCatalogueLabels();
  const data = OPTION_LISTS[list].map((value) => ({ value, label: t(`catalogue.${list}.${value}` as never) }));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          required={required}
          data={data}
          value={(field.value as string | null) ?? null}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          allowDeselect={!required}
          error={errorAt(errors, name)}
        />
      )}
    />
  );
}

function GoodsFields({ control, register, errors }: TFieldProps) {
  const { t } = useTranslation('offerForm');
  const { t: label } = useCatalogueLabels();
  const goodsType = useWatch({ control, name: 'goods_type' });
  return (
    <>
      <Controller
        control={control}
        name="goods_type"
        render={({ field }) => (
          <ChoiceChips
            list="goodsType"
            label={t('offerForm.fields.goodsType')}
            required
            value={field.value}
            onChange={field.onChange}
            error={errorAt(errors, 'goods_type')}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
        <MeasureField
          name="weight_kg"
          label={t('offerForm.fields.weight')}
          max={OFFER_LIMITS.weightKgMax}
          required
          control={control}
          errors={errors}
        />
        <MeasureField
          name="height_m"
          label={t('offerForm.fields.height')}
          max={OFFER_LIMITS.heightMMax}
          required
          control={control}
          errors={errors}
        />
        <MeasureField
          name="mpl"
          label={t('offerForm.fields.mpl')}
          max={OFFER_LIMITS.mplMax}
          required
          control={control}
          errors={errors}
        />
        <MeasureField
          name="length_m"
          label={t('offerForm.fields.length')}
          max={OFFER_LIMITS.lengthMMax}
          control={control}
          errors={errors}
        />
        <MeasureField
          name="width_m"
          label={t('offerForm.fields.width')}
          max={OFFER_LIMITS.widthMMax}
          control={control}
          errors={errors}
        />
      </SimpleGrid>
      {goodsType === 'palletised' ? (
        <fieldset className="tariq-fieldset">
          <legend>{t('offerForm.fields.pallets')}</legend>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            {OPTION_LISTS.palletType.map((type) => (
              <Controller
                key={type}
                control={control}
                name={`pallets.${type}`}
                render={({ field }) => (
                  <NumberInput
                    label={label(`catalogue.palletType.${type}` as never)}
                    min={0}
                    max={OFFER_LIMITS.palletCountMax}
                    allowDecimal={false}
                    clampBehavior="none"
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
                    error={errorAt(errors, `pallets.${type}`)}
                  />
                )}
              />
            ))}
          </SimpleGrid>
          <Checkbox mt="sm" label={t('offerForm.fields.palletsStacked')} {...register('pallets_stacked')} />
        </fieldset>
      ) : null}
      {goodsType === 'container' ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <CatalogueSelect
            list="containerType"
            name="container_type"
            label={t('offerForm.fields.containerType')}
            required
            control={control}
            errors={errors}
          />
          <CatalogueSelect
            list="containerSize"
            name="container_size"
            label={t('offerForm.fields.containerSize')}
            control={control}
            errors={errors}
          />
        </SimpleGrid>
      ) : null}
      {goodsType === 'bulk' || goodsType === 'solid_bulk' ? (
        <CatalogueSelect
          list="bulkType"
          name="bulk_type"
          label={t('offerForm.fields.bulkType')}
          required
          control={control}
          errors={errors}
        />
      ) : null}
      <Group>
        <Checkbox label={t('offerForm.fields.dangerous')} {...register('dangerous')} />
        <Checkbox label={t('offerForm.fields.refrigerated')} {...register('refrigerated')} />
      </Group>
    </>
  );
}

function VehicleFields({ control, register, errors }: TFieldProps) {
  const { t } = useTranslation('offerForm');
  return (
    <>
      <Controller
        control={control}
        name="truck_type"
        render={({ field }) => (
          <TruckTypeSelect
            value={field.value}
            onChange={field.onChange}
            label={t('offerForm.fields.truckType')}
            required
            error={errorAt(errors, 'truck_type')}
          />
        )}
      />
      <Controller
        control={control}
        name="truck_power_type"
        render={({ field }) => (
          <ChoiceChips
            list="truckPowerType"
            label={t('offerForm.fields.truckPowerType')}
            required
            value={field.value}
            onChange={field.onChange}
            error={errorAt(errors, 'truck_power_type')}
          />
        )}
      />
      <Checkbox label={t('offerForm.fields.tailLift')} {...register('tail_lift')} />
      <Controller
        control={control}
        name="handling"
        render={({ field }) => (
          <Radio.Group label={t('offerForm.fields.handling')} value={field.value} onChange={field.onChange}>
            <Group mt={4}>
              <Radio value="carrier" label={t('offerForm.fields.handlingCarrier')} />
              <Radio value="client" label={t('offerForm.fields.handlingClient')} />
            </Group>
          </Radio.Group>
        )}
      />
    </>
  );
}

/** The hint under the price, once the form knows the lane: both places and the truck type. */
function LanePriceHintOf({
  control,
  PriceHint,
}: Pick<TFieldProps, 'control'> & { PriceHint: ComponentType<TPriceHintProps> }) {
  const [from, to, truckType] = useWatch({ control, name: ['departure.place', 'destination.place', 'truck_type'] });
  return <PriceHint from={from} to={to} truckType={truckType || null} />;
}

function PriceFields({
  control,
  register,
  errors,
  PriceHint,
}: TFieldProps & { PriceHint?: ComponentType<TPriceHintProps> }) {
  const { t } = useTranslation('offerForm');
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <MoneyField
          control={control}
          name="price"
          emptyValue=""
          label={t('offerForm.fields.price')}
          placeholder={t('offerForm.fields.pricePlaceholder')}
          // The currency is chosen beside it.
          currency={null}
          error={errorAt(errors, 'price')}
        />
        <CatalogueSelect
          list="currency"
          name="currency"
          label={t('offerForm.fields.currency')}
          required
          control={control}
          errors={errors}
        />
      </SimpleGrid>
      {PriceHint ? <LanePriceHintOf control={control} PriceHint={PriceHint} /> : null}
      <Checkbox label={t('offerForm.fields.priceNegotiable')} {...register('price_negotiable')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <CatalogueSelect
          list="paymentMethod"
          name="payment_method"
          label={t('offerForm.fields.paymentMethod')}
          required
          control={control}
          errors={errors}
        />
        <CatalogueSelect
          list="paymentTerm"
          name="payment_term"
          label={t('offerForm.fields.paymentTerm')}
          required
          control={control}
          errors={errors}
        />
      </SimpleGrid>
    </>
  );
}

function VisibilityFields({
  control,
  register,
  errors,
  canPublishPrivately,
  currentPublicAfter,
}: TFieldProps & { canPublishPrivately: boolean; currentPublicAfter?: string | null }) {
  const { t } = useTranslation('offerForm');
  const visibility = useWatch({ control, name: 'visibility' });
  // An offer that was private stays able to be private again after a click on 'Bourse publique'.
  const [wasPrivate] = useState(visibility === 'private');
  const isPrivateOffered = canPublishPrivately || wasPrivate || visibility === 'private';
  return (
    <>
      {isPrivateOffered ? (
        <Controller
          control={control}
          name="visibility"
          render={({ field }) => (
            <Radio.Group label={t('offerForm.fields.visibility')} value={field.value} onChange={field.onChange}>
              <Group mt={4}>
                <Radio value="public" label={t('offerForm.fields.visibilityPublic')} />
                <Radio value="private" label={t('offerForm.fields.visibilityPrivate')} />
              </Group>
            </Radio.Group>
          )}
        />
      ) : null}
      {visibility === 'private' ? (
        <PrivateOfferFields control={control} errors={errors} currentPublicAfter={currentPublicAfter} />
      ) : null}
      <Checkbox label={t('offerForm.fields.showContact')} {...register('show_contact')} />
      <Checkbox
        label={t('offerForm.fields.instantBooking')}
        description={t('offerForm.fields.instantBookingHint')}
        {...register('instant_booking')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('offerForm.fields.loadingReference')}
          error={errorAt(errors, 'loading_reference')}
          {...register('loading_reference')}
        />
        <TextInput
          label={t('offerForm.fields.unloadingReference')}
          error={errorAt(errors, 'unloading_reference')}
          {...register('unloading_reference')}
        />
      </SimpleGrid>
    </>
  );
}

/**
 * The offer form (spec 001 §2, §5): sections Départ, Arrivée, Marchandise, Véhicule, Prix et
 * paiement, Visibilité; fields that appear with the goods type; copies when publishing.
 */
export function OfferForm({
  mode,
  defaultValues,
  PlaceField,
  PriceHint,
  onSubmit,
  header,
  failureMessage,
  canPublishPrivately = false,
  currentPublicAfter,
}: TOfferFormProps) {
  const { t } = useTranslation(['offerForm', 'errors']);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    setError,
    getValues,
    reset,
  } = useForm<TOfferFormValues>({
    defaultValues: defaultValues ?? emptyOfferForm(),
    resolver: offerResolver(mode),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const copies = useWatch({ control, name: 'copies' });

  const submit = handleSubmit(
    async (values) => {
      setFormError(null);
      const request = toOfferRequest(values);
      try {
        await onSubmit(
          mode.kind === 'create' ? { ...request, copies: values.copies } : { ...request, version: mode.version },
        );
      } catch (error) {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
          for (const [field, message] of Object.entries(error.fields))
            setError(formFieldOf(field) as FieldPath<TOfferFormValues>, { type: 'server', message });
          setFormError(t('errors.VALIDATION', { ns: 'errors' }));
        } else if (isConflict(error)) {
          setFormError(error.message);
        } else {
          setFormError(failureMessage);
        }
      }
    },
    () => setFormError(t('errors.VALIDATION', { ns: 'errors' })),
  );

  const fieldProps = { control, register, errors };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('offerForm.title')}>
      <Stack>
        {header?.({ getValues, reset: (values) => reset(values) })}
        {formError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {formError}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Section title={t('offerForm.sections.departure')}>
            <StopFields side="departure" PlaceField={PlaceField} {...fieldProps} />
          </Section>
          <Section title={t('offerForm.sections.destination')}>
            <StopFields side="destination" PlaceField={PlaceField} {...fieldProps} />
          </Section>
        </SimpleGrid>
        <Section title={t('offerForm.sections.goods')}>
          <GoodsFields {...fieldProps} />
        </Section>
        <Section title={t('offerForm.sections.vehicle')}>
          <VehicleFields {...fieldProps} />
        </Section>
        <Section title={t('offerForm.sections.price')}>
          <PriceFields {...fieldProps} PriceHint={PriceHint} />
        </Section>
        <Section title={t('offerForm.sections.visibility')}>
          <VisibilityFields
            {...fieldProps}
            canPublishPrivately={canPublishPrivately}
            currentPublicAfter={currentPublicAfter}
          />
        </Section>
        <Group justify="flex-end" align="flex-end">
          {mode.kind === 'create' ? (
            <Controller
              control={control}
              name="copies"
              render={({ field }) => (
                <NumberInput
                  label={t('offerForm.fields.copies')}
                  description={t('offerForm.hints.copies', { max: OFFER_LIMITS.copiesMax })}
                  min={1}
                  max={OFFER_LIMITS.copiesMax}
                  allowDecimal={false}
                  clampBehavior="none"
                  w={220}
                  value={field.value}
                  onChange={(value) => field.onChange(value === '' ? 1 : Number(value))}
                  error={errorAt(errors, 'copies')}
                />
              )}
            />
          ) : null}
          <Button type="submit" size="md" loading={isSubmitting}>
            {mode.kind === 'create'
              ? t('offerForm.submit', { count: Number(copies) || 1 })
              : t('offerForm.saveChanges')}
          </Button>
        </Group>
        {mode.kind === 'create' ? (
          <Text size="xs" c="dimmed" ta="end">
            {t('offerForm.hints.required')}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
