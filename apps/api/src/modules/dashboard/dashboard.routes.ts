import { ZErrorBody } from '@tariq/contracts';
import { ZDashboardResponse } from '@tariq/contracts/dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth, requireUser } from '../../platform/auth/auth.plugin';
import { getDashboard } from './dashboard.service';

/** The dashboard's figures (issue 31): one call, the caller's role's answer. */
export async function dashboardRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/dashboard',
    {
      preHandler: requireUser(app),
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        summary: "The caller company's dashboard figures, a carrier's or a shipper's",
        description:
          'For a shipper (ROLE_COMMISSIONNAIRE) or a carrier (ROLE_TRANSPORTEUR), documents verified or not; 403 for staff and drivers. Months are months in Algiers, the last 12 with the current one last; amounts are decimal strings per currency. `invoicing` is null without the invoices module.',
        response: { 200: ZDashboardResponse, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    async (request) => getDashboard(app.ctx, { auth: getAuth(request) }),
  );
}
