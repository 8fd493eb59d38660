import type { TAppModule } from '../../platform/modules';
import { placesRoutes } from './places.routes';
import { registerPlaceMemory } from './places.service';

export const placesModule: TAppModule = { name: 'places', routes: placesRoutes, setup: registerPlaceMemory };
export { ensurePlaces } from './places.loader';
export type { TLoadPlacesOptions } from './places.loader';
export { distanceBetweenSnapshots, findPlaceIdsWithin, getDistanceKm, getPlaceSnapshot } from './places.service';
export type { TPlaceSnapshot } from './places.service';
