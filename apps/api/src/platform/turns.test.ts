import { describe, expect, it } from 'vitest';
import { createTurns } from './turns';

/** A clock moved by the work itself: each job "costs" what it says. */
function steppedClock() {
  let time = 0;
  return { now: () => time, spend: (ms: number) => (time += ms) };
}

describe('turns of CPU-bound work', () => {
  it('runs the first at once, then as many in a slice as fit in its time, in order, with other callbacks between two slices', async () => {
    const clock = steppedClock();
    const turns = createTurns({ sliceMs: 1, now: clock.now });
    const order: string[] = [];
    const work = (name: string) =>
      turns.run(() => {
        order.push(name);
        clock.spend(0.6);
        return name;
      });
    const all = Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map(work));
    // 'a' ran at once and began a slice; 'b' began before its end (0.6 < 1 ms): it ran at once too.
    expect(order).toEqual(['a', 'b']);
    expect(turns.waiting).toBe(4);
    // Queued behind the next slice (c, d): it runs before the one after (e, f), not after the last.
    setImmediate(() => order.push('callback'));
    expect(await all).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(order).toEqual(['a', 'b', 'c', 'd', 'callback', 'e', 'f']);
    expect(turns.waiting).toBe(0);
  });

  it('puts a slow job alone in its slice, and the next ones in the turn after', async () => {
    const clock = steppedClock();
    const turns = createTurns({ sliceMs: 1, now: clock.now });
    const order: string[] = [];
    const all = Promise.all(
      [5, 5, 0.1].map((cost, position) =>
        turns.run(() => {
          order.push(`job ${position}`);
          clock.spend(cost);
        }),
      ),
    );
    expect(order).toEqual(['job 0']);
    setImmediate(() => order.push('callback'));
    await all;
    expect(order).toEqual(['job 0', 'job 1', 'callback', 'job 2']);
  });

  it('runs one job a slice while something urgent is under way (a write), whole slices again after', async () => {
    const clock = steppedClock();
    let urgent = true;
    const turns = createTurns({ sliceMs: 1, now: clock.now, urgent: () => urgent });
    const order: string[] = [];
    const work = (name: string) =>
      turns.run(() => {
        order.push(name);
        clock.spend(0.1);
      });
    const first = Promise.all(['a', 'b', 'c'].map(work));
    // One at once; the others one per turn, with the loop's other callbacks in between.
    expect(order).toEqual(['a']);
    setImmediate(() => order.push('callback'));
    await first;
    expect(order).toEqual(['a', 'b', 'callback', 'c']);
    urgent = false;
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    order.length = 0;
    await Promise.all(['d', 'e', 'f'].map(work));
    expect(order).toEqual(['d', 'e', 'f']);
  });

  it('gives an error thrown by the work to its caller only', async () => {
    const turns = createTurns();
    const failing = turns.run(() => {
      throw new Error('broken');
    });
    const fine = turns.run(() => 42);
    await expect(failing).rejects.toThrow('broken');
    expect(await fine).toBe(42);
  });

  it('take: at once (undefined) when the slice allows, else a promise; a new slice once the loop has turned with nobody waiting', async () => {
    const clock = steppedClock();
    const turns = createTurns({ sliceMs: 1, now: clock.now });
    expect(turns.take()).toBeUndefined();
    clock.spend(2);
    const later = turns.take();
    expect(later).toBeInstanceOf(Promise);
    await later;
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(turns.take()).toBeUndefined();
  });
});
