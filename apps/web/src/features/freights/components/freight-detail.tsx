import type { TFreightDetail } from '@tariq/contracts';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyRating } from '../../../components/company-rating';
import { DocumentsVerifiedUntil } from '../../../components/documents-verified-until';
import { ContactFields } from '../../../components/contact-fields/contact-fields';
import { LoadErrorAlert } from '../../../components/load-error-alert/load-error-alert';
import { DetailBackLink, DetailNotFound, DetailSkeleton } from '../../../components/offer-details/detail-page';
import { DetailField, DetailSection } from '../../../components/offer-details/detail-section';
import { OfferRouteMap } from '../../../components/offer-details/offer-route-map';
import { OfferSections } from '../../../components/offer-details/offer-sections';
import { OfferRoute } from '../../../components/offer-route/offer-route';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatDistance, formatInstant, formatRelativeTime } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { getFreightQueryOptions } from '../api/get-freight';
import { FavoriteStar } from './favorite-star';
import { PrivateExchangeBadge } from './private-exchange-badge';

function ShipperSection({ freight, extra }: { freight: TFreightDetail; extra?: ReactNode }) {
  const { t } = useTranslation('freights');
  const contact = freight.contact;
  return (
    <DetailSection title={t('freights.detail.sections.shipper')}>
      <DetailField label={t('freights.detail.fields.company')}>
        <Group gap="xs">
          <span dir="auto">{freight.shipper.name}</span>
          <CompanyRating rating={freight.shipper.rating} />
          <DocumentsVerifiedUntil date={freight.shipper.documents_verified_until} />
          {extra}
        </Group>
      </DetailField>
      {contact ? (
        <ContactFields contact={contact} />
      ) : (
        <DetailField label={t('freights.detail.fields.contact')}>{t('freights.detail.noContact')}</DetailField>
      )}
    </DetailSection>
  );
}

/**
 * One offer of the exchange as a carrier sees it: every field, the shipper and its contact, the
 * favourite star and the proposals on it. An offer that left the exchange since the list showed it is
 * still shown, saying so.
 */
export function FreightDetail({
  uid,
  renderProposals,
  renderShipperRecord,
  isOurs = false,
  renderRoute,
}: {
  uid: string;
  /** What the page knows of the shipper beside its name (its payment record), handed in as the proposals are. */
  renderShipperRecord?: (freight: TFreightDetail) => ReactNode;
  /** The proposal actions and the company's proposals, handed in by the page (features do not import each other). */
  renderProposals?: (freight: TFreightDetail) => ReactNode;
  /** The offer left the exchange for the caller's company (its mission): nothing to warn about. */
  isOurs?: boolean;
  /** The route map modal's button, beside the distance (issue 31). */
  renderRoute?: (freight: TFreightDetail) => ReactNode;
}) {
  const { t } = useTranslation('freights');
  const language = getCurrentLanguage();
  const query = useQuery(getFreightQueryOptions(uid));
  // The whole page renders from the answer: deferred, it renders in pieces behind the skeleton
  // rather than in one block that holds the page (components/paged-list does the same).
  const freight = useDeferredValue(query.data);

  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <DetailNotFound
        title={t('freights.detail.notFound.title')}
        text={t('freights.detail.notFound.text')}
        backTo={paths.freights.root.getHref()}
        backLabel={t('freights.detail.backToList')}
      />
    );
  if (!freight) {
    if (!query.isError) return <DetailSkeleton label={t('freights.detail.loading')} />;
    return (
      <LoadErrorAlert title={t('freights.detail.loadError')} retryLabel={t('freights.list.retry')} query={query} />
    );
  }

  return (
    <Stack>
      <DetailBackLink
        to={paths.freights.root.getHref({ tab: freight.exchange === 'private' ? 'private' : undefined })}
        label={t('freights.detail.backToList')}
      />
      <Stack gap={4}>
        <Group gap="sm" align="center" wrap="nowrap">
          <Title order={1} size="h2">
            <OfferRoute departure={freight.departure} destination={freight.destination} />
          </Title>
          <FavoriteStar freight={freight} size="xl" />
          {freight.exchange === 'private' ? <PrivateExchangeBadge size="lg" /> : null}
        </Group>
        <Text c="dimmed" size="sm">
          {t('freights.detail.number', { number: freight.number })} ·{' '}
          <time dateTime={freight.published_at} title={formatInstant(freight.published_at, language)}>
            {t('freights.detail.published', { ago: formatRelativeTime(freight.published_at, language) })}
          </time>
        </Text>
        <Group gap="sm" align="center">
          <Text size="sm">
            {freight.distance_km !== null
              ? t('freights.detail.distance', {
                  distance: formatDistance(freight.distance_km, language, freight.distance_source === 'estimate'),
                })
              : t('freights.detail.distanceUnknown')}
          </Text>
          {renderRoute?.(freight)}
        </Group>
      </Stack>
      {freight.available || isOurs ? null : (
        <Alert color="orange" icon={<IconInfoCircle aria-hidden />} role="status">
          {t('freights.detail.unavailable')}
        </Alert>
      )}
      {renderProposals?.(freight)}
      <OfferRouteMap departure={freight.departure} destination={freight.destination} />
      <OfferSections offer={freight} toNegotiate={t('freights.list.toNegotiate')}>
        <ShipperSection freight={freight} extra={renderShipperRecord?.(freight)} />
      </OfferSections>
    </Stack>
  );
}
