import type { TOffer } from '@tariq/contracts';
import { OPTION_LISTS } from '@tariq/contracts/catalogues/options';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RouteMap } from '../../../components/route-map/route-map';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { countryName } from '../../../lib/country-names';
import { errorMessage } from '../../../lib/error-message';
import { getCurrentLanguage, isRtl } from '../../../lib/i18n';
import { useCatalogueLabels } from '../../../lib/use-catalogue-labels';
import { getOfferQueryOptions } from '../api/get-offer';
import {
  formatDate,
  formatDistance,
  formatInstant,
  formatMeasure,
  formatNumber,
  formatPrice,
  placeLabel,
} from '../../../lib/format';
import { OfferActions } from './offer-actions';
import { OfferEprotocol } from './offer-eprotocol';
import { OfferRoute } from '../../../components/offer-route/offer-route';
import { OfferStatusBadge } from './offer-status-badge';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder p="md" radius="md">
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
        {children}
      </SimpleGrid>
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function StopSection({ title, stop }: { title: string; stop: TOffer['departure'] }) {
  const { t } = useTranslation('expeditions');
  const language = getCurrentLanguage();
  const { flag, name, region } = placeLabel(stop);
  const none = t('expeditions.detail.notGiven');
  return (
    <Section title={title}>
      <Field label={t('expeditions.detail.fields.place')}>
        <span aria-hidden>{flag}</span> {[name, region, countryName(stop.country, language)].filter(Boolean).join(', ')}
      </Field>
      <Field label={t('expeditions.detail.fields.address')}>{stop.address}</Field>
      <Field label={t('expeditions.detail.fields.date')}>{formatDate(stop.date, language)}</Field>
      <Field label={t('expeditions.detail.fields.time')}>{stop.time}</Field>
      <Field label={t('expeditions.detail.fields.comment')}>{stop.comment ?? none}</Field>
    </Section>
  );
}

function OfferSections({ offer }: { offer: TOffer }) {
  const { t } = useTranslation('expeditions');
  const { t: catalogueLabel } = useCatalogueLabels();
  const language = getCurrentLanguage();
  const none = t('expeditions.detail.notGiven');
  const yesNo = (value: boolean) => (value ? t('expeditions.detail.yes') : t('expeditions.detail.no'));
  const meters = (value: number | null) => (value === null ? none : formatMeasure(value, 'meter', language));
  // In the catalogue's order, as the form lists them.
  const pallets = OPTION_LISTS.palletType.flatMap((type) => {
    const count = offer.pallets[type];
    return count
      ? [t('expeditions.detail.palletCount', { number: count, type: catalogueLabel(`catalogue.palletType.${type}`) })]
      : [];
  });
  const isContainer = offer.goods_type === 'container';
  const isBulk = offer.goods_type === 'bulk' || offer.goods_type === 'solid_bulk';

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <StopSection title={t('expeditions.detail.sections.departure')} stop={offer.departure} />
      <StopSection title={t('expeditions.detail.sections.destination')} stop={offer.destination} />
      <Section title={t('expeditions.detail.sections.goods')}>
        <Field label={t('expeditions.detail.fields.goodsType')}>
          {catalogueLabel(`catalogue.goodsType.${offer.goods_type}`)}
        </Field>
        <Field label={t('expeditions.detail.fields.weight')}>
          {formatMeasure(offer.weight_kg, 'kilogram', language)}
        </Field>
        <Field label={t('expeditions.detail.fields.height')}>{meters(offer.height_m)}</Field>
        <Field label={t('expeditions.detail.fields.length')}>{meters(offer.length_m)}</Field>
        <Field label={t('expeditions.detail.fields.width')}>{meters(offer.width_m)}</Field>
        <Field label={t('expeditions.detail.fields.mpl')}>{formatNumber(offer.mpl, language)}</Field>
        {pallets.length > 0 || offer.goods_type === 'palletised' ? (
          <>
            <Field label={t('expeditions.detail.fields.pallets')}>{pallets.length ? pallets.join(', ') : none}</Field>
            <Field label={t('expeditions.detail.fields.palletsStacked')}>{yesNo(offer.pallets_stacked)}</Field>
          </>
        ) : null}
        {isContainer || offer.container_type ? (
          <>
            <Field label={t('expeditions.detail.fields.containerType')}>
              {offer.container_type ? catalogueLabel(`catalogue.containerType.${offer.container_type}`) : none}
            </Field>
            <Field label={t('expeditions.detail.fields.containerSize')}>
              {offer.container_size ? catalogueLabel(`catalogue.containerSize.${offer.container_size}`) : none}
            </Field>
          </>
        ) : null}
        {isBulk || offer.bulk_type ? (
          <Field label={t('expeditions.detail.fields.bulkType')}>
            {offer.bulk_type ? catalogueLabel(`catalogue.bulkType.${offer.bulk_type}`) : none}
          </Field>
        ) : null}
        <Field label={t('expeditions.detail.fields.dangerous')}>{yesNo(offer.dangerous)}</Field>
        <Field label={t('expeditions.detail.fields.refrigerated')}>{yesNo(offer.refrigerated)}</Field>
      </Section>
      <Section title={t('expeditions.detail.sections.vehicle')}>
        <Field label={t('expeditions.detail.fields.truckType')}>
          {catalogueLabel(`catalogue.truckType.${offer.truck_type}`)}
        </Field>
        <Field label={t('expeditions.detail.fields.truckPowerType')}>
          {catalogueLabel(`catalogue.truckPowerType.${offer.truck_power_type}`)}
        </Field>
        <Field label={t('expeditions.detail.fields.tailLift')}>{yesNo(offer.tail_lift)}</Field>
        <Field label={t('expeditions.detail.fields.handling')}>
          {t(`expeditions.detail.handling.${offer.handling}`)}
        </Field>
      </Section>
      <Section title={t('expeditions.detail.sections.price')}>
        <Field label={t('expeditions.detail.fields.price')}>
          {formatPrice(offer.price, offer.currency, language) ?? t('expeditions.price.toNegotiate')}
        </Field>
        <Field label={t('expeditions.detail.fields.priceNegotiable')}>{yesNo(offer.price_negotiable)}</Field>
        <Field label={t('expeditions.detail.fields.currency')}>
          {catalogueLabel(`catalogue.currency.${offer.currency}`)}
        </Field>
        <Field label={t('expeditions.detail.fields.paymentMethod')}>
          {catalogueLabel(`catalogue.paymentMethod.${offer.payment_method}`)}
        </Field>
        <Field label={t('expeditions.detail.fields.paymentTerm')}>
          {catalogueLabel(`catalogue.paymentTerm.${offer.payment_term}`)}
        </Field>
      </Section>
      <Stack>
        <Section title={t('expeditions.detail.sections.visibility')}>
          <Field label={t('expeditions.detail.fields.visibility')}>
            {t(`expeditions.detail.visibility.${offer.visibility}`)}
          </Field>
          <Field label={t('expeditions.detail.fields.showContact')}>{yesNo(offer.show_contact)}</Field>
        </Section>
        <Section title={t('expeditions.detail.sections.references')}>
          <Field label={t('expeditions.detail.fields.loadingReference')}>{offer.loading_reference ?? none}</Field>
          <Field label={t('expeditions.detail.fields.unloadingReference')}>{offer.unloading_reference ?? none}</Field>
          <OfferEprotocol offer={offer} />
        </Section>
      </Stack>
    </SimpleGrid>
  );
}

