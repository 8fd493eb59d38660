import type { TFreight, TFreightDetail } from '@tariq/contracts';
import { OPTION_LISTS } from '@tariq/contracts/catalogues/options';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OfferRoute } from '../../../components/offer-route/offer-route';
import { RouteMap } from '../../../components/route-map/route-map';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { countryName } from '../../../lib/country-names';
import { errorMessage } from '../../../lib/error-message';
import {
  formatDate,
  formatDistance,
  formatInstant,
  formatMeasure,
  formatNumber,
  formatPrice,
  formatRelativeTime,
  placeLabel,
} from '../../../lib/format';
import { getCurrentLanguage, isRtl } from '../../../lib/i18n';
import { useCatalogueLabels } from '../../../lib/use-catalogue-labels';
import { getFreightQueryOptions } from '../api/get-freight';
import { FavoriteStar } from './favorite-star';

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

function StopSection({ title, stop }: { title: string; stop: TFreight['departure'] }) {
  const { t } = useTranslation('freights');
  const language = getCurrentLanguage();
  const { flag, name, region } = placeLabel(stop);
  return (
    <Section title={title}>
      <Field label={t('freights.detail.fields.place')}>
        <span aria-hidden>{flag}</span> {[name, region, countryName(stop.country, language)].filter(Boolean).join(', ')}
      </Field>
      <Field label={t('freights.detail.fields.address')}>{stop.address}</Field>
      <Field label={t('freights.detail.fields.date')}>{formatDate(stop.date, language)}</Field>
      <Field label={t('freights.detail.fields.time')}>{stop.time}</Field>
      <Field label={t('freights.detail.fields.comment')}>{stop.comment ?? t('freights.detail.notGiven')}</Field>
    </Section>
  );
}

function ShipperSection({ freight }: { freight: TFreightDetail }) {
  const { t } = useTranslation('freights');
  const contact = freight.contact;
  return (
    <Section title={t('freights.detail.sections.shipper')}>
      <Field label={t('freights.detail.fields.company')}>{freight.shipper.name}</Field>
      {contact ? (
        <>
          <Field label={t('freights.detail.fields.contact')}>{contact.name}</Field>
          {contact.phone ? (
            <Field label={t('freights.detail.fields.phone')}>
              <Anchor href={`tel:${contact.phone.replace(/\s+/g, '')}`} dir="ltr">
                {contact.phone}
              </Anchor>
            </Field>
          ) : null}
          {contact.email ? (
            <Field label={t('freights.detail.fields.email')}>
              <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
            </Field>
          ) : null}
        </>
      ) : (
        <Field label={t('freights.detail.fields.contact')}>{t('freights.detail.noContact')}</Field>
      )}
    </Section>
  );
}

function FreightSections({ freight }: { freight: TFreightDetail }) {
  const { t } = useTranslation('freights');
  const { t: catalogueLabel } = useCatalogueLabels();
  const language = getCurrentLanguage();
  const none = t('freights.detail.notGiven');
  const yesNo = (value: boolean) => (value ? t('freights.detail.yes') : t('freights.detail.no'));
  const meters = (value: number | null) => (value === null ? none : formatMeasure(value, 'meter', language));
  const pallets = OPTION_LISTS.palletType.flatMap((type) => {
    const count = freight.pallets[type];
    return count
      ? [t('freights.detail.palletCount', { number: count, type: catalogueLabel(`catalogue.palletType.${type}`) })]
      : [];
  });
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <StopSection title={t('freights.detail.sections.departure')} stop={freight.departure} />
      <StopSection title={t('freights.detail.sections.destination')} stop={freight.destination} />
      <Section title={t('freights.detail.sections.goods')}>
        <Field label={t('freights.detail.fields.goodsType')}>
          {catalogueLabel(`catalogue.goodsType.${freight.goods_type}`)}
        </Field>
        <Field label={t('freights.detail.fields.weight')}>
          {formatMeasure(freight.weight_kg, 'kilogram', language)}
        </Field>
        <Field label={t('freights.detail.fields.height')}>{meters(freight.height_m)}</Field>
        <Field label={t('freights.detail.fields.length')}>{meters(freight.length_m)}</Field>
        <Field label={t('freights.detail.fields.width')}>{meters(freight.width_m)}</Field>
        <Field label={t('freights.detail.fields.mpl')}>{formatNumber(freight.mpl, language)}</Field>
        {pallets.length > 0 ? (
          <>
            <Field label={t('freights.detail.fields.pallets')}>{pallets.join(', ')}</Field>
            <Field label={t('freights.detail.fields.palletsStacked')}>{yesNo(freight.pallets_stacked)}</Field>
          </>
        ) : null}
        {freight.container_type ? (
          <>
            <Field label={t('freights.detail.fields.containerType')}>
              {catalogueLabel(`catalogue.containerType.${freight.container_type}`)}
            </Field>
            <Field label={t('freights.detail.fields.containerSize')}>
              {freight.container_size ? catalogueLabel(`catalogue.containerSize.${freight.container_size}`) : none}
            </Field>
          </>
        ) : null}
        {freight.bulk_type ? (
          <Field label={t('freights.detail.fields.bulkType')}>
            {catalogueLabel(`catalogue.bulkType.${freight.bulk_type}`)}
          </Field>
        ) : null}
        <Field label={t('freights.detail.fields.dangerous')}>{yesNo(freight.dangerous)}</Field>
        <Field label={t('freights.detail.fields.refrigerated')}>{yesNo(freight.refrigerated)}</Field>
      </Section>
      <Section title={t('freights.detail.sections.vehicle')}>
        <Field label={t('freights.detail.fields.truckType')}>
          {catalogueLabel(`catalogue.truckType.${freight.truck_type}`)}
        </Field>
        <Field label={t('freights.detail.fields.truckPowerType')}>
          {catalogueLabel(`catalogue.truckPowerType.${freight.truck_power_type}`)}
        </Field>
        <Field label={t('freights.detail.fields.tailLift')}>{yesNo(freight.tail_lift)}</Field>
        <Field label={t('freights.detail.fields.handling')}>{t(`freights.detail.handling.${freight.handling}`)}</Field>
      </Section>
      <Section title={t('freights.detail.sections.price')}>
        <Field label={t('freights.detail.fields.price')}>
          {formatPrice(freight.price, freight.currency, language) ?? t('freights.list.toNegotiate')}
        </Field>
        <Field label={t('freights.detail.fields.priceNegotiable')}>{yesNo(freight.price_negotiable)}</Field>
        <Field label={t('freights.detail.fields.currency')}>
          {catalogueLabel(`catalogue.currency.${freight.currency}`)}
        </Field>
        <Field label={t('freights.detail.fields.paymentMethod')}>
          {catalogueLabel(`catalogue.paymentMethod.${freight.payment_method}`)}
        </Field>
        <Field label={t('freights.detail.fields.paymentTerm')}>
          {catalogueLabel(`catalogue.paymentTerm.${freight.payment_term}`)}
        </Field>
      </Section>
      <ShipperSection freight={freight} />
    </SimpleGrid>
  );
}

