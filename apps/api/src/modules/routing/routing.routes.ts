import { ZErrorBody, ZRouteQuery, ZRouteResponse } from '@tariq/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth, requireUser } from '../../platform/auth/auth.plugin';
import { getRoute } from './routing.service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };

/** The routing calls (issue 31): the route map modal's figures. */
export async function routingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/routes',
    {
      preHandler: requireUser(app),
      schema: {
        tags: ['routing'],
        security: [{ bearer: [] }],
        summary: 'The route between two places, with its toll, fuel and CO2e for a vehicle class',
        querystring: ZRouteQuery,
        response: { 200: ZRouteResponse, ...errors },
      },
    },
    async (request) => {
      const route = await getRoute(app.ctx, getAuth(request), request.query);
      if (route.fallback)
        request.log.warn({ routingUrl: app.ctx.config.routingUrl }, 'routing engine failed: estimate given');
      return { data: route };
    },
  );
}
