import type { TFreightDetail, TProposalRequest, TProposalValues } from '@tariq/contracts';
import { DEAL_LIMITS, ZProposalRequest } from '@tariq/contracts';
import { offerToday } from '@tariq/contracts/offers';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { ComponentType } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountedTextarea } from '../../../components/counted-textarea/counted-textarea';
import { DateField } from '../../../components/date-fields/date-fields';
import { MoneyField } from '../../../components/money-input/money-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/form-resolver';
import { formatDate, formatPrice } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useCreateProposal } from '../api/create-proposal';
import type { TRefreshOffer } from '../api/refresh-offer';

/** What the proposal actions need of the offer the carrier looks at. */
export type TProposalOffer = Pick<
  TFreightDetail,
  'uid' | 'available' | 'price' | 'currency' | 'departure' | 'destination' | 'instant_booking'
>;

/**
 * The carrier's driver picker (features/drivers), handed in by the page for a user who may name
 * drivers (`carrierDrivers`): features do not import each other. Without it, no driver is named.
 */
export type TDriverPicker = ComponentType<{
  label: string;
  value: string | null;
  onChange: (driverId: string | null) => void;
  description?: string;
  error?: string;
}>;

const FIELDS = ['price', 'comment', 'departure_date', 'arrival_date', 'driver_id'] as const;
const isField = (name: string): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name);

type TProposalFormProps = {
  offer: TProposalOffer;
  hasPending: boolean;
  refreshOffer: TRefreshOffer;
  onClose: () => void;
  DriverPicker?: TDriverPicker;
};

function ProposalForm({ offer, hasPending, refreshOffer, onClose, DriverPicker }: TProposalFormProps) {
  const { t } = useTranslation('proposals');
  const language = getCurrentLanguage();
  const createProposal = useCreateProposal({ refreshOffer });
  // The price is in the offer's currency: its limit is told in it.
  const resolver = useMemo(() => contractResolver(ZProposalRequest, { currency: offer.currency }), [offer.currency]);
  const form = useForm<TProposalRequest, unknown, TProposalValues>({
    resolver,
    defaultValues: { comment: '', departure_date: null, arrival_date: null, driver_id: null },
  });
  const { errors, isSubmitting } = form.formState;
  const comment = useWatch({ control: form.control, name: 'comment' }) ?? '';
  const offerPrice = formatPrice(offer.price, offer.currency, language);
  const today = offerToday();

  const onValid = async (values: TProposalValues) => {
    try {
      await createProposal.mutateAsync({ uid: offer.uid, values });
      void toastSuccess(t('proposals.carrier.proposeModal.success'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.fields))
          if (isField(field)) form.setError(field, { type: 'server', message });
      form.setError('root.server', { type: 'server', message: errorMessage(error) });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (isSubmitting) {
          event.preventDefault();
          return;
        }
        void form.handleSubmit(onValid)(event);
      }}
    >
      <Stack>
        <Text size="sm">
          {offerPrice
            ? t('proposals.carrier.proposeModal.offerPrice', { price: offerPrice })
            : t('proposals.carrier.proposeModal.offerPriceNone')}
        </Text>
        {hasPending ? (
          <Text size="sm" c="dimmed">
            {t('proposals.carrier.proposeModal.replaces')}
          </Text>
        ) : null}
        {errors.root?.server ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errors.root.server.message}
          </Alert>
        ) : null}
        <MoneyField
          control={form.control}
          name="price"
          label={t('proposals.carrier.proposeModal.price')}
          required
          error={errors.price?.message}
          currency={offer.currency}
          data-autofocus
        />
        <CountedTextarea
          label={t('proposals.carrier.proposeModal.comment')}
          limit={DEAL_LIMITS.commentMax}
          rows={3}
          error={errors.comment?.message}
          {...form.register('comment')}
          value={comment}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {(
            [
              ['departure_date', 'departureDate', offer.departure.date],
              ['arrival_date', 'arrivalDate', offer.destination.date],
            ] as const
          ).map(([name, label, plannedDate]) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <DateField
                  label={t(`proposals.carrier.proposeModal.${label}`)}
                  description={t('proposals.carrier.proposeModal.plannedDate', {
                    date: formatDate(plannedDate, language),
                  })}
                  clearable
                  min={today}
                  value={field.value}
                  // An empty field means the offer's date: sent as null.
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  error={errors[name]?.message}
                />
              )}
            />
          ))}
        </SimpleGrid>
        {DriverPicker ? (
          <Controller
            control={form.control}
            name="driver_id"
            render={({ field }) => (
              <DriverPicker
                label={t('proposals.carrier.driver')}
                description={t('proposals.carrier.proposeModal.driverHint')}
                value={field.value ?? null}
                onChange={field.onChange}
                error={errors.driver_id?.message}
              />
            )}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('proposals.carrier.proposeModal.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('proposals.carrier.proposeModal.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Proposer un prix': a price in the offer's currency, a comment, and other dates if the carrier needs them. */
export function ProposalFormModal({ opened, ...props }: TProposalFormProps & { opened: boolean }) {
  const { t } = useTranslation('proposals');
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={t('proposals.carrier.proposeModal.title')}
      closeButtonProps={{ 'aria-label': t('proposals.close') }}
      size="lg"
    >
      {/* Mounted while open only: each opening starts from an empty form. */}
      {opened ? <ProposalForm {...props} /> : null}
    </Modal>
  );
}
