import { useTranslation } from 'react-i18next';
import { TitledPage } from '../../components/titled-page/titled-page';
import { PlacePicker } from '../../features/places/components/place-picker';
import { MyTrucks } from '../../features/trucks/components/my-trucks';

/**
 * /trucks/my (spec 000 §2, issue 28): the carrier's trucks, to add, publish or hide, edit, delete,
 * and the loads each can take. `?truck=<id>` (a notification's link) opens that truck's loads.
 */
export default function MyTrucksPage() {
  const { t } = useTranslation('trucks');
  return (
    <TitledPage title={t('trucks.my.title')}>
      <MyTrucks PlaceField={PlacePicker} />
    </TitledPage>
  );
}
