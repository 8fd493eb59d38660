import type { TNumberKind } from '@tariq/contracts';
import { integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The last readable number given per kind (offer, mission) and two-digit year (issue 23). Taken
 * with an upsert in the transaction that inserts the numbered row: the row lock serialises
 * concurrent creations, and a rolled-back one gives its number back.
 */
export const numberCounters = pgTable(
  'number_counters',
  {
    kind: text('kind').$type<TNumberKind>().notNull(),
    year: smallint('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.year], name: 'number_counters_pkey' })],
);
