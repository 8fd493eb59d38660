import { setImmediate as nextTurn } from 'node:timers/promises';
import { FREIGHT_LIMITS, offerExpiresAt, offerToday } from '@tariq/contracts';
import type { TFreight, TFreightOrder } from '@tariq/contracts';
import type { TAppContext } from '../../platform/context';
import { defineInstanceState } from '../../platform/modules';
import { createBarrier } from '../../platform/pubsub';
import { cpuTurns } from '../../platform/turns';
import { subscribeOfferEvents } from '../offers';
import { createExchangeIndex } from './exchange-index';
import type { TExchangeEntry } from './exchange-index';
import { createJsonArena } from './json-arena';
import type { TJsonArena } from './json-arena';
import { pageFigures, shipperView, toFreight } from './freight-view';
import { findExchangeIndexBatch, findIndexRowsByUids, findShippers } from './freights.repository';
import type { TFreightCriteria, TIndexRow } from './freights.repository';

/**
 * Keeps one instance's exchange index (exchange-index.ts) equal to the table, and answers searches
 * from it (decision 0004):
 * - loaded on the first search, a batch at a time, while searches still go to the database;
 * - every offer event (this instance's at once, the others' through LISTEN/NOTIFY) drops the
 *   offer at once and reads it again; a search waits until what was heard is applied;
 * - on PostgreSQL other instances write too and their events may lag: a search waits for a
 *   barrier (pubsub.ts), a notification of this instance's published after the search came,
 *   which PostgreSQL delivers after every event committed before it. A write publishes its event
 *   before it answers, so an offer taken, cancelled or expired is never served once the request
 *   that did it has answered. One barrier serves every search of the moment. PGlite has a single
 *   instance, whose events are heard before its writes answer, so it needs none.
 * - the shipper's name, rating and 'documents verified until' are read again when older than a few
 *   seconds, while the page is served as it is.
 */

/**
 * Offers read at a time when loading. Small batches leave less garbage to the old generation: at
 * 100,000 offers the server's resident memory after the load was 545 MB with 500, 721 MB with 2,000.
 */
const LOAD_BATCH = 500;
/**
 * What an entry weighs in memory besides its JSON (its values with shared strings, its slot in the
 * bitmaps, sets, orders and numeric arrays), reckoned from the heap of 100,000 (decision 0004).
 */
const ENTRY_BYTES = 800;
/** Strings shared between offers (places, dates, types, shippers): at most this many. */
const SHARED_STRINGS_MAX = 50_000;
const SHIPPER_TTL_MS = 5000;
/** A barrier later than this: the listener lags, and the database serves the search. */
const BARRIER_TIMEOUT_MS = 2000;

type TShipper = { json: Buffer; key: string; readAt: number; reading: boolean };

function shipperJson(companyId: string, columns: Parameters<typeof shipperView>[1]): string {
  return JSON.stringify(shipperView(companyId, columns));
}

/** The strings many offers repeat (countries, places, dates, times, types, shippers), held once. */
export function createSharing() {
  const strings = new Map<string, string>();
  return (value: string): string => {
    const held = strings.get(value);
    if (held !== undefined) return held;
    if (strings.size < SHARED_STRINGS_MAX) strings.set(value, value);
    return value;
  };
}

type TShare = ReturnType<typeof createSharing>;

/** The entry of an open offer: its filter and sort values, and its list JSON up to the shipper, written in `arena`. */
export function toEntry(row: TIndexRow, share: TShare, arena: TJsonArena): TExchangeEntry {
  const freight: Partial<TFreight> = toFreight(row);
  delete freight.shipper;
  const json = JSON.stringify(freight);
  const offer = row.offer;
  return {
    id: offer.id,
    uid: offer.uid,
    version: offer.version,
    depCountry: share(offer.depCountry),
    depState: share(offer.depStateCode),
    depCity: offer.depCityId === null ? null : share(offer.depCityId),
    depPlace: share(offer.depPlaceId),
    destCountry: share(offer.destCountry),
    destState: share(offer.destStateCode),
    destCity: offer.destCityId === null ? null : share(offer.destCityId),
    destPlace: share(offer.destPlaceId),
    depDate: share(offer.depDate),
    depTime: share(offer.depTime),
    truckType: share(offer.truckType),
    goodsType: share(offer.goodsType),
    weightKg: offer.weightKg,
    heightM: offer.heightM,
    widthM: offer.widthM,
    neededLengthM: offer.lengthM ?? offer.mpl,
    tailLift: offer.tailLift,
    dangerous: offer.dangerous,
    refrigerated: offer.refrigerated,
    shipperCompanyId: share(offer.shipperCompanyId),
    publishedUs: Number(row.publishedUs),
    price: offer.price === null ? null : Number(offer.price),
    distanceKm: offer.distanceKm,
    json: arena.write(`${json.slice(0, -1)},"shipper":`),
    bytes: ENTRY_BYTES + json.length,
  };
}

