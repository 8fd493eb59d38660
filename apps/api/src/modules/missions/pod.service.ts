import { DEAL_LIMITS, MISSION_LIMITS, POD_MIME_TYPES } from '@tariq/contracts';
import type { TMissionDetail } from '@tariq/contracts';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { TDownload } from '../../platform/download';
import { displayFileName } from '../../platform/storage';
import { changeOfferStatus } from '../offers';
import type { TTx } from '../../db/client';
import {
  findCompanyMission,
  findLatestPod,
  findPodFiles,
  insertPod,
  insertPodFiles,
  updateMission,
  updatePod,
} from './missions.repository';
import type { TMissionView } from './missions.repository';
import {
  assertCarrierActor,
  assertMissionAccess,
  assertSide,
  assertTransition,
  audit,
  getMission,
  lockForAction,
} from './missions.service';
import { tellCarrier, tellShipper } from './mission-notices';

// ---------------------------------------------------------------------------------------------
// Finishing, and the proof of delivery

export type TPodUpload = { bytes: Buffer; fileName: string };

/** Each file a photo or a PDF, read from its bytes, within the size limit. */
async function checkPodFiles(files: TPodUpload[]): Promise<Array<TPodUpload & { mime: string }>> {
  if (files.length === 0) throw new AppError('VALIDATION', { fields: { files: { key: 'required' } } });
  if (files.length > MISSION_LIMITS.podFilesMax) {
    throw new AppError('VALIDATION', {
      fields: { files: { key: 'tooManyFiles', params: { max: MISSION_LIMITS.podFilesMax } } },
    });
  }
  return Promise.all(
    files.map(async (file) => {
      if (file.bytes.length > MISSION_LIMITS.podFileMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
      // file-type (30 modules) is loaded with the first upload, not at every start.
      const detected = await (await import('file-type')).fileTypeFromBuffer(file.bytes);
      const mime = POD_MIME_TYPES.find((type) => type === detected?.mime);
      if (!mime) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      return { ...file, mime };
    }),
  );
}

/**
 * Stores the files of a proof of delivery, then runs `write` (its transaction, which records the
 * round); the files of a round that was not recorded are removed. Access first: nothing of a
 * stranger's upload is read or stored for a mission not theirs.
 */
async function storePodRound(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; files: TPodUpload[] },
  write: (tx: TTx, files: TCheckedPodFiles) => Promise<void>,
): Promise<void> {
  assertCarrierActor(options.auth);
  const found = await ctx.db.read((db) => findCompanyMission(db, options.auth.companyId, options.id));
  if (!found) throw new AppError('NOT_FOUND');
  if (assertSide(options.auth, found.mission) !== 'carrier') throw new AppError('ROLE_FORBIDDEN');
  const files = await checkPodFiles(options.files);
  const keys: string[] = [];
  try {
    for (const file of files) keys.push(await ctx.files.save(file.bytes));
    await ctx.db.transaction((tx) => write(tx, { files, keys }));
  } catch (error) {
    // Nothing points at the files of a round that was not recorded.
    await Promise.all(keys.map((key) => ctx.files.remove(key)));
    throw error;
  }
}

type TCheckedPodFiles = { files: Array<TPodUpload & { mime: string }>; keys: string[] };

/** Records a round of the proof of delivery, pending, with its files; the shipper has its due time to answer. */
/**
 * What a proof of delivery states besides its files: the reserves, and the truck's waiting at the
 * loading and the unloading site in minutes (null: none declared), which the invoice bills beyond
 * the handling allowance (issue 30).
 */
export type TPodStatement = {
  reserves: string | null;
  waitingAtLoadingMinutes: number | null;
  waitingAtUnloadingMinutes: number | null;
};

async function recordPodRound(
  tx: TTx,
  options: { view: TMissionView; round: number; statement: TPodStatement; upload: TCheckedPodFiles; now: Date },
): Promise<void> {
  const { view, now, upload, statement } = options;
  const pod = await insertPod(tx, {
    missionId: view.mission.id,
    round: options.round,
    status: 'pending',
    reserves: statement.reserves,
    waitingAtLoadingMinutes: statement.waitingAtLoadingMinutes,
    waitingAtUnloadingMinutes: statement.waitingAtUnloadingMinutes,
    sentAt: now,
    dueAt: new Date(now.getTime() + DEAL_LIMITS.tacitAcceptanceMinutes * 60_000),
  });
  await insertPodFiles(
    tx,
    upload.files.map((file, index) => ({
      missionId: view.mission.id,
      podId: pod.id,
      storageKey: upload.keys[index]!,
      name: displayFileName(file.fileName, { fallback: 'preuve-de-livraison', max: 200 }),
      mime: file.mime,
      size: file.bytes.length,
      position: index,
      createdAt: now,
    })),
  );
}

/**
 * Finishes the mission with its proof of delivery (files, and reserves if any): round 1, by its
 * carrier or its driver. The shipper hears of it (type 5, status 4) and has
 * DEAL_LIMITS.tacitAcceptanceMinutes to accept or contest the proof.
 */
