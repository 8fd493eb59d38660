import type { TOffer } from '@tariq/contracts';
import { OPTION_LISTS } from '@tariq/contracts/catalogues/options';
import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../lib/country-names';
import { formatDate, formatMeasure, formatNumber, formatPrice, placeLabel } from '../../lib/format';
import { getCurrentLanguage } from '../../lib/i18n';
import { useCatalogueLabels } from '../../lib/use-catalogue-labels';
import { DetailField, DetailSection } from './detail-section';

/** What the shipper's offer and the carrier's freight both carry: the two see the same shipment. */
export type TOfferSectionsFields = Pick<
  TOffer,
  | 'departure'
  | 'destination'
  | 'goods_type'
  | 'weight_kg'
  | 'height_m'
  | 'length_m'
  | 'width_m'
  | 'mpl'
  | 'pallets'
  | 'pallets_stacked'
  | 'container_type'
  | 'container_size'
  | 'bulk_type'
  | 'dangerous'
  | 'refrigerated'
  | 'truck_type'
  | 'truck_power_type'
  | 'tail_lift'
  | 'handling'
  | 'price'
  | 'price_negotiable'
  | 'currency'
  | 'payment_method'
  | 'payment_term'
>;

export type TOfferSectionsProps = {
  offer: TOfferSectionsFields;
  /** The page's word for a price left open (each page has kept its own). */
  toNegotiate: string;
  /**
   * Shows the fields the goods type calls for (pallets, container, bulk type) even when empty: the
   * shipper sees what is missing from their offer; a carrier sees only what was given.
   */
  shouldShowExpectedGoods?: boolean;
  /** The page's own sections, after the shared ones. */
  children?: ReactNode;
};

function useDetailWords() {
  const { t } = useTranslation('components');
  const none = t('offerDetails.notGiven');
  return {
    t,
    none,
    yesNo: (value: boolean) => (value ? t('offerDetails.yes') : t('offerDetails.no')),
  };
}

function StopSection({ title, stop }: { title: string; stop: TOffer['departure'] }) {
  const { t, none } = useDetailWords();
  const language = getCurrentLanguage();
  const { flag, name, region } = placeLabel(stop);
  return (
    <DetailSection title={title}>
      <DetailField label={t('offerDetails.fields.place')}>
        <span aria-hidden>{flag}</span> {[name, region, countryName(stop.country, language)].filter(Boolean).join(', ')}
      </DetailField>
      <DetailField label={t('offerDetails.fields.address')}>{stop.address}</DetailField>
      <DetailField label={t('offerDetails.fields.date')}>{formatDate(stop.date, language)}</DetailField>
      <DetailField label={t('offerDetails.fields.time')}>{stop.time}</DetailField>
      <DetailField label={t('offerDetails.fields.comment')}>{stop.comment ?? none}</DetailField>
    </DetailSection>
  );
}

function GoodsSection({ offer, shouldShowExpected }: { offer: TOfferSectionsFields; shouldShowExpected: boolean }) {
  const { t, none, yesNo } = useDetailWords();
  const { t: catalogueLabel } = useCatalogueLabels();
  const language = getCurrentLanguage();
  const meters = (value: number | null) => (value === null ? none : formatMeasure(value, 'meter', language));
  // In the catalogue's order, as the form lists them.
  const pallets = OPTION_LISTS.palletType.flatMap((type) => {
    const count = offer.pallets[type];
    return count
      ? [t('offerDetails.palletCount', { number: count, type: catalogueLabel(`catalogue.palletType.${type}`) })]
      : [];
  });
  const isPalletised = shouldShowExpected && offer.goods_type === 'palletised';
  const isContainer = shouldShowExpected && offer.goods_type === 'container';
  const isBulk = shouldShowExpected && (offer.goods_type === 'bulk' || offer.goods_type === 'solid_bulk');
  return (
    <DetailSection title={t('offerDetails.sections.goods')}>
      <DetailField label={t('offerDetails.fields.goodsType')}>
        {catalogueLabel(`catalogue.goodsType.${offer.goods_type}`)}
      </DetailField>
      <DetailField label={t('offerDetails.fields.weight')}>
        {formatMeasure(offer.weight_kg, 'kilogram', language)}
      </DetailField>
      <DetailField label={t('offerDetails.fields.height')}>{meters(offer.height_m)}</DetailField>
      <DetailField label={t('offerDetails.fields.length')}>{meters(offer.length_m)}</DetailField>
      <DetailField label={t('offerDetails.fields.width')}>{meters(offer.width_m)}</DetailField>
      <DetailField label={t('offerDetails.fields.mpl')}>{formatNumber(offer.mpl, language)}</DetailField>
      {pallets.length > 0 || isPalletised ? (
        <>
          <DetailField label={t('offerDetails.fields.pallets')}>
            {pallets.length ? pallets.join(', ') : none}
          </DetailField>
          <DetailField label={t('offerDetails.fields.palletsStacked')}>{yesNo(offer.pallets_stacked)}</DetailField>
        </>
      ) : null}
      {offer.container_type || isContainer ? (
        <>
          <DetailField label={t('offerDetails.fields.containerType')}>
            {offer.container_type ? catalogueLabel(`catalogue.containerType.${offer.container_type}`) : none}
          </DetailField>
          <DetailField label={t('offerDetails.fields.containerSize')}>
            {offer.container_size ? catalogueLabel(`catalogue.containerSize.${offer.container_size}`) : none}
          </DetailField>
        </>
      ) : null}
      {offer.bulk_type || isBulk ? (
        <DetailField label={t('offerDetails.fields.bulkType')}>
          {offer.bulk_type ? catalogueLabel(`catalogue.bulkType.${offer.bulk_type}`) : none}
        </DetailField>
      ) : null}
      <DetailField label={t('offerDetails.fields.dangerous')}>{yesNo(offer.dangerous)}</DetailField>
      <DetailField label={t('offerDetails.fields.refrigerated')}>{yesNo(offer.refrigerated)}</DetailField>
    </DetailSection>
  );
}

