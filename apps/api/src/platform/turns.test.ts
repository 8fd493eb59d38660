import { describe, expect, it } from 'vitest';
import { createTurns } from './turns';

describe('turns of CPU-bound work', () => {
  it('runs the first at once and then one per turn of the event loop, in order, with other callbacks in between', async () => {
    const turns = createTurns();
    const order: string[] = [];
    const work = async (name: string) => {
      await turns.take();
      order.push(name);
    };
    const all = Promise.all(['a', 'b', 'c', 'd'].map(work));
    // Queued behind the first turn's end: it runs before the third search, not after the fourth.
    setImmediate(() => order.push('callback'));
    expect(turns.waiting).toBe(3);
    await all;
    expect(order).toEqual(['a', 'b', 'callback', 'c', 'd']);
    expect(turns.waiting).toBe(0);
  });

  it('takes a turn at once again once the loop has turned with nobody waiting', async () => {
    const turns = createTurns();
    expect(turns.take()).toBeUndefined();
    expect(turns.take()).toBeInstanceOf(Promise);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(turns.take()).toBeUndefined();
  });
});
