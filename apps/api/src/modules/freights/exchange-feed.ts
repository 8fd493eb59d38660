import { setImmediate as nextTurn } from 'node:timers/promises';
import { FREIGHT_LIMITS, offerToday } from '@tariq/contracts';
import type { TFreight, TFreightOrder } from '@tariq/contracts';
import type { TAppContext } from '../../platform/context';
import { defineInstanceState } from '../../platform/modules';
import { subscribeOfferEvents } from '../offers';
import { createExchangeIndex } from './exchange-index';
import type { TExchangeEntry } from './exchange-index';
import { pageFigures, shipperView, toFreight } from './freight-view';
import { checkExchangeOffers, findExchangeIndexBatch, findIndexRowsByUids, findShippers } from './freights.repository';
import type { TFreightCriteria, TIndexRow, TOfferCheck } from './freights.repository';

/**
 * Keeps one instance's exchange index (exchange-index.ts) equal to the table, and answers searches
 * from it (decision 0004):
 * - loaded on the first search, a batch at a time, while searches still go to the database;
 * - every offer event (this instance's at once, the others' through LISTEN/NOTIFY) drops the
 *   offer at once and reads it again; a search waits until what was heard is applied;
 * - on PostgreSQL other instances write too and their events may lag: the offers of a page are
 *   checked against the table (version, still open) in one read shared by the searches of that
 *   moment, before the page leaves. An offer taken, cancelled or expired is never served once
 *   the request that did it has answered. PGlite has a single instance, whose events are heard
 *   before its writes answer, so it needs no such check.
 * - the shipper's name and rating come from that check, or (PGlite) are read again when older
 *   than a few seconds, while the page is served.
 */

const LOAD_BATCH = 2000;
/**
 * What an entry weighs in memory (its values, its offer's fields with shared strings, its slot in
 * the bitmaps, sets and orders): 100,000 offers took 86 MB of heap (decision 0004).
 */
const ENTRY_BYTES = 900;
/** The JSON of the offers served lately, kept up to this many characters; the others are written when served. */
const JSON_CACHE_CHARS = 24 * 1024 * 1024;
/** Strings shared between offers (places, names, dates, enums): at most this many. */
const SHARED_STRINGS_MAX = 50_000;
const SHIPPER_TTL_MS = 5000;
/** A page whose offers changed is made again at most this often before the search goes to the database. */
const MAX_ROUNDS = 3;

type TShipper = { json: string; readAt: number; reading: boolean };

function shipperJson(companyId: string, columns: Parameters<typeof shipperView>[1]): string {
  return JSON.stringify(shipperView(companyId, columns));
}

/**
 * The strings many offers repeat (places and their names, dates, times, types) and the state and
 * city objects, held once: 100,000 offers in memory weigh a third of what they would otherwise.
 */
export function createSharing() {
  const strings = new Map<string, string>();
  const objects = new Map<string, object>();
  const share = (value: string): string => {
    const held = strings.get(value);
    if (held !== undefined) return held;
    if (strings.size < SHARED_STRINGS_MAX) strings.set(value, value);
    return value;
  };
  const shareObject = <T extends object>(key: string, value: T): T => {
    const held = objects.get(key) as T | undefined;
    if (held !== undefined) return held;
    if (objects.size < SHARED_STRINGS_MAX) objects.set(key, value);
    return value;
  };
  return { share, shareObject };
}

type TSharing = ReturnType<typeof createSharing>;

/** Offers' own strings (uid, number, addresses, comments, times of publication) are not worth sharing. */
const OWN_STRINGS = new Set(['uid', 'number', 'address', 'comment', 'published_at']);

function shareValues(value: unknown, sharing: TSharing, key = ''): unknown {
  if (typeof value === 'string') return OWN_STRINGS.has(key) ? value : sharing.share(value);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => shareValues(item, sharing));
  const record = value as Record<string, unknown>;
  const shared: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(record)) shared[name] = shareValues(item, sharing, name);
  // A state or a city ({ id, name }): one object for every offer that names it.
  if ((key === 'state' || key === 'city') && typeof record.id === 'string') {
    return sharing.shareObject(`${key}|${String(record.id)}|${String(record.name)}`, shared);
  }
  return shared;
}

/** The entry of an open offer: its filter and sort values, and its list view without the shipper. */
export function toEntry(row: TIndexRow, sharing: TSharing = createSharing()): TExchangeEntry {
  const freight: Partial<TFreight> = toFreight(row);
  delete freight.shipper;
  const offer = row.offer;
  const { share } = sharing;
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
    freight: shareValues(freight, sharing) as object,
    bytes: ENTRY_BYTES,
  };
}

function isOpen(row: TIndexRow, today: string): boolean {
  return row.offer.status === 'in_exchange' && row.offer.visibility === 'public' && row.offer.depDate >= today;
}

type TCheckBatch = {
  ids: Set<string>;
  promise: Promise<Map<string, TOfferCheck>>;
  resolve: (checks: Map<string, TOfferCheck>) => void;
  reject: (error: unknown) => void;
};

