import type { TClock } from './clock';
import { AppError } from './errors';

export type TRateLimiterOptions = {
  clock: TClock;
  /** Hits allowed per key in one window. */
  points: number;
  windowMs: number;
  /** A key that reaches `points` stays refused this long from that hit (the window's rest by default). */
  blockMs?: number;
  /** Keys kept at most: expired ones go first, then the oldest (memory stays bounded under a flood of keys). */
  maxKeys?: number;
};

type TWindow = { start: number; count: number; blockedUntil: number };

/**
 * Fixed-window counters by key, on the app's clock (tests move time without waiting). Kept in
 * memory: each instance counts its own hits, which bounds a client at N times the limit behind N
 * instances.
 */
export function createRateLimiter(options: TRateLimiterOptions) {
  const windows = new Map<string, TWindow>();
  const maxKeys = options.maxKeys ?? 100_000;

  function current(key: string, now: number): TWindow | null {
    const window = windows.get(key);
    if (!window) return null;
    const isBlockOver = window.blockedUntil > 0 && now >= window.blockedUntil;
    if (isBlockOver || (now >= window.start + options.windowMs && now >= window.blockedUntil)) {
      // A block that ended starts the count again: it lasts its own time, not the window's rest.
      windows.delete(key);
      return null;
    }
    return window;
  }

  function prune(now: number) {
    for (const [key, window] of windows) {
      if (windows.size < maxKeys) return;
      if (now >= window.start + options.windowMs && now >= window.blockedUntil) windows.delete(key);
    }
    while (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
  }

  function waitMs(window: TWindow | null, now: number): number {
    if (!window) return 0;
    if (window.blockedUntil > now) return window.blockedUntil - now;
    return window.count >= options.points ? window.start + options.windowMs - now : 0;
  }

  return {
    /** How long `key` must wait before its next hit is allowed; 0 when it may go now. */
    waitMs(key: string): number {
      const now = options.clock.now().getTime();
      return waitMs(current(key, now), now);
    },

    /** Hits found in the current window. */
    count(key: string): number {
      return current(key, options.clock.now().getTime())?.count ?? 0;
    },

    /** Counts one hit; answers how long the key must now wait (0 while under the limit). */
    hit(key: string): number {
      const now = options.clock.now().getTime();
      let window = current(key, now);
      if (!window) {
        if (windows.size >= maxKeys) prune(now);
        window = { start: now, count: 0, blockedUntil: 0 };
        windows.set(key, window);
      }
      window.count++;
      if (window.count === options.points && options.blockMs !== undefined) window.blockedUntil = now + options.blockMs;
      return waitMs(window, now);
    },

    reset(key: string): void {
      windows.delete(key);
    },
  };
}

export type TRateLimiter = ReturnType<typeof createRateLimiter>;

/** The 429 of every limiter: `Retry-After` in seconds, and the minutes in the message. */
export function tooManyRequests(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError('TOO_MANY_REQUESTS', {
    params: { minutes: Math.ceil(seconds / 60) },
    headers: { 'Retry-After': String(seconds) },
  });
}
