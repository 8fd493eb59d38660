import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFFER_STATUSES, canTransitionOffer, createOfferSchema, offerToday } from './offers';
import type { TOfferStatus } from './offers';

// Written out again on purpose: the table in offers.ts must say exactly this.
const ALLOWED: ReadonlyArray<[TOfferStatus, TOfferStatus]> = [
  ['in_exchange', 'scheduled'],
  ['in_exchange', 'cancelled'],
  ['in_exchange', 'expired'],
  ['scheduled', 'in_exchange'],
  ['scheduled', 'in_progress'],
  ['scheduled', 'cancelled'],
  ['in_progress', 'completed'],
  ['in_progress', 'cancelled'],
];

describe('offer status transitions', () => {
  for (const from of OFFER_STATUSES) {
    for (const to of OFFER_STATUSES) {
      const allowed = ALLOWED.some(([a, b]) => a === from && b === to);
      it(`${allowed ? 'allows' : 'refuses'} ${from} → ${to}`, () => {
        expect(canTransitionOffer(from, to)).toBe(allowed);
      });
    }
  }
});

describe('offerToday', () => {
  it('reads the calendar day in Algiers (UTC+1)', () => {
    expect(offerToday(new Date('2026-11-22T22:59:00Z'))).toBe('2026-11-22');
    expect(offerToday(new Date('2026-11-22T23:00:00Z'))).toBe('2026-11-23');
  });

  it('keeps the day it worked out only for the instants of that day, before and after in turn', () => {
    const instants = [
      '2026-11-22T23:00:00Z',
      '2026-11-22T22:59:59.999Z',
      '2026-11-23T22:59:59.999Z',
      '2026-11-23T23:00:00Z',
    ];
    for (const round of [1, 2]) {
      expect(
        instants.map((at) => offerToday(new Date(at))),
        `round ${round}`,
      ).toEqual(['2026-11-23', '2026-11-22', '2026-11-23', '2026-11-24']);
    }
  });

  it('reads each instant on its own, call after call (one formatter serves them all)', () => {
    // Algeria keeps UTC+1 all year: the day is the UTC day of the instant one hour later.
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (at) => {
        expect(offerToday(at)).toBe(new Date(at.getTime() + 3600_000).toISOString().slice(0, 10));
      }),
    );
  });
});

describe('createOfferSchema', () => {
  const stop = (date: string, time: string) => ({
    country: 'dz',
    place_id: 'DZ:16',
    address: '1 rue Didouche Mourad',
    date,
    time,
  });
  const offer = {
    departure: stop('2026-11-23', '08:00'),
    destination: stop('2026-11-23', '18:00'),
    goods_type: 'palletised',
    weight_kg: 12000,
    height_m: 2.5,
    mpl: 6,
    truck_type: 'tautliner_standard',
    truck_power_type: 'thermal',
    currency: 'DZD',
    payment_method: 'transfer',
    payment_term: '30_days',
  };

  it('fills the defaults and upper-cases the country', () => {
    const parsed = createOfferSchema({ today: '2026-11-23' }).parse(offer);
    expect(parsed.departure.country).toBe('DZ');
    expect(parsed).toMatchObject({ visibility: 'public', price: null, pallets: {}, tail_lift: false });
  });

  it('names the field of each cross-field rule', () => {
    const schema = createOfferSchema({ today: '2026-11-23' });
    const issues = (value: unknown) =>
      schema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];
    expect(issues({ ...offer, destination: stop('2026-11-23', '08:00') })).toEqual([
      'destination.time:validation.arrivalTimeNotAfterDeparture',
    ]);
    expect(issues({ ...offer, departure: stop('2026-11-24', '08:00') })).toEqual([
      'destination.date:validation.arrivalBeforeDeparture',
    ]);
    expect(issues({ ...offer, departure: stop('2026-11-22', '08:00') })).toEqual([
      'departure.date:validation.pastDate',
    ]);
    expect(issues({ ...offer, goods_type: 'container' })).toEqual(['container_type:validation.required']);
    expect(issues({ ...offer, goods_type: 'solid_bulk' })).toEqual(['bulk_type:validation.required']);
    expect(issues({ ...offer, truck_type: 'van' })).toEqual(['truck_type:validation.incompleteTruckType']);
  });
});
