import { z } from 'zod';
import { LANGUAGES } from '../enums';
import type { TTruckType } from './vehicles';

const ZTruckType: z.ZodType<TTruckType> = z.lazy(() =>
  z.object({
    value: z.string(),
    labelKey: z.string(),
    color: z.string(),
    subTypes: z.array(ZTruckType).readonly().optional(),
  }),
);

/** `GET /api/catalogues`: every catalogue of this package, labelled in one language. */
export const ZCatalogues = z.object({
  language: z.enum(LANGUAGES),
  truck_types: z.array(ZTruckType).readonly(),
  truck_classes: z.array(z.string()).readonly(),
  onboarding_truck_types: z.array(z.string()).readonly(),
  options: z.record(z.string(), z.array(z.string()).readonly()),
  filter_presets: z
    .array(
      z.object({ value: z.string(), length: z.number(), width: z.number(), height: z.number(), weight: z.number() }),
    )
    .readonly(),
  /** `labels.<group>.<value>`: the groups are the option lists plus truckType, truckClass, onboardingTruckType, filterPreset. */
  labels: z.record(z.string(), z.record(z.string(), z.string())),
});
export type TCatalogues = z.infer<typeof ZCatalogues>;
