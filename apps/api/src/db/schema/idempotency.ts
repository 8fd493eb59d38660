import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The answers to calls made with an `Idempotency-Key` (the driver app's, issue 29), by user and key:
 * a replay of the same call gets the same answer and changes nothing. A row without a status is a
 * call under way. Kept DRIVER_APP_LIMITS.idempotencyKeptHours, then deleted by a job.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The call the key was first used for (method and path): the same key on another call is refused. */
    request: text('request').notNull(),
    statusCode: integer('status_code'),
    body: text('body'),
    contentType: text('content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

export type TIdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
