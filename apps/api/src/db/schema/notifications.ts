import { bigint, index, jsonb, pgTable, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Payload of a notification (spec 000 §3); every field optional, by type. */
export type TNotificationData = {
  offre_uid?: string;
  avatar?: string | null;
  status?: number;
  updatetype?: 'price' | 'reference' | 'date' | 'other';
  transporteurname?: string;
  expediteurname?: string;
  action?: string;
  /** A document's expiry (type 9): its legal document type and last valid day. */
  document?: string;
  expires_at?: string;
  /** Types 10 and 11 (issue 28): the saved search or truck concerned, by id and name. */
  search_id?: string;
  search_name?: string;
  truck_id?: string;
  truck_name?: string;
  /** Type 10: how many new offers it tells of (grouped). */
  count?: number;
};

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Monotonic sequence: the SSE event id, so `Last-Event-ID` replays in commit order. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    data: jsonb('data').$type<TNotificationData>().notNull().default({}),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_id_seq_idx').on(table.userId, table.seq)],
);
