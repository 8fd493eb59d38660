import { LIMITS } from '@tariq/contracts';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors';

/**
 * Counts failed logins per account and per address (SECURITY.md #4). Successful logins clear the
 * account's count. Kept in memory: each instance counts its own attempts, which bounds an
 * attacker at N times the limit behind N instances.
 */
export function createLoginThrottle() {
  const byAccount = new RateLimiterMemory({
    keyPrefix: 'login-account',
    points: LIMITS.loginFailuresPerAccount,
    duration: LIMITS.loginFailureWindowSeconds,
    blockDuration: LIMITS.loginAccountBlockSeconds,
  });
  const byAddress = new RateLimiterMemory({
    keyPrefix: 'login-address',
    points: LIMITS.loginFailuresPerAddress,
    duration: LIMITS.loginFailureWindowSeconds,
    blockDuration: LIMITS.loginAddressBlockSeconds,
  });

  /** The failure that reaches the limit starts the block, for its own duration rather than the window's rest. */
  async function countFailure(limiter: RateLimiterMemory, key: string, limit: number, blockSeconds: number) {
    const result = await limiter.consume(key).catch((rejection: unknown) => {
      if (rejection instanceof RateLimiterRes) return rejection;
      throw rejection;
    });
    if (result.consumedPoints === limit) await limiter.block(key, blockSeconds);
  }

  function tooMany(msBeforeNext: number): AppError {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    return new AppError('TOO_MANY_REQUESTS', {
      params: { minutes: Math.ceil(seconds / 60) },
      headers: { 'Retry-After': String(seconds) },
    });
  }

  return {
    /** Throws a 429 when the account or the address has used up its failures. */
    async assertAllowed(account: string, address: string): Promise<void> {
      const [accountState, addressState] = await Promise.all([byAccount.get(account), byAddress.get(address)]);
      for (const [state, limit] of [
        [accountState, LIMITS.loginFailuresPerAccount],
        [addressState, LIMITS.loginFailuresPerAddress],
      ] as const) {
        if (state && state.consumedPoints >= limit) throw tooMany(state.msBeforeNext);
      }
    },
    async recordFailure(account: string, address: string): Promise<void> {
      await Promise.all([
        countFailure(byAccount, account, LIMITS.loginFailuresPerAccount, LIMITS.loginAccountBlockSeconds),
        countFailure(byAddress, address, LIMITS.loginFailuresPerAddress, LIMITS.loginAddressBlockSeconds),
      ]);
    },
    async recordSuccess(account: string): Promise<void> {
      await byAccount.delete(account);
    },
  };
}

export type TLoginThrottle = ReturnType<typeof createLoginThrottle>;
