import {
  ZCheckPasswordRequest,
  ZCheckPasswordResponse,
  ZErrorBody,
  ZForgotPasswordRequest,
  ZForgotPasswordResponse,
  ZOkResponse,
  ZResetPasswordRequest,
  ZUpdatePasswordRequest,
  ZUpdatePasswordResponse,
  ZUserIdParams,
  ZUserSessionParams,
  ZUserSessionsResponse,
} from '@tariq/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth, requireUser } from '../../platform/auth/auth.plugin';
import { multipartFieldsAsBody } from '../../platform/form-fields';
import {
  checkPassword,
  deleteUserSession,
  findUserSessions,
  resetPassword,
  sendPasswordReset,
  updatePassword,
} from './password.service';

const FORM_NOTE = 'Form data (URL-encoded or multipart) or JSON.';

/** Forgotten password, reset, password change and the user's sessions (issue 25). */
export async function passwordRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const logged = { preHandler: requireUser(app) };

  api.post(
    '/api/forgot-pass',
    {
      preValidation: multipartFieldsAsBody,
      schema: {
        tags: ['auth'],
        summary: 'Mail a password-reset link',
        description: `${FORM_NOTE} Field \`email\`. The same answer whether an account has the address or not; the link works once, within one hour. Rate-limited per address (429 with \`Retry-After\`) and per e-mail.`,
        body: ZForgotPasswordRequest,
        response: { 200: ZForgotPasswordResponse, 400: ZErrorBody, 415: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request) => {
      await sendPasswordReset(app.ctx, { email: request.body.email, ip: request.ip });
      return { success: true as const };
    },
  );

  api.post(
    '/api/reset-password',
    {
      preValidation: multipartFieldsAsBody,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link, and end every session of the user',
        description: `${FORM_NOTE} \`RESET_LINK_INVALID\` for a link expired, already used or unknown.`,
        body: ZResetPasswordRequest,
        response: { 200: ZOkResponse, 400: ZErrorBody, 415: ZErrorBody },
      },
    },
    async (request) => {
      await resetPassword(app.ctx, request.body);
      return { success: true as const };
    },
  );

  api.post(
    '/validation/:id/check_pwd',
    {
      ...logged,
      preValidation: multipartFieldsAsBody,
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        summary: "Check the caller's current password",
        description: `${FORM_NOTE} \`{id}\` is the caller's own id (another: 403). Failures are limited per user (429).`,
        params: ZUserIdParams,
        body: ZCheckPasswordRequest,
        response: { 200: ZCheckPasswordResponse, 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request) =>
      checkPassword(app.ctx, { auth: getAuth(request), userId: request.params.id, password: request.body.password }),
  );

  api.post(
    '/update/:id/user',
    {
      ...logged,
      preValidation: multipartFieldsAsBody,
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        summary: "Change the caller's password; every other session ends",
        description: `${FORM_NOTE} The current password is checked again. \`{id}\` is the caller's own id (another: 403).`,
        params: ZUserIdParams,
        body: ZUpdatePasswordRequest,
        response: { 200: ZUpdatePasswordResponse, 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request) => {
      await updatePassword(app.ctx, { auth: getAuth(request), userId: request.params.id, request: request.body });
      return { result: true as const };
    },
  );

  api.get(
    '/api/user/sessions',
    {
      ...logged,
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        summary: "The caller's open sessions (one per login), the current one marked",
        response: { 200: ZUserSessionsResponse, 401: ZErrorBody },
      },
    },
    async (request) => findUserSessions(app.ctx, { auth: getAuth(request) }),
  );

  api.delete(
    '/api/user/sessions/:id',
    {
      ...logged,
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        summary: 'End one of the caller’s sessions: its refresh tokens and its real-time streams',
        params: ZUserSessionParams,
        response: { 200: ZOkResponse, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => {
      await deleteUserSession(app.ctx, { auth: getAuth(request), sessionId: request.params.id });
      return { success: true as const };
    },
  );
}
