import type { TPlaceValue } from '@tariq/contracts/place-values';
import { describe, expect, it } from 'vitest';
import { makeTruck } from '../../../test/trucks';
import {
  availabilityValuesOf,
  checkAvailability,
  checkTruckWizard,
  contactValuesOf,
  emptyTruckWizard,
  formFieldOf,
  stepOfField,
  toAvailabilityChanges,
  toContactChanges,
  toCreateTruckRequest,
} from './truck-form-values';
import type { TTruckWizardValues } from './truck-form-values';

const TODAY = '2026-11-26';
const ALGER: TPlaceValue = {
  country: 'DZ',
  state: { id: '16', name: 'Alger' },
  city: null,
  place_id: 'dz-state-16',
  lat: 36.7538,
  lng: 3.0588,
};
const BEJAIA: TPlaceValue = {
  country: 'DZ',
  state: { id: '06', name: 'Béjaïa' },
  city: { id: '0601', name: 'Bejaia' },
  place_id: 'dz-city-0601',
  lat: 36.7509,
  lng: 5.0567,
};

function filledWizard(overrides: Partial<TTruckWizardValues> = {}): TTruckWizardValues {
  return {
    ...emptyTruckWizard(),
    name: 'Volvo FH 500',
    type: 'refrigerated',
    useSocietyContact: true,
    departure: ALGER,
    arrival: BEJAIA,
    startDate: '2026-12-01',
    weight: 24.5,
    ...overrides,
  };
}

const keysOf = (issues: ReturnType<typeof checkTruckWizard>) => issues.map(({ field, key }) => `${field}:${key}`);

describe('the add-truck wizard’s request', () => {
  it('sends the weight typed in tonnes in kg, to the kilogram', () => {
    expect(toCreateTruckRequest(filledWizard({ weight: 24.5 })).weight).toBe(24_500);
    expect(toCreateTruckRequest(filledWizard({ weight: 0.1 })).weight).toBe(100);
    expect(toCreateTruckRequest(filledWizard({ weight: 80 })).weight).toBe(80_000);
  });

  it('passes a filled wizard, and tells an empty one what each step lacks, in the spec’s words', () => {
    expect(checkTruckWizard(filledWizard(), TODAY)).toEqual([]);
    const issues = keysOf(checkTruckWizard({ ...emptyTruckWizard(), useSocietyContact: false }, TODAY));
    expect(issues).toEqual(
      expect.arrayContaining([
        'name:truckNameRequired',
        'type:truckTypeRequired',
        'contact.firstName:required',
        'contact.email:required',
        'contact.phone:required',
        'weight:truckWeightRequired',
        'departure:startCountryRequired',
        'arrival:endCountryRequired',
        'startDate:truckStartDateRequired',
      ]),
    );
    // The country's message comes first on the picker that holds both.
    expect(issues.indexOf('departure:startCountryRequired')).toBeLessThan(
      issues.indexOf('departure:startPlaceRequired'),
    );
  });

  it('tells the weight’s limit in tonnes, the unit it is typed in', () => {
    const [issue] = checkTruckWizard(filledWizard({ weight: 81 }), TODAY);
    expect(issue).toEqual({ field: 'weight', key: 'truckWeightTooBig', params: { max: 80, unit: 'tonne' } });
  });

  it('refuses a start before today and a type with subtypes left incomplete', () => {
    expect(keysOf(checkTruckWizard(filledWizard({ startDate: '2026-11-25' }), TODAY))).toEqual([
      'startDate:truckStartDatePast',
    ]);
    expect(keysOf(checkTruckWizard(filledWizard({ type: 'van' }), TODAY))).toEqual(['type:truckTypeRequired']);
  });

  it('puts each request field on the form field that shows it, on its step', () => {
    expect(['startCountry', 'start_place_id', 'startState', 'latitude', 'longitude'].map(formFieldOf)).toEqual(
      Array(5).fill('departure'),
    );
    expect(['endCountry', 'end_place_id', 'endCity'].map(formFieldOf)).toEqual(Array(3).fill('arrival'));
    expect(['startDate', 'endDate', 'contact', 'contact.email'].map(formFieldOf)).toEqual([
      'startDate',
      'endDate',
      'useSocietyContact',
      'contact.email',
    ]);
    expect(['name', 'contact.email', 'departure', 'goods'].map(stepOfField)).toEqual([0, 1, 2, 2]);
  });
});

describe('editing a truck', () => {
  const truck = makeTruck({ availability: { from: '2026-11-20', until: null } });
  const initial = availabilityValuesOf(truck);

  it('sends only the availability fields changed, a place with its country and coordinates', () => {
    expect(toAvailabilityChanges(initial, initial)).toEqual({});
    expect(toAvailabilityChanges({ ...initial, weight: 26_000 }, initial)).toEqual({ weight: 26_000 });
    expect(toAvailabilityChanges({ ...initial, departure: BEJAIA, length: '' }, initial)).toEqual({
      startCountry: 'DZ',
      startState: 'Béjaïa',
      startCity: 'Bejaia',
      start_place_id: 'dz-city-0601',
      latitude: 36.7509,
      longitude: 5.0567,
      length: null,
    });
  });

  it('lets a running posting keep its past start, but not move it into the past or leave a place empty', () => {
    expect(checkAvailability({ ...initial, weight: 26_000 }, initial, TODAY)).toEqual([]);
    expect(keysOf(checkAvailability({ ...initial, startDate: '2026-11-25' }, initial, TODAY))).toEqual([
      'startDate:truckStartDatePast',
    ]);
    expect(keysOf(checkAvailability({ ...initial, arrival: null }, initial, TODAY))).toEqual([
      'arrival:endPlaceRequired',
    ]);
    expect(keysOf(checkAvailability({ ...initial, endDate: '2026-11-19' }, initial, TODAY))).toContain(
      'endDate:truckEndBeforeStart',
    );
    expect(keysOf(checkAvailability({ ...initial, weight: 80_001 }, initial, TODAY))).toEqual([
      'weight:truckWeightTooBig',
    ]);
  });

  it('sends the account’s contact alone when the truck uses it', () => {
    const own = contactValuesOf(
      makeTruck({
        contact: {
          useSocietyContact: false,
          firstName: 'Yacine',
          lastName: 'Brahimi',
          email: 'y@atlas.dz',
          phone: null,
        },
      }),
    );
    expect(toContactChanges({ ...own, useSocietyContact: true }, own)).toEqual({
      contact: { useSocietyContact: true },
    });
    expect(toContactChanges({ ...own, comment: 'Hayon' }, own)).toEqual({ comment: 'Hayon' });
  });
});
