import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { tooManyRequests } from '../rate-limit';
import { MAX_STREAMS_PER_OWNER } from './hub';
import type { THubEvent } from './hub';

/** When a user at the stream cap may try again: a tab closed meanwhile frees its place. */
const STREAM_RETRY_MS = 30_000;

export type THubRoutesOptions = {
  /** What a subscriber of its own topic missed since `lastEventId` (Mercure's `Last-Event-ID`). */
  replay?: (options: { userId: string; lastEventId: string }) => Promise<THubEvent[]>;
  /**
   * Whether the session a `mercure_token` came with (its refresh-token family) is still live: a
   * logout, a password change or a disabled account ends it in the database, so a token is refused
   * from then on by every instance.
   */
  isSessionLive: (options: { userId: string; sessionId: string }) => Promise<boolean>;
};

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * The subscribe side of the Mercure protocol: `GET /.well-known/mercure?topic=…` with the
 * `mercure_token` as a bearer (or, for EventSource, which sends no headers, the `authorization`
 * query parameter, as Mercure allows). Each topic must be one the token grants. `Last-Event-ID`
 * (or the `lastEventID` query parameter) replays what the user's own topic missed.
 */
export async function hubRoutes(app: FastifyInstance, options: THubRoutesOptions) {
  app.get('/.well-known/mercure', { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, string | string[] | undefined>;
    const topics = [query.topic ?? []].flat().filter((topic) => topic.length > 0);
    const token = bearerToken(request.headers.authorization) ?? [query.authorization ?? []].flat()[0] ?? null;
    if (topics.length === 0) throw new AppError('BAD_REQUEST');
    if (!token) throw new AppError('UNAUTHORIZED');
    const claims = await app.ctx.tokens.verifyMercureToken(token);
    if (!claims) throw new AppError('UNAUTHORIZED');
    if (!topics.every((topic) => claims.topics.includes(topic))) throw new AppError('FORBIDDEN');
    // A hub token outlives a disabled account: the account must still be enabled.
    if (!(await app.ctx.sessions.find(claims.sub))) throw new AppError('UNAUTHORIZED');
    if (!(await options.isSessionLive({ userId: claims.sub, sessionId: claims.sid }))) {
      throw new AppError('UNAUTHORIZED');
    }
    const header = request.headers['last-event-id'];
    const lastEventId = (typeof header === 'string' ? header : undefined) ?? [query.lastEventID ?? []].flat()[0];
    const { replay } = options;
    // Checked after the last await: nothing else attaches a stream of this user in between.
    if (app.ctx.hub.streamsOf(claims.sub) >= MAX_STREAMS_PER_OWNER) throw tooManyRequests(STREAM_RETRY_MS);
    reply.hijack();
    app.ctx.hub.attach(reply.raw, topics, {
      owner: claims.sub,
      session: claims.sid,
      replay:
        replay && lastEventId && topics.includes(claims.sub)
          ? () => replay({ userId: claims.sub, lastEventId })
          : undefined,
    });
  });
}