export function runMissionFinish(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; files: TPodUpload[] } & TPodStatement,
): Promise<void> {
  return storePodRound(ctx, options, async (tx, upload) => {
    const now = ctx.clock.now();
    const { view } = await lockForAction(tx, options.auth, options.id, ['carrier']);
    const { mission, offer } = view;
    assertTransition(mission, 'completed');
    await updateMission(tx, mission.id, { status: 'completed', completedAt: now, updatedAt: now });
    await recordPodRound(tx, { view, round: 1, statement: options, upload, now });
    await changeOfferStatus(tx, { offerId: offer.id, to: 'completed', now });
    await audit(tx, options.auth, mission, 'completed', { status: 'completed', pod_status: 'pending', round: 1 }, now);
    await tellShipper(ctx, tx, view, 'missionCompleted');
  });
}

/** POST /api/missions/{id}/finish: the carrier finishes the mission (runMissionFinish). */
export async function finishMission(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; files: TPodUpload[] } & TPodStatement,
): Promise<TMissionDetail> {
  await runMissionFinish(ctx, options);
  return getMission(ctx, options);
}

/**
 * POST /api/missions/{id}/pod: after the shipper contested the latest proof, the carrier sends a new
 * one (files, reserves), the next round. The shipper hears of it and answers it as the first, with
 * its own DEAL_LIMITS.tacitAcceptanceMinutes from now.
 */
export async function sendPod(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; files: TPodUpload[] } & TPodStatement,
): Promise<TMissionDetail> {
  await storePodRound(ctx, options, async (tx, upload) => {
    const now = ctx.clock.now();
    // The mission's lock orders this against the shipper's answer and the deemed-acceptance job.
    const { view } = await lockForAction(tx, options.auth, options.id, ['carrier']);
    const { mission } = view;
    const latest = await findLatestPod(tx, mission.id);
    if (mission.status !== 'completed' || latest?.status !== 'contested') throw new AppError('POD_NOT_CONTESTED');
    const round = latest.round + 1;
    await updateMission(tx, mission.id, { updatedAt: now });
    await recordPodRound(tx, { view, round, statement: options, upload, now });
    await audit(tx, options.auth, mission, 'pod_resent', { pod_status: 'pending', round }, now);
    await tellShipper(ctx, tx, view, 'podResent');
  });
  return getMission(ctx, options);
}

/** The shipper's answer to the latest round, still pending; the carrier hears of it. */
async function decidePod(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; contestReason: string | null },
): Promise<TMissionDetail> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const { view } = await lockForAction(tx, options.auth, options.id, ['shipper']);
    const { mission } = view;
    const latest = await findLatestPod(tx, mission.id);
    if (latest?.status !== 'pending') throw new AppError('MISSION_STATUS_CONFLICT');
    const contested = options.contestReason !== null;
    await updatePod(tx, latest.id, {
      status: contested ? 'contested' : 'accepted',
      contestReason: options.contestReason,
      decidedAt: now,
    });
    await updateMission(tx, mission.id, { updatedAt: now });
    await audit(
      tx,
      options.auth,
      mission,
      contested ? 'pod_contested' : 'pod_accepted',
      contested
        ? { pod_status: 'contested', contest_reason: options.contestReason, round: latest.round }
        : { pod_status: 'accepted', round: latest.round },
      now,
    );
    // The carrier learns whether its delivery is accepted (type 8, the shipment completed).
    await tellCarrier(ctx, tx, view, contested ? 'podContested' : 'podAccepted');
  });
  return getMission(ctx, options);
}

/** POST /api/missions/{id}/pod/accept: the shipper accepts the latest proof of delivery. */
export function acceptPod(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<TMissionDetail> {
  return decidePod(ctx, { ...options, contestReason: null });
}

/** POST /api/missions/{id}/pod/contest: the shipper contests it, with a reason. */
export function contestPod(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; reason: string },
): Promise<TMissionDetail> {
  return decidePod(ctx, { auth: options.auth, id: options.id, contestReason: options.reason });
}

/** GET /api/missions/{id}/pod/{fileId}: for the mission's two companies only. */
export async function getPodFile(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; fileId: string },
): Promise<TDownload> {
  assertMissionAccess(options.auth);
  const file = await ctx.db.read(async (db) => {
    const found = await findCompanyMission(db, options.auth.companyId, options.id);
    if (!found) throw new AppError('NOT_FOUND');
    assertSide(options.auth, found.mission);
    return (await findPodFiles(db, [found.mission.id])).find((candidate) => candidate.id === options.fileId);
  });
  if (!file) throw new AppError('NOT_FOUND');
  return { bytes: await ctx.files.read(file.storageKey), name: file.name, mime: file.mime };
}

/**
 * GET /api/missions/{id}/eprotocol: the offer's e-protocol, for the mission's two companies (the
 * carrier needs it on the road; the offer's own download is the shipper's).
 */
export async function getMissionEprotocol(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<TDownload> {
  assertMissionAccess(options.auth);
  const view = await ctx.db.read((db) => findCompanyMission(db, options.auth.companyId, options.id));
  if (!view) throw new AppError('NOT_FOUND');
  assertSide(options.auth, view.mission);
  const { eprotocolKey, eprotocolName, eprotocolMime } = view.offer;
  if (!eprotocolKey || !eprotocolName || !eprotocolMime) throw new AppError('NOT_FOUND');
  return { bytes: await ctx.files.read(eprotocolKey), name: eprotocolName, mime: eprotocolMime };
}
