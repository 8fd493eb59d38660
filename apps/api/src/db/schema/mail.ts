import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A file the sender makes when the mail leaves (a PDF is never rendered inside a transaction):
 * `charter` is the charter order of a mission.
 */
export type TMailAttachmentRef =
  | { kind: 'charter'; missionId: string }
  /** An issued invoice's PDF, in the language the client reads (issue 30). */
  | { kind: 'invoice'; invoiceId: string; language: 'fr' | 'ar' };

export type TMailStatus = 'pending' | 'sent' | 'failed';

/**
 * Mail written in the transaction of the event that causes it, and sent afterwards by a job (SKIP
 * LOCKED): a mail is never sent for a rolled-back event, nor lost when the process stops before
 * sending it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The same message as HTML, sent beside `text` as an alternative; null for a plain-text mail. */
    html: text('html'),
    attachments: jsonb('attachments')
      .$type<TMailAttachmentRef[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').$type<TMailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a runner may take it (again): a runner that took it and died leaves it to the next after this. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);
