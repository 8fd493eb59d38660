import {
  describeIssue,
  MISSION_LIMITS,
  ZCancelMissionRequest,
  ZContestPodRequest,
  ZErrorBody,
  ZFinishMissionFields,
  ZPickupRequest,
  ZPodFileParams,
  ZRatingRequest,
  ZMissionDetail,
  ZMissionIdParams,
  ZMissionListQuery,
  ZMissionListResponse,
  ZOfferUidParams,
  ZDriverMission,
  ZDriverMissionsQuery,
  ZDriverMissionsResponse,
  ZDriverStartRequest,
  ZAssignDriverRequest,
  IDEMPOTENCY_HEADER,
} from '@tariq/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireUser } from '../../platform/auth/auth.plugin';
import { sendDownload } from '../../platform/download';
import { AppError } from '../../platform/errors';
import type { TFieldErrors } from '../../platform/errors';
import { confirmCharter, declineCharter, getCharterPdf } from './charter.service';
import { getCo2Statement } from './co2-statement.service';
import { finishDriverMission, getDriverMission, listDriverMissions, startDriverMission } from './driver-missions';
import {
  assignMissionDriver,
  cancelMission,
  getMission,
  getMissionOfOffer,
  listMissions,
  rateMission,
  startMission,
} from './missions.service';
import { verifyPickup, waivePickup } from './pickup.service';
import { acceptPod, contestPod, finishMission, getMissionEprotocol, getPodFile, sendPod } from './pod.service';
import type { TPodStatement, TPodUpload } from './pod.service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

