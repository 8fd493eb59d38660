import { Box, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OfferProposals } from '../../features/proposals/components/offer-proposals';
import { invalidateMissionOfOffer } from '../../features/missions/api/get-mission-of-offer';
import { MissionPanel } from '../../features/missions/components/mission-panel';
import { invalidateOffer } from '../../features/offers/api/invalidate-offer';
import { OfferDetail } from '../../features/offers/components/offer-detail';
import { useDocumentTitle } from '../../lib/use-document-title';

/** One of the shipper's shipments (/expeditions/:uid), with its mission and the carriers' proposals on it. */
export default function ExpeditionPage() {
  const { t } = useTranslation('expeditions');
  const { uid = '' } = useParams();
  const queryClient = useQueryClient();
  useDocumentTitle(t('expeditions.detail.title'));
  return (
    <Box py="md">
      {/* Keyed by uid: another shipment starts from its own skeleton and closed dialogs. */}
      <OfferDetail
        key={uid}
        uid={uid}
        renderProposals={(offer) => {
          const refreshOffer = () => invalidateOffer(queryClient, offer.uid);
          // A choice made in the proposals creates the mission: it is read again with the offer.
          const refreshProposals = () =>
            Promise.all([refreshOffer(), invalidateMissionOfOffer(queryClient, offer.uid)]);
          return (
            <Stack>
              <MissionPanel uid={offer.uid} refreshOffer={refreshOffer} />
              <OfferProposals offer={offer} refreshOffer={refreshProposals} />
            </Stack>
          );
        }}
      />
    </Box>
  );
}
