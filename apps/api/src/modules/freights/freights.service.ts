import { ACCESS_RULES, FREIGHT_LIMITS, findTruckType, parseNumberQuery } from '@tariq/contracts';
import type {
  TFreightDetail,
  TFreightFilters,
  TFreightListResponse,
  TFreightPageParams,
  TFreightSearchParams,
  TSavedSearch,
} from '@tariq/contracts';
import type { TDb } from '../../db/client';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { cpuTurns } from '../../platform/turns';
import { holdsDealOn } from '../missions';
import { offerNumberCondition } from '../offers';
import { findPlaceIdsWithin, getPlaceSnapshot, statePlaceIdsAlso } from '../places';
import { forgetAlertSearches } from './alert-searches';
import { exchangeFeed } from './exchange-feed';
import { pageFigures, toFreight } from './freight-view';
import {
  countExchangeOffers,
  countUserSavedSearches,
  deleteFavorite,
  deleteUserSavedSearch,
  findExchangeOffers,
  findFavoriteOfferIds,
  findFavoriteUids,
  findVisibleOffer,
  findVisibleOfferId,
  findUserFreightsPage,
  findUserSavedSearches,
  insertFavorite,
  insertSavedSearch,
  lockUserSavedSearches,
  setUserSavedSearchAlerts,
  updateUserSavedSearch,
  upsertConsultation,
} from './freights.repository';
import type { TFreightCriteria, TSavedSearchRow, TStopCriteria } from './freights.repository';

const RULE = ACCESS_RULES.carrierExchange;
const DEFAULT_COUNTRY = 'DZ';

// ---------------------------------------------------------------------------------------------
// Mapping

function toSavedSearch(row: TSavedSearchRow): TSavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    alerts: row.alerts,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// From filters to criteria

/** Runs database work: in the caller's read, or in a read of its own when one is needed at all. */
export type TWithDb = <T>(work: (db: TDb) => Promise<T>) => Promise<T>;

/**
 * A state filter during the transition after communes changed wilaya also takes the communes that
 * left it or joined it (decision 0006); any other filter is given back as it is.
 */
function withMovedCommunes(criteria: TStopCriteria, now: Date): TStopCriteria {
  if (!criteria.stateCode || !criteria.country) return criteria;
  const also = statePlaceIdsAlso(now, criteria.country, criteria.stateCode);
  return also ? { ...criteria, statePlaceIdsAlso: also } : criteria;
}

async function stopCriteria(
  ctx: TAppContext,
  withDb: TWithDb,
  side: 'start' | 'end',
  filters: TFreightFilters,
  now: Date,
): Promise<TStopCriteria> {
  const country = side === 'start' ? filters.startCountry : filters.endCountry;
  const stateCode = side === 'start' ? filters.startState : filters.endState;
  const cityId = side === 'start' ? filters.startCity : filters.endCity;
  const placeId = side === 'start' ? filters.start_place_id : filters.end_place_id;
  const radiusKm = side === 'start' ? filters.startRadius : filters.endRadius;
  // A state or city code means something within a country only.
  const criteria: TStopCriteria = {
    country: country ?? (stateCode || cityId ? DEFAULT_COUNTRY : undefined),
    stateCode,
    cityId,
  };
  if (!placeId) return withMovedCommunes(criteria, now);
  const near = await withDb(async (db) => {
    const place = await getPlaceSnapshot(db, placeId);
    if (!place) throw new AppError('VALIDATION', { fields: { [`${side}_place_id`]: { key: 'invalid' } } });
    return { place, ids: radiusKm ? await findPlaceIdsWithin(ctx, db, { place, radiusKm }) : null };
  });
  const place = near.place;
  if (near.ids) return { ...criteria, placeIds: near.ids };
  // A state stands for every place in it; a city for itself.
  return place.cityId
    ? { ...criteria, placeId: place.placeId }
    : withMovedCommunes({ ...criteria, country: place.country, stateCode: place.stateCode }, now);
}

/** A parent truck type stands for its subtypes. */
function truckTypes(type: string | undefined): string[] | undefined {
  if (!type) return undefined;
  const entry = findTruckType(type);
  return [type, ...(entry?.subTypes ?? []).map((sub) => sub.value)];
}

/** `goodType` names one type; `container` and `bulk` keep container or bulk loads (both: either). */
function goodsTypes(filters: TFreightFilters): string[] | undefined {
  const families = [...(filters.container ? ['container'] : []), ...(filters.bulk ? ['bulk', 'solid_bulk'] : [])];
  if (filters.goodType) return families.length === 0 || families.includes(filters.goodType) ? [filters.goodType] : [];
  return families.length > 0 ? families : undefined;
}

const cm = (value: number | undefined) => (value === undefined ? undefined : value / 100);