/** Missions: the carrier's list, and the life of one mission for its two companies (spec 001 §2, §4). */
export async function missionsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = { preHandler: requireUser(app) };
  const tags = ['missions'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/missions',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "The carrier's missions of a tab (in progress: scheduled and started; completed), newest first",
        querystring: ZMissionListQuery,
        response: { 200: ZMissionListResponse, ...errors },
      },
    },
    async (request) =>
      listMissions(app.ctx, {
        auth: getAuth(request),
        tab: request.query.tab,
        page: request.query.page,
        limit: request.query.limit,
        offerUid: request.query.offer,
        q: request.query.q,
      }),
  );

  api.get(
    '/api/missions/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'One mission, for its carrier and its shipper, with its timeline',
        params: ZMissionIdParams,
        response: { 200: ZMissionDetail, ...errors },
      },
    },
    async (request) => getMission(app.ctx, { auth: getAuth(request), id: request.params.id }),
  );

  api.get(
    '/api/missions/of-offer/:uid',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "The caller company's latest mission on an offer (carrier or shipper), with its timeline",
        params: ZOfferUidParams,
        response: { 200: ZMissionDetail, ...errors },
      },
    },
    async (request) => getMissionOfOffer(app.ctx, { auth: getAuth(request), uid: request.params.uid }),
  );

  const actions = [
    ['confirm', 'The carrier confirms the charter order', confirmCharter],
    ['decline', 'The carrier declines the charter order: the offer goes back in exchange', declineCharter],
    ['start', 'The carrier starts the mission (the charter confirmed, the pickup verified or waived)', startMission],
  ] as const;
  const shipperActions = [
    ['pod/accept', 'The shipper accepts the proof of delivery', acceptPod],
    [
      'pickup/waive',
      'The shipper lets the carrier start without the pickup code (recorded in the timeline)',
      waivePickup,
    ],
  ] as const;
  for (const [action, summary, run] of [...actions, ...shipperActions]) {
    api.post(
      `/api/missions/:id/${action}`,
      {
        ...base,
        schema: { tags, security, summary, params: ZMissionIdParams, response: { 200: ZMissionDetail, ...errors } },
      },
      async (request) => run(app.ctx, { auth: getAuth(request), id: request.params.id }),
    );
  }

  api.put(
    '/api/missions/:id/driver',
    {
      ...base,
      schema: {
        tags,
        security,
        summary:
          'The carrier names one of its drivers (or none, `driver_id: null`) until the mission starts; the driver hears of it on their hub topic. A driver on another live mission at the same dates is flagged (`driver.busy`), not refused',
        params: ZMissionIdParams,
        body: ZAssignDriverRequest,
        response: { 200: ZMissionDetail, ...errors },
      },
    },
    async (request) =>
      assignMissionDriver(app.ctx, { auth: getAuth(request), id: request.params.id, driverId: request.body.driver_id }),
  );

  api.post(
    '/api/missions/:id/cancel',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Its carrier or its shipper cancels the mission, with a reason',
        params: ZMissionIdParams,
        body: ZCancelMissionRequest,
        response: { 200: ZMissionDetail, ...errors },
      },
    },
    async (request) =>
      cancelMission(app.ctx, { auth: getAuth(request), id: request.params.id, reason: request.body.reason }),
  );

  api.post(
    '/api/missions/:id/pod/contest',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'The shipper contests the proof of delivery, with a reason',
        params: ZMissionIdParams,
        body: ZContestPodRequest,
        response: { 200: ZMissionDetail, ...errors },
      },
    },
    async (request) =>
      contestPod(app.ctx, { auth: getAuth(request), id: request.params.id, reason: request.body.reason }),
  );

  /** The multipart body of a proof of delivery: its files, its reserves and declared waiting (checked as the contract says). */
  async function readPodUpload(request: FastifyRequest): Promise<{ files: TPodUpload[] } & TPodStatement> {
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    const files: TPodUpload[] = [];
    const fields: Record<string, string> = {};
    try {
      // One more file than allowed is read, so that too many is told as such.
      for await (const part of request.parts({ limits: { files: MISSION_LIMITS.podFilesMax + 1 } })) {
        if (part.type === 'file') files.push({ bytes: await part.toBuffer(), fileName: part.filename });
        else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new AppError('PAYLOAD_TOO_LARGE');
      if (error instanceof app.multipartErrors.FilesLimitError) {
        throw new AppError('VALIDATION', {
          fields: { files: { key: 'tooManyFiles', params: { max: MISSION_LIMITS.podFilesMax } } },
        });
      }
      throw error;
    }
    const parsed = ZFinishMissionFields.safeParse(fields);
    if (!parsed.success) {
      const refused: TFieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'reserves');
        const max = field === 'reserves' ? MISSION_LIMITS.podReservesMax : MISSION_LIMITS.waitingMinutesMax;
        refused[field] ??= { key: describeIssue(issue).key, params: { max } };
      }
      throw new AppError('VALIDATION', { fields: refused });
    }
    return {
      files,
      reserves: parsed.data.reserves,
      waitingAtLoadingMinutes: parsed.data.waiting_at_loading_minutes,
      waitingAtUnloadingMinutes: parsed.data.waiting_at_unloading_minutes,
    };
  }

  const podUploads = [
    [
      'finish',
      `Finishes the mission with its proof of delivery (round 1): multipart, files in \`files\` (photos or PDF, ${MISSION_LIMITS.podFilesMax} at most, 10 MB each), optional \`reserves\``,
      finishMission,
    ],
    [
      'pod',
      `After the shipper contested the latest proof of delivery, the carrier sends a new one (the next round), as on finishing: multipart, files in \`files\` (photos or PDF, ${MISSION_LIMITS.podFilesMax} at most, 10 MB each), optional \`reserves\`; 409 POD_NOT_CONTESTED otherwise`,
      sendPod,
    ],
  ] as const;
  for (const [action, summary, send] of podUploads) {
    api.post(
      `/api/missions/:id/${action}`,
      {
        ...base,
        schema: {
          tags,
          security,
          summary,
          consumes: ['multipart/form-data'],
          params: ZMissionIdParams,
          response: { 200: ZMissionDetail, ...errors, 413: ZErrorBody, 415: ZErrorBody },
        },
      },
      async (request) =>
        send(app.ctx, { auth: getAuth(request), id: request.params.id, ...(await readPodUpload(request)) }),
    );
  }

  api.get(
    '/api/missions/:id/pod/:fileId',
    {
      ...base,
      schema: { tags, security, summary: 'Downloads a file of the proof of delivery', params: ZPodFileParams },
    },
    async (request, reply) => {
      const file = await getPodFile(app.ctx, {
        auth: getAuth(request),
        id: request.params.id,
        fileId: request.params.fileId,
      });
      return sendDownload(reply, file);
    },
  );

  const downloads = [
    ['charter.pdf', "The charter order (bon d'affrètement) as a PDF, for the mission's two companies", getCharterPdf],
    ['eprotocol', "The offer's e-protocol, for the mission's two companies", getMissionEprotocol],
    [
      'co2.pdf',
      "The mission's CO2 statement (distance, method, factors, result) as a PDF, for its two companies",
      getCo2Statement,
    ],
  ] as const;
  for (const [file, summary, read] of downloads) {
    api.get(
      `/api/missions/:id/${file}`,
      { ...base, schema: { tags, security, summary, params: ZMissionIdParams } },
      async (request, reply) =>
        sendDownload(reply, await read(app.ctx, { auth: getAuth(request), id: request.params.id })),
    );
  }

  api.post(
    '/api/missions/:id/pickup',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "The shipper confirms the pickup with the code the carrier's driver shows",
        params: ZMissionIdParams,
        body: ZPickupRequest,
        response: { 200: ZMissionDetail, ...errors },
      },
    },
    async (request) =>
      verifyPickup(app.ctx, { auth: getAuth(request), id: request.params.id, code: request.body.code }),
  );

  api.post(
    '/api/missions/:id/rating',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Rates the other side of a completed mission, once (1 to 5 stars, a comment)',
        params: ZMissionIdParams,
        body: ZRatingRequest,
        response: { 200: ZMissionDetail, ...errors },
      },
    },
    async (request) =>
      rateMission(app.ctx, {
        auth: getAuth(request),
        id: request.params.id,
        stars: request.body.stars,
        comment: request.body.comment,
      }),
  );

  // The driver app (issue 29, tag "driver"): the missions given to the driver, and their start and
  // finish. Every call that changes something takes an Idempotency-Key.
  const driverTags = ['driver'];
  const driverConfig = { driverAllowed: true };
  const idempotent = { driverAllowed: true, idempotent: true };
  const idempotencyHeaders = z.object({
    [IDEMPOTENCY_HEADER]: z
      .string()
      .describe('A key the app makes for this call (a UUID): a retry with it is answered as the first time'),
  });

  api.get(
    '/api/driver/missions',
    {
      ...base,
      config: driverConfig,
      schema: {
        tags: driverTags,
        security,
        summary:
          "The driver's missions: current (in progress), upcoming (scheduled, soonest departure first) or done (completed or cancelled); theirs only",
        querystring: ZDriverMissionsQuery,
        response: { 200: ZDriverMissionsResponse, ...errors },
      },
    },
    async (request) =>
      listDriverMissions(app.ctx, {
        auth: getAuth(request),
        tab: request.query.tab,
        page: request.query.page,
        limit: request.query.limit,
      }),
  );

  api.get(
    '/api/driver/missions/:id',
    {
      ...base,
      config: driverConfig,
      schema: {
        tags: driverTags,
        security,
        summary:
          "One of the driver's missions: stops with coordinates, local date, time and time zone, references, goods, the shipper's contact, the pickup code to show at loading",
        params: ZMissionIdParams,
        response: { 200: ZDriverMission, ...errors },
      },
    },
    async (request) => getDriverMission(app.ctx, { auth: getAuth(request), id: request.params.id }),
  );

  api.post(
    '/api/driver/missions/:id/start',
    {
      ...base,
      config: idempotent,
      schema: {
        tags: driverTags,
        security,
        summary:
          'The driver starts the mission (the charter confirmed, the pickup verified with the code or waived by the shipper), with an optional odometer reading and the plates actually used',
        params: ZMissionIdParams,
        headers: idempotencyHeaders,
        body: ZDriverStartRequest,
        response: { 200: ZDriverMission, ...errors, 422: ZErrorBody },
      },
    },
    async (request) =>
      startDriverMission(app.ctx, {
        auth: getAuth(request),
        id: request.params.id,
        reading: {
          odometerKm: request.body.odometer_km,
          enginePlate: request.body.engine_plate,
          trailerPlate: request.body.trailer_plate,
        },
      }),
  );

  api.post(
    '/api/driver/missions/:id/finish',
    {
      ...base,
      config: idempotent,
      schema: {
        tags: driverTags,
        security,
        summary: `The driver finishes the mission with its proof of delivery: multipart, files in \`files\` (photos or PDF, ${MISSION_LIMITS.podFilesMax} at most, 10 MB each), optional \`reserves\`, \`waiting_at_loading_minutes\` and \`waiting_at_unloading_minutes\` (whole minutes the truck waited at each site)`,
        consumes: ['multipart/form-data'],
        params: ZMissionIdParams,
        headers: idempotencyHeaders,
        response: { 200: ZDriverMission, ...errors, 413: ZErrorBody, 415: ZErrorBody, 422: ZErrorBody },
      },
    },
    async (request) =>
      finishDriverMission(app.ctx, {
        auth: getAuth(request),
        id: request.params.id,
        ...(await readPodUpload(request)),
      }),
  );
}
