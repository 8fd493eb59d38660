import { ZErrorBody } from '@tariq/contracts';
import {
  ZAdminCompaniesQuery,
  ZAdminCompaniesResponse,
  ZAdminCompanyDetail,
  ZAdminCompanySettings,
  ZAdminIdParams,
  ZAdminUser,
} from '@tariq/contracts/admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth, requireUser } from '../../platform/auth/auth.plugin';
import { getCompany, listCompanies, setAccountDisabled, updateCompanySettings } from './admin.service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** The staff's back office (ROLE_ADMIN): companies, their settings and users (issue 26). */
export async function adminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = { preHandler: requireUser(app) };
  const schema = { tags: ['admin'], security: [{ bearer: [] }] };

  api.get(
    '/api/admin/companies',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Companies by name, NIF, RC or a user’s e-mail, newest first (staff only)',
        querystring: ZAdminCompaniesQuery,
        response: { 200: ZAdminCompaniesResponse, ...errors },
      },
    },
    async (request) =>
      listCompanies(app.ctx, {
        auth: getAuth(request),
        q: request.query.q,
        page: request.query.page,
        limit: request.query.limit,
      }),
  );

  api.get(
    '/api/admin/companies/:id',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'A company’s users, documents, offer and mission counts and audit trail (staff only)',
        params: ZAdminIdParams,
        response: { 200: ZAdminCompanyDetail, ...errors },
      },
    },
    async (request) => getCompany(app.ctx, { auth: getAuth(request), companyId: request.params.id }),
  );

  api.put(
    '/api/admin/companies/:id/settings',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Set a company’s modules (private_freight, trucks, invoices) and VIP (staff only)',
        params: ZAdminIdParams,
        body: ZAdminCompanySettings,
        response: { 200: ZAdminCompanyDetail, ...errors },
      },
    },
    async (request) =>
      updateCompanySettings(app.ctx, {
        auth: getAuth(request),
        companyId: request.params.id,
        settings: request.body,
      }),
  );

  for (const [verb, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    api.post(
      `/api/admin/users/:id/${verb}`,
      {
        ...base,
        schema: {
          ...schema,
          summary: disabled
            ? 'Disable a user: every session ends at once (staff only)'
            : 'Enable a disabled user again (staff only)',
          params: ZAdminIdParams,
          response: { 200: ZAdminUser, ...errors },
        },
      },
      async (request) => setAccountDisabled(app.ctx, { auth: getAuth(request), userId: request.params.id, disabled }),
    );
  }
}
