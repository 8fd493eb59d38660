import type { TOffer } from '@tariq/contracts';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/load-error-alert/load-error-alert';
import { DetailBackLink, DetailNotFound, DetailSkeleton } from '../../../components/offer-details/detail-page';
import { DetailField, DetailSection } from '../../../components/offer-details/detail-section';
import { OfferRouteMap } from '../../../components/offer-details/offer-route-map';
import { OfferSections } from '../../../components/offer-details/offer-sections';
import { OfferRoute } from '../../../components/offer-route/offer-route';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatDistance, formatInstant } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { getOfferQueryOptions } from '../api/get-offer';
import { privateNetworkQueryOptions } from '../api/get-private-network';
import { OfferActions } from './offer-actions';
import { OfferEprotocol } from './offer-eprotocol';
import { OfferStatusBadge } from './offer-status-badge';

/**
 * Who a private offer reaches, by name once the network is read ('Groupes : Frigorifique Est ·
 * Transporteurs : Atlas Express'); a group or carrier no longer in the network is counted as removed.
 */
function AudienceSummary({ audience }: { audience: NonNullable<TOffer['private_audience']> }) {
  const { t } = useTranslation('expeditions');
  const isWholeNetwork = audience.groups.length === 0 && audience.carriers.length === 0;
  const network = useQuery({ ...privateNetworkQueryOptions(), enabled: !isWholeNetwork });
  if (isWholeNetwork) return t('expeditions.detail.audience.wholeNetwork');
  if (!network.data)
    return [
      ...(audience.groups.length > 0
        ? [t('expeditions.detail.audience.groupCount', { count: audience.groups.length })]
        : []),
      ...(audience.carriers.length > 0
        ? [t('expeditions.detail.audience.carrierCount', { count: audience.carriers.length })]
        : []),
    ].join(', ');
  const names = (ids: string[], items: { id: string; name: string }[]) => {
    const byId = new Map(items.map((item) => [item.id, item.name]));
    return ids.map((id) => byId.get(id) ?? t('expeditions.detail.audience.removed')).join(', ');
  };
  const parts = [
    ...(audience.groups.length > 0
      ? [t('expeditions.detail.audience.groups', { names: names(audience.groups, network.data.groups) })]
      : []),
    ...(audience.carriers.length > 0
      ? [t('expeditions.detail.audience.carriers', { names: names(audience.carriers, network.data.carriers) })]
      : []),
  ];
  return parts.join(' · ');
}

/** A private offer's cascade: when it goes to the public exchange, or when it went. */
function CascadeField({ offer }: { offer: TOffer }) {
  const { t } = useTranslation('expeditions');
  const language = getCurrentLanguage();
  if (offer.made_public_at)
    return (
      <DetailField label={t('expeditions.detail.fields.cascade')}>
        {t('expeditions.detail.cascade.done', { date: formatInstant(offer.made_public_at, language) })}
      </DetailField>
    );
  if (offer.public_after)
    return (
      <DetailField label={t('expeditions.detail.fields.cascade')}>
        {t('expeditions.detail.cascade.planned', { date: formatInstant(offer.public_after, language) })}
      </DetailField>
    );
  return null;
}

/** What only the shipper sees of their offer: where it is published and their own references. */
function OwnSections({ offer }: { offer: TOffer }) {
  const { t } = useTranslation('expeditions');
  const none = t('expeditions.detail.notGiven');
  const yesNo = (value: boolean) => (value ? t('expeditions.detail.yes') : t('expeditions.detail.no'));
  return (
    <Stack>
      <DetailSection title={t('expeditions.detail.sections.visibility')}>
        <DetailField label={t('expeditions.detail.fields.visibility')}>
          {t(`expeditions.detail.visibility.${offer.visibility}`)}
        </DetailField>
        {offer.private_audience ? (
          <DetailField label={t('expeditions.detail.fields.audience')}>
            <AudienceSummary audience={offer.private_audience} />
          </DetailField>
        ) : null}
        <CascadeField offer={offer} />
        <DetailField label={t('expeditions.detail.fields.showContact')}>{yesNo(offer.show_contact)}</DetailField>
      </DetailSection>
      <DetailSection title={t('expeditions.detail.sections.references')}>
        <DetailField label={t('expeditions.detail.fields.loadingReference')}>
          {offer.loading_reference ?? none}
        </DetailField>
        <DetailField label={t('expeditions.detail.fields.unloadingReference')}>
          {offer.unloading_reference ?? none}
        </DetailField>
        <OfferEprotocol offer={offer} />
      </DetailSection>
    </Stack>
  );
}

