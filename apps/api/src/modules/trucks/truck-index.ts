import { randomUUID } from 'node:crypto';
import type { TAppContext } from '../../platform/context';
import { defineInstanceState } from '../../platform/modules';
import { findCompanyCards, findPostedTruckEntries } from './trucks.repository';
import type { TCompanyCard, TPostedTruck, TTruckWithCompany } from './trucks.repository';
import { TruckColumns } from './truck-columns';

/**
 * The posted trucks, in this instance's memory, for the vehicle search (issue 28; the freight
 * search's exchange index, decision 0004, is the model). It holds only what the filters read, in
 * availability order (truck-columns.ts), with each truck's row; a search walks the columns, counts
 * every match, and answers the page from the rows, with its companies kept for 30 s. No query per
 * search in the steady state.
 *
 * Kept up to date by the trucks module's writes: each tells, after its commit, the ids it changed
 * on the pub/sub channel `tariq_trucks`; every instance reads those rows again (this one before the
 * write answers, the others as soon as they hear). A truck whose posting is over is left out at
 * search time by its dates, whatever the index holds.
 */

export const TRUCKS_CHANNEL = 'tariq_trucks';

/** The columns the filters walk, and each posted truck's row for the page. */
type TIndex = { columns: TruckColumns; rows: Map<string, TPostedTruck> };

type TState = {
  instanceId: string;
  index: TIndex | null;
  loading: Promise<TIndex> | null;
  /** Ids heard of while the index loads: read again once it is there. */
  pending: Set<string>;
  subscribed: boolean;
};

const state = defineInstanceState<TState>('trucks.index', () => ({
  instanceId: randomUUID(),
  index: null,
  loading: null,
  pending: new Set(),
  subscribed: false,
}));

/** Reads these trucks again: posted ones go in (or move), the others go out. */
async function refresh(ctx: TAppContext, index: TIndex, ids: readonly string[]): Promise<void> {
  const rows = await ctx.db.read((db) => findPostedTruckEntries(db, { ids }));
  const posted = new Map(rows.map((row) => [row.truck.id, row]));
  for (const id of ids) {
    const row = posted.get(id);
    if (row) {
      index.columns.put(row.truck);
      index.rows.set(id, row);
    } else {
      index.columns.remove(id);
      index.rows.delete(id);
    }
  }
}

