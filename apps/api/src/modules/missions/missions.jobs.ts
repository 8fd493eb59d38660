import type { TNotificationEventKey } from '@tariq/contracts';
import type { TTx } from '../../db/client';
import type { TAppContext } from '../../platform/context';
import {
  findLatestPod,
  findMissionView,
  lockDueCharters,
  lockDuePods,
  updateMission,
  updatePod,
} from './missions.repository';
import type { TMissionRow } from './missions.repository';
import { audit } from './missions.service';
import { tellCarrier, tellShipper } from './mission-notices';

const JOB_BATCH = 100;

type TJobContext = Pick<TAppContext, 'db' | 'clock' | 'pubsub' | 'externalHub' | 'config'>;

/**
 * What the platform settled on its own, neither side acting: both hear of it, so their open pages
 * follow without a reload and their bells ring.
 */
async function tellBothSides(
  ctx: TJobContext,
  tx: TTx,
  mission: TMissionRow,
  events: { shipper: TNotificationEventKey; carrier: TNotificationEventKey },
): Promise<void> {
  const view = await findMissionView(tx, mission.id);
  if (!view) return;
  await tellShipper(ctx, tx, view, events.shipper);
  await tellCarrier(ctx, tx, view, events.carrier);
}

/**
 * Settles what is due a batch at a time, each batch in its own short transaction. Rows are claimed
 * with SKIP LOCKED, so several instances running the job at once settle each one once. Answers how
 * many it settled.
 */
async function settleDue(
  ctx: TJobContext,
  lockDue: (tx: TTx, now: Date, batchSize: number) => Promise<TMissionRow[]>,
  settle: (tx: TTx, mission: TMissionRow, now: Date) => Promise<void>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const now = ctx.clock.now();
    const done = await ctx.db.transaction(async (tx) => {
      const due = await lockDue(tx, now, JOB_BATCH);
      for (const mission of due) await settle(tx, mission, now);
      return due.length;
    });
    total += done;
    if (done < JOB_BATCH) return total;
  }
}

/**
 * The tacit acceptance job (every minute): a charter still pending DEAL_LIMITS.tacitAcceptanceMinutes
 * after it was sent counts as confirmed.
 */
export function confirmDueCharters(ctx: TJobContext): Promise<number> {
  return settleDue(ctx, lockDueCharters, async (tx, mission, now) => {
    await updateMission(tx, mission.id, { charterStatus: 'confirmed', charterDecidedAt: now, updatedAt: now });
    await audit(tx, null, mission, 'charter_tacitly_confirmed', { charter_status: 'confirmed' }, now);
    await tellBothSides(ctx, tx, mission, {
      shipper: 'charterTacitlyConfirmed',
      carrier: 'shipmentCharterTacitlyConfirmed',
    });
  });
}

/**
 * The deemed-acceptance job (every minute): the latest round of a proof of delivery still pending
 * past its own due time (DEAL_LIMITS.tacitAcceptanceMinutes after that round was sent) counts as
 * accepted. Checked again under the mission's lock: the shipper may have answered meanwhile.
 */
export function acceptDuePods(ctx: TJobContext): Promise<number> {
  return settleDue(ctx, lockDuePods, async (tx, mission, now) => {
    const latest = await findLatestPod(tx, mission.id);
    if (latest?.status !== 'pending' || latest.dueAt > now) return;
    await updatePod(tx, latest.id, { status: 'accepted', decidedAt: now });
    await updateMission(tx, mission.id, { updatedAt: now });
    await audit(tx, null, mission, 'pod_tacitly_accepted', { pod_status: 'accepted', round: latest.round }, now);
    await tellBothSides(ctx, tx, mission, { shipper: 'podTacitlyAccepted', carrier: 'shipmentPodTacitlyAccepted' });
  });
}
