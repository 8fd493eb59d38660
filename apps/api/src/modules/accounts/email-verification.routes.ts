import { ZErrorBody } from '@tariq/contracts';
import { ZResendVerificationRequest, ZResendVerificationResponse } from '@tariq/contracts/email-verification';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendVerificationEmail } from './email-verification.service';

export async function emailVerificationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/resend-verification-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a new verification link to an account not verified yet',
        description:
          'The same `200 { success: true }` whether the address has an account or not, is verified or not. One request per e-mail address every 60 s and 20 per network address an hour: 429 with `Retry-After` past them. The mail is in the language of the account.',
        body: ZResendVerificationRequest,
        response: { 200: ZResendVerificationResponse, 400: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request) => sendVerificationEmail(app.ctx, { email: request.body.email, ip: request.ip }),
  );
}
