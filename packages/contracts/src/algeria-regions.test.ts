import { describe, expect, it } from 'vitest';
import { ALGERIA_REGIONS, regionOfWilaya } from './algeria-regions';

describe('Algeria regions', () => {
  it('holds each of the 58 wilayas exactly once', () => {
    const codes = ALGERIA_REGIONS.flatMap((region) => [...region.wilayas]).sort();
    expect(codes).toEqual(Array.from({ length: 58 }, (_, index) => String(index + 1).padStart(2, '0')));
  });

  it('finds the region of a wilaya, and none for one it does not hold', () => {
    expect(regionOfWilaya('16')).toBe('north_centre');
    expect(regionOfWilaya('55')).toBe('south_east');
    expect(regionOfWilaya('60')).toBeNull();
  });
});
