import type { TDevMailboxResponse } from '@tariq/contracts/email-verification';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findRecentMails } from './mail.repository';

/** Enough for a developer's afternoon; older mails stay in the outbox table. */
const MAILBOX_SIZE = 50;

/** Web addresses in a text, in order, without the punctuation a sentence puts after them. */
export function findLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  return [...new Set(found.map((link) => link.replace(/[.,;:!?)\]]+$/, '')))];
}

/**
 * GET /api/dev/mailbox: the newest mails of the outbox with the links of their text, whether they
 * left by SMTP, as .eml files or not yet. Outside production only: the links in them open accounts.
 */
export async function findDevMails(ctx: TAppContext, options: { to?: string }): Promise<TDevMailboxResponse> {
  // The route is not even registered in production; this guards a caller that would reach it anyway.
  if (!ctx.config.devMailbox) throw new AppError('NOT_FOUND');
  const rows = await ctx.db.read((db) => findRecentMails(db, { to: options.to, limit: MAILBOX_SIZE }));
  return {
    data: rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      links: findLinks(row.text),
      text: row.text,
      hasHtml: row.html !== null,
    })),
  };
}
