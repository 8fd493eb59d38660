import { offerToday } from '@tariq/contracts';
import type { TCreateOfferRequest } from '@tariq/contracts';

/** The test clock's day (2026-11-22 at 10:00 in Algiers). */
export const TEST_TODAY = '2026-11-22';

/** A complete offer from Alger to Béjaïa, leaving on the test clock's day (places of DZ must be loaded). */
export function validOffer(overrides: Partial<TCreateOfferRequest> = {}): TCreateOfferRequest {
  const offer = {
    departure: { country: 'DZ', place_id: 'DZ:16', address: '12 rue Larbi Ben Mhidi', date: TEST_TODAY, time: '08:00' },
    destination: {
      country: 'DZ',
      place_id: 'DZ:06:0601',
      address: 'Zone industrielle',
      date: '2026-11-23',
      time: '14:00',
    },
    goods_type: 'palletised',
    weight_kg: 12000,
    height_m: 2.4,
    mpl: 6.8,
    pallets: { EUROP: 16 },
    truck_type: 'tautliner_standard',
    truck_power_type: 'thermal',
    price: 85000,
    currency: 'DZD',
    payment_method: 'transfer',
    payment_term: '30_days',
  };
  return { ...offer, ...overrides } as TCreateOfferRequest;
}

/** The dates of an offer leaving on `now`'s day in Algiers and arriving the next: for tests whose clock moved. */
export function leavingOn(now: Date): Pick<TCreateOfferRequest, 'departure' | 'destination'> {
  const offer = validOffer();
  return {
    departure: { ...offer.departure, date: offerToday(now) },
    destination: { ...offer.destination, date: offerToday(new Date(now.getTime() + 24 * 3_600_000)) },
  };
}