/** A search's filters in the database's terms (places and radii resolved): the search's, and the alerts'. */
export async function toCriteria(
  ctx: TAppContext,
  withDb: TWithDb,
  filters: TFreightFilters,
): Promise<TFreightCriteria> {
  const now = ctx.clock.now();
  const { q } = filters;
  const [dep, dest, numberCondition] = await Promise.all([
    stopCriteria(ctx, withDb, 'start', filters, now),
    stopCriteria(ctx, withDb, 'end', filters, now),
    // A search that is not a number finds nothing, rather than being ignored.
    q === undefined ? undefined : withDb((db) => offerNumberCondition(db, parseNumberQuery(q))),
  ]);
  return {
    now,
    dep,
    dest,
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
    truckTypes: truckTypes(filters.type),
    goodsTypes: goodsTypes(filters),
    maxWeightKg: filters.maxWeight,
    maxHeightM: cm(filters.maxHeight),
    maxWidthM: cm(filters.maxWidth),
    maxLengthM: cm(filters.maxLength),
    minLengthM: cm(filters.minLength),
    noTailLift: filters.noTailLift,
    dangerous: filters.dangerous,
    refrigerated: filters.refrigerated,
    ownerCompanyId: filters.ownerId,
    identicalZones: filters.identicalZones,
    publishedAfter: filters.publishedSince ? new Date(now.getTime() - filters.publishedSince * 3600_000) : undefined,
    numberCondition,
  };
}

// ---------------------------------------------------------------------------------------------
// The search: from the in-memory exchange index, else from the database

async function loadSearch(
  ctx: TAppContext,
  query: TFreightSearchParams,
  privateFor?: string,
): Promise<TFreightListResponse> {
  const { page, limit, order = 'date', ...filters } = query;
  const answer = await ctx.db.read(async (db) => {
    const criteria = { ...(await toCriteria(ctx, (work) => work(db), filters)), privateFor };
    const [rows, count] = await Promise.all([
      findExchangeOffers(db, { criteria, order, limit, offset: (page - 1) * limit }),
      countExchangeOffers(db, criteria, FREIGHT_LIMITS.countMax),
    ]);
    return { rows, count };
  });
  return {
    data: answer.rows.map(toFreight),
    ...pageFigures({ count: answer.count, shown: answer.rows.length, page, limit, cap: FREIGHT_LIMITS.countMax }),
  };
}

/**
 * GET /api/freights: offers in the public exchange, not expired, matching every filter given, as
 * JSON bytes. The same for every carrier (favourites are read apart). Served from the exchange index
 * once it is loaded (exchange-feed.ts); a number search (`q`) and a search while it loads read
 * the database.
 */
export async function searchFreights(
  ctx: TAppContext,
  options: { auth: TAuth; query: TFreightSearchParams },
): Promise<Buffer> {
  assertAccess(options.auth, RULE);
  const { page, limit, order = 'date', exchange, ...filters } = options.query;
  // The private exchange is the caller's own: its few offers are read from the database.
  if (exchange === 'private') {
    await cpuTurns.take();
    return Buffer.from(JSON.stringify(await loadSearch(ctx, options.query, options.auth.companyId)));
  }
  if (filters.q === undefined && ctx.config.freightIndex) {
    // Only a place filter needs the database (the place and its radius).
    const criteria = await toCriteria(ctx, (work) => ctx.db.read(work), filters);
    const json = await exchangeFeed(ctx).search({ criteria, order, page, limit });
    if (json !== null) return json;
  }
  // A search keeps the CPU busy: it takes its turn, so that writes' queries are answered between two.
  await cpuTurns.take();
  return Buffer.from(JSON.stringify(await loadSearch(ctx, options.query)));
}

/** Loads the exchange index now if it is not, and answers whether it serves searches (tests, warm-up). */
export function exchangeIndexReady(ctx: TAppContext): Promise<boolean> {
  return exchangeFeed(ctx).ready();
}

/** GET /api/freights/{uid}: one offer of the public exchange or of the caller's private one, whatever became of it; the visit is recorded. */
export async function getFreight(ctx: TAppContext, options: { auth: TAuth; uid: string }): Promise<TFreightDetail> {
  assertAccess(options.auth, RULE);
  return ctx.db.transaction(async (tx) => {
    const row = await findVisibleOffer(tx, options.uid, options.auth.companyId);
    if (!row) throw new AppError('NOT_FOUND');
    await upsertConsultation(tx, { userId: options.auth.userId, offerId: row.offer.id, now: ctx.clock.now() });
    const favorites = await findFavoriteOfferIds(tx, options.auth.userId, [row.offer.id]);
    const available = row.offer.status === 'in_exchange' && row.offer.expiresAt > ctx.clock.now();
    // The carrier the offer went to reaches its shipper whatever the offer showed to the exchange.
    const showContact =
      (available && row.offer.showContact) || (await holdsDealOn(tx, options.auth.companyId, row.offer.id));
    return {
      ...toFreight(row),
      available,
      is_favorite: favorites.has(row.offer.id),
      contact:
        showContact && row.publisher
          ? {
              name: `${row.publisher.firstName} ${row.publisher.lastName}`.trim(),
              phone: row.publisher.phone,
              email: row.publisher.email,
            }
          : null,
    };
  });
}

