import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { formatNumber, numberYear } from '@tariq/contracts';
import type { TNumberKind, TNumberPrefix, TNumberQuery } from '@tariq/contracts';
import type { TDb, TTx } from './client';
import { selectRows } from './client';
import { numberCounters } from './schema';

/**
 * The next `count` readable numbers of a kind for the year of `at` (in Africa/Algiers), taken in
 * the caller's transaction, the one that inserts the rows they name: the counter's row stays
 * locked until it commits, so concurrent creations get distinct numbers in order, and a rollback
 * gives them back (no gap). Shared by every module that numbers its rows (offers, missions) and by
 * the seeds.
 */
export async function allocateNumbers(
  tx: TTx,
  options: { kind: TNumberKind; prefix: TNumberPrefix; at: Date; count: number },
): Promise<string[]> {
  const year = numberYear(options.at);
  const [row] = await selectRows<{ last: number }>(
    tx,
    sql`INSERT INTO ${numberCounters} (kind, year, last) VALUES (${options.kind}, ${year}, ${options.count})
        ON CONFLICT (kind, year) DO UPDATE SET last = ${numberCounters}.last + ${options.count}
        RETURNING last`,
  );
  const first = row!.last - options.count + 1;
  return Array.from({ length: options.count }, (_, index) => formatNumber(options.prefix, year, first + index));
}

/** The years that have numbers of a kind: a number typed without its year may be of any of them. */
export async function findNumberYears(db: TDb | TTx, kind: TNumberKind): Promise<number[]> {
  const rows = await selectRows<{ year: number }>(
    db,
    sql`SELECT year FROM ${numberCounters} WHERE kind = ${kind} ORDER BY year`,
  );
  return rows.map((row) => Number(row.year));
}

/** A number column a search looks in: its kind, the prefix it holds, and every prefix that names it. */
export type TNumberTarget = {
  column: PgColumn;
  kind: TNumberKind;
  prefix: TNumberPrefix;
  /** Typed prefixes that mean this column ('BA', the charter, names the mission's number). */
  names: readonly TNumberPrefix[];
};

/**
 * The condition of a number search (`parseNumberQuery`'s answer) over one or more number columns:
 * a number typed with a prefix looks in the columns that prefix names, without one in all of them.
 * With its year, numbers that start as typed (`LIKE 'EXP-26-004%'`); without, the sequence in any
 * year there are numbers of (`IN ('EXP-25-0042', 'EXP-26-0042')`). Both read the column's unique
 * index (text_pattern_ops). Nothing matches a search that is not a number (null).
 */
export async function numberSearchCondition(
  db: TDb | TTx,
  query: TNumberQuery | null,
  targets: readonly TNumberTarget[],
): Promise<SQL> {
  const chosen = targets.filter(
    (target) => query && (query.prefix === null || (target.names as readonly string[]).includes(query.prefix)),
  );
  if (!query || chosen.length === 0) return sql`false`;
  const conditions = await Promise.all(
    chosen.map(async (target) => {
      if (query.start !== undefined) return sql`${target.column} LIKE ${`${target.prefix}-${query.start}%`}`;
      const numbers = (await findNumberYears(db, target.kind)).map((year) =>
        formatNumber(target.prefix, year, query.sequence),
      );
      if (numbers.length === 0) return sql`false`;
      return sql`${target.column} IN (${sql.join(
        numbers.map((number) => sql`${number}`),
        sql`, `,
      )})`;
    }),
  );
  return conditions.length === 1 ? conditions[0]! : sql`(${sql.join(conditions, sql` OR `)})`;
}

/**
 * Rows written in bulk (seeds, tests) numbered as the app would have: per year of `at`, in the
 * order of `at`, from the same counters.
 */
export async function withNumbers<T extends object>(
  tx: TTx,
  options: { kind: TNumberKind; prefix: TNumberPrefix; rows: T[]; at: (row: T) => Date },
): Promise<Array<T & { number: string }>> {
  const order = options.rows
    .map((row, index) => ({ row, index, at: options.at(row) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.index - b.index);
  const byYear = new Map<number, typeof order>();
  for (const entry of order) {
    const year = numberYear(entry.at);
    byYear.set(year, [...(byYear.get(year) ?? []), entry]);
  }
  const numbered: Array<T & { number: string }> = new Array(options.rows.length);
  for (const entries of byYear.values()) {
    const numbers = await allocateNumbers(tx, { ...options, at: entries[0]!.at, count: entries.length });
    entries.forEach((entry, position) => (numbered[entry.index] = { ...entry.row, number: numbers[position]! }));
  }
  return numbered;
}
