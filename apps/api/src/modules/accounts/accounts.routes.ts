import {
  ZChangeLanguageRequest,
  ZEmailNotificationSettings,
  ZErrorBody,
  ZIsActivatedResponse,
  ZIsDocOkResponse,
  ZIsVipResponse,
  ZSessionUser,
  ZTokenQuery,
  ZUserInfoResponse,
} from '@tariq/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireUser } from '../../platform/auth/auth.plugin';
import { businessDetailsRoutes } from './business-details.routes';
import { colleaguesRoutes } from './colleagues.routes';
import { getSessionUser, updateLanguage } from './accounts.service';
import { getEmailNotifications, updateEmailNotifications } from './email-notifications.service';
import { profileRoutes } from './profile.routes';
import { emailVerificationRoutes } from './email-verification.routes';
import { registrationRoutes } from './registration.routes';

const errors = { 400: ZErrorBody, 401: ZErrorBody };

export async function accountsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  await app.register(businessDetailsRoutes);
  await app.register(registrationRoutes);
  await app.register(profileRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(colleaguesRoutes);
  const logged = { preHandler: requireUser(app), schema: { tags: ['user'], security: [{ bearer: [] }] } };
  const byQueryToken = {
    preHandler: requireUser(app, { allowQueryToken: true }),
    schema: { tags: ['user'], querystring: ZTokenQuery, security: [{ bearer: [] }] },
  };

  api.post(
    '/api/user/logged',
    {
      ...logged,
      schema: { ...logged.schema, summary: 'The session user', response: { 200: ZSessionUser, ...errors } },
    },
    async (request) => getSessionUser(app.ctx, { auth: getAuth(request) }),
  );

  api.get(
    '/api/user/info',
    { ...byQueryToken, schema: { ...byQueryToken.schema, response: { 200: ZUserInfoResponse, ...errors } } },
    async (request) => {
      const user = await getSessionUser(app.ctx, { auth: getAuth(request) });
      return { user: { is_vip: user.is_vip } };
    },
  );
  api.get(
    '/api/user/is_vip',
    { ...byQueryToken, schema: { ...byQueryToken.schema, response: { 200: ZIsVipResponse, ...errors } } },
    async (request) => {
      const user = await getSessionUser(app.ctx, { auth: getAuth(request) });
      return { is_vip: user.is_vip };
    },
  );
  api.get(
    '/api/user/is_doc_ok',
    { ...byQueryToken, schema: { ...byQueryToken.schema, response: { 200: ZIsDocOkResponse, ...errors } } },
    async (request) => {
      const user = await getSessionUser(app.ctx, { auth: getAuth(request) });
      return { doc_ok: user.is_doc_ok };
    },
  );
  api.get(
    '/api/user/is_activated',
    { ...byQueryToken, schema: { ...byQueryToken.schema, response: { 200: ZIsActivatedResponse, ...errors } } },
    async (request) => {
      const user = await getSessionUser(app.ctx, { auth: getAuth(request) });
      return { is_verified: user.isVerified };
    },
  );

  api.post(
    '/api/user/changelanguage',
    {
      ...logged,
      schema: {
        ...logged.schema,
        summary: "Keep the user's interface language (also used for e-mails)",
        body: ZChangeLanguageRequest,
        response: {
          200: z.object({ success: z.literal(true), language: ZChangeLanguageRequest.shape.language }),
          ...errors,
        },
      },
    },
    async (request) => {
      await updateLanguage(app.ctx, { auth: getAuth(request), language: request.body.language });
      return { success: true as const, language: request.body.language };
    },
  );

  api.get(
    '/api/user/email-notifications',
    {
      ...logged,
      schema: {
        ...logged.schema,
        summary: 'Which kinds of events also reach the caller by e-mail, and whether in a daily digest',
        response: { 200: ZEmailNotificationSettings, ...errors },
      },
    },
    async (request) => getEmailNotifications(app.ctx, { auth: getAuth(request) }),
  );

  api.put(
    '/api/user/email-notifications',
    {
      ...logged,
      schema: {
        ...logged.schema,
        summary: "Set the caller's e-mail notification settings (all of them)",
        body: ZEmailNotificationSettings,
        response: { 200: ZEmailNotificationSettings, ...errors },
      },
    },
    async (request) => updateEmailNotifications(app.ctx, { auth: getAuth(request), settings: request.body }),
  );
}
