import { ZDriversListQuery, ZDriversListResponse, ZErrorBody } from '@tariq/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth, requireUser } from '../../platform/auth/auth.plugin';
import { listDrivers } from './drivers.service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };

/** The drivers calls: every route validated by its contracts schema, every caller signed in. */
export async function driversRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = { preHandler: requireUser(app) };
  const tags = ['drivers'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/drivers',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "One page of the caller company's drivers",
        querystring: ZDriversListQuery,
        response: { 200: ZDriversListResponse, ...errors },
      },
    },
    async (request) =>
      listDrivers(app.ctx, { auth: getAuth(request), page: request.query.page, limit: request.query.limit }),
  );
}
