import { ACCESS_RULES, accessSubjectOf, decideAccess } from '@tariq/contracts/access';
import { canDoOfferAction } from '@tariq/contracts/offers';
import type { TUpdateOfferRequest } from '@tariq/contracts';
import { Alert, Anchor, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { getOfferQueryOptions } from '../../features/offers/api/get-offer';
import { useUpdateOffer } from '../../features/offers/api/update-offer';
import { OfferForm } from '../../features/offers/components/offer-form';
import { offerFormFrom } from '../../features/offers/utils/offer-form-values';
import { LanePriceHint } from '../../features/lane-prices/components/lane-price-hint';
import { PlacePicker } from '../../features/places/components/place-picker';
import { errorMessage } from '../../lib/error-message';
import { useSessionUser } from '../../lib/session';
import { toastSuccess } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';

/** `/expeditions/:uid/edit`: every field of an offer still in exchange, sent with the version it was read at. */
export default function EditExpeditionPage() {
  const { t } = useTranslation('offerForm');
  const { uid = '' } = useParams();
  const navigate = useNavigate();
  const offer = useQuery(getOfferQueryOptions(uid));
  const updateOffer = useUpdateOffer(uid);
  const user = useSessionUser();
  useDocumentTitle(t('offerForm.editTitle'));

  const back = (
    <Anchor component={Link} to={paths.expeditions.detail.getHref(uid)}>
      {t('offerForm.backToOffer')}
    </Anchor>
  );
  return (
    <Stack>
      <Title order={1}>{t('offerForm.editTitle')}</Title>
      {offer.isPending ? <Skeleton height={480} radius="md" /> : null}
      {offer.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorMessage(offer.error)} {back}
        </Alert>
      ) : null}
      {offer.data && !canDoOfferAction('edit', offer.data.status) ? (
        <Alert color="orange" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('offerForm.notEditable')} {back}
        </Alert>
      ) : null}
      {offer.data && canDoOfferAction('edit', offer.data.status) ? (
        <OfferForm
          // A new version (saved elsewhere, then reloaded) starts the form again from it.
          key={offer.data.version}
          mode={{ kind: 'edit', version: offer.data.version }}
          defaultValues={offerFormFrom(offer.data)}
          PlaceField={PlacePicker}
          PriceHint={LanePriceHint}
          failureMessage={t('offerForm.saveFailed')}
          canPublishPrivately={decideAccess(accessSubjectOf(user), ACCESS_RULES.shipperPrivateExchange) === 'allow'}
          currentPublicAfter={offer.data.made_public_at ? null : offer.data.public_after}
          onSubmit={async (request) => {
            await updateOffer.mutateAsync(request as TUpdateOfferRequest);
            void toastSuccess(t('offerForm.saved'));
            await navigate(paths.expeditions.detail.getHref(uid));
          }}
        />
      ) : null}
    </Stack>
  );
}
