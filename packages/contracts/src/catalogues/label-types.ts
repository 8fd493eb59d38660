import type { TOptionList } from './options';

/** Labels of every catalogue value, one object per language; keys are checked against the catalogues by a test. */
export type TCatalogueLabels = Record<
  TOptionList | 'truckType' | 'truckClass' | 'onboardingTruckType' | 'filterPreset',
  Record<string, string>
>;
