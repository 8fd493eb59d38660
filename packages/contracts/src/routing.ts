import { z } from 'zod';
import { vkey } from './validation';
import { ROUTE_OPTIONS, VEHICLE_CLASSES } from './routing/vehicle-classes';

export * from './routing/vehicle-classes';
export * from './routing/facts';
export * from './routing/footprint';

/** The routing module's engines: the built-in estimate, or an OSRM server (ROUTING_URL). */
export const ROUTE_ENGINES = ['estimate', 'osrm'] as const;
export type TRouteEngine = (typeof ROUTE_ENGINES)[number];

const placeId = z
  .string({ error: vkey('required') })
  .trim()
  .min(1, { error: vkey('required') })
  .max(64, { error: vkey('tooLong') });

/** GET /api/routes?from=DZ:16:1601&to=DZ:31:3101&option=fastest&vehicle_class=axles4_plus */
export const ZRouteQuery = z.object({
  from: placeId,
  to: placeId,
  option: z.enum(ROUTE_OPTIONS, { error: vkey('invalid') }).default('fastest'),
  /** The toll and fuel class; the offer's truck type decides it when absent (`truck_type`), else the largest. */
  vehicle_class: z.enum(VEHICLE_CLASSES, { error: vkey('invalid') }).optional(),
  truck_type: z
    .string()
    .max(64, { error: vkey('tooLong') })
    .optional(),
});
export type TRouteQuery = z.input<typeof ZRouteQuery>;

const money = z.string();

/** One route as the map modal shows it: the line, the distance and duration, and what it costs. */
export const ZRoute = z.object({
  engine: z.enum(ROUTE_ENGINES),
  /** True for the built-in estimate: the figures are shown with '≈' and the line dashed. */
  estimate: z.boolean(),
  /** The external engine failed and the estimate answered instead. */
  fallback: z.boolean(),
  option: z.enum(ROUTE_OPTIONS),
  /** Null when the two places share their coordinates (communes placed at their wilaya's centre). */
  distance_km: z.number().nullable(),
  duration_min: z.number().nullable(),
  /** [lat, lng] pairs; the estimate's is its two ends. */
  geometry: z.array(z.tuple([z.number(), z.number()])),
  vehicle_class: z.enum(VEHICLE_CLASSES),
  toll: z.object({
    /** Kilometres on toll roads; null when the engine cannot tell (the estimate). */
    km: z.number().nullable(),
    /** Null when the country's tariff is not known to Tariq. */
    amount: money.nullable(),
    currency: z.string(),
    source: z.string(),
  }),
  fuel: z.object({
    litres: z.number().nullable(),
    litres_per_100km: z.number(),
    price_per_litre: money.nullable(),
    amount: money.nullable(),
    currency: z.string(),
    source: z.string(),
  }),
  /** Well-to-wheel CO2e of the whole vehicle on this route, kg. */
  co2e_kg: z.number().nullable(),
});
export type TRoute = z.infer<typeof ZRoute>;

export const ZRouteResponse = z.object({ data: ZRoute });
export type TRouteResponse = z.infer<typeof ZRouteResponse>;
