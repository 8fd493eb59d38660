import { beforeCommit } from '../../db/client';
import type { TTx } from '../../db/client';
import type { TMailAttachmentRef } from '../../db/schema';
import type { TAppContext } from '../../platform/context';
import type { TMailMessage } from '../../platform/mail';
import { defineInstanceState } from '../../platform/modules';
import { insertMails, leaseDueMails, updateMail } from './mail.repository';

export type { TMailAttachmentRef };

/** Makes the file an attachment stands for, when the mail leaves. */
export type TAttachmentResolver = (ref: TMailAttachmentRef) => Promise<TMailMessage['attachments'][number]>;

/** What makes each kind of attachment: the module that queues it registers it (`registerMailAttachment`). */
const attachmentMakers = defineInstanceState(
  'mail.attachments',
  () => new Map<TMailAttachmentRef['kind'], TAttachmentResolver>(),
);

export function registerMailAttachment<K extends TMailAttachmentRef['kind']>(
  ctx: TAppContext,
  kind: K,
  resolve: (ref: Extract<TMailAttachmentRef, { kind: K }>) => ReturnType<TAttachmentResolver>,
): void {
  // Each maker is only ever handed refs of its own kind (resolveRegisteredAttachment looks it up by kind).
  attachmentMakers.of(ctx).set(kind, resolve as TAttachmentResolver);
}

function resolveRegisteredAttachment(ctx: TAppContext): TAttachmentResolver {
  return (ref) => {
    const resolve = attachmentMakers.of(ctx).get(ref.kind);
    if (!resolve) throw new Error(`No module makes mail attachments of kind ${ref.kind}`);
    return resolve(ref);
  };
}

const BATCH = 20;
/** How long a runner holds a mail it is sending before another may try it. */
const LEASE_MS = 5 * 60_000;
/** Then the mail is given up (the event it tells of is on the platform anyway). */
const MAX_ATTEMPTS = 6;

/** Retries wait longer each time: 1, 2, 4, 8, 16 minutes. */
function retryDelayMs(attempts: number): number {
  return 2 ** Math.max(0, attempts - 1) * 60_000;
}

/** The mails a transaction queued, written by one statement just before it commits. */
const queued = new WeakMap<TTx, Parameters<typeof insertMails>[1]>();

/**
 * Queues mail in the transaction of the event that causes it: it leaves after the commit (the job
 * below), never for an event rolled back. Every mail of a transaction is written by one statement
 * before its commit (a deal mails both companies and the charter: one round trip, not three).
 */
export async function queueMails(
  tx: TTx,
  mails: Array<{ to: string; subject: string; text: string; html?: string; attachments?: TMailAttachmentRef[] }>,
  now: Date,
): Promise<void> {
  const rows = mails.map((mail) => ({
    toAddress: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    attachments: mail.attachments ?? [],
    nextAttemptAt: now,
    createdAt: now,
  }));
  const pending = queued.get(tx);
  if (pending) {
    pending.push(...rows);
    return;
  }
  if (!beforeCommit(tx, () => insertMails(tx, rows))) return insertMails(tx, rows);
  queued.set(tx, rows);
}

/**
 * The mail job (every few seconds): sends what is due, with its attachments made now. Several
 * instances run it at once without sending a mail twice while its lease lasts; a failure is retried
 * later, up to MAX_ATTEMPTS times. Answers how many mails left.
 */
export async function sendDueMails(
  ctx: TAppContext,
  resolveAttachment: TAttachmentResolver = resolveRegisteredAttachment(ctx),
): Promise<number> {
  let sent = 0;
  for (;;) {
    const now = ctx.clock.now();
    const due = await ctx.db.transaction((tx) => leaseDueMails(tx, now, new Date(now.getTime() + LEASE_MS), BATCH));
    for (const mail of due) {
      try {
        const attachments = await Promise.all(mail.attachments.map(resolveAttachment));
        await ctx.mailer.send({
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html === null ? {} : { html: mail.html }),
          attachments,
        });
        await ctx.db.transaction((tx) => updateMail(tx, mail.id, { status: 'sent', sentAt: ctx.clock.now() }));
        sent += 1;
      } catch (error) {
        const failed = mail.attempts >= MAX_ATTEMPTS;
        const at = ctx.clock.now();
        await ctx.db.transaction((tx) =>
          updateMail(tx, mail.id, {
            status: failed ? 'failed' : 'pending',
            nextAttemptAt: new Date(at.getTime() + retryDelayMs(mail.attempts)),
            lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
          }),
        );
      }
    }
    if (due.length < BATCH) return sent;
  }
}
