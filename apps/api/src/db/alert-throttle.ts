import { sql } from 'drizzle-orm';
import { selectRows } from './client';
import type { TTx } from './client';

/**
 * The throttle of issue 28's alerts, for the tables that carry one (`alerts`, `alerted_at`,
 * `alert_pending`): saved searches and trucks. Counts a match for each of these rows, in one
 * statement; answers the ids to tell now (alerts still on, none told since `throttleSince`), the
 * others counted for the grouped notification once their minutes are over.
 */
export async function recordThrottledAlerts(
  tx: TTx,
  table: 'saved_searches' | 'trucks',
  ids: readonly string[],
  now: Date,
  throttleSince: Date,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const target = sql.identifier(table);
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const due = sql`(old.alerted_at IS NULL OR old.alerted_at <= ${throttleSince})`;
  const rows = await selectRows<{ id: string; tell_now: boolean }>(
    tx,
    sql`WITH old AS (SELECT id, alerted_at FROM ${target} WHERE id IN (${list}) AND alerts ORDER BY id FOR UPDATE)
      UPDATE ${target} AS row SET
        alerted_at = CASE WHEN ${due} THEN ${now} ELSE row.alerted_at END,
        alert_pending = CASE WHEN ${due} THEN 0 ELSE row.alert_pending + 1 END
      FROM old WHERE row.id = old.id
      RETURNING row.id, ${due} AS tell_now`,
  );
  return new Set(rows.filter((row) => row.tell_now).map((row) => row.id));
}
