import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OfferDetail } from '../../features/offers/components/offer-detail';
import { useDocumentTitle } from '../../lib/use-document-title';

/** One of the shipper's shipments (/expeditions/:uid). */
export default function ExpeditionPage() {
  const { t } = useTranslation('expeditions');
  const { uid = '' } = useParams();
  useDocumentTitle(t('expeditions.detail.title'));
  return (
    <Box py="md">
      {/* Keyed by uid: another shipment starts from its own skeleton and closed dialogs. */}
      <OfferDetail key={uid} uid={uid} />
    </Box>
  );
}
