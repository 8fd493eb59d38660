import { TRUCK_MATCHING, notificationOf, offerToday, truckFamily } from '@tariq/contracts';
import type { TNotificationMessage } from '@tariq/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { TTx } from '../../db/client';
import type { TAppContext } from '../../platform/context';
import { defineInstanceState } from '../../platform/modules';
import { companyUsers } from '../accounts';
import { notifyEach } from '../notifications';
import { alertSavedSearches, flushSavedSearchAlerts } from '../freights';
import { claimNewOffersForAlerts, subscribeOfferEvents } from '../offers';
import type { TOfferRow } from '../offers';
import { findAudienceCompanyIds } from '../private-exchange';
import { claimPendingTruckAlerts, findAlertTrucks, recordTruckAlerts } from './trucks.repository';

/**
 * Alerts (issue 28): a newly published offer rings the bell of the carriers whose trucks (alerts
 * on) it fits and whose saved searches (alerts on) find it; at most one notification per truck or
 * search every TRUCK_MATCHING.alertThrottleMinutes, what came meanwhile told together after.
 *
 * Off the request path and after the offer's commit: a job claims the offers not yet checked
 * (`offers.alerts_checked_at`, locked rows skipped: one instance per offer), matches and notifies
 * in one transaction, so an offer is checked once whatever the number of instances. The server
 * also runs the job as soon as it hears of a publication, so that the bell rings within a second.
 */

/** Offers checked per transaction. */
const OFFERS_PER_RUN = 50;

const throttleSince = (now: Date) => new Date(now.getTime() - TRUCK_MATCHING.alertThrottleMinutes * 60_000);

/** The trucks with alerts on that a new offer fits: each counted, told at once when its throttle is over. */
async function alertTrucks(ctx: TAppContext, tx: TTx, offer: TOfferRow, audience: readonly string[] | null, now: Date) {
  const trucks = await findAlertTrucks(tx, {
    load: offer,
    family: truckFamily(offer.truckType),
    radiusKm: TRUCK_MATCHING.radiusKm,
    today: offerToday(now),
    audience,
  });
  const tellNow = await recordTruckAlerts(
    tx,
    trucks.map((truck) => truck.id),
    now,
    throttleSince(now),
  );
  const told = trucks.filter((truck) => tellNow.has(truck.id));
  await tellCompanies(
    ctx,
    tx,
    told.map((truck) => ({
      companyId: truck.companyId,
      ...notificationOf('truckAlert', { truck_id: truck.id, truck_name: truck.name, count: 1, offre_uid: offer.uid }),
    })),
  );
  return told.length;
}

/** Each message to every enabled user of its company, in one batch. */
async function tellCompanies(
  ctx: TAppContext,
  tx: TTx,
  messages: (TNotificationMessage & { companyId: string })[],
): Promise<void> {
  if (messages.length === 0) return;
  const users = await companyUsers(tx, [...new Set(messages.map((message) => message.companyId))]);
  await notifyEach(
    ctx,
    tx,
    messages.map(({ companyId, ...message }) => ({ ...message, userIds: users.get(companyId) ?? [] })),
  );
}

/** One run: the offers published since, then the grouped alerts whose minutes are over. */
export async function runOfferAlerts(ctx: TAppContext): Promise<number> {
  let handled = 0;
  for (;;) {
    const now = ctx.clock.now();
    const claimed = await ctx.db.transaction(async (tx) => {
      const fresh = await claimNewOffersForAlerts(tx, now, OFFERS_PER_RUN);
      const open = fresh.filter((offer) => offer.status === 'in_exchange');
      const privateUids = open.filter((offer) => offer.visibility === 'private').map((offer) => offer.uid);
      const audiences =
        privateUids.length > 0 ? await findAudienceCompanyIds(tx, privateUids) : new Map<string, string[]>();
      for (const offer of open) {
        // A private offer reaches its audience only: nobody else hears of it through an alert.
        const audience = offer.visibility === 'private' ? (audiences.get(offer.uid) ?? []) : null;
        handled += await alertTrucks(ctx, tx, offer, audience, now);
        handled += await alertSavedSearches(ctx, tx, { offer, audience, now });
      }
      return fresh.length;
    });
    if (claimed < OFFERS_PER_RUN) break;
  }
  const now = ctx.clock.now();
  handled += await ctx.db.transaction(async (tx) => {
    const trucks = await claimPendingTruckAlerts(tx, now, throttleSince(now));
    await tellCompanies(
      ctx,
      tx,
      trucks.map((truck) => ({
        companyId: truck.companyId,
        ...notificationOf('truckAlert', { truck_id: truck.id, truck_name: truck.name, count: truck.alertPending }),
      })),
    );
    return trucks.length + (await flushSavedSearchAlerts(ctx, tx, now));
  });
  return handled;
}

const kicker = defineInstanceState('trucks.alertKicker', () => ({
  running: null as Promise<unknown> | null,
  again: false,
}));

/**
 * Runs the alerts' job now, once at a time per instance: a publication heard while it runs asks for
 * one more run after it. For the server (its warm-up), never in tests: they run the job themselves.
 */
export function runAlertsOnPublication(ctx: TAppContext, log: FastifyBaseLogger): void {
  const state = kicker.of(ctx);
  const kick = () => {
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = runOfferAlerts(ctx)
      .catch((error: unknown) => log.error({ err: error }, 'offer alerts failed'))
      .finally(() => {
        state.running = null;
        if (state.again) {
          state.again = false;
          kick();
        }
      });
  };
  subscribeOfferEvents(ctx, (events) => {
    if (events.some((event) => event.event === 'published')) setImmediate(kick);
  });
}
