import type { TModule, TRole } from '@tariq/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { findUserWithCompanyById } from '../../modules/accounts/accounts.repository';
import type { TUserWithCompany } from '../../modules/accounts/accounts.repository';
import { toSessionUser } from '../../modules/accounts/session-user';
import { AppError } from '../errors';

export type TAuth = TUserWithCompany;

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

export async function authenticate(app: FastifyInstance, request: FastifyRequest, allowQuery: boolean): Promise<TAuth> {
  const token = readAccessToken(request, allowQuery);
  if (!token) throw new AppError('UNAUTHORIZED');
  const result = await app.ctx.tokens.verifyAccessToken(token);
  if (!result.ok) throw new AppError(result.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED');
  // The user is read on every request so that disabling an account takes effect at once.
  const auth = await app.ctx.db.read((db) => findUserWithCompanyById(db, result.claims.sub));
  if (!auth || auth.user.disabledAt) throw new AppError('UNAUTHORIZED');
  return auth;
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

/** preHandler to chain after requireUser: role, documents verified and modules, as the route table of spec 000 §2. */
export function requireAccess(options: {
  roles?: TRole[];
  documents?: boolean;
  module?: TModule;
}): preHandlerAsyncHookHandler {
  return async (request) => {
    const auth = request.auth;
    if (!auth) throw new AppError('UNAUTHORIZED');
    const user = toSessionUser(auth);
    if (options.roles && !options.roles.includes(user.role)) throw new AppError('FORBIDDEN');
    if (options.documents && !user.is_doc_ok) throw new AppError('DOCUMENTS_REQUIRED');
    if (options.module && !user.modules.includes(options.module)) throw new AppError('MODULE_REQUIRED');
  };
}

/** For handlers behind requireUser. */
export function getAuth(request: FastifyRequest): TAuth {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}
