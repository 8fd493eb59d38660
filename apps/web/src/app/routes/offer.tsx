import { ACCESS_RULES, accessSubjectOf, decideAccess } from '@tariq/contracts/access';
import { Box, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CarrierProposals } from '../../features/proposals/components/carrier-proposals';
import { DriverPicker } from '../../features/drivers/components/driver-picker';
import { invalidateFreight } from '../../features/freights/api/invalidate-freight';
import { FreightDetail } from '../../features/freights/components/freight-detail';
import { LanePriceHint } from '../../features/lane-prices/components/lane-price-hint';
import { RouteDetails } from '../../features/routing/components/route-details';
import { ShipperPaymentRecord } from '../../features/invoices/components/shipper-payment-record';
import {
  getMissionOfOfferQueryOptions,
  invalidateMissionOfOffer,
} from '../../features/missions/api/get-mission-of-offer';
import { MissionPanel } from '../../features/missions/components/mission-panel';
import { useSessionUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** One offer of the exchange, as a carrier sees it (/offres/:uid), with the carrier's mission and proposals on it. */
export default function OfferPage() {
  const { t } = useTranslation('freights');
  const { uid = '' } = useParams();
  const queryClient = useQueryClient();
  // The mission's driver is named from the company's drivers (/chauffeurs): only where those are open.
  const user = useSessionUser();
  const driverPicker =
    decideAccess(accessSubjectOf(user), ACCESS_RULES.carrierDrivers) === 'allow' ? DriverPicker : undefined;
  // The panel's own query (one request): an offer that went to this carrier is its mission, not lost.
  const isOurs = useQuery(getMissionOfOfferQueryOptions(uid)).data?.status !== undefined;
  useDocumentTitle(t('freights.detail.title'));
  return (
    <Box py="md">
      {/* Keyed by uid: another offer starts from its own skeleton. */}
      <FreightDetail
        key={uid}
        uid={uid}
        isOurs={isOurs}
        renderShipperRecord={(freight) => <ShipperPaymentRecord companyId={freight.shipper.company_id} />}
        renderRoute={(freight) => (
          <RouteDetails
            departure={freight.departure}
            destination={freight.destination}
            truck_type={freight.truck_type}
          />
        )}
        renderProposals={(freight) => {
          const refreshOffer = () => invalidateFreight(queryClient, freight.uid);
          // An instant booking makes the mission at once: it is read again with the offer.
          const refreshProposals = () =>
            Promise.all([refreshOffer(), invalidateMissionOfOffer(queryClient, freight.uid)]);
          return (
            <Stack>
              {/* The usual price of the lane, beside where the carrier proposes one (issue 31). */}
              <LanePriceHint from={freight.departure} to={freight.destination} truckType={freight.truck_type} />
              <MissionPanel uid={freight.uid} refreshOffer={refreshOffer} DriverPicker={driverPicker} />
              <CarrierProposals offer={freight} refreshOffer={refreshProposals} DriverPicker={driverPicker} />
            </Stack>
          );
        }}
      />
    </Box>
  );
}
