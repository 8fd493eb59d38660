/**
 * Turns for work that keeps the CPU busy (the freight search): one per turn of the event loop.
 *
 * Under a flood of searches every one that arrived in a turn of the loop used to run in that turn,
 * and a write waiting for its next query's answer waited for all of them: at 50 connections a
 * turn lasted about 15 ms, and a publication's eight round trips 140–270 ms (decision 0004). A
 * search now takes a turn: the first at once when none is waiting, the others one per turn after
 * it, so that what the loop polls for (a write's next query, another request) comes in between.
 * Searches wait as long as before (the CPU they need is the same), in the order they came.
 *
 * One queue per process: the event loop is the process's.
 */
export function createTurns() {
  const waiting: (() => void)[] = [];
  /** A turn is taken in this turn of the loop: the next waits for the next one. */
  let taken = false;

  function next(): void {
    const resolve = waiting.shift();
    taken = resolve !== undefined;
    if (!resolve) return;
    // Scheduled from the check phase, this runs in the next turn, after the loop has polled.
    setImmediate(next);
    resolve();
  }

  return {
    /** Resolves when the caller may run: at once (undefined) if no turn is taken in this one. */
    take(): Promise<void> | undefined {
      if (!taken && waiting.length === 0) {
        taken = true;
        setImmediate(next);
        return undefined;
      }
      return new Promise<void>((resolve) => waiting.push(resolve));
    },
    get waiting() {
      return waiting.length;
    },
  };
}

export type TTurns = ReturnType<typeof createTurns>;

/** The process's turns for CPU-bound request work. */
export const cpuTurns = createTurns();
