import {
  ZErrorBody,
  ZLoginRequest,
  ZLoginResponse,
  ZOkResponse,
  ZRefreshRequest,
  ZRefreshResponse,
} from '@tariq/contracts';
import { ZAcceptInvitationRequest } from '@tariq/contracts/colleagues';
import { ZVerifyEmailQuery } from '@tariq/contracts/email-verification';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../platform/auth/auth.plugin';
import { requestLanguage } from '../../platform/i18n';
import { acceptInvitation, createSession, deleteSession, refreshSession, verifyEmail } from './auth.service';
import { passwordRoutes } from './password.routes';
import type { TClientInfo } from './auth.service';

function clientInfo(request: FastifyRequest): TClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

const errors = { 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody };

/** The session's calls a driver's app makes too (issue 29: the same contract as the web's). */
const DRIVER_SESSION = { driverAllowed: true };

export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  await app.register(passwordRoutes);

  api.post(
    '/api/login_check',
    {
      config: DRIVER_SESSION,
      schema: {
        tags: ['auth', 'driver'],
        summary: 'Log in with e-mail and password',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...errors },
      },
    },
    async (request) =>
      createSession(app.ctx, {
        email: request.body.username,
        password: request.body.password,
        client: clientInfo(request),
      }),
  );

  api.get(
    '/api/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Verify an e-mail address with the token of the mailed link, and open a session',
        description:
          'Answers as `/api/login_check` does for a verified user (token, refresh_token, mercure_token, user). Each link works once, within 48 h; using one ends every other link of the user. 400 `VERIFICATION_LINK_INVALID` or `VERIFICATION_LINK_EXPIRED`, 409 `VERIFICATION_LINK_USED`, 403 `ACCOUNT_DISABLED`.',
        querystring: ZVerifyEmailQuery,
        response: { 200: ZLoginResponse, 400: ZErrorBody, 403: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => verifyEmail(app.ctx, { token: request.query.token, client: clientInfo(request) }),
  );

  api.post(
    '/api/auth/invitation/accept',
    {
      schema: {
        tags: ['auth'],
        summary: "Accept a colleague's invitation: the account is made in the company, and a session opened",
        description:
          "Answers as `/api/login_check` does (the address is verified: the link came to it). The new user has the inviter's role; the interface language (`user-Language`) becomes theirs; every active colleague is mailed. 400 `VALIDATION`, `INVITATION_INVALID` or `INVITATION_EXPIRED`; 409 `INVITATION_USED` or `ACCOUNT_EXISTS`.",
        body: ZAcceptInvitationRequest,
        response: { 200: ZLoginResponse, 400: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) =>
      acceptInvitation(app.ctx, {
        request: request.body,
        language: requestLanguage(request),
        client: clientInfo(request),
      }),
  );

  api.post(
    '/api/token/refresh',
    {
      config: DRIVER_SESSION,
      schema: {
        tags: ['auth', 'driver'],
        summary: 'Exchange a refresh token for a new access token and a new refresh token',
        description: 'Form field (or JSON) `refresh_token`. Each refresh token works once.',
        body: ZRefreshRequest,
        response: { 200: ZRefreshResponse, ...errors },
      },
    },
    async (request) =>
      refreshSession(app.ctx, { refreshToken: request.body.refresh_token, client: clientInfo(request) }),
  );

  api.post(
    '/api/user/logout',
    {
      config: DRIVER_SESSION,
      schema: {
        tags: ['auth', 'driver'],
        summary: "Revoke the caller's refresh tokens",
        description: 'With a valid Bearer token, every refresh token of the user; with `refresh_token`, its family.',
        security: [{ bearer: [] }],
        body: z.object({ refresh_token: z.string().max(4096).optional() }).nullish(),
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      const refreshToken = request.body?.refresh_token ?? null;
      // An expired access token must not stop a logout that also brings its refresh token.
      let userId: string | null = null;
      try {
        request.auth = await authenticate(app, request, false);
        userId = request.auth.userId;
      } catch (error) {
        if (!refreshToken) throw error;
      }
      await deleteSession(app.ctx, { userId, refreshToken });
      return { success: true as const };
    },
  );
}
