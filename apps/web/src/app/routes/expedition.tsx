import { ACCESS_RULES, accessSubjectOf, decideAccess } from '@tariq/contracts/access';
import { Box, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ShipmentInvoices } from '../../features/invoices/components/shipment-invoices';
import { OfferProposals } from '../../features/proposals/components/offer-proposals';
import { invalidateMissionOfOffer } from '../../features/missions/api/get-mission-of-offer';
import { MissionPanel } from '../../features/missions/components/mission-panel';
import { invalidateOffer } from '../../features/offers/api/invalidate-offer';
import { OfferDetail } from '../../features/offers/components/offer-detail';
import { RouteDetails } from '../../features/routing/components/route-details';
import { TrucksForLoadPanel } from '../../features/trucks/components/trucks-for-load-panel';
import { useSessionUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * One of the shipper's shipments (/expeditions/:uid), with its mission, the invoices its carrier
 * issued for it, the carriers' proposals on it and, with the trucks module, the trucks that fit it.
 */
export default function ExpeditionPage() {
  const { t } = useTranslation('expeditions');
  const { uid = '' } = useParams();
  const queryClient = useQueryClient();
  const user = useSessionUser();
  // The trucks module opens the vehicle search; its trucks for this load with it (issue 28).
  const hasTrucks = decideAccess(accessSubjectOf(user), ACCESS_RULES.vehicleSearch) === 'allow';
  useDocumentTitle(t('expeditions.detail.title'));
  return (
    <Box py="md">
      {/* Keyed by uid: another shipment starts from its own skeleton and closed dialogs. */}
      <OfferDetail
        key={uid}
        uid={uid}
        renderRoute={(offer) => (
          <RouteDetails departure={offer.departure} destination={offer.destination} truck_type={offer.truck_type} />
        )}
        renderProposals={(offer) => {
          const refreshOffer = () => invalidateOffer(queryClient, offer.uid);
          // A choice made in the proposals creates the mission: it is read again with the offer.
          const refreshProposals = () =>
            Promise.all([refreshOffer(), invalidateMissionOfOffer(queryClient, offer.uid)]);
          return (
            <Stack>
              <MissionPanel uid={offer.uid} refreshOffer={refreshOffer} />
              {/* The carrier's invoices for it: none before the delivery (issue 30). */}
              {offer.status === 'completed' ? <ShipmentInvoices offerUid={offer.uid} /> : null}
              <OfferProposals offer={offer} refreshOffer={refreshProposals} />
              {/* Only while a carrier is still sought: once one is chosen, other trucks are noise. */}
              {hasTrucks && offer.status === 'in_exchange' ? <TrucksForLoadPanel offerUid={offer.uid} /> : null}
            </Stack>
          );
        }}
      />
    </Box>
  );
}
