import type { TAppContext } from '../../platform/context';
import { lockDueCharters, updateMission, lockDuePods } from './missions.repository';
import { audit } from './missions.service';

const JOB_BATCH = 100;

/**
 * The tacit acceptance job (every minute): a charter still pending DEAL_LIMITS.tacitAcceptanceMinutes
 * after it was sent counts as confirmed. Rows are claimed with SKIP LOCKED, so several instances
 * running it at once do each one once.
 */
export async function confirmDueCharters(ctx: Pick<TAppContext, 'db' | 'clock'>): Promise<number> {
  let total = 0;
  for (;;) {
    const now = ctx.clock.now();
    const done = await ctx.db.transaction(async (tx) => {
      const due = await lockDueCharters(tx, now, JOB_BATCH);
      for (const mission of due) {
        await updateMission(tx, mission.id, { charterStatus: 'confirmed', charterDecidedAt: now, updatedAt: now });
        await audit(tx, null, mission, 'charter_tacitly_confirmed', { charter_status: 'confirmed' }, now);
      }
      return due.length;
    });
    total += done;
    if (done < JOB_BATCH) return total;
  }
}

/**
 * The deemed-acceptance job (every minute): a proof of delivery still pending after its due time
 * counts as accepted, once, whatever the number of runners (SKIP LOCKED).
 */
export async function acceptDuePods(ctx: Pick<TAppContext, 'db' | 'clock'>): Promise<number> {
  let total = 0;
  for (;;) {
    const now = ctx.clock.now();
    const done = await ctx.db.transaction(async (tx) => {
      const due = await lockDuePods(tx, now, JOB_BATCH);
      for (const mission of due) {
        await updateMission(tx, mission.id, { podStatus: 'accepted', podDecidedAt: now, updatedAt: now });
        await audit(tx, null, mission, 'pod_tacitly_accepted', { pod_status: 'accepted' }, now);
      }
      return due.length;
    });
    total += done;
    if (done < JOB_BATCH) return total;
  }
}