function BackToSearch() {
  const { t } = useTranslation('freights');
  const BackIcon = isRtl(getCurrentLanguage()) ? IconArrowRight : IconArrowLeft;
  return (
    <Anchor component={Link} to={paths.freights.root.getHref()} size="sm">
      <Group gap={4} component="span">
        <BackIcon size={16} aria-hidden />
        {t('freights.detail.backToList')}
      </Group>
    </Anchor>
  );
}

function FreightNotFound() {
  const { t } = useTranslation('freights');
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm">
        <Title order={1} size="h3">
          {t('freights.detail.notFound.title')}
        </Title>
        <Text c="dimmed">{t('freights.detail.notFound.text')}</Text>
        <Button component={Link} to={paths.freights.root.getHref()} variant="light">
          {t('freights.detail.backToList')}
        </Button>
      </Stack>
    </Paper>
  );
}

function FreightDetailSkeleton() {
  const { t } = useTranslation('freights');
  return (
    <Stack role="status" aria-label={t('freights.detail.loading')}>
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

/**
 * One offer of the exchange as a carrier sees it: every field, the shipper and its contact, the
 * favourite star and, while it is still available, the place of the deal actions. An offer that left
 * the exchange since the list showed it is still shown, saying so.
 */
export function FreightDetail({ uid }: { uid: string }) {
  const { t } = useTranslation('freights');
  const language = getCurrentLanguage();
  const query = useQuery(getFreightQueryOptions(uid));
  const freight = query.data;

  if (query.error instanceof ApiError && query.error.status === 404) return <FreightNotFound />;
  if (!freight) {
    if (!query.isError) return <FreightDetailSkeleton />;
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('freights.detail.loadError')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage(query.error)}</Text>
          <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('freights.list.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const from = placeLabel(freight.departure);
  const to = placeLabel(freight.destination);
  return (
    <Stack>
      <BackToSearch />
      <Stack gap={4}>
        <Group gap="sm" align="center" wrap="nowrap">
          <Title order={1} size="h2">
            <OfferRoute departure={freight.departure} destination={freight.destination} />
          </Title>
          <FavoriteStar freight={freight} size="xl" />
        </Group>
        <Text c="dimmed" size="sm">
          {t('freights.detail.reference', { uid: freight.uid })} ·{' '}
          <time dateTime={freight.published_at} title={formatInstant(freight.published_at, language)}>
            {t('freights.detail.published', { ago: formatRelativeTime(freight.published_at, language) })}
          </time>
        </Text>
        {freight.distance_km !== null ? (
          <Text size="sm">
            {t('freights.detail.distance', { distance: formatDistance(freight.distance_km, language) })}
          </Text>
        ) : null}
      </Stack>
      {freight.available ? (
        // Proposing a price and accepting at the price come with the proposals (next issue).
        <Paper data-testid="deal-actions" withBorder p="md" radius="md" style={{ borderStyle: 'dashed' }}>
          <Text c="dimmed" size="sm">
            {t('freights.detail.dealActions')}
          </Text>
        </Paper>
      ) : (
        <Alert color="orange" icon={<IconInfoCircle aria-hidden />} role="status">
          {t('freights.detail.unavailable')}
        </Alert>
      )}
      <RouteMap
        from={{ lat: freight.departure.lat, lng: freight.departure.lng, label: from.name }}
        to={{ lat: freight.destination.lat, lng: freight.destination.lng, label: to.name }}
        label={t('freights.detail.map', { from: from.name, to: to.name })}
        zoomInLabel={t('freights.detail.zoomIn')}
        zoomOutLabel={t('freights.detail.zoomOut')}
      />
      <FreightSections freight={freight} />
    </Stack>
  );
}
