import { ACCESS_RULES, FREIGHT_LIMITS, ZFreight, findTruckType, parseNumberQuery } from '@tariq/contracts';
import type {
  TFreight,
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
import { defineInstanceState } from '../../platform/modules';
import { holdsDealOn } from '../missions';
import { offerNumberCondition, subscribeOfferEvents, toOffer } from '../offers';
import { findPlaceIdsWithin, getPlaceSnapshot } from '../places';
import { companyRatingOf } from '../ratings';
import {
  countExchangeOffers,
  countUserSavedSearches,
  deleteFavorite,
  deleteUserSavedSearch,
  findExchangeOffers,
  findFavoriteOfferIds,
  findFavoriteUids,
  findPublicOffer,
  findPublicOfferId,
  findUserFreightsPage,
  findUserSavedSearches,
  insertFavorite,
  insertSavedSearch,
  lockUserSavedSearches,
  updateUserSavedSearch,
  upsertConsultation,
} from './freights.repository';
import type { TFreightCriteria, TFreightRow, TSavedSearchRow, TStopCriteria } from './freights.repository';

const RULE = ACCESS_RULES.carrierExchange;
const DEFAULT_COUNTRY = 'DZ';

// ---------------------------------------------------------------------------------------------
// Mapping

/** The offer as a carrier sees it: the schema keeps only its fields, so nothing of the shipper's own goes out. */
function toFreight(row: TFreightRow): TFreight {
  return ZFreight.parse({
    ...toOffer(row.offer),
    shipper: {
      company_id: row.offer.shipperCompanyId,
      name: row.shipperName,
      rating: companyRatingOf(row.shipperRatingAverage, row.shipperRatingCount),
    },
  });
}

function toSavedSearch(row: TSavedSearchRow): TSavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// From filters to criteria

async function stopCriteria(
  ctx: TAppContext,
  db: TDb,
  side: 'start' | 'end',
  filters: TFreightFilters,
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
  if (!placeId) return criteria;
  const place = await getPlaceSnapshot(db, placeId);
  if (!place) throw new AppError('VALIDATION', { fields: { [`${side}_place_id`]: { key: 'invalid' } } });
  if (radiusKm) {
    const near = await findPlaceIdsWithin(ctx, db, { place, radiusKm });
    return { ...criteria, placeIds: near };
  }
  // A state stands for every place in it; a city for itself.
  return place.cityId
    ? { ...criteria, placeId: place.placeId }
    : { ...criteria, country: place.country, stateCode: place.stateCode };
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

async function toCriteria(ctx: TAppContext, db: TDb, filters: TFreightFilters): Promise<TFreightCriteria> {
  const now = ctx.clock.now();
  const [dep, dest, numberCondition] = await Promise.all([
    stopCriteria(ctx, db, 'start', filters),
    stopCriteria(ctx, db, 'end', filters),
    // A search that is not a number finds nothing, rather than being ignored.
    filters.q === undefined ? undefined : offerNumberCondition(db, parseNumberQuery(filters.q)),
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
// The search, with a short-lived cache of answers per instance

/** How long an answer is reused. Any change to an offer in the exchange drops every answer at once. */
export const FREIGHT_CACHE_TTL_MS = 2000;
/**
 * An answer asked for again in the last quarter of its life is refreshed ahead, while it is still
 * served: a search many dispatchers repeat never waits for the database, and no answer served is
 * older than the TTL.
 */
const FREIGHT_CACHE_REFRESH_AFTER_MS = 1500;
const FREIGHT_CACHE_MAX_ENTRIES = 1000;

type TCacheEntry = {
  answer: Promise<TFreightListResponse>;
  /** When the answer was read: it expires TTL after. */
  readAt: number;
  refreshing: boolean;
};

function createSearchCache(ctx: TAppContext) {
  const entries = new Map<string, TCacheEntry>();
  subscribeOfferEvents(ctx, () => entries.clear());

  function store(key: string, answer: Promise<TFreightListResponse>, readAt: number): void {
    entries.delete(key);
    if (entries.size >= FREIGHT_CACHE_MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    const entry = { answer, readAt, refreshing: false };
    entries.set(key, entry);
    answer.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
  }

  function refresh(key: string, entry: TCacheEntry, load: () => Promise<TFreightListResponse>, now: number): void {
    entry.refreshing = true;
    const answer = load();
    answer.then(
      () => {
        // Unless an offer event cleared the cache meanwhile: this answer may predate the change.
        if (entries.get(key) === entry) store(key, answer, now);
      },
      () => {
        entry.refreshing = false;
      },
    );
  }

  return {
    /** Concurrent identical searches share one query; answers are kept only while changes are heard. */
    get(key: string, load: () => Promise<TFreightListResponse>): Promise<TFreightListResponse> {
      if (!ctx.config.freightSearchCache) return load();
      const now = ctx.clock.now().getTime();
      const hit = entries.get(key);
      if (hit && now - hit.readAt < FREIGHT_CACHE_TTL_MS) {
        if (!hit.refreshing && now - hit.readAt >= FREIGHT_CACHE_REFRESH_AFTER_MS) refresh(key, hit, load, now);
        return hit.answer;
      }
      const answer = load();
      if (ctx.pubsub.isListening()) store(key, answer, now);
      return answer;
    },
  };
}

const searchCaches = defineInstanceState('freights.searchCache', createSearchCache);

function searchCache(ctx: TAppContext) {
  return searchCaches.of(ctx);
}

/** The same search written in any order gives one key. */
function searchKey(query: TFreightSearchParams): string {
  return JSON.stringify(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

async function loadSearch(ctx: TAppContext, query: TFreightSearchParams): Promise<TFreightListResponse> {
  const { page, limit, order = 'date', ...filters } = query;
  const answer = await ctx.db.read(async (db) => {
    const criteria = await toCriteria(ctx, db, filters);
    const [rows, count] = await Promise.all([
      findExchangeOffers(db, { criteria, order, limit, offset: (page - 1) * limit }),
      countExchangeOffers(db, criteria, FREIGHT_LIMITS.countMax),
    ]);
    return { rows, count };
  });
  const capped = answer.count > FREIGHT_LIMITS.countMax;
  const count = Math.min(answer.count, FREIGHT_LIMITS.countMax);
  // Past the cap the last page is unknown: offer the next one while this one is full.
  const totalPages = Math.max(Math.ceil(count / limit), capped && answer.rows.length === limit ? page + 1 : 0);
  return { data: answer.rows.map(toFreight), page, total_pages: totalPages, count, count_capped: capped };
}

/**
 * GET /api/freights: offers in the public exchange, not expired, matching every filter given. The
 * answer is the same for every carrier (favourites are read apart), so it is shared: treat it as
 * read-only.
 */
export async function searchFreights(
  ctx: TAppContext,
  options: { auth: TAuth; query: TFreightSearchParams },
): Promise<TFreightListResponse> {
  assertAccess(options.auth, RULE);
  return searchCache(ctx).get(searchKey(options.query), () => loadSearch(ctx, options.query));
}

const serializedAnswers = new WeakMap<TFreightListResponse, string>();

/**
 * The JSON of a (shared) answer, written once: at 50 searches at once, serialising was most of the
 * work. Its offers went through the schema in toFreight.
 */
export function serializeFreightList(answer: TFreightListResponse): string {
  let json = serializedAnswers.get(answer);
  if (json === undefined) {
    json = JSON.stringify(answer);
    serializedAnswers.set(answer, json);
  }
  return json;
}

/** GET /api/freights/{uid}: one offer of the public exchange, whatever became of it; the visit is recorded. */
export async function getFreight(ctx: TAppContext, options: { auth: TAuth; uid: string }): Promise<TFreightDetail> {
  assertAccess(options.auth, RULE);
  return ctx.db.transaction(async (tx) => {
    const row = await findPublicOffer(tx, options.uid);
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
    findUserFreightsPage(db, { list: options.list, userId: options.auth.userId, limit, offset: (page - 1) * limit }),
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
  return ctx.db.read((db) => findFavoriteUids(db, options.auth.userId));
}

/** POST and DELETE /api/freights/{uid}/favorite: both idempotent. */
export async function setFavorite(
  ctx: TAppContext,
  options: { auth: TAuth; uid: string; favorite: boolean },
): Promise<void> {
  assertAccess(options.auth, RULE);
  await ctx.db.transaction(async (tx) => {
    const offerId = await findPublicOfferId(tx, options.uid);
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
  return toSavedSearch(row);
}

export async function deleteSavedSearch(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<void> {
  assertAccess(options.auth, RULE);
  const deleted = await ctx.db.transaction((tx) => deleteUserSavedSearch(tx, options.auth.userId, options.id));
  if (!deleted) throw new AppError('NOT_FOUND');
}
