import type { TLanguage } from '@tariq/contracts';
import { LANE_PRICE_LIMITS } from '@tariq/contracts/lane-prices';
import { findTruckType } from '@tariq/contracts/catalogues/vehicles';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useCatalogueLabels } from '../../../lib/use-catalogue-labels';
import { getLanePriceQueryOptions } from '../api/get-lane-price';

/** One end of a lane, as a place picker's value or an offer's stop gives it. */
export type TLaneEnd = { country: string; state: { id: string; name: string } };

export type TLanePriceHintProps = {
  from: TLaneEnd | null | undefined;
  to: TLaneEnd | null | undefined;
  truckType: string | null | undefined;
};

/**
 * "Prix habituel Alger → Oran, Tautliner : 78 000 – 95 000 DZD, 23 missions": the 10th–90th
 * percentile range of the deals on the lane (issue 31). A hint: nothing while the lane is not known
 * (both wilayas of Algeria and a truck type), while loading, on error, or when too few deals stand
 * behind it.
 */
export function LanePriceHint({ from, to, truckType }: TLanePriceHintProps) {
  const { t, i18n } = useTranslation('lanePrices');
  const { t: label, ready } = useCatalogueLabels();
  const isLane =
    from?.country === LANE_PRICE_LIMITS.country &&
    to?.country === LANE_PRICE_LIMITS.country &&
    !!truckType &&
    findTruckType(truckType) !== undefined;
  const price = useQuery({
    ...getLanePriceQueryOptions({
      fromState: from?.state.id ?? '',
      toState: to?.state.id ?? '',
      truckType: truckType ?? '',
    }),
    enabled: isLane,
  });
  const figures = price.data?.data;
  if (!isLane || !figures || !ready) return null;
  const language = i18n.language as TLanguage;
  return (
    <Text
      size="sm"
      c="dimmed"
      title={t('lanePrices.detail', {
        days: LANE_PRICE_LIMITS.windowDays,
        median: formatNumber(figures.median, language),
        currency: figures.currency,
      })}
    >
      {t('lanePrices.hint', {
        from: from.state.name,
        to: to.state.name,
        truckType: label(`catalogue.truckType.${figures.truck_type}` as never),
        low: formatNumber(figures.p10, language),
        high: formatNumber(figures.p90, language),
        currency: figures.currency,
        count: figures.count,
      })}
    </Text>
  );
}
