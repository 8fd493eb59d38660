import { describe, expect, it } from 'vitest';
import { ZBusinessDetailsRequest, businessDetailsIssues, hasCompleteBusinessDetails } from './business-details';
import type { TBusinessDetails } from './business-details';

const NOTHING: TBusinessDetails = {
  geoGraphicRadius: [],
  shipmentsCount: null,
  typesOfGoods: [],
  truckLoading: null,
  trucksCount: null,
  trucksTypes: [],
};

describe('businessDetailsIssues', () => {
  it("names every missing answer of the role and every answer of the other role's", () => {
    expect(businessDetailsIssues('ROLE_TRANSPORTEUR', { shipmentsCount: 's' })).toEqual([
      { field: 'geoGraphicRadius', key: 'selectAtLeastOne' },
      { field: 'shipmentsCount', key: 'invalid' },
      { field: 'trucksCount', key: 'required' },
      { field: 'trucksTypes', key: 'selectAtLeastOne' },
    ]);
  });

  it("finds nothing wrong in a shipper's four answers", () => {
    const body = ZBusinessDetailsRequest.parse({
      shipmentsCount: 'xxl',
      typesOfGoods: ['danger'],
      truckLoading: 'ltl',
      geoGraphicRadius: ['international'],
    });
    expect(businessDetailsIssues('ROLE_COMMISSIONNAIRE', body)).toEqual([]);
  });
});

describe('hasCompleteBusinessDetails', () => {
  it('needs every answer of the role, and only of the role', () => {
    const carrier = { ...NOTHING, trucksCount: 'm' as const, trucksTypes: ['truckVan' as const] };
    expect(hasCompleteBusinessDetails('ROLE_TRANSPORTEUR', carrier)).toBe(false);
    expect(hasCompleteBusinessDetails('ROLE_TRANSPORTEUR', { ...carrier, geoGraphicRadius: ['national'] })).toBe(true);
    expect(hasCompleteBusinessDetails('ROLE_COMMISSIONNAIRE', { ...carrier, geoGraphicRadius: ['national'] })).toBe(
      false,
    );
  });

  it('is true for the roles without a wizard', () => {
    expect(hasCompleteBusinessDetails('ROLE_DRIVER', NOTHING)).toBe(true);
    expect(hasCompleteBusinessDetails('ROLE_ADMIN', NOTHING)).toBe(true);
  });
});
