import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FreightDetail } from '../../features/freights/components/freight-detail';
import { useDocumentTitle } from '../../lib/use-document-title';

/** One offer of the exchange, as a carrier sees it (/offres/:uid). */
export default function OfferPage() {
  const { t } = useTranslation('freights');
  const { uid = '' } = useParams();
  useDocumentTitle(t('freights.detail.title'));
  return (
    <Box py="md">
      {/* Keyed by uid: another offer starts from its own skeleton. */}
      <FreightDetail key={uid} uid={uid} />
    </Box>
  );
}
