import { describe, expect, it } from 'vitest';
import { EMPTY_ANSWERS, toBusinessDetailsRequest, wizardSteps } from './wizard-steps';

const SHIPPER = 'ROLE_COMMISSIONNAIRE' as const;
const complete = {
  ...EMPTY_ANSWERS,
  shipmentsCount: 's' as const,
  typesOfGoods: ['vrac' as const],
  truckLoading: 'ltl' as const,
  geoGraphicRadius: ['regional' as const],
};

describe('toBusinessDetailsRequest', () => {
  it("sends a shipper's four answers and nothing of a carrier's", () => {
    expect(toBusinessDetailsRequest(SHIPPER, { ...complete, trucksCount: 'm' })).toEqual({
      shipmentsCount: 's',
      typesOfGoods: ['vrac'],
      truckLoading: 'ltl',
      geoGraphicRadius: ['regional'],
    });
  });

  it.each([
    ['the monthly shipments', { shipmentsCount: null }],
    ['a goods type', { typesOfGoods: [] }],
    ['the truck loading', { truckLoading: null }],
  ])('sends nothing for a shipper without %s (spec 000 §5)', (_name, change) => {
    expect(toBusinessDetailsRequest(SHIPPER, { ...complete, ...change })).toBeNull();
  });

  it("sends a carrier's three answers", () => {
    expect(
      toBusinessDetailsRequest('ROLE_TRANSPORTEUR', {
        ...complete,
        trucksCount: 'xxl',
        trucksTypes: ['truckPL7'],
      }),
    ).toEqual({ trucksCount: 'xxl', trucksTypes: ['truckPL7'], geoGraphicRadius: ['regional'] });
  });
});

describe('wizardSteps', () => {
  it('has 4 questions for a shipper and 3 for a carrier, between the welcome and the documents', () => {
    expect(wizardSteps(SHIPPER).map((step) => (step.kind === 'question' ? step.field : step.kind))).toEqual([
      'welcome',
      'shipmentsCount',
      'typesOfGoods',
      'truckLoading',
      'geoGraphicRadius',
      'final',
    ]);
    expect(wizardSteps('ROLE_TRANSPORTEUR')).toHaveLength(5);
  });
});
