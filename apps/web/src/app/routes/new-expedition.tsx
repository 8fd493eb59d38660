import type { TCreateOfferRequest } from '@tariq/contracts';
import { ACCESS_RULES, accessSubjectOf, decideAccess } from '@tariq/contracts/access';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useCreateOffers } from '../../features/offers/api/create-offers';
import { OfferForm } from '../../features/offers/components/offer-form';
import { OfferTemplatesBar } from '../../features/offers/components/offer-templates-bar';
import { LanePriceHint } from '../../features/lane-prices/components/lane-price-hint';
import { PlacePicker } from '../../features/places/components/place-picker';
import { useSessionUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** `/expedition/new` and `/freights/new`: publish an offer, from a template, in up to 5 copies. */
export default function NewExpeditionPage() {
  const { t } = useTranslation('offerForm');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const createOffers = useCreateOffers();
  const user = useSessionUser();
  useDocumentTitle(t('offerForm.title'));
  return (
    <Stack>
      <Title order={1}>{t('offerForm.title')}</Title>
      <OfferForm
        mode={{ kind: 'create' }}
        PlaceField={PlacePicker}
        PriceHint={LanePriceHint}
        failureMessage={t('offerForm.publishFailed')}
        canPublishPrivately={decideAccess(accessSubjectOf(user), ACCESS_RULES.shipperPrivateExchange) === 'allow'}
        header={(form) => <OfferTemplatesBar {...form} initialTemplateId={search.get('template')} />}
        onSubmit={async (request) => {
          const uids = await createOffers.mutateAsync(request as TCreateOfferRequest);
          await navigate(paths.expeditions.published.getHref(uids, { private: request.visibility === 'private' }));
        }}
      />
    </Stack>
  );
}
