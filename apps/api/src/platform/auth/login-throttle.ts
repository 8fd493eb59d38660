import { LIMITS } from '@tariq/contracts';
import type { TClock } from '../clock';
import { sleepOn } from '../clock';
import { createRateLimiter, tooManyRequests } from '../rate-limit';

/**
 * Failed logins (SECURITY.md #4), counted three ways:
 * - one account from one address: a 429 for that pair, so a guesser is stopped;
 * - one address across accounts: a 429 for the address (credential stuffing);
 * - one account from any address: never a 429 — anyone could then keep the real user out by
 *   failing from elsewhere — but every attempt on it is slowed, the real user's included.
 * Kept in memory: each instance counts its own attempts, which bounds an attacker at N times the
 * limits behind N instances.
 */
export function createLoginThrottle(options: { clock: TClock }) {
  const windowMs = LIMITS.loginFailureWindowSeconds * 1000;
  const byPair = createRateLimiter({
    clock: options.clock,
    points: LIMITS.loginFailuresPerAccount,
    windowMs,
    blockMs: LIMITS.loginAccountBlockSeconds * 1000,
  });
  const byAddress = createRateLimiter({
    clock: options.clock,
    points: LIMITS.loginFailuresPerAddress,
    windowMs,
    blockMs: LIMITS.loginAddressBlockSeconds * 1000,
  });
  // Counts only: its points are never reached, so it never refuses.
  const byAccount = createRateLimiter({ clock: options.clock, points: Number.MAX_SAFE_INTEGER, windowMs });

  const pairKey = (account: string, address: string) => `${account}\u0000${address}`;

  /** How long an attempt on `account` waits now: 0 until it is attacked. */
  function slowdownMs(account: string): number {
    const beyond = byAccount.count(account) - LIMITS.loginAccountSlowdownAfter;
    if (beyond < 0) return 0;
    return Math.min(LIMITS.loginAccountSlowdownMaxMs, (beyond + 1) * LIMITS.loginAccountSlowdownStepMs);
  }

  return {
    /** Throws a 429 when this address is blocked, for this account or for all; then waits if the account is attacked. */
    async assertAllowed(account: string, address: string): Promise<void> {
      const waitMs = Math.max(byPair.waitMs(pairKey(account, address)), byAddress.waitMs(address));
      if (waitMs > 0) throw tooManyRequests(waitMs);
      await sleepOn(options.clock, slowdownMs(account));
    },
    async recordFailure(account: string, address: string): Promise<void> {
      byPair.hit(pairKey(account, address));
      byAddress.hit(address);
      byAccount.hit(account);
    },
    /** The pair starts again; the account's count does not: an attack elsewhere goes on. */
    async recordSuccess(account: string, address: string): Promise<void> {
      byPair.reset(pairKey(account, address));
    },
  };
}

export type TLoginThrottle = ReturnType<typeof createLoginThrottle>;