function subscribe(ctx: TAppContext): void {
  const held = state.of(ctx);
  if (held.subscribed) return;
  held.subscribed = true;
  ctx.pubsub.subscribe(TRUCKS_CHANNEL, (payload) => {
    let message: { from?: string; ids?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    if (message.from === held.instanceId || !Array.isArray(message.ids)) return;
    const ids = message.ids.filter((id): id is string => typeof id === 'string');
    if (held.index) void refresh(ctx, held.index, ids).catch(() => undefined);
    else for (const id of ids) held.pending.add(id);
  });
}

/** The index, loaded on first use (every posted truck, a batch at a time). */
export function truckIndex(ctx: TAppContext): Promise<TIndex> {
  const held = state.of(ctx);
  subscribe(ctx);
  if (held.index) return Promise.resolve(held.index);
  held.loading ??= (async () => {
    const rows = new Map<string, TPostedTruck>();
    let afterId: string | null = null;
    for (;;) {
      const batch: TPostedTruck[] = await ctx.db.read((db) => findPostedTruckEntries(db, { afterId, limit: 5000 }));
      for (const row of batch) rows.set(row.truck.id, row);
      if (batch.length < 5000) break;
      afterId = batch.at(-1)!.truck.id;
    }
    const columns = new TruckColumns();
    columns.load([...rows.values()].map((row) => row.truck));
    const index: TIndex = { columns, rows };
    if (held.pending.size > 0) {
      const ids = [...held.pending];
      held.pending.clear();
      await refresh(ctx, index, ids);
    }
    held.index = index;
    return index;
  })().finally(() => {
    held.loading = null;
  });
  return held.loading;
}

/**
 * After a write's commit: this instance reads the trucks again before the write answers (its next
 * search sees the change), and tells the others.
 */
export async function trucksChanged(ctx: TAppContext, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const held = state.of(ctx);
  const message = ctx.pubsub.publish(TRUCKS_CHANNEL, JSON.stringify({ from: held.instanceId, ids }));
  if (held.index) await refresh(ctx, held.index, ids);
  else for (const id of ids) held.pending.add(id);
  await message;
}

/** One page of the matching trucks' ids, in availability order, and how many match in all. */
export function searchTruckIndex(index: TIndex, params: Parameters<TruckColumns['search']>[0]) {
  return index.columns.search(params);
}

/** How long a company's name, rating and contact are kept for the cards before they are read again. */
const COMPANY_CARD_MS = 30_000;
type TCard = TCompanyCard & { at: number };
const companyCards = defineInstanceState('trucks.companyCards', () => ({
  cards: new Map<string, TCard>(),
  /** Companies being read: a card is asked for once however many searches show it. */
  reading: new Map<string, Promise<void>>(),
}));

function readCards(ctx: TAppContext, ids: readonly string[]): Promise<void> {
  const held = companyCards.of(ctx);
  const read = (async () => {
    const now = ctx.clock.now().getTime();
    for (const card of await ctx.db.read((db) => findCompanyCards(db, ids))) {
      // The same card read again is kept as it is: the items written with it stay good.
      const kept = held.cards.get(card.id);
      if (kept !== undefined && sameCard(kept, card)) kept.at = now;
      else held.cards.set(card.id, { ...card, at: now });
    }
    // Bounded: companies no card asked for in a while go first.
    if (held.cards.size > 20_000)
      for (const [id, card] of held.cards) if (card.at < now - COMPANY_CARD_MS) held.cards.delete(id);
  })().finally(() => {
    for (const id of ids) held.reading.delete(id);
  });
  for (const id of ids) held.reading.set(id, read);
  return read;
}

const sameCard = (kept: TCard, read: TCompanyCard) =>
  kept.name === read.name && kept.rating === read.rating && kept.phone === read.phone && kept.email === read.email;

type TEntry = { posted: TPostedTruck; card: TCard };

/**
 * The page's trucks as they are held: each row with its company's card. A card older than 30 s is
 * shown as it is and read again meanwhile; a company never seen is read before the answer (then
 * the answer is a promise). Plain loops: this runs for every search.
 */
function pageCards(ctx: TAppContext, index: TIndex, ids: readonly string[]): TEntry[] | Promise<TEntry[]> {
  const held = companyCards.of(ctx);
  const now = ctx.clock.now().getTime();
  const found: TEntry[] = [];
  let stale: Set<string> | null = null;
  let unknown: Set<string> | null = null;
  let waits: Promise<void>[] | null = null;
  for (let at = 0; at < ids.length; at++) {
    const posted = index.rows.get(ids[at]!);
    if (posted === undefined) continue;
    const companyId = posted.truck.companyId;
    const card = held.cards.get(companyId);
    if (card !== undefined) {
      found.push({ posted, card });
      if (card.at >= now - COMPANY_CARD_MS) continue;
    }
    const reading = held.reading.get(companyId);
    if (reading !== undefined) {
      if (card === undefined) (waits ??= []).push(reading);
    } else if (card === undefined) (unknown ??= new Set()).add(companyId);
    else (stale ??= new Set()).add(companyId);
  }
  if (stale !== null) void readCards(ctx, [...stale]).catch(() => undefined);
  if (unknown !== null) (waits ??= []).push(readCards(ctx, [...unknown]));
  if (waits === null) return found;
  // A company to wait for: the page is made again once it is read.
  return Promise.all(waits).then(() => {
    const entries: TEntry[] = [];
    for (const id of ids) {
      const posted = index.rows.get(id);
      const card = posted && held.cards.get(posted.truck.companyId);
      if (posted !== undefined && card !== undefined) entries.push({ posted, card });
    }
    return entries;
  });
}

function withCompany({ posted, card }: TEntry): TTruckWithCompany {
  return {
    truck: posted.truck,
    companyName: card.name,
    companyRating: card.rating,
    companyPhone: card.phone,
    companyEmail: card.email,
    creatorEmail: posted.creatorEmail,
  };
}

/**
 * Written items kept per instance and kind (a language), as UTF-8 bytes outside the heap, in two
 * generations: when the newer holds this many bytes, it becomes the older and the older goes (an
 * item read from the older moves to the newer).
 */
const ITEM_TEXT_BYTES = 24 * 1024 * 1024;
type TItemText = TEntry & { text: Buffer };
type TItemTexts = { newer: Map<string, TItemText>; older: Map<string, TItemText>; bytes: number };
const itemTexts = defineInstanceState('trucks.itemTexts', () => new Map<string, TItemTexts>());

/**
 * The page's trucks written by `render` (a list item's JSON in one language, `key`), each written
 * once and kept while its row and its company's card are the ones held: a truck read again, or a
 * card that changed when read again after 30 s, is written anew (read again unchanged, it keeps its
 * items: else every item was written again every 30 s, most companies' at about once). Writing the
 * items was most of a search's cost once the page came from memory. Answers at once unless a
 * company has to be read.
 */
export function pageTexts(
  ctx: TAppContext,
  index: TIndex,
  ids: readonly string[],
  key: string,
  render: (found: TTruckWithCompany) => string,
): Buffer[] | Promise<Buffer[]> {
  const kinds = itemTexts.of(ctx);
  let held = kinds.get(key);
  if (held === undefined) kinds.set(key, (held = { newer: new Map(), older: new Map(), bytes: 0 }));
  const kept = held;
  const write = (entries: TEntry[]): Buffer[] => {
    const texts: Buffer[] = [];
    for (const entry of entries) {
      const id = entry.posted.truck.id;
      const newer = kept.newer.get(id);
      if (newer !== undefined && newer.posted === entry.posted && newer.card === entry.card) {
        texts.push(newer.text);
        continue;
      }
      const older = kept.older.get(id);
      const text =
        older !== undefined && older.posted === entry.posted && older.card === entry.card
          ? older.text
          : Buffer.from(render(withCompany(entry)));
      if (kept.bytes >= ITEM_TEXT_BYTES) {
        kept.older = kept.newer;
        kept.newer = new Map();
        kept.bytes = 0;
      }
      kept.newer.set(id, { posted: entry.posted, card: entry.card, text });
      kept.bytes += text.length;
      texts.push(text);
    }
    return texts;
  };
  const entries = pageCards(ctx, index, ids);
  return Array.isArray(entries) ? write(entries) : entries.then(write);
}
