import { ApiError } from '../../../lib/api-client';

/**
 * A failure of the notifications is only logged, never shown (spec 000 §8): a server's answer in one
 * line (status and code), anything else whole.
 */
export function logFailure(what: string, error: unknown): void {
  console.warn(`notifications: ${what}`, error instanceof ApiError ? `(${error.status} ${error.code})` : error);
}
