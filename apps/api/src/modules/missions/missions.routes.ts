import {
  ZCancelMissionRequest,
  ZErrorBody,
  ZMissionDetail,
  ZMissionIdParams,
  ZMissionListQuery,
  ZMissionListResponse,
} from '@tariq/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth, requireUser } from '../../platform/auth/auth.plugin';
import {
  cancelMission,
  confirmCharter,
  declineCharter,
  getMission,
  listMissions,
  startMission,
} from './missions.service';

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

  const actions = [
    ['confirm', 'The carrier confirms the charter order', confirmCharter],
    ['decline', 'The carrier declines the charter order: the offer goes back in exchange', declineCharter],
    ['start', 'The carrier starts the mission (the charter confirmed)', startMission],
  ] as const;
  for (const [action, summary, run] of actions) {
    api.post(
      `/api/missions/:id/${action}`,
      {
        ...base,
        schema: { tags, security, summary, params: ZMissionIdParams, response: { 200: ZMissionDetail, ...errors } },
      },
      async (request) => run(app.ctx, { auth: getAuth(request), id: request.params.id }),
    );
  }

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
}
