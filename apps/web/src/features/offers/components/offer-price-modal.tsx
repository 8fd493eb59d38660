import type { TOffer } from '@tariq/contracts';
import { OFFER_LIMITS } from '@tariq/contracts/offers';
import { Alert, Button, Checkbox, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { decimalSeparator } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useUpdateOfferPrice } from '../api/update-offer-price';

/*
 * Two fields: plain state, and the server's checks (the contract's, with its messages in the user's
 * language) shown under the field. react-hook-form here would split it out of the login route's
 * chunk into a shared one, and the login route has a 200 KB budget (ARCHITECTURE.md §8).
 */
function PriceForm({ offer, onClose }: { offer: TOffer; onClose: () => void }) {
  const { t } = useTranslation('expeditions');
  const updatePrice = useUpdateOfferPrice();
  const [price, setPrice] = useState<number | null>(offer.price);
  const [negotiable, setNegotiable] = useState(offer.price_negotiable);
  const error = updatePrice.error;
  const fieldError = error instanceof ApiError ? error.fields.price : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (updatePrice.isPending) return;
    // The version the user saw: an offer changed since answers 409, and is read again.
    updatePrice.mutate(
      { uid: offer.uid, price, price_negotiable: negotiable, version: offer.version },
      {
        onSuccess: () => {
          void toastSuccess(t('expeditions.priceModal.success'));
          onClose();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack>
        {error && !fieldError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
        <NumberInput
          label={t('expeditions.priceModal.price')}
          description={t('expeditions.priceModal.priceHint')}
          value={price ?? ''}
          onChange={(value) => setPrice(value === '' ? null : Number(value))}
          error={fieldError}
          min={0}
          max={OFFER_LIMITS.priceMax}
          decimalScale={2}
          decimalSeparator={decimalSeparator(getCurrentLanguage())}
          allowNegative={false}
          hideControls
          rightSection={offer.currency}
          rightSectionWidth={56}
          data-autofocus
        />
        <Checkbox
          label={t('expeditions.priceModal.negotiable')}
          checked={negotiable}
          onChange={(event) => setNegotiable(event.currentTarget.checked)}
        />
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
