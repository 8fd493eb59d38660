import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Full collections at most, one after another, while each still gives back at least MIN_GAIN_BYTES;
 * never fewer than MIN_ROUNDS: the pages a collection empties are given back by the next one.
 */
const MIN_ROUNDS = 2;
const MAX_ROUNDS = 6;
const MIN_GAIN_BYTES = 4 * 1024 * 1024;

let collect: (() => void) | null = null;

/**
 * How far the old generation may grow past what the last full collection found alive before the
 * next one: V8 picks 1.1 to 4 times by itself, from how fast it collects against how fast the
 * program allocates. A server that answers thousands of searches a second allocates fast, so V8
 * let the heap reach twice the index it holds (200 → 330 MB committed during `npm run bench`, for
 * 160 MB alive), and the PDF worker's three times its own. One and a half times keeps both bounded
 * (the bench's server: 235 MB at most, same throughput; a churn of promoted objects over 60 MB
 * alive: 245 → 133 MB, same time). Issue 24: resident memory ≤ 700 MB with 100,000 offers.
 */
export const HEAP_GROWING_PERCENT = 50;

/** Sets the heap's growth for the whole process, its worker threads included: call it first thing. */
export function boundHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

function heapCommitted(): number {
  return v8.getHeapStatistics().total_heap_size;
}

/**
 * Compacts the JavaScript heap once a bulk load is over (the exchange index: 100,000 offers read
 * 500 at a time). The load's short-lived rows survive a young collection or two while their batch
 * is awaited, are promoted, then die: the old generation is left with pages half empty that V8
 * keeps (at 100,000 offers, 172 MB committed for 93 MB live) and gives back only after a long idle
 * time, which a busy server never has. A full collection moves the live objects off the emptiest
 * pages and the next one returns them: 71–84 MB given back at 100,000 offers, in 3–4 collections of
 * tens of milliseconds, once.
 *
 * `global.gc` exists only with `--expose-gc`, which `npm start` does not pass: the flag is set now
 * and the function taken from a new context, where V8 installs it.
 */
export function compactHeapAfterLoad(): { rounds: number; freedBytes: number } {
  if (!collect) {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as () => void;
  }
  const before = heapCommitted();
  let previous = before;
  let rounds = 0;
  while (rounds < MAX_ROUNDS) {
    collect();
    rounds++;
    const now = heapCommitted();
    if (rounds >= MIN_ROUNDS && previous - now < MIN_GAIN_BYTES) break;
    previous = now;
  }
  return { rounds, freedBytes: before - heapCommitted() };
}
