import { ACCESS_RULES, SHIPPER_ROLE, TRUCK_MATCHING, notificationOf, offerToday, truckFamily } from '@tariq/contracts';
import type { TLoadTrucksResponse, TMatchReason, TTruck, TTruckLoad, TTruckLoadsResponse } from '@tariq/contracts';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { notifyCompanies } from '../accounts';
import { findShipperOffer } from '../offers';
import type { TOfferRow } from '../offers';
import { distanceKm } from '../places';
import { offerVisibleToCarrier } from '../private-exchange';
import {
  claimTrucksToAsk,
  endPostingsOver,
  findLoadsForTruck,
  findPostedTrucksNear,
  trucksFitting,
  updateCompanyTruck,
} from './trucks.repository';
import type { TTruckRow } from './trucks.repository';
import { trucksChanged } from './truck-index';
import { requireCompanyTruck, toTruck, toTruckSearchItem } from './trucks.service';

/**
 * Issue 28's matching: empty trucks and waiting loads finding each other. A load fits a truck when
 * it loads within TRUCK_MATCHING.radiusKm of the truck's departure, on a day of its availability,
 * asks for a type of its family, weighs no more than it carries (and fits its length and volume
 * when both sides say), and is dangerous only if the truck takes dangerous goods. Ranked by empty
 * kilometres: from the truck's departure place to the loading place, as the crow flies.
 */

/** Why a load and a truck fit, as the screen words it. */
function reasonsOf(
  truck: Pick<TTruckRow, 'lengthM' | 'volumeM3'>,
  offer: TOfferRow,
  destinationKm: number,
): TMatchReason[] {
  const reasons: TMatchReason[] = ['near', 'dates', 'type', 'weight'];
  if (truck.lengthM !== null) reasons.push('length');
  if (truck.volumeM3 !== null && offer.lengthM !== null && offer.widthM !== null) reasons.push('volume');
  if (offer.dangerous) reasons.push('dangerous');
  if (destinationKm <= TRUCK_MATCHING.radiusKm) reasons.push('destination');
  return reasons;
}

function toTruckLoad(offer: TOfferRow, emptyKm: number, reasons: TMatchReason[]): TTruckLoad {
  return {
    uid: offer.uid,
    number: offer.number,
    departure: {
      country: offer.depCountry,
      state: offer.depStateName,
      city: offer.depCityName,
      date: offer.depDate,
    },
    destination: {
      country: offer.destCountry,
      state: offer.destStateName,
      city: offer.destCityName,
      date: offer.destDate,
    },
    weight_kg: offer.weightKg,
    truck_type: offer.truckType,
    price: offer.price === null ? null : Number(offer.price),
    currency: offer.currency,
    distance_km: offer.distanceKm,
    emptyKm: Math.round(emptyKm),
    reasons,
  };
}

/** GET /api/trucks/{id}/loads: the open offers this truck of the caller's company can take. */
export async function loadsForTruck(ctx: TAppContext, auth: TAuth, truckId: string): Promise<TTruckLoadsResponse> {
  const truck = await requireCompanyTruck(ctx, auth, truckId);
  // The freight search's rule too: an account whose documents lapsed sees no freight.
  assertAccess(auth, ACCESS_RULES.carrierExchange);
  const now = ctx.clock.now();
  const rows = await ctx.db.read((db) =>
    findLoadsForTruck(db, {
      truck,
      radiusKm: TRUCK_MATCHING.radiusKm,
      now,
      today: offerToday(now),
      visible: offerVisibleToCarrier(auth.companyId),
      limit: TRUCK_MATCHING.limit,
    }),
  );
  return {
    data: rows.map(({ offer, emptyKm, destinationKm }) =>
      toTruckLoad(offer, emptyKm, reasonsOf(truck, offer, destinationKm)),
    ),
  };
}

/** GET /api/offers/{uid}/trucks: the posted trucks that fit the shipper's own offer, fewest empty km first. */
export async function trucksForLoad(ctx: TAppContext, auth: TAuth, uid: string): Promise<TLoadTrucksResponse> {
  assertAccess(auth, ACCESS_RULES.vehicleSearch);
  if (auth.role !== SHIPPER_ROLE) throw new AppError('ROLE_FORBIDDEN');
  const today = offerToday(ctx.clock.now());
  const found = await ctx.db.read(async (db) => {
    const offer = await findShipperOffer(db, auth.companyId, uid);
    if (!offer) return null;
    if (offer.status !== 'in_exchange') return { offer, trucks: [] };
    const trucks = await findPostedTrucksNear(db, {
      conditions: trucksFitting(offer, {
        family: truckFamily(offer.truckType),
        radiusKm: TRUCK_MATCHING.radiusKm,
        today,
      }),
      lat: offer.depLat,
      lng: offer.depLng,
      limit: TRUCK_MATCHING.limit,
    });
    return { offer, trucks };
  });
  if (!found) throw new AppError('NOT_FOUND');
  const { offer } = found;
  return {
    data: found.trucks.map((match) => {
      const destinationKm = distanceKm(match.truck.endLat, match.truck.endLng, offer.destLat, offer.destLng);
      return {
        ...toTruckSearchItem(match, auth.language),
        emptyKm: Math.round(match.emptyKm),
        reasons: reasonsOf(match.truck, offer, destinationKm),
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// No ghost trucks: postings end with their availability, and a visible truck is asked about daily

/** POST /api/trucks/{id}/still-available: the bell's answer, kept visible (asked again in a day) or hidden. */
export async function answerStillAvailable(
  ctx: TAppContext,
  auth: TAuth,
  truckId: string,
  available: boolean,
): Promise<TTruck> {
  await requireCompanyTruck(ctx, auth, truckId);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction((tx) =>
    updateCompanyTruck(
      tx,
      auth.companyId,
      truckId,
      available ? { availabilityAskedAt: now, updatedAt: now } : { isVisible: false, updatedAt: now },
    ),
  );
  if (!row) throw new AppError('NOT_FOUND');
  await trucksChanged(ctx, [row.id]);
  return toTruck(row, auth.language);
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Trucks asked per run: the rest the next run asks. */
const ASK_BATCH = 200;

/** Job: postings whose availability is over end by themselves (hidden, marked ended). */
export async function endTruckPostings(ctx: TAppContext): Promise<number> {
  const now = ctx.clock.now();
  const ended = await ctx.db.transaction((tx) => endPostingsOver(tx, offerToday(now), now));
  await trucksChanged(
    ctx,
    ended.map((row) => row.id),
  );
  return ended.length;
}

/** Job: each truck visible a day or more, not asked in the last day, is asked in its company's bell. */
export async function askTrucksStillAvailable(ctx: TAppContext): Promise<number> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const due = await claimTrucksToAsk(tx, now, new Date(now.getTime() - DAY_MS), ASK_BATCH);
    for (const truck of due) {
      await notifyCompanies(
        ctx,
        tx,
        [truck.companyId],
        notificationOf('truckStillAvailable', { truck_id: truck.id, truck_name: truck.name }),
      );
    }
    return due.length;
  });
}
