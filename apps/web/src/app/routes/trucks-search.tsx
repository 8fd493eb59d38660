import { useTranslation } from 'react-i18next';
import { TitledPage } from '../../components/titled-page/titled-page';
import { PlaceIdPicker } from '../../features/places/components/place-id-picker';
import { TruckSearch } from '../../features/trucks/components/truck-search';

/** The vehicle search (/trucks, spec 000 §2): shippers and carriers with the trucks module. */
export default function TrucksSearchPage() {
  const { t } = useTranslation('trucks');
  return (
    <TitledPage title={t('trucks.title')}>
      <TruckSearch PlaceField={PlaceIdPicker} />
    </TitledPage>
  );
}
