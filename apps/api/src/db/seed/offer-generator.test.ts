import { describe, expect, it } from 'vitest';
import { createRandom, generateOffers } from './offer-generator';
import type { TGeneratorPlace } from './offer-generator';

const place = (id: string, name: string, lat: number, lng: number): TGeneratorPlace => ({
  id,
  country: 'DZ',
  stateCode: '16',
  stateName: 'Alger',
  kind: 'city',
  name,
  lat,
  lng,
});

describe('generateOffers', () => {
  const owners = [{ companyId: '00000000-0000-4000-8000-000000000001', userId: null }];
  const generate = (places: TGeneratorPlace[]) =>
    generateOffers({ count: 4, owners, places, now: new Date('2026-11-29T08:00:00Z'), random: createRandom(3) });

  it('gives no distance between two communes that share their coordinates, as a publication does', () => {
    // In the places' data, Rahmania and Sidi Moussa both sit at the same point: "≈ 0 km" was shown.
    const offers = generate([
      place('DZ:16:1650', 'Rahmania', 36.6997294, 3.0576199),
      place('DZ:16:1637', 'Sidi Moussa', 36.6997294, 3.0576199),
    ]);
    expect(offers.map((offer) => offer.distanceKm)).toEqual([null, null, null, null]);
  });

  it('estimates the road distance between places that have their own coordinates', () => {
    const offers = generate([place('DZ:16:1', 'Alger', 36.7538, 3.0588), place('DZ:31:1', 'Oran', 35.6971, -0.6308)]);
    for (const offer of offers) expect(offer.distanceKm).toBeGreaterThan(350);
  });
});
