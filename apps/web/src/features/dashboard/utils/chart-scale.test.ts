import { describe, expect, it } from 'vitest';
import { chartTicks } from './chart-scale';

describe('chartTicks', () => {
  it('counts in whole steps from 0 to a round top above the highest value', () => {
    expect(chartTicks([0, 0, 6])).toEqual([0, 2, 4, 6]);
    expect(chartTicks([0, 7])).toEqual([0, 2, 4, 6, 8]);
    expect(chartTicks([1, 0])).toEqual([0, 1, 2, 3, 4]);
    expect(chartTicks([3])).toEqual([0, 1, 2, 3, 4]);
    expect(chartTicks([42])).toEqual([0, 20, 40, 60]);
  });

  it('gives amounts steps of 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(chartTicks([2_156_000, 0])).toEqual([0, 1_000_000, 2_000_000, 3_000_000]);
    expect(chartTicks([2_400_000])).toEqual([0, 1_000_000, 2_000_000, 3_000_000]);
    expect(chartTicks([1_900_000])).toEqual([0, 500_000, 1_000_000, 1_500_000, 2_000_000]);
    expect(chartTicks([0.9, 0.2])).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it('draws a series of zeros from 0 to 4', () => {
    expect(chartTicks([0, 0, 0])).toEqual([0, 1, 2, 3, 4]);
    expect(chartTicks([])).toEqual([0, 1, 2, 3, 4]);
  });
});
