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

/** A clock's time moved forward by what the developer asked (`DEV_CLOCK=on`). */
export type TAdjustableClock = TClock & { advance(ms: number): Date };

export function createAdjustableClock(base: TClock = systemClock): TAdjustableClock {
  let offsetMs = 0;
  const now = () => new Date(base.now().getTime() + offsetMs);
  return {
    now,
    sleep: base.sleep,
    advance(ms: number) {
      offsetMs += ms;
      return now();
    },
  };
}
