import { ACCESS_DENIAL_CODES, DRIVER_ROLE, decideAccess } from '@tariq/contracts';
import type { TAccessRule, TLanguage, TModule, TRole } from '@tariq/contracts';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
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
  interface FastifyContextConfig {
    /**
     * A driver (ROLE_DRIVER) may call this route: the session's calls and the driver app's. Every
     * other route that needs a user answers a driver 403 (the driver wall, issue 29).
     */
    driverAllowed?: boolean;
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
  // The driver wall again, for a route that authenticates by itself rather than with requireUser.
  if (session.auth.role === DRIVER_ROLE && !request.routeOptions.config.driverAllowed) {
    throw new AppError('ROLE_FORBIDDEN');
  }
  // The cached identity is the user's; the session is the token's.
  return result.claims.sid ? { ...session.auth, sessionId: result.claims.sid } : session.auth;
}

/** Marks the preHandler requireUser makes: the driver wall finds by it the routes that need a user. */
const USER_REQUIRED = Symbol('tariq.userRequired');
type TUserPreHandler = preHandlerAsyncHookHandler & { [USER_REQUIRED]?: { allowQueryToken: boolean } };

/**
 * The driver wall (issue 29): a driver uses the driver app's calls and the session's, nothing else
 * (not the company's offers, missions, invoices or other drivers). Checked when the request
 * arrives, before its body is read or validated, so a driver gets 403 whatever they send; a token
 * that does not verify is left to the route's own 401.
 */
function driverWall(app: FastifyInstance, allowQueryToken: boolean): onRequestAsyncHookHandler {
  return async (request) => {
    const token = readAccessToken(request, allowQueryToken);
    if (!token) return;
    const result = await app.ctx.tokens.verifyAccessToken(token);
    if (result.ok && result.claims.roles.includes(DRIVER_ROLE)) throw new AppError('ROLE_FORBIDDEN');
  };
}

function asArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  // Every route registered after this plugin that needs a user, unless it opens to drivers.
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.driverAllowed) return;
    const userRequired = asArray(route.preHandler)
      .map((handler) => (handler as TUserPreHandler)[USER_REQUIRED])
      .find((mark) => mark !== undefined);
    if (!userRequired) return;
    route.onRequest = [...asArray(route.onRequest), driverWall(app, userRequired.allowQueryToken)];
  });
});

/** preHandler: a logged user is required (and, unless the route says `driverAllowed`, not a driver). */
export function requireUser(
  app: FastifyInstance,
  options: { allowQueryToken?: boolean } = {},
): preHandlerAsyncHookHandler {
  const allowQueryToken = options.allowQueryToken ?? false;
  const handler: TUserPreHandler = async (request) => {
    request.auth = await authenticate(app, request, allowQueryToken);
  };
  handler[USER_REQUIRED] = { allowQueryToken };
  return handler;
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
