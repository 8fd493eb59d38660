import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/** One message of the hub, as a Server-Sent Event: `id` lets a subscriber resume where it stopped. */
export type THubEvent = { id?: string; type?: string; data: string };

/** A subscriber's stream that has this many bytes not yet taken by the network is dropped. */
const MAX_BUFFERED_BYTES = 256 * 1024;
export const HUB_HEARTBEAT_MS = 20_000;

type TSubscriber = { topics: ReadonlySet<string>; response: ServerResponse };

/**
 * The real-time hub of this instance (ARCHITECTURE.md §6): it fans each event out to the streams
 * subscribed to its topic. Events reach every instance before they reach a hub (the pub/sub
 * carries them), so a hub only serves its own connections.
 */
export function createHub() {
  const subscribers = new Set<TSubscriber>();
  let heartbeat: NodeJS.Timeout | null = null;

  function write(subscriber: TSubscriber, chunk: string): void {
    const { response } = subscriber;
    if (response.destroyed) return;
    // A subscriber that does not read cannot grow the server's memory without bound.
    if (response.writableLength > MAX_BUFFERED_BYTES) {
      response.destroy();
      return;
    }
    response.write(chunk);
  }

  function startHeartbeat() {
    heartbeat ??= setInterval(() => {
      // A comment line: proxies see traffic and do not close an idle stream.
      for (const subscriber of subscribers) write(subscriber, ':\n\n');
    }, HUB_HEARTBEAT_MS);
    heartbeat.unref();
  }

  return {
    /** Sends an event to this instance's subscribers of `topic`. */
    publish(topic: string, event: THubEvent): void {
      const lines = [`id: ${event.id ?? `urn:uuid:${randomUUID()}`}`];
      if (event.type) lines.push(`event: ${event.type}`);
      for (const line of event.data.split('\n')) lines.push(`data: ${line}`);
      const chunk = `${lines.join('\n')}\n\n`;
      for (const subscriber of subscribers) if (subscriber.topics.has(topic)) write(subscriber, chunk);
    },

    /** Serves `response` as an event stream of these topics until either side closes it. */
    attach(response: ServerResponse, topics: readonly string[], firstChunk = ''): void {
      const subscriber: TSubscriber = { topics: new Set(topics), response };
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Nginx and the like must not buffer the stream.
        'x-accel-buffering': 'no',
      });
      response.write(`retry: 3000\n\n${firstChunk}`);
      subscribers.add(subscriber);
      startHeartbeat();
      response.on('close', () => subscribers.delete(subscriber));
    },

    subscriberCount: () => subscribers.size,

    close(): void {
      if (heartbeat) clearInterval(heartbeat);
      for (const subscriber of subscribers) subscriber.response.end();
      subscribers.clear();
    },
  };
}

export type THub = ReturnType<typeof createHub>;