/** GET /api/freights/favorite and /consulted: the caller's own, newest first. */
export async function getUserFreights(
  ctx: TAppContext,
  options: { auth: TAuth; list: 'favorite' | 'consulted'; query: TFreightPageParams },
): Promise<TFreightListResponse> {
  assertAccess(options.auth, RULE);
  const { page, limit } = options.query;
  const { rows, count } = await ctx.db.read((db) =>
    findUserFreightsPage(db, {
      list: options.list,
      userId: options.auth.userId,
      companyId: options.auth.companyId,
      limit,
      offset: (page - 1) * limit,
    }),
  );
  return {
    data: rows.map(toFreight),
    page,
    total_pages: Math.ceil(count / limit),
    count,
    count_capped: false,
  };
}

/** GET /api/freights/favorite/uids: every offer of the public exchange the caller starred. */
export async function getFavoriteUids(ctx: TAppContext, options: { auth: TAuth }): Promise<string[]> {
  assertAccess(options.auth, RULE);
  return ctx.db.read((db) => findFavoriteUids(db, options.auth.userId, options.auth.companyId));
}

/** POST and DELETE /api/freights/{uid}/favorite: both idempotent. */
export async function setFavorite(
  ctx: TAppContext,
  options: { auth: TAuth; uid: string; favorite: boolean },
): Promise<void> {
  assertAccess(options.auth, RULE);
  await ctx.db.transaction(async (tx) => {
    const offerId = await findVisibleOfferId(tx, options.uid, options.auth.companyId);
    if (!offerId) throw new AppError('NOT_FOUND');
    if (options.favorite) await insertFavorite(tx, { userId: options.auth.userId, offerId, now: ctx.clock.now() });
    else await deleteFavorite(tx, options.auth.userId, offerId);
  });
}

// ---------------------------------------------------------------------------------------------
// Saved searches

export async function getSavedSearches(ctx: TAppContext, options: { auth: TAuth }): Promise<TSavedSearch[]> {
  assertAccess(options.auth, RULE);
  const rows = await ctx.db.read((db) => findUserSavedSearches(db, options.auth.userId));
  return rows.map(toSavedSearch);
}

export async function createSavedSearch(
  ctx: TAppContext,
  options: { auth: TAuth; name: string; filters: TFreightFilters },
): Promise<TSavedSearch> {
  assertAccess(options.auth, RULE);
  const row = await ctx.db.transaction(async (tx) => {
    await lockUserSavedSearches(tx, options.auth.userId);
    if ((await countUserSavedSearches(tx, options.auth.userId)) >= FREIGHT_LIMITS.savedSearchesMax) {
      throw new AppError('SAVED_SEARCH_LIMIT', { params: { max: FREIGHT_LIMITS.savedSearchesMax } });
    }
    return insertSavedSearch(tx, {
      userId: options.auth.userId,
      companyId: options.auth.companyId,
      name: options.name,
      filters: options.filters,
      now: ctx.clock.now(),
    });
  });
  forgetAlertSearches(ctx);
  return toSavedSearch(row);
}

export async function updateSavedSearch(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; name: string; filters: TFreightFilters },
): Promise<TSavedSearch> {
  assertAccess(options.auth, RULE);
  const row = await ctx.db.transaction((tx) =>
    updateUserSavedSearch(tx, {
      userId: options.auth.userId,
      id: options.id,
      name: options.name,
      filters: options.filters,
      now: ctx.clock.now(),
    }),
  );
  if (!row) throw new AppError('NOT_FOUND');
  forgetAlertSearches(ctx);
  return toSavedSearch(row);
}

/** PUT /api/saved-searches/{id}/alerts: the user's own search only. */
export async function setSavedSearchAlerts(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; alerts: boolean },
): Promise<TSavedSearch> {
  assertAccess(options.auth, RULE);
  const row = await ctx.db.transaction((tx) =>
    setUserSavedSearchAlerts(tx, {
      userId: options.auth.userId,
      id: options.id,
      alerts: options.alerts,
      now: ctx.clock.now(),
    }),
  );
  if (!row) throw new AppError('NOT_FOUND');
  forgetAlertSearches(ctx);
  return toSavedSearch(row);
}

export async function deleteSavedSearch(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<void> {
  assertAccess(options.auth, RULE);
  const deleted = await ctx.db.transaction((tx) => deleteUserSavedSearch(tx, options.auth.userId, options.id));
  if (!deleted) throw new AppError('NOT_FOUND');
  forgetAlertSearches(ctx);
}
