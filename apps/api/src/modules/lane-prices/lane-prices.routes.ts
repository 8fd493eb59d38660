import { ZErrorBody, ZLanePriceQuery, ZLanePriceResponse } from '@tariq/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth, requireUser } from '../../platform/auth/auth.plugin';
import { getLanePrice } from './lane-prices.service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };

/** Prices on a lane (issue 31). */
export async function lanePricesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = { preHandler: requireUser(app) };
  const tags = ['lane-prices'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/lane-prices',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'The usual price of a lane: median and 10th–90th percentile of its deals of the last 90 days, in DZD',
        description:
          'For a shipper (ROLE_COMMISSIONNAIRE) or a carrier (ROLE_TRANSPORTEUR) whose account is active: 403 otherwise. Deals are missions neither cancelled nor declined, in DZD, on offers from wilaya `from_state` to wilaya `to_state` of Algeria with a truck of the family of `truck_type` (a parent type and its subtypes). Amounts are rounded to the nearest 1 000 DZD. `data` is null below 5 deals, or when the deals are those of a single shipper company.',
        querystring: ZLanePriceQuery,
        response: { 200: ZLanePriceResponse, ...errors },
      },
    },
    async (request) =>
      getLanePrice(app.ctx, {
        auth: getAuth(request),
        fromState: request.query.from_state,
        toState: request.query.to_state,
        truckType: request.query.truck_type,
      }),
  );
}
