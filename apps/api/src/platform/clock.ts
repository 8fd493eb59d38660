/** Time source of the app; tests replace it to move time forward without waiting. */
export type TClock = { now(): Date };
export const systemClock: TClock = { now: () => new Date() };
