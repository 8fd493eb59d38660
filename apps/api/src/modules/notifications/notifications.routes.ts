import {
  ZErrorBody,
  ZNotificationIdParams,
  ZNotificationListQuery,
  ZNotificationListResponse,
  ZOkResponse,
} from '@tariq/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth, requireUser } from '../../platform/auth/auth.plugin';
import { listNotifications, viewAllNotifications, viewNotification } from './notifications.service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** The notification panel's calls (spec 000 §7). */
export async function notificationsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = { preHandler: requireUser(app) };
  const tags = ['notifications'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/user/notifications',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "The caller's notifications, newest first, with the count of unread ones",
        querystring: ZNotificationListQuery,
        response: { 200: ZNotificationListResponse, ...errors },
      },
    },
    async (request) => listNotifications(app.ctx, { auth: getAuth(request), ...request.query }),
  );

  api.get(
    '/api/user/notification/view/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Marks one of the caller’s notifications viewed',
        params: ZNotificationIdParams,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await viewNotification(app.ctx, { auth: getAuth(request), id: request.params.id });
      return { success: true as const };
    },
  );

  api.get(
    '/api/user/notification/viewAll',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Marks every notification of the caller viewed',
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await viewAllNotifications(app.ctx, { auth: getAuth(request) });
      return { success: true as const };
    },
  );
}
