import { ZErrorBody } from '@tariq/contracts';
import {
  ZCompanyBillingUpdate,
  ZCompanyIdParams,
  ZCompanyUpdate,
  ZProfile,
  ZUserIdParams,
  ZUserProfileUpdate,
} from '@tariq/contracts/profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth, requireUser } from '../../platform/auth/auth.plugin';
import { sendDownload } from '../../platform/download';
import { readSingleFileUpload } from '../../platform/form-fields';
import {
  deleteCompanyEprotocol,
  deleteCompanyLogo,
  getCompanyEprotocol,
  updateCompanyEprotocol,
  getCompanyLogo,
  getProfile,
  updateCompany,
  updateCompanyBilling,
  updateCompanyLogo,
  updateUserProfile,
} from './profile.service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody };

/** The account settings' calls (spec 000 §7 `PUT /api/users/{id}`; the company's in the same style). */
export async function profileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = { preHandler: requireUser(app) };
  const security = [{ bearer: [] }];

  api.get(
    '/api/users/:id',
    {
      ...base,
      schema: {
        tags: ['user'],
        security,
        summary: "The caller's own profile: user and company",
        params: ZUserIdParams,
        response: { 200: ZProfile, ...errors },
      },
    },
    async (request) => getProfile(app.ctx, { auth: getAuth(request), userId: request.params.id }),
  );

  api.put(
    '/api/users/:id',
    {
      ...base,
      schema: {
        tags: ['user'],
        security,
        summary: "Change the caller's own information (another user's id is not found)",
        params: ZUserIdParams,
        body: ZUserProfileUpdate,
        response: { 200: ZProfile, ...errors },
      },
    },
    async (request) =>
      updateUserProfile(app.ctx, { auth: getAuth(request), userId: request.params.id, changes: request.body }),
  );

  api.put(
    '/api/companies/:id',
    {
      ...base,
      schema: {
        tags: ['company'],
        security,
        summary: "Change the caller's company; a new NIF or RC sends its documents back to validation",
        params: ZCompanyIdParams,
        body: ZCompanyUpdate,
        response: { 200: ZProfile, ...errors, 409: ZErrorBody },
      },
    },
    async (request) =>
      updateCompany(app.ctx, { auth: getAuth(request), companyId: request.params.id, changes: request.body }),
  );

  api.put(
    '/api/companies/:id/billing',
    {
      ...base,
      schema: {
        tags: ['company'],
        security,
        summary: "Change the caller's company billing contact (printed on invoices)",
        params: ZCompanyIdParams,
        body: ZCompanyBillingUpdate,
        response: { 200: ZProfile, ...errors },
      },
    },
    async (request) =>
      updateCompanyBilling(app.ctx, { auth: getAuth(request), companyId: request.params.id, changes: request.body }),
  );

  api.put(
    '/api/companies/:id/logo',
    {
      ...base,
      schema: {
        tags: ['company'],
        security,
        summary: 'Set the company logo: a PNG, JPEG or WebP image (multipart field `file`, 2 MB at most)',
        consumes: ['multipart/form-data'],
        params: ZCompanyIdParams,
        response: { 200: ZProfile, ...errors, 413: ZErrorBody, 415: ZErrorBody },
      },
    },
    async (request) => {
      const { bytes } = await readSingleFileUpload(app, request);
      return updateCompanyLogo(app.ctx, { auth: getAuth(request), companyId: request.params.id, bytes });
    },
  );

  api.delete(
    '/api/companies/:id/logo',
    {
      ...base,
      schema: {
        tags: ['company'],
        security,
        summary: 'Remove the company logo',
        params: ZCompanyIdParams,
        response: { 200: ZProfile, ...errors },
      },
    },
    async (request) => deleteCompanyLogo(app.ctx, { auth: getAuth(request), companyId: request.params.id }),
  );

  // Without a token: an <img> sends none, and a logo is what a company shows its partners anyway.
  api.get(
    '/api/companies/:id/logo',
    { schema: { tags: ['company'], summary: "A company's logo", params: ZCompanyIdParams } },
    async (request, reply) => sendDownload(reply, await getCompanyLogo(app.ctx, { companyId: request.params.id })),
  );

  api.put(
    '/api/companies/:id/eprotocol',
    {
      ...base,
      schema: {
        tags: ['company'],
        security,
        summary:
          "Set the company's default e-protocol, attached to each new offer: a PDF or an image (multipart field `file`, 10 MB at most)",
        consumes: ['multipart/form-data'],
        params: ZCompanyIdParams,
        response: { 200: ZProfile, ...errors, 413: ZErrorBody, 415: ZErrorBody },
      },
    },
    async (request) => {
      const { bytes, fileName } = await readSingleFileUpload(app, request);
      return updateCompanyEprotocol(app.ctx, {
        auth: getAuth(request),
        companyId: request.params.id,
        bytes,
        fileName,
      });
    },
  );

  api.get(
    '/api/companies/:id/eprotocol',
    {
      ...base,
      schema: {
        tags: ['company'],
        security,
        summary: "Download the company's default e-protocol",
        params: ZCompanyIdParams,
      },
    },
    async (request, reply) =>
      sendDownload(reply, await getCompanyEprotocol(app.ctx, { auth: getAuth(request), companyId: request.params.id })),
  );

  api.delete(
    '/api/companies/:id/eprotocol',
    {
      ...base,
      schema: {
        tags: ['company'],
        security,
        summary: "Remove the company's default e-protocol (published offers keep theirs)",
        params: ZCompanyIdParams,
        response: { 200: ZProfile, ...errors },
      },
    },
    async (request) => deleteCompanyEprotocol(app.ctx, { auth: getAuth(request), companyId: request.params.id }),
  );
}
