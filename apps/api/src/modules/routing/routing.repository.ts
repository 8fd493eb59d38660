import type { TRouteOption } from '@tariq/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { routes } from '../../db/schema';

export type TStoredRoute = typeof routes.$inferSelect;
export type TRouteKey = { fromPlaceId: string; toPlaceId: string; option: TRouteOption; engine: 'estimate' | 'osrm' };

/** A route an engine computed before, on any instance. */
export async function findStoredRoute(db: TDb, key: TRouteKey): Promise<TStoredRoute | undefined> {
  const [row] = await db
    .select()
    .from(routes)
    .where(
      and(
        eq(routes.fromPlaceId, key.fromPlaceId),
        eq(routes.toPlaceId, key.toPlaceId),
        eq(routes.option, key.option),
        eq(routes.engine, key.engine),
      ),
    );
  return row;
}

/** Keeps a computed route; two instances computing it at once keep the first. */
export async function storeRoute(
  db: TDb,
  route: TRouteKey & Pick<TStoredRoute, 'distanceM' | 'durationS' | 'tollDistanceM' | 'geometry'>,
  now: Date,
): Promise<void> {
  await db
    .insert(routes)
    .values({ ...route, computedAt: now })
    .onConflictDoNothing();
}

/** How many routes an engine has stored (tests, the cache's check). */
export async function countStoredRoutes(db: TDb, engine: 'estimate' | 'osrm'): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(routes)
    .where(eq(routes.engine, engine));
  return row?.count ?? 0;
}
