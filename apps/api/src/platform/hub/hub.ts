import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/**
 * One message of the hub, as a Server-Sent Event. `id` lets a subscriber resume where it stopped:
 * a random one by default; `null` for a message that has no place in a replay (the subscriber's
 * last id stays the one before it).
 */
export type THubEvent = { id?: string | null; type?: string; data: string };

/** A subscriber's stream that has this many bytes not yet taken by the network is dropped. */
const MAX_BUFFERED_BYTES = 256 * 1024;
export const HUB_HEARTBEAT_MS = 20_000;
/**
 * Open streams one user may hold on this instance (tabs, devices): each holds a socket and
 * memory, and a client opening them in a loop must not exhaust the server. More get a 429.
 */
export const MAX_STREAMS_PER_OWNER = 10;

type TSubscriber = {
  topics: readonly string[];
  /** Whose stream it is (the user id), for the per-user cap. */
  owner: string | null;
  /** The login session its token came with (a refresh-token family), so ending a session ends its streams. */
  session: string | null;
  response: ServerResponse;
  /** While its replay is read, live events wait here (null once it is written). */
  pending: { id: string | null; chunk: string }[] | null;
};

export type TAttachOptions = {
  /**
   * What the subscriber missed, read after it is attached so nothing published meanwhile is
   * lost: live events wait until the replay is written, and those it already holds are skipped.
   */
  replay?: () => Promise<THubEvent[]>;
  /** Whose stream it is: counted against MAX_STREAMS_PER_OWNER. */
  owner?: string;
  /** The session of the subscriber's token (its `sid`). */
  session?: string;
};

function toChunk(event: THubEvent): { id: string | null; chunk: string } {
  const id = event.id === undefined ? `urn:uuid:${randomUUID()}` : event.id;
  const lines = id === null ? [] : [`id: ${id}`];
  if (event.type) lines.push(`event: ${event.type}`);
  for (const line of event.data.split('\n')) lines.push(`data: ${line}`);
  return { id, chunk: `${lines.join('\n')}\n\n` };
}

/**
 * The real-time hub of this instance (ARCHITECTURE.md §6): it fans each event out to the streams
 * subscribed to its topic. Events reach every instance before they reach a hub (the pub/sub
 * carries them), so a hub only serves its own connections.
 */
export function createHub() {
  const byTopic = new Map<string, Set<TSubscriber>>();
  const subscribers = new Set<TSubscriber>();
  const byOwner = new Map<string, number>();
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

  function add(subscriber: TSubscriber) {
    subscribers.add(subscriber);
    if (subscriber.owner) byOwner.set(subscriber.owner, (byOwner.get(subscriber.owner) ?? 0) + 1);
    for (const topic of subscriber.topics) {
      let set = byTopic.get(topic);
      if (!set) byTopic.set(topic, (set = new Set()));
      set.add(subscriber);
    }
  }

  function remove(subscriber: TSubscriber) {
    if (!subscribers.delete(subscriber)) return;
    if (subscriber.owner) {
      const left = (byOwner.get(subscriber.owner) ?? 1) - 1;
      if (left > 0) byOwner.set(subscriber.owner, left);
      else byOwner.delete(subscriber.owner);
    }
    for (const topic of subscriber.topics) {
      const set = byTopic.get(topic);
      set?.delete(subscriber);
      if (set?.size === 0) byTopic.delete(topic);
    }
  }

  async function writeReplay(subscriber: TSubscriber, replay: () => Promise<THubEvent[]>) {
    let events: THubEvent[] = [];
    try {
      events = await replay();
    } catch {
      // The stream goes on live; the client's list read fills the gap.
    }
    const replayed = new Set<string>();
    for (const event of events) {
      const { id, chunk } = toChunk(event);
      if (id !== null) replayed.add(id);
      write(subscriber, chunk);
    }
    const waiting = subscriber.pending ?? [];
    subscriber.pending = null;
    for (const { id, chunk } of waiting) if (id === null || !replayed.has(id)) write(subscriber, chunk);
  }

  return {
    /** Sends an event to this instance's subscribers of `topic`. */
    publish(topic: string, event: THubEvent): void {
      const set = byTopic.get(topic);
      if (!set) return;
      const message = toChunk(event);
      for (const subscriber of set) {
        if (subscriber.pending) subscriber.pending.push(message);
        else write(subscriber, message.chunk);
      }
    },

    /** Whether a stream of this instance follows `topic` (publishers skip reading what nobody awaits). */
    hasSubscribers: (topic: string): boolean => byTopic.has(topic),

    /** Serves `response` as an event stream of these topics until either side closes it. */
    attach(response: ServerResponse, topics: readonly string[], options: TAttachOptions = {}): void {
      const subscriber: TSubscriber = {
        topics: [...new Set(topics)],
        owner: options.owner ?? null,
        session: options.session ?? null,
        response,
        pending: options.replay ? [] : null,
      };
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Nginx and the like must not buffer the stream.
        'x-accel-buffering': 'no',
      });
      response.write('retry: 3000\n\n');
      add(subscriber);
      startHeartbeat();
      response.on('close', () => remove(subscriber));
      if (options.replay) void writeReplay(subscriber, options.replay);
    },

    /** Ends every stream of this instance that follows `topic` (a user logged out everywhere). */
    disconnect(topic: string): void {
      for (const subscriber of byTopic.get(topic) ?? []) subscriber.response.end();
    },

    /**
     * Sends `event` to the streams of `owner` opened with one of these sessions, then ends them (some
     * sessions of a user were ended; the others stay connected).
     */
    disconnectSessions(owner: string, sessions: readonly string[], event: THubEvent): void {
      const ended = new Set(sessions);
      const { chunk } = toChunk(event);
      for (const subscriber of byTopic.get(owner) ?? []) {
        if (subscriber.owner !== owner || !subscriber.session || !ended.has(subscriber.session)) continue;
        write(subscriber, chunk);
        subscriber.response.end();
      }
    },

    subscriberCount: () => subscribers.size,

    /** Open streams of `owner` on this instance. */
    streamsOf: (owner: string): number => byOwner.get(owner) ?? 0,

    close(): void {
      if (heartbeat) clearInterval(heartbeat);
      for (const subscriber of subscribers) subscriber.response.end();
      subscribers.clear();
      byTopic.clear();
      byOwner.clear();
    },
  };
}

export type THub = ReturnType<typeof createHub>;
