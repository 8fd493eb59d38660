import { describe, expect, it } from 'vitest';
import { OPTION_LISTS } from '../catalogues/options';
import { HANDLING_ALLOWANCE, billableImmobilisation, loadKindOf, proposeImmobilisationLine } from './immobilisation';

const hours = (loadKind: 'ftl' | 'ltl', loading: number | null, unloading: number | null) =>
  billableImmobilisation({ loadKind, waitingAtLoadingMinutes: loading, waitingAtUnloadingMinutes: unloading })
    .billableHours;

describe('immobilisation fees', () => {
  it("allows 2 h for a full load and 1 h for a partial load (spec 001 §9), for each of the offers' load kinds", () => {
    expect(HANDLING_ALLOWANCE.minutes).toEqual({ ftl: 120, ltl: 60 });
    expect(Object.keys(HANDLING_ALLOWANCE.minutes).sort()).toEqual([...OPTION_LISTS.truckLoading].sort());
  });

  it('bills nothing within the allowance', () => {
    expect(hours('ftl', 120, 120)).toBe(0);
    expect(hours('ltl', 60, 0)).toBe(0);
    expect(hours('ftl', null, null)).toBe(0);
  });

  it('bills each started half hour beyond the allowance', () => {
    expect(hours('ftl', 121, 0)).toBe(0.5);
    expect(hours('ftl', 150, 0)).toBe(0.5);
    expect(hours('ftl', 151, 0)).toBe(1);
    expect(hours('ftl', 180, 0)).toBe(1);
    expect(hours('ltl', 61, 0)).toBe(0.5);
    expect(hours('ltl', 130, 0)).toBe(1.5);
  });

  it('counts each stop on its own: spare time at one does not pay for the other', () => {
    expect(hours('ftl', 130, 130)).toBe(1); // 10 min over at each: half an hour each
    expect(hours('ftl', 30, 200)).toBe(1.5); // 80 min over at unloading only
    expect(
      billableImmobilisation({ loadKind: 'ltl', waitingAtLoadingMinutes: 95, waitingAtUnloadingMinutes: 40 }),
    ).toEqual({ allowanceMinutes: 60, excessAtLoadingMinutes: 35, excessAtUnloadingMinutes: 0, billableHours: 1 });
  });

  it('refuses a waiting time that is not whole minutes', () => {
    expect(() => hours('ftl', -5, 0)).toThrow(RangeError);
    expect(() => hours('ftl', 12.5, 0)).toThrow(RangeError);
  });

  it('proposes a line of hours × price per hour, or none', () => {
    expect(
      proposeImmobilisationLine({
        loadKind: 'ftl',
        waitingAtLoadingMinutes: 200,
        waitingAtUnloadingMinutes: 125,
        unitPricePerHourHt: 2_500_00,
      }),
    ).toEqual({
      kind: 'immobilisation',
      allowanceMinutes: 120,
      excessAtLoadingMinutes: 80,
      excessAtUnloadingMinutes: 5,
      billableHours: 2,
      quantity: 2,
      unitPriceHt: 2_500_00,
      amountHt: 5_000_00,
    });
    expect(
      proposeImmobilisationLine({
        loadKind: 'ltl',
        waitingAtLoadingMinutes: 60,
        waitingAtUnloadingMinutes: 45,
        unitPricePerHourHt: 2_500_00,
      }),
    ).toBeNull();
  });
});

describe('loadKindOf', () => {
  it('reads a whole trailer, by its length or its weight, as a full load', () => {
    expect(loadKindOf({ mpl: 13.2, weightKg: 8000 })).toBe('ftl');
    expect(loadKindOf({ mpl: 6.8, weightKg: 24_000 })).toBe('ftl');
    expect(loadKindOf({ mpl: 13.1, weightKg: 23_999 })).toBe('ltl');
  });
});