function VehicleSection({ offer }: { offer: TOfferSectionsFields }) {
  const { t, yesNo } = useDetailWords();
  const { t: catalogueLabel } = useCatalogueLabels();
  return (
    <DetailSection title={t('offerDetails.sections.vehicle')}>
      <DetailField label={t('offerDetails.fields.truckType')}>
        {catalogueLabel(`catalogue.truckType.${offer.truck_type}`)}
      </DetailField>
      <DetailField label={t('offerDetails.fields.truckPowerType')}>
        {catalogueLabel(`catalogue.truckPowerType.${offer.truck_power_type}`)}
      </DetailField>
      <DetailField label={t('offerDetails.fields.tailLift')}>{yesNo(offer.tail_lift)}</DetailField>
      <DetailField label={t('offerDetails.fields.handling')}>
        {t(`offerDetails.handling.${offer.handling}`)}
      </DetailField>
    </DetailSection>
  );
}

function PriceSection({ offer, toNegotiate }: { offer: TOfferSectionsFields; toNegotiate: string }) {
  const { t, yesNo } = useDetailWords();
  const { t: catalogueLabel } = useCatalogueLabels();
  const language = getCurrentLanguage();
  return (
    <DetailSection title={t('offerDetails.sections.price')}>
      <DetailField label={t('offerDetails.fields.price')}>
        {formatPrice(offer.price, offer.currency, language) ?? toNegotiate}
      </DetailField>
      <DetailField label={t('offerDetails.fields.priceNegotiable')}>{yesNo(offer.price_negotiable)}</DetailField>
      <DetailField label={t('offerDetails.fields.currency')}>
        {catalogueLabel(`catalogue.currency.${offer.currency}`)}
      </DetailField>
      <DetailField label={t('offerDetails.fields.paymentMethod')}>
        {catalogueLabel(`catalogue.paymentMethod.${offer.payment_method}`)}
      </DetailField>
      <DetailField label={t('offerDetails.fields.paymentTerm')}>
        {catalogueLabel(`catalogue.paymentTerm.${offer.payment_term}`)}
      </DetailField>
    </DetailSection>
  );
}

/**
 * The shipment as both sides read it: departure, arrival, goods, vehicle, price and payment, then
 * the page's own sections. Needs the `components` and `catalogue` namespaces loaded by the route.
 */
export function OfferSections({ offer, toNegotiate, shouldShowExpectedGoods = false, children }: TOfferSectionsProps) {
  const { t } = useTranslation('components');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <StopSection title={t('offerDetails.sections.departure')} stop={offer.departure} />
      <StopSection title={t('offerDetails.sections.destination')} stop={offer.destination} />
      <GoodsSection offer={offer} shouldShowExpected={shouldShowExpectedGoods} />
      <VehicleSection offer={offer} />
      <PriceSection offer={offer} toNegotiate={toNegotiate} />
      {children}
    </SimpleGrid>
  );
}
