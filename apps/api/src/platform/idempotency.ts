import { DRIVER_APP_LIMITS, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@tariq/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  deleteIdempotencyKey,
  deleteIdempotencyKeysBefore,
  findIdempotencyKey,
  insertIdempotencyKey,
  recordIdempotentAnswer,
  takeOverIdempotencyKey,
} from '../db/idempotency';
import type { TAppContext } from './context';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The call changes something and takes an `Idempotency-Key` (the driver app's, issue 29): the
     * first call with a key runs, a replay gets the first answer and changes nothing.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency: { userId: string; key: string } | null;
  }
}

/** A call under way longer than this is taken as lost (its server stopped): the key may run again. */
const ABANDONED_MS = 60_000;

/**
 * Idempotent calls. A route with `config: { idempotent: true }` (after its user is known) needs
 * the `Idempotency-Key` header; the key is recorded for the user before the handler runs, with the
 * call it is for; the answer (any status under 500) is recorded with it when it is sent.
 * - The same key again, for the same call: the recorded answer, with `Idempotent-Replayed: true`.
 * - While the first is under way: 409 IDEMPOTENCY_IN_PROGRESS (the app tries again shortly).
 * - For another call: 422 IDEMPOTENCY_KEY_REUSED.
 * - A 5xx is not recorded: the key is free again, so that the retry runs.
 * What is recorded is the answer, written after the handler's commit: should the server stop in
 * between, the retry runs the call again (after ABANDONED_MS), which the call's own state checks
 * then refuse (a mission started is not started twice) — it changes nothing either way.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('idempotency', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.idempotent) return;
    const handlers = route.preHandler === undefined ? [] : [route.preHandler].flat();
    // After the route's own (the user is known), before the handler.
    route.preHandler = [
      ...handlers,
      (request: FastifyRequest, reply: FastifyReply) => claimKey(app.ctx, request, reply),
    ];
    route.onSend = [
      ...(route.onSend === undefined ? [] : [route.onSend].flat()),
      async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        await recordAnswer(app.ctx, request, reply, payload);
        return payload;
      },
    ];
  });
});

async function claimKey(ctx: TAppContext, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
  const userId = request.auth?.userId;
  if (!userId) throw new AppError('UNAUTHORIZED');
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = typeof header === 'string' ? header : undefined;
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError('VALIDATION', { fields: { [IDEMPOTENCY_HEADER]: { key: key ? 'invalid' : 'required' } } });
  }
  const call = `${request.method} ${request.url.split('?')[0]}`;
  const now = ctx.clock.now();
  const claimed = await ctx.db.transaction(async (tx) => {
    if (await insertIdempotencyKey(tx, { userId, key, request: call, createdAt: now }))
      return { claimed: true as const };
    // A call under way for too long was lost with its server: this one takes the key over.
    const abandonedBefore = new Date(now.getTime() - ABANDONED_MS);
    if (await takeOverIdempotencyKey(tx, { userId, key, request: call, abandonedBefore, now })) {
      return { claimed: true as const };
    }
    return { claimed: false as const, row: await findIdempotencyKey(tx, userId, key) };
  });
  if (claimed.claimed) {
    request.idempotency = { userId, key };
    return;
  }
  const { row } = claimed;
  if (!row || row.request !== call) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (row.statusCode === null) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
  return reply
    .code(row.statusCode)
    .header('idempotent-replayed', 'true')
    .type(row.contentType ?? 'application/json; charset=utf-8')
    .send(row.body ?? '');
}

async function recordAnswer(
  ctx: TAppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<void> {
  const held = request.idempotency;
  if (!held) return;
  request.idempotency = null;
  await ctx.db.transaction(async (tx) => {
    if (reply.statusCode >= 500) {
      await deleteIdempotencyKey(tx, held.userId, held.key);
      return;
    }
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
    const type = reply.getHeader('content-type');
    await recordIdempotentAnswer(tx, {
      ...held,
      statusCode: reply.statusCode,
      body,
      contentType: typeof type === 'string' ? type : null,
    });
  });
}

/** The job: keys older than DRIVER_APP_LIMITS.idempotencyKeptHours go (answered or lost). */
export async function purgeIdempotencyKeys(ctx: TAppContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - DRIVER_APP_LIMITS.idempotencyKeptHours * 3_600_000);
  return ctx.db.transaction((tx) => deleteIdempotencyKeysBefore(tx, before));
}
