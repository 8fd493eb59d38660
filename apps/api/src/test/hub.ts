import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { LIMITS } from '@tariq/contracts';
import type { FastifyInstance } from 'fastify';
import { refreshTokens } from '../db/schema';

/**
 * A `mercure_token` for `userId` as a login gives one: bound to a live session (a refresh-token
 * family made here), without the password round-trip.
 */
export async function hubToken(
  app: FastifyInstance,
  userId: string,
  companyTopics: readonly string[] = [],
): Promise<string> {
  const session = {
    id: randomUUID(),
    expiresAt: new Date(app.ctx.clock.now().getTime() + LIMITS.refreshTokenTtlSeconds * 1000),
  };
  await app.ctx.db.transaction(async (tx) => {
    await tx.insert(refreshTokens).values({
      userId,
      familyId: session.id,
      tokenHash: randomBytes(32).toString('hex'),
      expiresAt: session.expiresAt,
      createdAt: app.ctx.clock.now(),
    });
  });
  return app.ctx.tokens.signMercureToken(userId, session, companyTopics);
}

/** Makes a test app listen on a free port (the hub streams over real HTTP) and answers its URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Subscribes to the hub at `url`: the events read so far, and a way to wait for the next ones. */
export async function subscribe(
  url: string,
  token: string,
  topics: string[],
  via: 'header' | 'query' = 'header',
  options: { lastEventId?: string } = {},
) {
  const params = new URLSearchParams(topics.map((topic): [string, string] => ['topic', topic]));
  if (via === 'query') params.set('authorization', token);
  if (via === 'query' && options.lastEventId) params.set('lastEventID', options.lastEventId);
  const headers: Record<string, string> = via === 'header' ? { authorization: `Bearer ${token}` } : {};
  if (via === 'header' && options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const controller = new AbortController();
  const response = await fetch(`${url}/.well-known/mercure?${params}`, { headers, signal: controller.signal });
  let ended = false;
  let text = '';
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  const reading = (async () => {
    if (!reader || response.status !== 200) return;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          ended = true;
          return;
        }
        text += decoder.decode(value, { stream: true });
      }
    } catch {
      /* aborted */
    }
  })();
  const events = () =>
    text
      .split('\n\n')
      .filter((block) => block.includes('data: '))
      .map((block) => ({
        id: /^id: (.*)$/m.exec(block)?.[1],
        data: JSON.parse(
          block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n'),
        ) as unknown,
      }));
  return {
    response,
    events,
    /** Whether the server ended the stream. */
    ended: () => ended,
    async waitFor(count: number, timeoutMs = 3000) {
      const until = Date.now() + timeoutMs;
      while (events().length < count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
      return events();
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}
