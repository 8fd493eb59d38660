import { LIMITS } from '@tariq/contracts/limits';

/** The bell's badge: hidden at 0, `+99` above 99 (spec 000 §2). */
export function formatBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > LIMITS.notificationBadgeMax ? `+${LIMITS.notificationBadgeMax}` : String(count);
}
