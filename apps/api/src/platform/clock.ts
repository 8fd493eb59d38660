/**
 * Time source of the app; tests replace it to move time forward without waiting. `sleep`, when
 * given, is how the app waits on purpose (a slowed login): a test clock moves time instead.
 */
export type TClock = { now(): Date; sleep?(ms: number): Promise<void> };
export const systemClock: TClock = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Waits `ms` on the clock's terms. */
export function sleepOn(clock: TClock, ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return clock.sleep ? clock.sleep(ms) : new Promise((resolve) => setTimeout(resolve, ms));
}
