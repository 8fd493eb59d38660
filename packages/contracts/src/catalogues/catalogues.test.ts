import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../enums';
import { CATALOGUE_LABEL_LOADERS, CATALOGUE_VALUES } from '../labels';
import { FILTER_PRESETS, OPTION_LISTS, optionLabelKey } from './options';
import { ALL_TRUCK_TYPES, TRUCK_TYPES, expandTruckType, findTruckType, isCompleteTruckType } from './vehicles';

describe('catalogue labels', () => {
  it.each(LANGUAGES)('%s labels every catalogue value, and nothing else', async (language) => {
    const labels = await CATALOGUE_LABEL_LOADERS[language]();
    expect(Object.keys(labels).sort()).toEqual(Object.keys(CATALOGUE_VALUES).sort());
    for (const [group, values] of Object.entries(CATALOGUE_VALUES)) {
      const groupLabels: Record<string, string | undefined> = labels[group as keyof typeof labels];
      expect(Object.keys(groupLabels).sort(), `${language} ${group}`).toEqual([...values].sort());
      for (const value of values) expect(groupLabels[value]?.trim(), `${language} ${group}.${value}`).toBeTruthy();
    }
  });
});

describe('vehicle catalogue', () => {
  it('has the types of spec 001 §3 with their subtypes, each with a colour', () => {
    expect(TRUCK_TYPES.map((entry) => entry.value)).toEqual([
      'van',
      'box_trailer',
      'rigid',
      'tautliner',
      'refrigerated',
      'flatbed',
      'container_chassis',
    ]);
    expect(findTruckType('van')!.subTypes!.map((sub) => sub.value)).toEqual([
      'van_12m3',
      'van_14m3',
      'van_17m3',
      'van_20m3',
    ]);
    expect(findTruckType('rigid')!.subTypes).toHaveLength(3);
    for (const entry of ALL_TRUCK_TYPES) {
      expect(entry.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(entry.labelKey).toBe(`catalogue.truckType.${entry.value}`);
    }
    expect(new Set(ALL_TRUCK_TYPES.map((entry) => entry.value)).size).toBe(ALL_TRUCK_TYPES.length);
  });

  it('expands a parent type to the comma-separated list of its subtypes', () => {
    expect(expandTruckType('box_trailer')).toBe('box_trailer_12t,box_trailer_19t');
    expect(expandTruckType('van_12m3')).toBe('van_12m3');
    expect(expandTruckType('flatbed')).toBe('flatbed');
  });

  it('calls complete a subtype or a type without subtypes', () => {
    expect(isCompleteTruckType('tautliner')).toBe(false);
    expect(isCompleteTruckType('tautliner_mega')).toBe(true);
    expect(isCompleteTruckType('refrigerated')).toBe(true);
    expect(isCompleteTruckType('nope')).toBe(false);
  });
});

describe('option lists', () => {
  it('hold the values of the specs', () => {
    expect(OPTION_LISTS.shipmentsCount).toEqual(['s', 'm', 'l', 'xxl']);
    expect(OPTION_LISTS.typesOfGoods).toEqual(['palette', 'alimentaire', 'danger', 'vrac', 'specialisees', 'autre']);
    expect(OPTION_LISTS.paymentTerm).toHaveLength(5);
    expect(optionLabelKey('currency', 'DZD')).toBe('catalogue.currency.DZD');
  });

  it('give the filter presets in cm and kg', () => {
    expect(FILTER_PRESETS.find((preset) => preset.value === 'semi_trailer')).toEqual({
      value: 'semi_trailer',
      length: 1320,
      width: 240,
      height: 270,
      weight: 44000,
    });
  });
});
