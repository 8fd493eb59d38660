import {
  IDEMPOTENCY_HEADER,
  ZDriverProfile,
  ZDriverStatusRequest,
  ZErrorBody,
  ZMissionIdParams,
  ZMissionTrack,
  ZPositionBatch,
  ZPositionBatchResponse,
} from '@tariq/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireUser } from '../../platform/auth/auth.plugin';
import { getDriverProfile, getMissionTrack, recordPositions, setDriverOnline } from './positions';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 422: ZErrorBody };

/** The driver app's own calls (issue 29, tag "driver"), and the tracking its positions feed. */
export async function driverAppRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = { preHandler: requireUser(app) };
  const tags = ['driver'];
  const security = [{ bearer: [] }];
  const headers = z.object({
    [IDEMPOTENCY_HEADER]: z
      .string()
      .describe('A key the app makes for this call (a UUID): a retry with it is answered as the first time'),
  });

  api.get(
    '/api/driver/me',
    {
      ...base,
      config: { driverAllowed: true },
      schema: {
        tags,
        security,
        summary:
          'The driver: names, company, plates, online switch, connected (online with a position in the last 5 minutes)',
        response: { 200: ZDriverProfile, ...errors },
      },
    },
    async (request) => getDriverProfile(app.ctx, { auth: getAuth(request) }),
  );

  api.put(
    '/api/driver/status',
    {
      ...base,
      config: { driverAllowed: true, idempotent: true },
      schema: {
        tags,
        security,
        summary: "The app's online/offline switch",
        headers,
        body: ZDriverStatusRequest,
        response: { 200: ZDriverProfile, ...errors },
      },
    },
    async (request) => setDriverOnline(app.ctx, { auth: getAuth(request), online: request.body.online }),
  );

  api.post(
    '/api/driver/positions',
    {
      ...base,
      config: { driverAllowed: true, idempotent: true },
      schema: {
        tags,
        security,
        summary:
          'A batch of positions (1–100, any order, late ones welcome): at most one is kept per 10 s per driver; those of a mission in progress are shown live to its two companies',
        headers,
        body: ZPositionBatch,
        response: { 200: ZPositionBatchResponse, ...errors },
      },
    },
    async (request) => recordPositions(app.ctx, { auth: getAuth(request), batch: request.body }),
  );

  api.get(
    '/api/missions/:id/track',
    {
      ...base,
      schema: {
        tags: ['missions'],
        security,
        summary:
          "The mission's trail, oldest first, and its driver: for the carrier always, for the shipper while the mission is in progress only (`visible` false otherwise); live updates on the hub topic `tracking/{company id}`",
        params: ZMissionIdParams,
        response: { 200: ZMissionTrack, ...errors },
      },
    },
    async (request) => getMissionTrack(app.ctx, { auth: getAuth(request), id: request.params.id }),
  );
}
