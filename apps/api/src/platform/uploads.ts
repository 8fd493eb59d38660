import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { createRateLimiter, tooManyRequests } from './rate-limit';

/** Upload requests a user may send in a window, all upload routes together (SECURITY.md #4). */
export const UPLOADS_PER_USER = 20;
export const UPLOAD_WINDOW_MS = 60_000;

function isUploadRoute(schema: unknown): boolean {
  const consumes = (schema as { consumes?: unknown } | undefined)?.consumes;
  return Array.isArray(consumes) && consumes.includes('multipart/form-data');
}

/**
 * Every route whose schema `consumes` multipart/form-data is an upload route: each gets, after
 * its own preHandlers (the caller is known by then), one per-user limit shared by all of them.
 * Checked before the body is read, so a refused upload costs nothing.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance) => {
  const limiter = createRateLimiter({
    clock: app.ctx.clock,
    points: UPLOADS_PER_USER,
    windowMs: UPLOAD_WINDOW_MS,
  });
  const throttle: preHandlerAsyncHookHandler = async (request) => {
    // Routes authenticate first; one that would not is limited by address.
    const key = request.auth ? `user:${request.auth.userId}` : `address:${request.ip}`;
    const waitMs = limiter.waitMs(key);
    if (waitMs > 0) throw tooManyRequests(waitMs);
    limiter.hit(key);
  };
  app.addHook('onRoute', (route) => {
    if (!isUploadRoute(route.schema)) return;
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...own, throttle];
  });
});
