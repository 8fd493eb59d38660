import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TitledPage } from '../../components/titled-page/titled-page';
import { MyDrivers } from '../../features/drivers/components/my-drivers';
import { readPageParam } from '../../lib/page-param';

/**
 * /chauffeurs (spec 001 §2, issue 29): the carrier's drivers, their connection and last position, to
 * add, edit, send new credentials to, or delete. `?page=` for the rare fleet past one page.
 */
export default function DriversPage() {
  const { t } = useTranslation('drivers');
  const [searchParams] = useSearchParams();
  return (
    <TitledPage title={t('drivers.title')}>
      <MyDrivers page={readPageParam(searchParams)} />
    </TitledPage>
  );
}