function isOpen(row: TIndexRow, today: string): boolean {
  return row.offer.status === 'in_exchange' && row.offer.visibility === 'public' && row.offer.depDate >= today;
}

function createFeed(ctx: TAppContext) {
  const index = createExchangeIndex();
  const share = createSharing();
  const arena = createJsonArena();
  const OPEN = Buffer.from('{"data":[');
  const COMMA = Buffer.from(',');
  const CLOSE = Buffer.from('}');

  /** The index's changes, with the entries' JSON released as they go. */
  function put(entry: TExchangeEntry): void {
    const replaced = index.upsert(entry);
    if (replaced) arena.release(replaced.json);
  }
  function drop(uid: string): void {
    const removed = index.removeByUid(uid);
    if (removed) arena.release(removed.json);
  }
  /** Most of the arena is offers gone: their room is taken back (a copy of what is left, rarely). */
  function compactArena(): void {
    if (!arena.wasteful) return;
    const held = [...index.entries()];
    const moved = arena.compact(held.map((entry) => entry.json));
    held.forEach((entry, position) => (entry.json = moved[position]!));
  }
  const shippers = new Map<string, TShipper>();
  /** idle: not loaded (or given up); off: over its byte bound, the database serves. */
  let state: 'idle' | 'loading' | 'ready' | 'off' = 'idle';
  let generation = 0;
  let loadedDay = '';
  let loading: Promise<void> | null = null;
  const heardWhileLoading = new Set<string>();
  const pending = new Set<string>();
  let applying: Promise<void> | null = null;
  // Before subscribing to offer events: its channel is listened to first.
  const barrier = ctx.db.pool !== null ? createBarrier(ctx.pubsub, { timeoutMs: BARRIER_TIMEOUT_MS }) : null;

  subscribeOfferEvents(ctx, (events) => {
    if (state !== 'loading' && state !== 'ready') return;
    for (const { uid } of events) {
      // Gone from every search at once; read again, and back if still open. (Even a taken offer
      // is read again: a read begun before it was taken may land after this.)
      drop(uid);
      (state === 'loading' ? heardWhileLoading : pending).add(uid);
    }
    // This instance's own writes answer once it is applied (offer-events.ts waits for it).
    return state === 'ready' ? drain() : undefined;
  });
  // The listener was lost: whatever was missed is unknown, so read everything again.
  ctx.pubsub.onResync(() => {
    if (state === 'ready' || state === 'loading') void load();
  });

  function rememberShipper(companyId: string, columns: Parameters<typeof shipperView>[1], now: number): void {
    const key = `${columns.shipperName}|${columns.shipperRatingAverage}|${columns.shipperRatingCount}|${columns.shipperDocumentsValidUntil}`;
    const held = shippers.get(companyId);
    if (held?.key === key) {
      held.readAt = now;
      held.reading = false;
      return;
    }
    shippers.set(companyId, { json: Buffer.from(shipperJson(companyId, columns)), key, readAt: now, reading: false });
  }

  function apply(uids: string[], rows: TIndexRow[]): void {
    const today = offerToday(ctx.clock.now());
    const now = ctx.clock.now().getTime();
    const seen = new Set<string>();
    for (const row of rows) {
      seen.add(row.offer.uid);
      if (isOpen(row, today)) {
        put(toEntry(row, share, arena));
        rememberShipper(row.offer.shipperCompanyId, row, now);
      } else drop(row.offer.uid);
    }
    for (const uid of uids) if (!seen.has(uid)) drop(uid);
    if (!overBound()) compactArena();
  }

  function overBound(): boolean {
    if (index.bytes <= ctx.config.freightIndexMaxBytes) return false;
    // Every cache is bounded: past its bound the index lets go and the database serves.
    state = 'off';
    generation++;
    index.clear();
    arena.clear();
    shippers.clear();
    pending.clear();
    return true;
  }

  /** Reads again what events named, until nothing heard is left; searches wait for it. */
  function drain(): Promise<void> {
    if (!applying && pending.size > 0 && state === 'ready') {
      const uids = [...pending];
      pending.clear();
      const started = generation;
      applying = (async () => {
        try {
          const rows = await ctx.db.read((db) => findIndexRowsByUids(db, uids));
          if (started === generation) apply(uids, rows);
        } catch {
          // The offers could not be read: they stay out of the index until it is loaded again.
          if (started === generation) state = 'idle';
        } finally {
          applying = null;
        }
      })();
    }
    return applying ? applying.then(drain) : Promise.resolve();
  }

  async function load(): Promise<void> {
    const mine = ++generation;
    state = 'loading';
    index.clear();
    arena.clear();
    shippers.clear();
    heardWhileLoading.clear();
    pending.clear();
    const today = offerToday(ctx.clock.now());
    let afterId: string | null = null;
    try {
      for (;;) {
        const rows = await ctx.db.read((db) => findExchangeIndexBatch(db, { today, afterId, limit: LOAD_BATCH }));
        if (mine !== generation) return;
        const now = ctx.clock.now().getTime();
        for (const row of rows) {
          put(toEntry(row, share, arena));
          if (!shippers.has(row.offer.shipperCompanyId)) rememberShipper(row.offer.shipperCompanyId, row, now);
        }
        if (overBound()) return;
        if (rows.length < LOAD_BATCH) break;
        afterId = rows.at(-1)!.offer.id;
        // Searches and writes go on between batches.
        await nextTurn();
        if (mine !== generation) return;
      }
    } catch {
      if (mine === generation) state = 'idle';
      return;
    }
    index.sortAll();
    loadedDay = today;
    // What changed while loading may have been read before it changed: read it again.
    for (const uid of heardWhileLoading) pending.add(uid);
    heardWhileLoading.clear();
    state = 'ready';
    void drain();
  }

  /** Shippers read more than a few seconds ago are read again, while the page goes out as it is. */
  function refreshShippers(entries: TExchangeEntry[], now: number): void {
    const stale: string[] = [];
    for (const entry of entries) {
      const shipper = shippers.get(entry.shipperCompanyId);
      if (shipper && !shipper.reading && now - shipper.readAt >= SHIPPER_TTL_MS) {
        shipper.reading = true;
        stale.push(entry.shipperCompanyId);
      }
    }
    if (stale.length === 0) return;
    ctx.db
      .read((db) => findShippers(db, stale))
      .then(
        (rows) => {
          for (const row of rows) rememberShipper(row.id, row, ctx.clock.now().getTime());
        },
        () => {
          for (const id of stale) {
            const shipper = shippers.get(id);
            if (shipper) shipper.reading = false;
          }
        },
      );
  }

  /** offerToday, worked out again only once the day it answered is over. */
  let day = { today: '', endsAt: 0 };
  function dayOf(now: Date): string {
    const time = now.getTime();
    if (time >= day.endsAt || time < day.endsAt - 24 * 3600_000) {
      const today = offerToday(now);
      day = { today, endsAt: offerExpiresAt(today).getTime() };
    }
    return day.today;
  }

  /** The page as JSON, or null when the index cannot answer now (the database will). */
  async function search(params: {
    criteria: TFreightCriteria;
    order: TFreightOrder;
    page: number;
    limit: number;
  }): Promise<Buffer | null> {
    if (state === 'idle' && ctx.config.freightIndex) loading ??= load().finally(() => (loading = null));
    if (state !== 'ready') return null;
    if (barrier) {
      try {
        // Every offer event committed before this search came is applied once it returns.
        await barrier();
      } catch {
        return null;
      }
    }
    // Many searches come back from one barrier: they run in slices of the loop.
    return cpuTurns.run(() => (state === 'ready' ? pageOf(params) : null));
  }

  /** The page as JSON, from the index alone (synchronous: it runs in a slice of the loop). */
  function pageOf(params: { criteria: TFreightCriteria; order: TFreightOrder; page: number; limit: number }): Buffer {
    const today = dayOf(params.criteria.now);
    if (today !== loadedDay) {
      for (const gone of index.dropBefore(today)) arena.release(gone.json);
      loadedDay = today;
    }
    const cap = FREIGHT_LIMITS.countMax;
    const { entries, count } = index.search({
      criteria: params.criteria,
      order: params.order,
      offset: (params.page - 1) * params.limit,
      limit: params.limit,
      cap,
    });
    refreshShippers(entries, ctx.clock.now().getTime());
    // The page put together from the pieces of JSON held: nothing written again.
    const parts: Buffer[] = [OPEN];
    entries.forEach((entry, position) => {
      if (position > 0) parts.push(COMMA);
      parts.push(arena.read(entry.json), shippers.get(entry.shipperCompanyId)!.json, CLOSE);
    });
    const figures = pageFigures({ count, shown: entries.length, page: params.page, limit: params.limit, cap });
    parts.push(
      Buffer.from(
        `],"page":${figures.page},"total_pages":${figures.total_pages},"count":${figures.count},"count_capped":${figures.count_capped}}`,
      ),
    );
    return Buffer.concat(parts);
  }

  return {
    search,
    /** Loads the index if it is not, and answers once it serves (false: it does not, e.g. over its bound). */
    async ready(): Promise<boolean> {
      if (state === 'idle' && ctx.config.freightIndex) loading ??= load().finally(() => (loading = null));
      while (loading) await loading;
      if (state === 'ready') await drain();
      return state === 'ready';
    },
    get size() {
      return index.size;
    },
  };
}

const feeds = defineInstanceState('freights.exchangeFeed', createFeed);

export function exchangeFeed(ctx: TAppContext) {
  return feeds.of(ctx);
}
