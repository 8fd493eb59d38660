import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBarrier, createPostgresPubSub } from './pubsub';
import type { TPubSub, TPubSubHandler } from './pubsub';

/** A pub/sub whose messages are delivered when the test says (the listener's lag, in order). */
function handDelivered() {
  const handlers = new Map<string, TPubSubHandler[]>();
  const published: { channel: string; payload: string }[] = [];
  let listening = true;
  const pubsub: TPubSub = {
    publish: async (channel, payload) => {
      published.push({ channel, payload });
    },
    subscribe: (channel, handler) => handlers.set(channel, [...(handlers.get(channel) ?? []), handler]),
    isListening: () => listening,
    onResync: () => undefined,
    close: async () => undefined,
  };
  return {
    pubsub,
    published,
    /** Delivers the oldest message not delivered yet. */
    deliverNext() {
      const message = published.shift()!;
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload);
    },
    stopListening: () => (listening = false),
  };
}

const settled = async (promise: Promise<void>) => {
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return state;
};

describe('the pub/sub barrier', () => {
  afterEach(() => vi.useRealTimers());

  it('makes a caller that came while a message was on its way wait for the next, one message for all of them', async () => {
    const bus = handDelivered();
    const barrier = createBarrier(bus.pubsub, { timeoutMs: 60_000 });
    const first = barrier();
    expect(bus.published).toHaveLength(1);
    // Both came after the first message left: it may have committed before them.
    const second = barrier();
    const third = barrier();
    expect(bus.published).toHaveLength(1);
    bus.deliverNext();
    expect(await settled(first)).toBe('resolved');
    expect(await settled(second)).toBe('pending');
    // The next message leaves once the first is back, and serves both.
    expect(bus.published).toHaveLength(1);
    bus.deliverNext();
    expect(await settled(second)).toBe('resolved');
    expect(await settled(third)).toBe('resolved');
    expect(bus.published).toHaveLength(0);
  });

  it('ignores a message that is not its own round and refuses while the listener is down', async () => {
    const bus = handDelivered();
    const barrier = createBarrier(bus.pubsub, { timeoutMs: 60_000 });
    const waiting = barrier();
    const { channel } = bus.published[0]!;
    bus.published.unshift({ channel, payload: 'someone else' });
    bus.deliverNext();
    expect(await settled(waiting)).toBe('pending');
    bus.deliverNext();
    expect(await settled(waiting)).toBe('resolved');
    bus.stopListening();
    await expect(barrier()).rejects.toThrow('listener down');
  });

  it('fails a late message, and the callers after it get a message of their own', async () => {
    vi.useFakeTimers();
    const bus = handDelivered();
    const barrier = createBarrier(bus.pubsub, { timeoutMs: 2000 });
    const late = barrier();
    late.catch(() => undefined);
    const after = barrier();
    vi.advanceTimersByTime(2000);
    await expect(late).rejects.toThrow('late');
    // The late message is dropped; the next one went out at once.
    expect(bus.published).toHaveLength(2);
    bus.deliverNext();
    bus.deliverNext();
    await expect(after).resolves.toBeUndefined();
  });
});

describe.runIf(process.env.DATABASE_URL)('the pub/sub barrier on PostgreSQL', () => {
  it('resolves after every message committed before it, each round one statement on the listening connection', async () => {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
    const other = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    const pubsub = createPostgresPubSub(pool);
    try {
      const heard: string[] = [];
      pubsub.subscribe('tariq_barrier_test', (payload) => heard.push(payload));
      const barrier = createBarrier(pubsub, { timeoutMs: 10_000 });
      await vi.waitFor(() => expect(pubsub.isListening()).toBe(true));
      // The pool's own statements, counted from now: a round must not take one of its connections.
      const poolQuery = vi.spyOn(pool, 'query');
      for (let round = 1; round <= 3; round++) {
        // Another instance's messages, committed before the barrier is asked for.
        for (let message = 1; message <= 5; message++)
          await other.query('SELECT pg_notify($1, $2)', ['tariq_barrier_test', `${round}.${message}`]);
        await barrier();
        expect(heard.slice(-5)).toEqual([1, 2, 3, 4, 5].map((message) => `${round}.${message}`));
      }
      expect(poolQuery).not.toHaveBeenCalled();
    } finally {
      await pubsub.close();
      await pool.end();
      await other.end();
    }
  });
});
