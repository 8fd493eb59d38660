import type { TOffer } from '@tariq/contracts';
import { ZOfferPriceRequest } from '@tariq/contracts/offers';
import { Alert, Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MoneyField } from '../../../components/money-input/money-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/form-resolver';
import { toastSuccess } from '../../../lib/toast';
import { useUpdateOfferPrice } from '../api/update-offer-price';

// The version is the offer's, not the user's: only the two fields are checked here.
const ZPriceFields = ZOfferPriceRequest.omit({ version: true });

function PriceForm({ offer, onClose }: { offer: TOffer; onClose: () => void }) {
  const { t } = useTranslation('expeditions');
  const updatePrice = useUpdateOfferPrice();
  // The price is in the offer's currency: its limit is told in it.
  const resolver = useMemo(() => contractResolver(ZPriceFields, { currency: offer.currency }), [offer.currency]);
  const form = useForm<z.input<typeof ZPriceFields>, unknown, z.output<typeof ZPriceFields>>({
    resolver,
    defaultValues: { price: offer.price, price_negotiable: offer.price_negotiable },
  });
  const error = updatePrice.error;
  const serverFieldError = error instanceof ApiError ? error.fields.price : undefined;
  const fieldError = form.formState.errors.price?.message ?? serverFieldError;

  const onSubmit = form.handleSubmit(({ price, price_negotiable }) => {
    if (updatePrice.isPending) return;
    // The version the user saw: an offer changed since answers 409, and is read again.
    updatePrice.mutate(
      { uid: offer.uid, price, price_negotiable: price_negotiable ?? offer.price_negotiable, version: offer.version },
      {
        onSuccess: () => {
          void toastSuccess(t('expeditions.priceModal.success'));
          onClose();
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack>
        {error && !serverFieldError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
        <MoneyField
          control={form.control}
          name="price"
          label={t('expeditions.priceModal.price')}
          description={t('expeditions.priceModal.priceHint')}
          error={fieldError}
          currency={offer.currency}
          data-autofocus
        />
        <Checkbox label={t('expeditions.priceModal.negotiable')} {...form.register('price_negotiable')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('expeditions.back')}
          </Button>
          <Button type="submit" loading={updatePrice.isPending}>
            {t('expeditions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function OfferPriceModal({ offer, opened, onClose }: { offer: TOffer; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('expeditions');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('expeditions.priceModal.title')}
      closeButtonProps={{ 'aria-label': t('expeditions.close') }}
    >
      {/* Mounted while open only: each opening starts from the offer as it is now. */}
      {opened ? <PriceForm offer={offer} onClose={onClose} /> : null}
    </Modal>
  );
}
