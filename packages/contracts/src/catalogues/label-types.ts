import type { FILTER_PRESETS, TOptionList, TOptionValue } from './options';
import type { TOnboardingTruckType, TTruckClass, TTruckTypeValue } from './vehicles';

/** Every value of each catalogue group that carries a label. */
export type TCatalogueValues = { [L in TOptionList]: TOptionValue<L> } & {
  truckType: TTruckTypeValue;
  truckClass: TTruckClass;
  onboardingTruckType: TOnboardingTruckType;
  filterPreset: (typeof FILTER_PRESETS)[number]['value'];
};
export type TCatalogueGroup = keyof TCatalogueValues;

/**
 * Labels of every catalogue value, one object per language: a value without its label, or a label
 * without its value, fails the type check (and the catalogue test).
 */
export type TCatalogueLabels = { [G in TCatalogueGroup]: Record<TCatalogueValues[G], string> };
