import { TRUCK_MATCHING, ZFreightFilters, notificationOf } from '@tariq/contracts';
import type { TTx } from '../../db/client';
import type { TOfferRow } from '../../db/schema';
import type { TAppContext } from '../../platform/context';
import { defineInstanceState } from '../../platform/modules';
import { notifyEach } from '../notifications';
import { alertSearches } from './alert-searches';
import { distanceBetweenSnapshots, getPlaceSnapshot } from '../places';
import type { TPlaceSnapshot } from '../places';
import { claimPendingSavedSearchAlerts, findSavedSearchFilters, recordSavedSearchAlerts } from './freights.repository';
import type { TAlertSavedSearch, TFreightCriteria, TStopCriteria } from './freights.repository';
import { toCriteria } from './freights.service';

/**
 * Alerts of saved searches (issue 28): a newly published offer that a search with alerts on would
 * find rings its user's bell, at most once every TRUCK_MATCHING.alertThrottleMinutes per search;
 * what matched meanwhile is told together once the minutes are over ('3 nouvelles offres pour
 * votre recherche Alger → Oran'). The trucks module's alert job calls these after the offer's
 * commit, in a transaction of its own, on whichever instance claimed the offer.
 *
 * A search's filters are read into criteria once (places and radii resolved), and kept per
 * instance by id and last change, in a cache bounded in bytes.
 */

/** What the criteria of the searches kept may weigh, as reckoned below. */
const CRITERIA_CACHE_BYTES = 16 * 1024 * 1024;

type TCachedCriteria = { stamp: number; criteria: TAlertCriteria | null; bytes: number };

const criteriaCache = defineInstanceState('freights.alertCriteria', () => ({
  entries: new Map<string, TCachedCriteria>(),
  bytes: 0,
}));

/** A rough weight: the object and, above all, a radius' list of places. */
function weightOf(criteria: TAlertCriteria | null): number {
  return criteria ? 768 : 64;
}

/** Kept criteria of a search, if this instance read them since its last change. */
function keptCriteria(ctx: TAppContext, row: TAlertSavedSearch): TCachedCriteria | undefined {
  const cache = criteriaCache.of(ctx);
  const kept = cache.entries.get(row.id);
  if (!kept || kept.stamp !== row.updatedAt.getTime()) return undefined;
  // Used: to the back of the line of what goes first.
  cache.entries.delete(row.id);
  cache.entries.set(row.id, kept);
  return kept;
}

/** Keeps a search's criteria, the oldest used going first past the cache's bytes. */
function keepCriteria(ctx: TAppContext, row: TAlertSavedSearch, criteria: TAlertCriteria | null): void {
  const cache = criteriaCache.of(ctx);
  const previous = cache.entries.get(row.id);
  if (previous) cache.bytes -= previous.bytes;
  cache.entries.delete(row.id);
  const bytes = weightOf(criteria);
  cache.entries.set(row.id, { stamp: row.updatedAt.getTime(), criteria, bytes });
  cache.bytes += bytes;
  for (const [id, entry] of cache.entries) {
    if (cache.bytes <= CRITERIA_CACHE_BYTES) break;
    cache.entries.delete(id);
    cache.bytes -= entry.bytes;
  }
}

/** A radius around a place, kept as its centre: a new offer is in it when its place is (the search's rule). */
type TNear = { place: TPlaceSnapshot; radiusKm: number };

/** A saved search in the alerts' terms: the search's criteria, a radius as its centre instead of its places. */
export type TAlertCriteria = TFreightCriteria & { depNear?: TNear; destNear?: TNear };

/**
 * A search's filters in criteria (null: filters that can no longer be read, or a number search:
 * never alerts). A radius is kept as its centre: the search's list of places within it (read from
 * the database inside a transaction) would cost the alerts' job a query per search, and room.
 */
async function readCriteria(ctx: TAppContext, tx: TTx, filters: unknown): Promise<TAlertCriteria | null> {
  const parsed = ZFreightFilters.safeParse(filters);
  if (!parsed.success || parsed.data.q !== undefined) return null;
  const search = parsed.data;
  try {
    const near = async (
      placeId: string | undefined,
      radiusKm: number | undefined,
    ): Promise<TNear | null | undefined> => {
      if (!placeId || !radiusKm) return undefined;
      const place = await getPlaceSnapshot(tx, placeId);
      return place ? { place, radiusKm } : null;
    };
    const [depNear, destNear] = await Promise.all([
      near(search.start_place_id, search.startRadius),
      near(search.end_place_id, search.endRadius),
    ]);
    // A place that no longer exists: the search finds nothing.
    if (depNear === null || destNear === null) return null;
    const criteria = await toCriteria(ctx, (work) => work(tx), {
      ...search,
      ...(depNear ? { start_place_id: undefined, startRadius: undefined } : {}),
      ...(destNear ? { end_place_id: undefined, endRadius: undefined } : {}),
    });
    return { ...criteria, ...(depNear ? { depNear } : {}), ...(destNear ? { destNear } : {}) };
  } catch {
    return null;
  }
}

/** The criteria of each search: kept ones as they are, the others read (their filters in one query). */
async function criteriaOfAll(
  ctx: TAppContext,
  tx: TTx,
  rows: readonly TAlertSavedSearch[],
): Promise<Map<string, TAlertCriteria | null>> {
  const criteria = new Map<string, TAlertCriteria | null>();
  const missing: TAlertSavedSearch[] = [];
  for (const row of rows) {
    const kept = keptCriteria(ctx, row);
    if (kept) criteria.set(row.id, kept.criteria);
    else missing.push(row);
  }
  const filters = await findSavedSearchFilters(
    tx,
    missing.map((row) => row.id),
  );
  for (const row of missing) {
    const read = await readCriteria(ctx, tx, filters.get(row.id));
    keepCriteria(ctx, row, read);
    criteria.set(row.id, read);
  }
  return criteria;
}

