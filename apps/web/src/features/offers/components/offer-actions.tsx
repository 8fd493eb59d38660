import type { TOffer } from '@tariq/contracts';
import { canDoOfferAction } from '@tariq/contracts/offers';
import { Button, Group } from '@mantine/core';
import { IconBan, IconCash, IconHash, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { OfferCancelModal } from './offer-cancel-modal';
import { OfferDeleteModal } from './offer-delete-modal';
import { OfferPriceModal } from './offer-price-modal';
import { OfferReferencesModal } from './offer-references-modal';

type TDialog = 'price' | 'references' | 'cancel' | 'delete' | null;

/** What the shipper may do with the offer in its status (OFFER_ACTIONS, the server's own table). */
export function OfferActions({ offer }: { offer: TOffer }) {
  const { t } = useTranslation('expeditions');
  const [dialog, setDialog] = useState<TDialog>(null);
  const close = () => setDialog(null);
  const can = (action: Parameters<typeof canDoOfferAction>[0]) => canDoOfferAction(action, offer.status);
  const icon = { size: 16, 'aria-hidden': true } as const;

  return (
    <>
      <Group gap="xs" role="group" aria-label={t('expeditions.actions.label')}>
        {can('edit') ? (
          <>
            <Button
              component={Link}
              to={paths.expeditions.edit.getHref(offer.uid)}
              variant="light"
              leftSection={<IconPencil {...icon} />}
            >
              {t('expeditions.actions.edit')}
            </Button>
            <Button variant="light" leftSection={<IconCash {...icon} />} onClick={() => setDialog('price')}>
              {t('expeditions.actions.editPrice')}
            </Button>
          </>
        ) : null}
        {can('references') ? (
          <Button variant="light" leftSection={<IconHash {...icon} />} onClick={() => setDialog('references')}>
            {t('expeditions.actions.references')}
          </Button>
        ) : null}
        {can('cancel') ? (
          <Button
            variant="light"
            color="orange"
            leftSection={<IconBan {...icon} />}
            onClick={() => setDialog('cancel')}
          >
            {t('expeditions.actions.cancel')}
          </Button>
        ) : null}
        {can('delete') ? (
          <Button variant="light" color="red" leftSection={<IconTrash {...icon} />} onClick={() => setDialog('delete')}>
            {t('expeditions.actions.delete')}
          </Button>
        ) : null}
      </Group>
      <OfferPriceModal offer={offer} opened={dialog === 'price'} onClose={close} />
      <OfferReferencesModal offer={offer} opened={dialog === 'references'} onClose={close} />
      <OfferCancelModal offer={offer} opened={dialog === 'cancel'} onClose={close} />
      <OfferDeleteModal offer={offer} opened={dialog === 'delete'} onClose={close} />
    </>
  );
}
