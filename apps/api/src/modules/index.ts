import type { TAppModule } from '../platform/modules';
import { accountsModule } from './accounts';
import { adminModule } from './admin';
import { authModule } from './auth';
import { cataloguesModule } from './catalogues';
import { dashboardModule } from './dashboard';
import { documentsModule } from './documents';
import { driversModule } from './drivers';
import { freightsModule } from './freights';
import { healthModule } from './health';
import { invoicesModule } from './invoices';
import { lanePricesModule } from './lane-prices';
import { mailModule } from './mail';
import { missionsModule } from './missions';
import { notificationsModule } from './notifications';
import { offersModule } from './offers';
import { placesModule } from './places';
import { privateExchangeModule } from './private-exchange';
import { proposalsModule } from './proposals';
import { routingModule } from './routing';
import { trucksModule } from './trucks';

/**
 * Every module of the app, in dependency order: a module's `setup` and routes come after those of
 * the modules it builds on (offers ← proposals ← missions). `app.ts` registers them, `server.ts`
 * schedules their jobs; `npm run new:domain` adds a new one here.
 */
export const APP_MODULES: readonly TAppModule[] = [
  healthModule,
  notificationsModule,
  authModule,
  accountsModule,
  placesModule,
  cataloguesModule,
  mailModule,
  offersModule,
  freightsModule,
  proposalsModule,
  missionsModule,
  documentsModule,
  adminModule,
  privateExchangeModule,
  trucksModule,
  driversModule,
  invoicesModule,
  routingModule,
  lanePricesModule,
  // Reads the figures of the modules above (documents, drivers, invoices); registers no hook.
  dashboardModule,
];

export { createSessionLoader } from './accounts';
export { isSessionLive } from './auth';
export { missedNotifications } from './notifications';
export { ensurePlaces } from './places';
