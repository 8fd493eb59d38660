import { ZErrorBody, ZOkResponse } from '@tariq/contracts';
import {
  ZColleague,
  ZColleagueIdParams,
  ZColleagueInvitation,
  ZColleaguesResponse,
  ZInvitationPreview,
  ZInvitationQuery,
  ZInviteColleagueRequest,
} from '@tariq/contracts/colleagues';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth, requireUser } from '../../platform/auth/auth.plugin';
import {
  cancelColleagueInvitation,
  inviteColleague,
  leaveCompany,
  listColleagues,
  previewInvitation,
  reportColleague,
} from './colleagues.service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

/** Colleagues (issue 25): the company's users, invitations, "does not work here", leaving. */
export async function colleaguesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = { preHandler: requireUser(app) };
  const schema = { tags: ['colleagues'], security: [{ bearer: [] }] };

  api.get(
    '/api/colleagues',
    {
      ...base,
      schema: {
        ...schema,
        summary:
          "The caller's company's users (drivers apart), its pending invitations, and whether the caller may leave",
        response: { 200: ZColleaguesResponse, ...errors },
      },
    },
    async (request) => listColleagues(app.ctx, { auth: getAuth(request) }),
  );

  api.post(
    '/api/colleagues/invitations',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Invite a colleague by e-mail to join the company with the same role',
        description:
          "Mails a link valid 7 days, in the inviter's language; an address already invited gets a new link. 409 `COLLEAGUE_HAS_ACCOUNT` when the address has an account on Tariq, `INVITATION_LIMIT` past 20 pending invitations; 429 past 20 invitations an hour.",
        body: ZInviteColleagueRequest,
        response: { 201: ZColleagueInvitation, 429: ZErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const invitation = await inviteColleague(app.ctx, { auth: getAuth(request), email: request.body.email });
      return reply.code(201).send(invitation);
    },
  );

  api.delete(
    '/api/colleagues/invitations/:id',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Cancel a pending invitation: its link stops working',
        params: ZColleagueIdParams,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await cancelColleagueInvitation(app.ctx, { auth: getAuth(request), invitationId: request.params.id });
      return { success: true as const };
    },
  );

  api.post(
    '/api/colleagues/:id/report',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Say that a colleague who joined by invitation does not work at the company',
        description:
          'Disables the account at once (its sessions end, its pending invitations are cancelled) and mails the platform staff. 404 for a user of another company; 409 for the caller, the user who signed the company up, or a user no longer active.',
        params: ZColleagueIdParams,
        response: { 200: ZColleague, ...errors },
      },
    },
    async (request) => reportColleague(app.ctx, { auth: getAuth(request), userId: request.params.id }),
  );

  api.post(
    '/api/colleagues/leave',
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Leave the company: the account is closed and its sessions end',
        description: "409 `LAST_USER` for the company's last active user.",
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await leaveCompany(app.ctx, { auth: getAuth(request) });
      return { success: true as const };
    },
  );

  api.get(
    '/api/auth/invitation',
    {
      schema: {
        tags: ['auth'],
        summary: 'What an invitation link offers: the company, who invites, the address',
        description: '400 `INVITATION_INVALID` (unknown or cancelled) or `INVITATION_EXPIRED`, 409 `INVITATION_USED`.',
        querystring: ZInvitationQuery,
        response: { 200: ZInvitationPreview, 400: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => previewInvitation(app.ctx, { token: request.query.token }),
  );
}
