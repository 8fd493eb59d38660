import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

export type TPubSubHandler = (payload: string) => void;

/**
 * Small messages between the instances of the server: cache invalidations now, the real-time hub
 * later. On PostgreSQL every instance LISTENs on one connection of its own and receives what any
 * instance NOTIFYs; on PGlite there is one instance, so an in-process emitter does the same job.
 * Payloads stay small (ids, not bodies): NOTIFY caps them at 8000 bytes.
 */
export type TPubSub = {
  publish(channel: string, payload: string): Promise<void>;
  subscribe(channel: string, handler: TPubSubHandler): void;
  /**
   * False while the PostgreSQL listener is down: messages from other instances may be missed, so
   * caches must not trust what they hold. Always true in-process.
   */
  isListening(): boolean;
  /** Called when the listener comes back after a loss: whatever was missed is unknown. */
  onResync(handler: () => void): void;
  /**
   * PostgreSQL only: publishes on the listening connection itself, whose backend then both commits
   * the message and delivers it back (a barrier's round wakes one backend, not two). Rejects while
   * the listener is down.
   */
  publishFromListener?(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function assertChannel(channel: string): void {
  // LISTEN takes an identifier, not a parameter: only plain names reach the SQL.
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
}

export function createLocalPubSub(): TPubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, payload) {
      assertChannel(channel);
      // Delivered after the current work, as a NOTIFY is delivered after the commit.
      queueMicrotask(() => emitter.emit(channel, payload));
    },
    subscribe(channel, handler) {
      assertChannel(channel);
      emitter.on(channel, handler);
    },
    isListening: () => true,
    onResync: () => undefined,
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

const RECONNECT_DELAY_MS = 1000;
const PUBLISH_STATEMENT = {
  name: 'tariq_pubsub_publish',
  text: "SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, $2)",
};

export function createPostgresPubSub(pool: pg.Pool, log?: FastifyBaseLogger): TPubSub {
  const handlers = new Map<string, Set<TPubSubHandler>>();
  const resyncHandlers = new Set<() => void>();
  let client: pg.PoolClient | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;

  function dispatch(message: pg.Notification) {
    for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
  }

  function lose(error?: unknown) {
    if (!client) return;
    if (error) log?.warn({ err: error }, 'pubsub listener lost; reconnecting');
    client.removeListener('notification', dispatch);
    client.release(true);
    client = null;
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect().then(
        () => resyncHandlers.forEach((handler) => handler()),
        () => scheduleReconnect(),
      );
    }, RECONNECT_DELAY_MS);
    retryTimer.unref();
  }

  function connect(): Promise<void> {
    connecting ??= (async () => {
      try {
        const next = await pool.connect();
        next.on('notification', dispatch);
        next.on('error', lose);
        for (const channel of handlers.keys()) await next.query(`LISTEN ${channel}`);
        client = next;
      } finally {
        connecting = null;
      }
    })();
    return connecting;
  }

  return {
    async publish(channel, payload) {
      assertChannel(channel);
      // What a message tells is committed already (or, for a barrier, nothing): its own commit
      // need not wait for the disk.
      await pool.query({ ...PUBLISH_STATEMENT, values: [channel, payload] });
    },
    async publishFromListener(channel, payload) {
      assertChannel(channel);
      if (!client) throw new Error('pubsub listener down');
      await client.query({ ...PUBLISH_STATEMENT, values: [channel, payload] });
    },
    subscribe(channel, handler) {
      assertChannel(channel);
      const known = handlers.get(channel);
      if (known) {
        known.add(handler);
        return;
      }
      handlers.set(channel, new Set([handler]));
      if (client) void client.query(`LISTEN ${channel}`).catch(lose);
      else if (!connecting) void connect().catch(() => scheduleReconnect());
    },
    isListening: () => client !== null,
    onResync(handler) {
      resyncHandlers.add(handler);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await connecting?.catch(() => undefined);
      if (client) {
        client.removeListener('notification', dispatch);
        client.release(true);
        client = null;
      }
    },
  };
}

type TBarrierRound = {
  token: string;
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
};

/**
 * A barrier: resolves once every message published anywhere before the call has reached this
 * instance's handlers. A message of its own, published after the call, has come back through the
 * listener, and PostgreSQL delivers notifications in the order their transactions committed. Calls
 * made while one is on its way wait for the next, so that one message serves every caller of the
 * moment (two round trips at most). Rejects while the listener is down, or when the message is
 * later than `timeoutMs`: the caller cannot trust what it heard.
 */
export function createBarrier(pubsub: TPubSub, options: { timeoutMs: number }): () => Promise<void> {
  const channel = `tariq_barrier_${randomBytes(8).toString('hex')}`;
  // On the listening connection where there is one: each round is then one statement on one backend.
  const publish = (target: string, payload: string) =>
    pubsub.publishFromListener ? pubsub.publishFromListener(target, payload) : pubsub.publish(target, payload);
  let count = 0;
  /** Published, not back yet. */
  let sent: TBarrierRound | null = null;
  /** Callers that came after `sent` left: its message may have committed before they came. */
  let next: TBarrierRound | null = null;

  function round(): TBarrierRound {
    let resolve!: () => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<void>((done, fail) => {
      resolve = done;
      reject = fail;
    });
    return { token: String(++count), promise, resolve, reject };
  }

  function sendNext(): void {
    const waiting = next;
    next = null;
    if (waiting) send(waiting);
  }

  function send(current: TBarrierRound): void {
    sent = current;
    current.timer = setTimeout(() => fail(current, new Error('barrier message late')), options.timeoutMs);
    current.timer.unref();
    publish(channel, current.token).catch((error: unknown) => fail(current, error as Error));
  }

  function fail(current: TBarrierRound, error: Error): void {
    if (sent !== current) return;
    sent = null;
    clearTimeout(current.timer);
    current.reject(error);
    sendNext();
  }

  pubsub.subscribe(channel, (token) => {
    if (!sent || sent.token !== token) return;
    const done = sent;
    sent = null;
    clearTimeout(done.timer);
    done.resolve();
    sendNext();
  });

  return () => {
    if (!pubsub.isListening()) return Promise.reject(new Error('pubsub listener down'));
    if (!sent) {
      const current = round();
      send(current);
      return current.promise;
    }
    next ??= round();
    return next.promise;
  };
}
