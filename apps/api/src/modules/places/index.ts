import type { TAppModule } from '../../platform/modules';
import { ensurePlaces } from './places.loader';
import { placesRoutes } from './places.routes';
import { forgetPlacesIfReloaded, registerPlaceMemory } from './places.service';

/** How often an instance checks that its places are those of the day (a new wilaya's first day). */
const DIVISIONS_CHECK_MS = 60 * 60 * 1000;

export const placesModule: TAppModule = {
  name: 'places',
  routes: placesRoutes,
  setup: registerPlaceMemory,
  // A server running across the day Algeria's division changes loads the new one within the hour;
  // on any other hour the check is two reads of the data version.
  jobs: [
    {
      name: 'places.divisions',
      everyMs: DIVISIONS_CHECK_MS,
      async run(ctx) {
        const loaded = await ensurePlaces(ctx);
        // Loaded by another instance: what this one holds is of the former division.
        await forgetPlacesIfReloaded(ctx);
        return loaded ? 1 : 0;
      },
    },
  ],
};
export { ensurePlaces } from './places.loader';
export type { TLoadPlacesOptions } from './places.loader';
export {
  distanceBetweenSnapshots,
  findPlaceIdsWithin,
  getDistanceKm,
  getPlaceSnapshot,
  heldPlaceSnapshot,
  statePlaceIdsAlso,
} from './places.service';
export type { TPlaceSnapshot } from './places.service';
/** Great-circle distance, in SQL and in memory, operation for operation the same (migration 0001's `tariq_distance_km`). */
export { distanceKmSql } from './places.repository';
export { distanceKm } from './place-table';
