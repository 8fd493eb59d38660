import { ACCESS_RULES, notificationEventOf, readEmailNotificationSettings } from '@tariq/contracts';
import type { TNotification, TNotificationListResponse, TNotificationType } from '@tariq/contracts';
import { NOTIFICATION_LIMITS } from '@tariq/contracts';
import { afterCommit } from '../../db/client';
import type { TTx } from '../../db/client';
import type { TNotificationData } from '../../db/schema';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { THubEvent } from '../../platform/hub/hub';
import { queueMails } from '../mail';
import { digestMail, notificationLink, notificationMail, notificationSentence } from './notification-mail';
import {
  countUserNotifications,
  findNotificationsBetween,
  leaseDueDigests,
  updateDigestAt,
  findNotificationsAfter,
  findNotificationsBySeq,
  findUserNotificationsPage,
  insertCompanyNotificationsForRecipients,
  insertNotificationsForRecipients,
  markAllNotificationsViewed,
  markNotificationViewed,
} from './notifications.repository';
import type { TEmailRecipient, TNotificationRow } from './notifications.repository';

const RULE = ACCESS_RULES.signedIn;

/** New notifications, told to every instance by their sequence numbers (never bodies: NOTIFY caps at 8000 bytes). */
export const NOTIFICATIONS_CHANNEL = 'tariq_notifications';
/** Orders for a user's clients, such as a forced logout. */
export const USER_MESSAGES_CHANNEL = 'tariq_user_messages';
const SEQS_PER_MESSAGE = 500;

const LOGOUT_MESSAGE = JSON.stringify({ action: 'logout' });

export function toNotification(row: TNotificationRow): TNotification {
  return {
    id: row.id,
    type: row.type as TNotificationType,
    viewed: row.viewedAt !== null,
    created_at: row.createdAt.toISOString(),
    data: row.data,
  };
}

/** A notification as the hub sends it: its sequence number is the event id a subscriber resumes from. */
function toHubEvent(row: TNotificationRow): THubEvent {
  return { id: String(row.seq), data: JSON.stringify(toNotification(row)) };
}

export type TNotifyOptions = { userIds: readonly string[]; type: TNotificationType; data: TNotificationData };

/** Where a user changes its e-mail notification settings (linked from every copy). */
const SETTINGS_PATH = '/profile';

/**
 * The e-mail copies of a notification, queued in its transaction: for each recipient whose settings
 * want this kind of event at once (a digest user gets it in the next digest).
 */
async function queueEmailCopies(
  ctx: Pick<TAppContext, 'clock' | 'config'>,
  tx: TTx,
  messages: readonly TNotifyOptions[],
  recipients: ReadonlyMap<string, TEmailRecipient>,
  now: Date,
): Promise<void> {
  if (recipients.size === 0) return;
  const { publicUrl } = ctx.config;
  const mails = messages.flatMap((options) => {
    const event = notificationEventOf(options);
    const link = notificationLink(publicUrl, event, options.data);
    return options.userIds.flatMap((userId) => {
      const recipient = recipients.get(userId);
      if (!recipient) return [];
      const settings = readEmailNotificationSettings(recipient.settings);
      if (!settings[event.email] || settings.dailyDigest) return [];
      return [
        {
          to: recipient.email,
          ...notificationMail(recipient.language, {
            firstName: recipient.firstName,
            sentence: notificationSentence(recipient.language, event, options.data),
            uid: options.data.offre_uid,
            link,
            settings: publicUrl + SETTINGS_PATH,
          }),
        },
      ];
    });
  });
  if (mails.length > 0) await queueMails(tx, mails, now);
}

/**
 * The one way a capability tells users something (ARCHITECTURE.md §6): the rows are written in the
 * caller's transaction, so a notification exists exactly when its event does, and they are pushed
 * to the users' connected clients once it commits, on whichever instance they are connected to.
 * The e-mail copies go in the same transaction, as the users' e-mail notification settings say.
 */
export async function notify(
  ctx: Pick<TAppContext, 'clock' | 'pubsub' | 'externalHub' | 'config'>,
  tx: TTx,
  options: TNotifyOptions,
): Promise<void> {
  await notifyEach(ctx, tx, [options]);
}

/**
 * Several notifications, each to its users, in as many statements as one (the alerts of a new
 * offer tell many searches and trucks at once): one insert, one read of the recipients' e-mail
 * settings, one batch of e-mail copies, one push after the commit.
 */
export async function notifyEach(
  ctx: Pick<TAppContext, 'clock' | 'pubsub' | 'externalHub' | 'config'>,
  tx: TTx,
  messages: readonly TNotifyOptions[],
): Promise<void> {
  const createdAt = ctx.clock.now();
  const distinct = messages.map((options) => ({ ...options, userIds: [...new Set(options.userIds)] }));
  // Written with the recipients' e-mail settings read in the same statement.
  const written = await insertNotificationsForRecipients(
    tx,
    distinct.flatMap((options) =>
      options.userIds.map((userId) => ({ userId, type: options.type, data: options.data, createdAt })),
    ),
  );
  await deliver(ctx, tx, distinct, written, createdAt);
}