function createFeed(ctx: TAppContext) {
  const index = createExchangeIndex();
  const sharing = createSharing();
  /** The JSON of offers served lately, up to the shipper, least recently served first. */
  const jsonCache = new Map<TExchangeEntry, string>();
  let jsonChars = 0;

  function headOf(entry: TExchangeEntry): string {
    let head = jsonCache.get(entry);
    if (head !== undefined) {
      jsonCache.delete(entry);
    } else {
      const json = JSON.stringify(entry.freight);
      head = `${json.slice(0, -1)},"shipper":`;
      jsonChars += head.length;
      while (jsonChars > JSON_CACHE_CHARS) {
        const [oldest, written] = jsonCache.entries().next().value!;
        jsonCache.delete(oldest);
        jsonChars -= written.length;
      }
    }
    jsonCache.set(entry, head);
    return head;
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
  const checksNeeded = ctx.db.driver === 'postgres';
  let runningCheck = false;
  let queuedCheck: TCheckBatch | null = null;

  subscribeOfferEvents(ctx, (events) => {
    if (state !== 'loading' && state !== 'ready') return;
    for (const { uid } of events) {
      // Gone from every search at once; back when read again, if still open.
      index.removeByUid(uid);
      (state === 'loading' ? heardWhileLoading : pending).add(uid);
    }
    if (state === 'ready') void drain();
  });
  // The listener was lost: whatever was missed is unknown, so read everything again.
  ctx.pubsub.onResync(() => {
    if (state === 'ready' || state === 'loading') void load();
  });

  function rememberShipper(companyId: string, columns: Parameters<typeof shipperView>[1], now: number): void {
    shippers.set(companyId, { json: shipperJson(companyId, columns), readAt: now, reading: false });
  }

  function apply(uids: string[], rows: TIndexRow[]): void {
    const today = offerToday(ctx.clock.now());
    const now = ctx.clock.now().getTime();
    const seen = new Set<string>();
    for (const row of rows) {
      seen.add(row.offer.uid);
      if (isOpen(row, today)) {
        index.upsert(toEntry(row, sharing));
        rememberShipper(row.offer.shipperCompanyId, row, now);
      } else index.removeByUid(row.offer.uid);
    }
    for (const uid of uids) if (!seen.has(uid)) index.removeByUid(uid);
    overBound();
  }

  function overBound(): boolean {
    if (index.bytes <= ctx.config.freightIndexMaxBytes) return false;
    // Every cache is bounded: past its bound the index lets go and the database serves.
    state = 'off';
    generation++;
    index.clear();
    jsonCache.clear();
    jsonChars = 0;
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
    jsonCache.clear();
    jsonChars = 0;
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
          index.upsert(toEntry(row, sharing));
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

  /** One read checks the pages of every search waiting at that moment; a search joins a read that starts after it. */
  function check(ids: string[]): Promise<Map<string, TOfferCheck>> {
    if (!queuedCheck) {
      let resolve!: TCheckBatch['resolve'];
      let reject!: TCheckBatch['reject'];
      const promise = new Promise<Map<string, TOfferCheck>>((done, fail) => {
        resolve = done;
        reject = fail;
      });
      queuedCheck = { ids: new Set(), promise, resolve, reject };
      if (!runningCheck) queueMicrotask(runCheck);
    }
    for (const id of ids) queuedCheck.ids.add(id);
    return queuedCheck.promise;
  }

  function runCheck(): void {
    const batch = queuedCheck;
    if (!batch || runningCheck) return;
    queuedCheck = null;
    runningCheck = true;
    ctx.db
      .read((db) => checkExchangeOffers(db, [...batch.ids]))
      .then(
        (rows) => batch.resolve(new Map(rows.map((row) => [row.id, row]))),
        (error: unknown) => batch.reject(error),
      )
      .finally(() => {
        runningCheck = false;
        runCheck();
      });
  }

  /** PGlite: shippers read more than a few seconds ago are read again, while the page goes out as it is. */
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

  /** The page as JSON, or null when the index cannot answer now (the database will). */
  async function search(params: {
    criteria: TFreightCriteria;
    order: TFreightOrder;
    page: number;
    limit: number;
  }): Promise<string | null> {
    if (state === 'idle' && ctx.config.freightIndex) loading ??= load().finally(() => (loading = null));
    if (state !== 'ready') return null;
    if (applying || pending.size > 0) await drain();
    for (let round = 0; round < MAX_ROUNDS; round++) {
      if (state !== 'ready') return null;
      const today = offerToday(params.criteria.now);
      if (today !== loadedDay) {
        index.dropBefore(today);
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
      if (checksNeeded && entries.length > 0) {
        const checks = await check(entries.map((entry) => entry.id));
        const now = ctx.clock.now().getTime();
        let changed = false;
        for (const entry of entries) {
          const found = checks.get(entry.id);
          if (found?.open && found.version === entry.version) {
            rememberShipper(entry.shipperCompanyId, found, now);
            continue;
          }
          // Taken, withdrawn or changed elsewhere, its event not heard yet: out now, read again if open.
          changed = true;
          index.removeByUid(entry.uid);
          if (found?.open) pending.add(entry.uid);
        }
        if (changed) {
          await drain();
          continue;
        }
      } else refreshShippers(entries, ctx.clock.now().getTime());
      const data = entries.map((entry) => `${headOf(entry)}${shippers.get(entry.shipperCompanyId)!.json}}`).join(',');
      const figures = pageFigures({ count, shown: entries.length, page: params.page, limit: params.limit, cap });
      return `{"data":[${data}],"page":${figures.page},"total_pages":${figures.total_pages},"count":${figures.count},"count_capped":${figures.count_capped}}`;
    }
    return null;
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
