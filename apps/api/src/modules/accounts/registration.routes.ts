import { ZErrorBody } from '@tariq/contracts';
import { ZRegisterRequest, ZRegisterResponse, ZVatCheckParams, ZVatCheckResponse } from '@tariq/contracts/registration';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../platform/i18n';
import { checkVatNumber, createRegistration } from './registration.service';

export async function registrationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign up: create a company and its first user',
        description:
          "One transaction: the company, its first user (not verified: no tokens until the link mailed to them is opened) and the verification mail. 409 `COMPANY_EXISTS` for a NIF already on Tariq, `ACCOUNT_EXISTS` for an e-mail already a user's. Rate-limited per address (429 with `Retry-After`). The interface language (`user-Language`) becomes the user's.",
        body: ZRegisterRequest,
        response: { 201: ZRegisterResponse, 400: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      const answer = await createRegistration(app.ctx, {
        request: request.body,
        language: requestLanguage(request),
        ip: request.ip,
      });
      return reply.status(201).send(answer);
    },
  );

  api.get(
    '/api/auth/vat-check/:vat',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a tax number: its format (Algerian NIF, EU VAT by country) and whether its company is on Tariq',
        description:
          'No external call by default; an official registry plugs in behind an adapter (`registry`). Rate-limited per address.',
        params: ZVatCheckParams,
        response: { 200: ZVatCheckResponse, 400: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request) => checkVatNumber(app.ctx, { vat: request.params.vat, ip: request.ip }),
  );
}
