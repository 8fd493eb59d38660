import { TRUCK_MATCHING, ZFreightFilters, notificationOf } from '@tariq/contracts';
import type { TTx } from '../../db/client';
import type { TOfferRow } from '../../db/schema';
import type { TAppContext } from '../../platform/context';
import { defineInstanceState } from '../../platform/modules';
import { notify } from '../notifications';
import { claimPendingSavedSearchAlerts, findAlertSavedSearches, recordSavedSearchAlert } from './freights.repository';
import type { TFreightCriteria, TSavedSearchRow, TStopCriteria } from './freights.repository';
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

type TCachedCriteria = { stamp: number; criteria: TFreightCriteria | null; bytes: number };

const criteriaCache = defineInstanceState('freights.alertCriteria', () => ({
  entries: new Map<string, TCachedCriteria>(),
  bytes: 0,
}));

/** A rough weight: the object and, above all, a radius' list of places. */
function weightOf(criteria: TFreightCriteria | null): number {
  if (!criteria) return 64;
  return 512 + 48 * ((criteria.dep.placeIds?.length ?? 0) + (criteria.dest.placeIds?.length ?? 0));
}

/** The criteria of a saved search (null: filters that can no longer be read, or a number search: never alerts). */
async function criteriaOf(ctx: TAppContext, tx: TTx, row: TSavedSearchRow): Promise<TFreightCriteria | null> {
  const cache = criteriaCache.of(ctx);
  const stamp = row.updatedAt.getTime();
  const kept = cache.entries.get(row.id);
  if (kept && kept.stamp === stamp) {
    // Used: to the back of the line of what goes first.
    cache.entries.delete(row.id);
    cache.entries.set(row.id, kept);
    return kept.criteria;
  }
  let criteria: TFreightCriteria | null = null;
  const filters = ZFreightFilters.safeParse(row.filters);
  if (filters.success && filters.data.q === undefined) {
    try {
      criteria = await toCriteria(ctx, (work) => work(tx), filters.data);
    } catch {
      // A place that no longer exists: the search finds nothing.
      criteria = null;
    }
  }
  const bytes = weightOf(criteria);
  if (kept) cache.bytes -= kept.bytes;
  cache.entries.delete(row.id);
  cache.entries.set(row.id, { stamp, criteria, bytes });
  cache.bytes += bytes;
  for (const [id, entry] of cache.entries) {
    if (cache.bytes <= CRITERIA_CACHE_BYTES) break;
    cache.entries.delete(id);
    cache.bytes -= entry.bytes;
  }
  return criteria;
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
export function offerMeetsCriteria(criteria: TFreightCriteria, offer: TOfferRow): boolean {
  const neededLength = offer.lengthM ?? offer.mpl;
  return (
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
  const candidates = await findAlertSavedSearches(tx, { audience: params.audience });
  let told = 0;
  for (const row of candidates) {
    const criteria = await criteriaOf(ctx, tx, row);
    if (!criteria || !offerMeetsCriteria(criteria, offer)) continue;
    const recorded = await recordSavedSearchAlert(tx, row.id, now, throttleSince(now));
    if (!recorded?.tellNow) continue;
    await notify(ctx, tx, {
      userIds: [row.userId],
      ...notificationOf('savedSearchAlert', {
        search_id: row.id,
        search_name: row.name,
        count: 1,
        offre_uid: offer.uid,
      }),
    });
    told += 1;
  }
  return told;
}

/** The searches whose throttle is over with matches not told: one grouped notification each. */
export async function flushSavedSearchAlerts(ctx: TAppContext, tx: TTx, now: Date): Promise<number> {
  const due = await claimPendingSavedSearchAlerts(tx, now, throttleSince(now));
  for (const row of due) {
    await notify(ctx, tx, {
      userIds: [row.userId],
      ...notificationOf('savedSearchAlert', { search_id: row.id, search_name: row.name, count: row.alertPending }),
    });
  }
  return due.length;
}