/**
 * One notification to every enabled user of these companies (a deal's news goes to the whole
 * company): the users chosen by the statement that writes their rows.
 */
export async function notifyCompanyUsers(
  ctx: Pick<TAppContext, 'clock' | 'pubsub' | 'externalHub' | 'config'>,
  tx: TTx,
  companyIds: readonly string[],
  message: Omit<TNotifyOptions, 'userIds'>,
): Promise<void> {
  const createdAt = ctx.clock.now();
  const written = await insertCompanyNotificationsForRecipients(tx, [...new Set(companyIds)], {
    ...message,
    createdAt,
  });
  const userIds = written.map(({ row }) => row.userId);
  await deliver(ctx, tx, [{ ...message, userIds }], written, createdAt);
}

/** What follows the rows: their e-mail copies in the transaction, and the push once it commits. */
async function deliver(
  ctx: Pick<TAppContext, 'clock' | 'pubsub' | 'externalHub' | 'config'>,
  tx: TTx,
  messages: readonly TNotifyOptions[],
  written: Awaited<ReturnType<typeof insertNotificationsForRecipients>>,
  createdAt: Date,
): Promise<void> {
  if (written.length === 0) return;
  const rows = written.map(({ row }) => row);
  const recipients = new Map<string, TEmailRecipient>();
  for (const { recipient } of written) if (recipient) recipients.set(recipient.id, recipient);
  await queueEmailCopies(ctx, tx, messages, recipients, createdAt);
  pushAfterCommit(ctx, tx, rows);
}

/** The rows of each transaction still to push: every notification of a transaction goes in one message. */
const toPush = new WeakMap<TTx, TNotificationRow[]>();

/**
 * Pushes the rows once the transaction commits, with every other notification it wrote: a deal
 * tells both of its companies, and each message is a round trip the answer waits for.
 */
function pushAfterCommit(ctx: Pick<TAppContext, 'pubsub' | 'externalHub'>, tx: TTx, rows: TNotificationRow[]): void {
  const pending = toPush.get(tx);
  if (pending) {
    pending.push(...rows);
    return;
  }
  const all = [...rows];
  toPush.set(tx, all);
  afterCommit(tx, async () => {
    const seqs = all.map((row) => row.seq);
    for (let start = 0; start < seqs.length; start += SEQS_PER_MESSAGE) {
      await ctx.pubsub.publish(NOTIFICATIONS_CHANNEL, JSON.stringify(seqs.slice(start, start + SEQS_PER_MESSAGE)));
    }
    const { externalHub } = ctx;
    // In the background, one after the other: a large fan-out must not hold the request.
    if (externalHub) {
      void all.reduce(
        (previous, row) => previous.then(() => externalHub.publish(row.userId, toHubEvent(row))),
        Promise.resolve(),
      );
    }
  });
}

/**
 * Logs the user out of every client now (an account disabled, a password changed, a logout
 * everywhere): a `{ action: 'logout' }` message on their topic, then their streams end.
 */
export async function forceLogout(ctx: Pick<TAppContext, 'pubsub' | 'externalHub'>, userId: string): Promise<void> {
  await ctx.pubsub.publish(USER_MESSAGES_CHANNEL, JSON.stringify({ userId, action: 'logout' }));
  await ctx.externalHub?.publish(userId, { id: null, data: LOGOUT_MESSAGE });
}

/**
 * Logs out the clients of some sessions of a user only (one session ended from the sessions list,
 * every other one after a password change): their streams get the logout message and end, on every
 * instance. An external hub cannot tell sessions apart: it is not told, and the ended sessions'
 * hub tokens are refused by ours from now on (the hub checks the session on each subscription).
 */
export async function forceSessionsLogout(
  ctx: Pick<TAppContext, 'pubsub'>,
  options: { userId: string; sessionIds: readonly string[] },
): Promise<void> {
  if (options.sessionIds.length === 0) return;
  const message = { userId: options.userId, action: 'logout', sessionIds: options.sessionIds };
  await ctx.pubsub.publish(USER_MESSAGES_CHANNEL, JSON.stringify(message));
}

/**
 * Every instance tells its own subscribers what any instance published: the notifications of a
 * commit, read once here when someone here follows one of their users, and the orders to log out.
 */