/** One shipment of the company: every field grouped as in the form, a map, and what can be done with it now. */
export function OfferDetail({
  uid,
  renderProposals,
  renderRoute,
}: {
  uid: string;
  /** The carriers' proposals, handed in by the page (features do not import each other). */
  renderProposals?: (offer: TOffer) => ReactNode;
  /** The route map modal's button, beside the distance (issue 31). */
  renderRoute?: (offer: TOffer) => ReactNode;
}) {
  const { t } = useTranslation('expeditions');
  const language = getCurrentLanguage();
  const query = useQuery(getOfferQueryOptions(uid));
  const offer = query.data;

  // Not the company's, or deleted (here or in another tab): the same answer, on purpose (404).
  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <DetailNotFound
        title={t('expeditions.detail.notFound.title')}
        text={t('expeditions.detail.notFound.text')}
        backTo={paths.expeditions.root.getHref()}
        backLabel={t('expeditions.detail.backToList')}
      />
    );
  if (!offer) {
    if (!query.isError) return <DetailSkeleton label={t('expeditions.detail.loading')} />;
    return (
      <LoadErrorAlert title={t('expeditions.detail.loadError')} retryLabel={t('expeditions.retry')} query={query} />
    );
  }

  const dates = [
    t('expeditions.detail.number', { number: offer.number }),
    t('expeditions.detail.published', { date: formatInstant(offer.published_at, language) }),
    ...(offer.updated_at !== offer.published_at
      ? [t('expeditions.detail.updated', { date: formatInstant(offer.updated_at, language) })]
      : []),
    ...(offer.status === 'in_exchange'
      ? [t('expeditions.detail.expires', { date: formatInstant(offer.expires_at, language) })]
      : []),
  ];

  return (
    <Stack>
      <DetailBackLink to={paths.expeditions.root.getHref()} label={t('expeditions.detail.backToList')} />
      <Stack gap={4}>
        <Group gap="sm" align="center">
          <Title order={1} size="h2">
            <OfferRoute departure={offer.departure} destination={offer.destination} />
          </Title>
          <OfferStatusBadge status={offer.status} size="lg" />
        </Group>
        <Text c="dimmed" size="sm">
          {dates.join(' · ')}
        </Text>
        <Group gap="sm" align="center">
          <Text size="sm">
            {offer.distance_km !== null
              ? t('expeditions.detail.distance', {
                  distance: formatDistance(offer.distance_km, language, offer.distance_source === 'estimate'),
                })
              : t('expeditions.detail.distanceUnknown')}
          </Text>
          {renderRoute?.(offer)}
        </Group>
      </Stack>
      <OfferActions offer={offer} />
      {offer.status === 'cancelled' && offer.cancel_reason ? (
        <Alert color="red" variant="light" title={t('expeditions.detail.cancelReason')}>
          {offer.cancel_reason}
        </Alert>
      ) : null}
      {renderProposals?.(offer)}
      <OfferRouteMap departure={offer.departure} destination={offer.destination} />
      <OfferSections offer={offer} toNegotiate={t('expeditions.price.toNegotiate')} shouldShowExpectedGoods>
        <OwnSections offer={offer} />
      </OfferSections>
    </Stack>
  );
}
