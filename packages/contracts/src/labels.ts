import type { TLanguage } from './enums';
import { ALL_TRUCK_TYPES, ONBOARDING_TRUCK_TYPES, TRUCK_CLASSES } from './catalogues/vehicles';
import { FILTER_PRESETS, OPTION_LISTS } from './catalogues/options';
import type { TCatalogueLabels } from './catalogues/label-types';

export type { TCatalogueLabels };

/** The value lists each label group must cover. */
export const CATALOGUE_VALUES: Record<keyof TCatalogueLabels, readonly string[]> = {
  ...OPTION_LISTS,
  truckType: ALL_TRUCK_TYPES.map((entry) => entry.value),
  truckClass: TRUCK_CLASSES,
  onboardingTruckType: ONBOARDING_TRUCK_TYPES,
  filterPreset: FILTER_PRESETS.map((preset) => preset.value),
};

/** Loads one language's labels (the web loads only the language in use). */
export const CATALOGUE_LABEL_LOADERS: Record<TLanguage, () => Promise<TCatalogueLabels>> = {
  fr: async () => (await import('./catalogues/labels/fr')).fr,
  ar: async () => (await import('./catalogues/labels/ar')).ar,
  en: async () => (await import('./catalogues/labels/en')).en,
  de: async () => (await import('./catalogues/labels/de')).de,
  pl: async () => (await import('./catalogues/labels/pl')).pl,
  es: async () => (await import('./catalogues/labels/es')).es,
  pt: async () => (await import('./catalogues/labels/pt')).pt,
  it: async () => (await import('./catalogues/labels/it')).it,
};
