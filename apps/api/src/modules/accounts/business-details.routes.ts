import { ZBusinessDetails, ZBusinessDetailsRequest, ZErrorBody, ZSessionUser } from '@tariq/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth, requireUser } from '../../platform/auth/auth.plugin';
import { getBusinessDetails, updateBusinessDetails } from './business-details.service';

export async function businessDetailsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const logged = { preHandler: requireUser(app) };
  const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };

  api.get(
    '/api/auth/businessDetails',
    {
      ...logged,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        summary: "The business details of the caller's company, as the onboarding wizard starts from them",
        response: { 200: ZBusinessDetails, ...errors },
      },
    },
    async (request) => getBusinessDetails(app.ctx, { auth: getAuth(request) }),
  );

  api.post(
    '/api/auth/businessDetails',
    {
      ...logged,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        summary: "Complete the onboarding: keep the business details on the caller's company",
        description:
          'A shipper sends shipmentsCount, typesOfGoods, truckLoading and geoGraphicRadius; a carrier trucksCount, trucksTypes and geoGraphicRadius. A field of the other role is refused (400). Answers the session user, now with isBusinessDetailsCompleted.',
        body: ZBusinessDetailsRequest,
        response: { 200: ZSessionUser, ...errors },
      },
    },
    async (request) => updateBusinessDetails(app.ctx, { auth: getAuth(request), details: request.body }),
  );
}
