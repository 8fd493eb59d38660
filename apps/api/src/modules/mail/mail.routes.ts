import { ZErrorBody } from '@tariq/contracts';
import { ZDevMailboxQuery, ZDevMailboxResponse } from '@tariq/contracts/email-verification';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findDevMails } from './dev-mailbox';

export async function mailRoutes(app: FastifyInstance) {
  // In production the path does not exist (404 like any unknown path): mails hold live links.
  if (!app.ctx.config.devMailbox) return;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Developer mailbox: the newest mails queued by the platform, with their links',
        description:
          'Outside production only (absent when `NODE_ENV=production`), and without login: a newcomer opens the verification link of a sign-up without a mail server. `to` keeps the mails to one address.',
        querystring: ZDevMailboxQuery,
        response: { 200: ZDevMailboxResponse, 400: ZErrorBody },
      },
    },
    async (request) => findDevMails(app.ctx, { to: request.query.to }),
  );
}