export function relayToHub(ctx: Pick<TAppContext, 'pubsub' | 'hub' | 'db'>): void {
  // One read at a time: commits reach subscribers in the order they were told.
  let relaying = Promise.resolve();
  ctx.pubsub.subscribe(NOTIFICATIONS_CHANNEL, (payload) => {
    if (ctx.hub.subscriberCount() === 0) return;
    let seqs: number[];
    try {
      seqs = (JSON.parse(payload) as unknown[]).filter((seq): seq is number => Number.isSafeInteger(seq));
    } catch {
      return;
    }
    relaying = relaying
      .then(() => ctx.db.read((db) => findNotificationsBySeq(db, seqs)))
      .then((rows) => {
        for (const row of rows) ctx.hub.publish(row.userId, toHubEvent(row));
      })
      .catch((error: Error) => process.emitWarning(`notifications not pushed: ${error.message}`));
  });
  ctx.pubsub.subscribe(USER_MESSAGES_CHANNEL, (payload) => {
    let message: { userId?: unknown; action?: unknown; sessionIds?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    if (typeof message.userId !== 'string' || message.action !== 'logout') return;
    if (Array.isArray(message.sessionIds)) {
      const sessionIds = message.sessionIds.filter((id): id is string => typeof id === 'string');
      ctx.hub.disconnectSessions(message.userId, sessionIds, { id: null, data: LOGOUT_MESSAGE });
      return;
    }
    ctx.hub.publish(message.userId, { id: null, data: LOGOUT_MESSAGE });
    ctx.hub.disconnect(message.userId);
  });
}

/**
 * What a subscriber of its own topic missed since the event id it presents (`Last-Event-ID`): the
 * notifications written after it, the latest NOTIFICATION_LIMITS.replayMax of them.
 */
export async function missedNotifications(
  ctx: Pick<TAppContext, 'db'>,
  options: { userId: string; lastEventId: string },
): Promise<THubEvent[]> {
  if (!/^\d{1,15}$/.test(options.lastEventId)) return [];
  const rows = await ctx.db.read((db) =>
    findNotificationsAfter(db, options.userId, Number(options.lastEventId), NOTIFICATION_LIMITS.replayMax),
  );
  return rows.map(toHubEvent);
}

/** GET /api/user/notifications: the caller's, newest first, with every unread one counted. */
export async function listNotifications(
  ctx: TAppContext,
  options: { auth: TAuth; page: number; limit: number },
): Promise<TNotificationListResponse> {
  assertAccess(options.auth, RULE);
  const { userId } = options.auth;
  const [rows, counts] = await ctx.db.read((db) =>
    Promise.all([
      findUserNotificationsPage(db, userId, { limit: options.limit, offset: (options.page - 1) * options.limit }),
      countUserNotifications(db, userId),
    ]),
  );
  return {
    data: rows.map(toNotification),
    total_pages: Math.ceil(counts.total / options.limit),
    total_not_viewed: counts.notViewed,
  };
}

/** GET /api/user/notification/view/{id}: one of the caller's, viewed; someone else's is not found. */
export async function viewNotification(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<void> {
  assertAccess(options.auth, RULE);
  const found = await ctx.db.transaction((tx) =>
    markNotificationViewed(tx, options.auth.userId, options.id, ctx.clock.now()),
  );
  if (!found) throw new AppError('NOT_FOUND');
}

/** GET /api/user/notification/viewAll: every one of the caller's, viewed. */
export async function viewAllNotifications(ctx: TAppContext, options: { auth: TAuth }): Promise<void> {
  assertAccess(options.auth, RULE);
  await ctx.db.transaction((tx) => markAllNotificationsViewed(tx, options.auth.userId, ctx.clock.now()));
}

const DAY_MS = 24 * 60 * 60_000;
const DIGESTS_PER_BATCH = 50;

/** One user's digest: what reached them since the last one, of the kinds they want by e-mail. */
async function queueDigest(
  ctx: Pick<TAppContext, 'config'>,
  tx: TTx,
  user: TEmailRecipient & { since: Date | null },
  now: Date,
): Promise<boolean> {
  const settings = readEmailNotificationSettings(user.settings);
  const after = user.since ?? new Date(now.getTime() - DAY_MS);
  const rows = await findNotificationsBetween(tx, user.id, { after, until: now });
  const { publicUrl } = ctx.config;
  const items = rows.flatMap((row) => {
    const message = { type: row.type as TNotificationType, data: row.data };
    const event = notificationEventOf(message);
    if (!settings[event.email]) return [];
    return [
      {
        sentence: notificationSentence(user.language, event, row.data),
        uid: row.data.offre_uid,
        link: notificationLink(publicUrl, event, row.data),
      },
    ];
  });
  await updateDigestAt(tx, user.id, now);
  if (items.length === 0) return false;
  const mail = digestMail(user.language, { firstName: user.firstName, items, settings: publicUrl + SETTINGS_PATH });
  await queueMails(tx, [{ to: user.email, ...mail }], now);
  return true;
}

/**
 * The digest job: every user whose daily digest is due gets one mail with the day's notifications
 * (none when nothing happened), and their next day starts now. Safe with several instances.
 */
export async function sendEmailDigests(ctx: Pick<TAppContext, 'db' | 'clock' | 'config'>): Promise<number> {
  let sent = 0;
  for (;;) {
    const now = ctx.clock.now();
    const { due, queued } = await ctx.db.transaction(async (tx) => {
      const users = await leaseDueDigests(tx, now, DAY_MS, DIGESTS_PER_BATCH);
      let count = 0;
      for (const user of users) if (await queueDigest(ctx, tx, user, now)) count += 1;
      return { due: users.length, queued: count };
    });
    sent += queued;
    if (due < DIGESTS_PER_BATCH) return sent;
  }
}
