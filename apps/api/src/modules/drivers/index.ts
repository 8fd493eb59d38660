import { purgeIdempotencyKeys } from '../../platform/idempotency';
import type { TAppModule } from '../../platform/modules';
import { driverAppRoutes } from './driver-app.routes';
import { driversRoutes } from './drivers.routes';
import { purgeOldPositions } from './positions';

/** The drivers module's public surface: other modules and the app reach it through this file only. */
export const driversModule: TAppModule = {
  name: 'drivers',
  async routes(app) {
    await driversRoutes(app);
    await driverAppRoutes(app);
  },
  jobs: [
    { name: 'drivers.purge-positions', everyMs: 6 * 3_600_000, run: purgeOldPositions },
    // The driver app's calls are the only idempotent ones so far.
    { name: 'drivers.purge-idempotency-keys', everyMs: 3_600_000, run: purgeIdempotencyKeys },
  ],
};

export { DRIVER_APP_GUIDE } from './driver-app-guide';
export { findDriversFigures } from './drivers.service';
