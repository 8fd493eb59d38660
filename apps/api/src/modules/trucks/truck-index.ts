import { randomUUID } from 'node:crypto';
import type { TAppContext } from '../../platform/context';
import { defineInstanceState } from '../../platform/modules';
import { findPostedTruckEntries } from './trucks.repository';
import type { TTruckEntryRow } from './trucks.repository';
import { TruckColumns } from './truck-columns';

/**
 * The posted trucks, in this instance's memory, for the vehicle search (issue 28; the freight
 * search's exchange index, decision 0004, is the model). It holds only what the filters read, in
 * availability order; a search walks it, counts every match and keeps the page's ids, whose rows
 * (and companies) the database then gives fresh. No database work per filter, one round trip per
 * search.
 *
 * Kept up to date by the trucks module's writes: each tells, after its commit, the ids it changed
 * on the pub/sub channel `tariq_trucks`; every instance reads those rows again (this one before the
 * write answers, the others as soon as they hear). A truck whose posting is over is left out at
 * search time by its dates, whatever the index holds.
 */

export const TRUCKS_CHANNEL = 'tariq_trucks';

type TIndex = TruckColumns;

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
  const posted = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = posted.get(id);
    if (row) index.put(row);
    else index.remove(id);
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
    const rows: TTruckEntryRow[] = [];
    let afterId: string | null = null;
    for (;;) {
      const batch: TTruckEntryRow[] = await ctx.db.read((db) => findPostedTruckEntries(db, { afterId, limit: 5000 }));
      rows.push(...batch);
      if (batch.length < 5000) break;
      afterId = batch.at(-1)!.id;
    }
    const index = new TruckColumns();
    index.load(rows);
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
  return index.search(params);
}