/** Within a radius: the offer's place within it, as the places module counts one (same formula, same point = 0 km). */
function isNear(near: TNear | undefined, placeId: string, lat: number, lng: number): boolean {
  if (!near) return true;
  const distance = distanceBetweenSnapshots(near.place, { ...near.place, placeId, lat, lng }) ?? 0;
  return distance <= near.radiusKm;
}

function stopMatches(stop: TStopCriteria, at: { country: string; state: string; city: string | null; place: string }) {
  if (stop.country && at.country !== stop.country) return false;
  if (stop.stateCode && at.state !== stop.stateCode && !stop.statePlaceIdsAlso?.includes(at.place)) return false;
  if (stop.cityId && at.city !== stop.cityId) return false;
  if (stop.placeId && at.place !== stop.placeId) return false;
  if (stop.placeIds && !stop.placeIds.includes(at.place)) return false;
  return true;
}

/**
 * Whether a new offer meets a search's criteria: the SQL of freights.repository.ts's
 * `searchCondition`, on one row (its test compares the two), without what a new offer always
 * meets (in the exchange, not expired, just published).
 */
export function offerMeetsCriteria(criteria: TAlertCriteria, offer: TOfferRow): boolean {
  const neededLength = offer.lengthM ?? offer.mpl;
  return (
    isNear(criteria.depNear, offer.depPlaceId, offer.depLat, offer.depLng) &&
    isNear(criteria.destNear, offer.destPlaceId, offer.destLat, offer.destLng) &&
    stopMatches(criteria.dep, {
      country: offer.depCountry,
      state: offer.depStateCode,
      city: offer.depCityId,
      place: offer.depPlaceId,
    }) &&
    stopMatches(criteria.dest, {
      country: offer.destCountry,
      state: offer.destStateCode,
      city: offer.destCityId,
      place: offer.destPlaceId,
    }) &&
    (!criteria.dateFrom || offer.depDate >= criteria.dateFrom) &&
    (!criteria.dateTo || offer.depDate <= criteria.dateTo) &&
    (!criteria.truckTypes || criteria.truckTypes.includes(offer.truckType)) &&
    (!criteria.goodsTypes || criteria.goodsTypes.includes(offer.goodsType)) &&
    (criteria.maxWeightKg === undefined || offer.weightKg <= criteria.maxWeightKg) &&
    (criteria.maxHeightM === undefined || offer.heightM <= criteria.maxHeightM) &&
    (criteria.maxWidthM === undefined || offer.widthM === null || offer.widthM <= criteria.maxWidthM) &&
    (criteria.maxLengthM === undefined || neededLength <= criteria.maxLengthM) &&
    (criteria.minLengthM === undefined || neededLength >= criteria.minLengthM) &&
    (!criteria.noTailLift || !offer.tailLift) &&
    (criteria.dangerous === undefined || offer.dangerous === criteria.dangerous) &&
    (criteria.refrigerated === undefined || offer.refrigerated === criteria.refrigerated) &&
    (!criteria.ownerCompanyId || offer.shipperCompanyId === criteria.ownerCompanyId) &&
    (!criteria.identicalZones || (offer.depCountry === offer.destCountry && offer.depStateCode === offer.destStateCode))
  );
}

const throttleSince = (now: Date) => new Date(now.getTime() - TRUCK_MATCHING.alertThrottleMinutes * 60_000);

/**
 * The saved searches with alerts on that find this new offer: each counted, and told at once when
 * its last alert is older than the throttle. `audience`: a private offer's carrier companies (null:
 * a public offer, anyone's search).
 */
export async function alertSavedSearches(
  ctx: TAppContext,
  tx: TTx,
  params: { offer: TOfferRow; audience: readonly string[] | null; now: Date },
): Promise<number> {
  const { offer, now } = params;
  const candidates = await alertSearches(ctx, tx, params.audience);
  const criteria = await criteriaOfAll(ctx, tx, candidates);
  const found = candidates.filter((row) => {
    const searched = criteria.get(row.id);
    return searched ? offerMeetsCriteria(searched, offer) : false;
  });
  const tellNow = await recordSavedSearchAlerts(
    tx,
    found.map((row) => row.id),
    now,
    throttleSince(now),
  );
  const told = found.filter((row) => tellNow.has(row.id));
  await notifyEach(
    ctx,
    tx,
    told.map((row) => ({
      userIds: [row.userId],
      ...notificationOf('savedSearchAlert', {
        search_id: row.id,
        search_name: row.name,
        count: 1,
        offre_uid: offer.uid,
      }),
    })),
  );
  return told.length;
}

/** The searches whose throttle is over with matches not told: one grouped notification each. */
export async function flushSavedSearchAlerts(ctx: TAppContext, tx: TTx, now: Date): Promise<number> {
  const due = await claimPendingSavedSearchAlerts(tx, now, throttleSince(now));
  await notifyEach(
    ctx,
    tx,
    due.map((row) => ({
      userIds: [row.userId],
      ...notificationOf('savedSearchAlert', { search_id: row.id, search_name: row.name, count: row.alertPending }),
    })),
  );
  return due.length;
}
