import { FREIGHT_ORDERS } from '@tariq/contracts/freight-filters';
import type { TFreightOrder } from '@tariq/contracts/freights';
import { Select } from '../../../components/select/select';
import { useTranslation } from 'react-i18next';

/** The order of the list; loading date (the server's default) when none is chosen. */
export function FreightSort({
  value,
  onChange,
}: {
  value: TFreightOrder | undefined;
  onChange: (order: TFreightOrder) => void;
}) {
  const { t } = useTranslation('freights');
  return (
    <Select
      label={t('freights.filters.sort')}
      data={FREIGHT_ORDERS.map((order) => ({ value: order, label: t(`freights.filters.orders.${order}`) }))}
      value={value ?? 'date'}
      onChange={(order) => {
        if (order) onChange(order as TFreightOrder);
      }}
      allowDeselect={false}
      w={220}
    />
  );
}
