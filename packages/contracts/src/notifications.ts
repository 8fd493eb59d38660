import { z } from 'zod';
import { NOTIFICATION_TYPES } from './enums';
import { LIMITS } from './limits';
import { pagingQuery } from './query';
import { vkey } from './validation';

/** Notifications (spec 000 §2, §3, §7; ARCHITECTURE.md §6 gives each type's meaning and target). */
export const NOTIFICATION_LIMITS = {
  pageSizeDefault: LIMITS.notificationPageSize,
  pageSizeMax: 50,
  /** A subscriber that comes back gets at most this many missed notifications; the list has the rest. */
  replayMax: 100,
} as const;

/** Mission and shipment statuses carried by types 5 and 8: 3 in progress, 4 completed, 5 cancelled. */
export const NOTIFICATION_STATUSES = [3, 4, 5] as const;
/** What changed on an offer, for type 3. */
export const NOTIFICATION_UPDATE_TYPES = ['price', 'reference', 'date', 'other'] as const;

/** Type 9 (account events) is pushed but never listed nor counted in the panel. */
export const UNLISTED_NOTIFICATION_TYPE = 9;

export const ZNotificationData = z.object({
  offre_uid: z.string().optional(),
  /** The company logo of whoever caused it, when there is one. */
  avatar: z.string().nullable().optional(),
  status: z.number().optional(),
  updatetype: z.enum(NOTIFICATION_UPDATE_TYPES).optional(),
  transporteurname: z.string().optional(),
  expediteurname: z.string().optional(),
  /** Type 8: 'deleted' when the shipper deleted the offer rather than cancelled it. */
  action: z.string().optional(),
  /** Type 9, a document's expiry: the legal document type (`LEGAL_DOCUMENTS`) and its last valid day (`YYYY-MM-DD`). */
  document: z.string().optional(),
  expires_at: z.string().optional(),
  /** Types 10 and 11 (issue 28): the saved search or truck concerned, by id and name. */
  search_id: z.string().optional(),
  search_name: z.string().optional(),
  truck_id: z.string().optional(),
  truck_name: z.string().optional(),
  /** Type 10: how many new offers the notification tells of (grouped within 10 minutes). */
  count: z.number().optional(),
});
export type TNotificationData = z.infer<typeof ZNotificationData>;

export const ZNotification = z.object({
  id: z.string(),
  type: z.literal(NOTIFICATION_TYPES),
  viewed: z.boolean(),
  created_at: z.string(),
  data: ZNotificationData,
});
export type TNotification = z.infer<typeof ZNotification>;

/** GET /api/user/notifications?page=&limit= */
export const ZNotificationListQuery = z.object(pagingQuery(NOTIFICATION_LIMITS));
export type TNotificationListQuery = z.input<typeof ZNotificationListQuery>;

/** Newest first; `total_not_viewed` counts every unread one of the caller, not only this page's. */
export const ZNotificationListResponse = z.object({
  data: z.array(ZNotification),
  total_pages: z.number(),
  total_not_viewed: z.number(),
});
export type TNotificationListResponse = z.infer<typeof ZNotificationListResponse>;

export const ZNotificationIdParams = z.object({ id: z.guid({ error: vkey('invalid') }) });

/** A message the hub pushes on a user's topic: a new notification, or an order to log out. */
export const ZLogoutMessage = z.object({ action: z.literal('logout') });
export const ZUserTopicMessage = z.union([ZLogoutMessage, ZNotification]);
export type TUserTopicMessage = z.infer<typeof ZUserTopicMessage>;
