/**
 * Turns for work that keeps the CPU busy (the freight search): slices of the event loop.
 *
 * Under a flood of searches every one that arrived in a turn of the loop used to run in that turn,
 * and a write waiting for its next query's answer waited for all of them: at 50 connections a
 * turn lasted about 15 ms, and a publication's eight round trips 140–270 ms (decision 0004). Then
 * a search took a turn of its own, one per turn of the loop: the writes came in between, but every
 * search paid a whole turn of the loop (polling the sockets is a system call, dear on this kind of
 * machine): a quarter of the server's time at 4,500 searches a second.
 *
 * Now work runs in slices of the loop: the first at once when none is waiting, the others in the
 * next turn, as many in a row as fit in `sliceMs` (the last one may overrun it), in the order they
 * came; then the loop polls (a write's next answer, other requests) before the next slice. A write
 * waits for one slice at most instead of fifty searches; a search pays a turn of the loop for a
 * slice's worth of searches instead of its own.
 *
 * One queue per process: the event loop is the process's.
 */
/**
 * `sliceMs`: how long a slice runs work before the loop polls (0.5 ms: about four searches).
 * `urgent`: while it answers true (a write is under way), a slice holds one job only, so that each
 * of the write's statements waits for one search, not a slice's worth: a deal makes about twenty.
 */
export function createTurns(options: { sliceMs?: number; now?: () => number; urgent?: () => boolean } = {}) {
  const wholeSliceMs = options.sliceMs ?? 0.5;
  const urgent = options.urgent ?? (() => false);
  const now = options.now ?? (() => performance.now());
  const waiting: (() => void)[] = [];
  /** A slice is open in this turn of the loop, until `sliceEnd`; the queue waits for the next turn. */
  let taken = false;
  let sliceEnd = 0;

  function next(): void {
    if (waiting.length === 0) {
      taken = false;
      return;
    }
    // Scheduled from the check phase, this runs in the next turn, after the loop has polled.
    setImmediate(next);
    sliceEnd = now() + (urgent() ? 0 : wholeSliceMs);
    do waiting.shift()!();
    while (waiting.length > 0 && now() < sliceEnd);
  }

  /** Runs `job` now if the slice of this turn allows it, else queues it; true if it ran. */
  function enter(job: () => void): boolean {
    if (waiting.length > 0 || (taken && now() >= sliceEnd)) {
      waiting.push(job);
      return false;
    }
    if (!taken) {
      taken = true;
      sliceEnd = now() + (urgent() ? 0 : wholeSliceMs);
      setImmediate(next);
    }
    job();
    return true;
  }

  return {
    /** Runs synchronous CPU-bound work in a slice: at once when the slice allows, else in the next one. */
    run<T>(work: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        enter(() => {
          try {
            resolve(work());
          } catch (error) {
            reject(error as Error);
          }
        });
      });
    },
    /** For work that is not synchronous (a search the database answers): waits for a place in a slice. */
    take(): Promise<void> | undefined {
      let resolve: (() => void) | undefined;
      const promise = new Promise<void>((done) => (resolve = done));
      return enter(() => resolve!()) ? undefined : promise;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

export type TTurns = ReturnType<typeof createTurns>;

/** Requests that write (not GET or HEAD) under way in this process: counted by the app (app.ts). */
export const writesUnderWay = { count: 0 };

/** The process's turns for CPU-bound request work; slices of one job while a write is under way. */
export const cpuTurns = createTurns({ urgent: () => writesUnderWay.count > 0 });