function BackToList() {
  const { t } = useTranslation('expeditions');
  const BackIcon = isRtl(getCurrentLanguage()) ? IconArrowRight : IconArrowLeft;
  return (
    <Anchor component={Link} to={paths.expeditions.root.getHref()} size="sm">
      <Group gap={4} component="span">
        <BackIcon size={16} aria-hidden />
        {t('expeditions.detail.backToList')}
      </Group>
    </Anchor>
  );
}

function OfferNotFound() {
  const { t } = useTranslation('expeditions');
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm">
        <Title order={1} size="h3">
          {t('expeditions.detail.notFound.title')}
        </Title>
        <Text c="dimmed">{t('expeditions.detail.notFound.text')}</Text>
        <Button component={Link} to={paths.expeditions.root.getHref()} variant="light">
          {t('expeditions.detail.backToList')}
        </Button>
      </Stack>
    </Paper>
  );
}

function OfferDetailSkeleton() {
  const { t } = useTranslation('expeditions');
  return (
    <Stack role="status" aria-label={t('expeditions.detail.loading')}>
      <Skeleton height={32} width="60%" />
      <Skeleton height={20} width="40%" />
      <Skeleton height={280} radius="md" />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={200} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** One shipment of the company: every field grouped as in the form, a map, and what can be done with it now. */
export function OfferDetail({ uid }: { uid: string }) {
  const { t } = useTranslation('expeditions');
  const language = getCurrentLanguage();
  const query = useQuery(getOfferQueryOptions(uid));
  const offer = query.data;

  // Not the company's, or deleted (here or in another tab): the same answer, on purpose (404).
  if (query.error instanceof ApiError && query.error.status === 404) return <OfferNotFound />;
  if (!offer) {
    if (!query.isError) return <OfferDetailSkeleton />;
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('expeditions.detail.loadError')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage(query.error)}</Text>
          <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('expeditions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const from = placeLabel(offer.departure);
  const to = placeLabel(offer.destination);
  const dates = [
    t('expeditions.detail.reference', { uid: offer.uid }),
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
      <BackToList />
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
        {offer.distance_km !== null ? (
          <Text size="sm">
            {t('expeditions.detail.distance', { distance: formatDistance(offer.distance_km, language) })}
          </Text>
        ) : null}
      </Stack>
      <OfferActions offer={offer} />
      {offer.status === 'cancelled' && offer.cancel_reason ? (
        <Alert color="red" variant="light" title={t('expeditions.detail.cancelReason')}>
          {offer.cancel_reason}
        </Alert>
      ) : null}
      <RouteMap
        from={{ lat: offer.departure.lat, lng: offer.departure.lng, label: from.name }}
        to={{ lat: offer.destination.lat, lng: offer.destination.lng, label: to.name }}
        label={t('expeditions.detail.map', { from: from.name, to: to.name })}
        zoomInLabel={t('expeditions.detail.zoomIn')}
        zoomOutLabel={t('expeditions.detail.zoomOut')}
      />
      <OfferSections offer={offer} />
    </Stack>
  );
}
