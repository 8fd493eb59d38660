import { ACCESS_DENIAL_CODES, decideAccess } from '@tariq/contracts';
import type { TAccessRule, TLanguage, TModule, TRole } from '@tariq/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../errors';

/** Who is calling: what services need to decide and to filter by company, nothing more. */
export type TAuth = {
  userId: string;
  companyId: string;
  role: TRole;
  modules: readonly TModule[];
  /** is_doc_ok: every required legal document verified and unexpired (as the company row last said). */
  isDocOk: boolean;
  /** The account is active (the access table's `documents`): see ACCESS_RULES and docs/decisions/0008. */
  isDocActive: boolean;
  /** The earliest expiry of the required documents while isDocOk holds: past it, isDocOk is stale until the sweep. */
  documentsValidUntil: string | null;
  language: TLanguage;
  /** The session (refresh-token family) of the request's access token; null for a token without one. */
  sessionId?: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: TAuth | null;
  }
}

/** The access token from `Authorization: Bearer`, or from `?token=` on the calls of spec 000 §7 that take it so. */
function readAccessToken(request: FastifyRequest, allowQuery: boolean): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  if (allowQuery) {
    const token = (request.query as { token?: unknown } | undefined)?.token;
    if (typeof token === 'string' && token) return token;
  }
  return null;
}

const ZUserId = z.guid();

export async function authenticate(app: FastifyInstance, request: FastifyRequest, allowQuery: boolean): Promise<TAuth> {
  const token = readAccessToken(request, allowQuery);
  if (!token) throw new AppError('UNAUTHORIZED');
  const result = await app.ctx.tokens.verifyAccessToken(token);
  if (!result.ok) throw new AppError(result.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED');
  // Only a holder of the key can sign a subject that is not a user id; still a 401, never a 500.
  if (!ZUserId.safeParse(result.claims.sub).success) throw new AppError('UNAUTHORIZED');
  // Checked on every request (cached, and dropped on every change) so that disabling an account takes effect at once.
  const session = await app.ctx.sessions.find(result.claims.sub);
  if (!session) throw new AppError('UNAUTHORIZED');
  // The cached identity is the user's; the session is the token's.
  return result.claims.sid ? { ...session.auth, sessionId: result.claims.sid } : session.auth;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
});

/** preHandler: a logged user is required. */
export function requireUser(
  app: FastifyInstance,
  options: { allowQueryToken?: boolean } = {},
): preHandlerAsyncHookHandler {
  return async (request) => {
    request.auth = await authenticate(app, request, options.allowQueryToken ?? false);
  };
}

/**
 * The first line of every service function: the caller passes `rule` (from ACCESS_RULES in
 * contracts, the table the web reads too) or gets a 403 naming what is missing.
 */
export function assertAccess(auth: TAuth, rule: TAccessRule): void {
  const decision = decideAccess(auth, rule);
  if (decision !== 'allow') throw new AppError(ACCESS_DENIAL_CODES[decision]);
}

/** For handlers behind requireUser. */
export function getAuth(request: FastifyRequest): TAuth {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}
