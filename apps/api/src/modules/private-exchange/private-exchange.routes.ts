import {
  ZAcceptNetworkInvitationRequest,
  ZAddToNetworkRequest,
  ZCarrierDirectoryQuery,
  ZCarrierDirectoryResponse,
  ZErrorBody,
  ZNetworkCarrier,
  ZNetworkGroup,
  ZNetworkGroupRequest,
  ZNetworkInvitation,
  ZNetworkInvitationInfo,
  ZNetworkInvitationRequest,
  ZNetworkMemberRequest,
  ZNetworkResponse,
  ZNetworkShipperList,
  ZSuccess,
} from '@tariq/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireUser } from '../../platform/auth/auth.plugin';
import {
  acceptNetworkInvitation,
  addToNetwork,
  cancelCarrierInvitation,
  createGroup,
  getNetwork,
  getNetworkInvitationInfo,
  inviteCarrier,
  leaveNetwork,
  listNetworkShippers,
  removeFromNetwork,
  removeGroup,
  searchCarrierDirectory,
  setCarrierGroups,
  updateGroup,
} from './private-exchange.service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody };
const ZIdParams = z.object({ id: z.guid() });
const ZCarrierParams = z.object({ carrierId: z.guid() });
const ZTokenQuery = z.object({ token: z.string().min(1).max(200) });

/**
 * The private exchange (issue 27). The shipper's side (module private_freight, documents verified):
 * directory, network, groups, invitations. The carrier's side: the shippers that have it in their
 * network. A company's rows only, always: another's are 404.
 */
export async function privateExchangeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = { preHandler: requireUser(app) };
  const tags = ['private-exchange'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/private-exchange/carriers',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'The carrier directory: by name, place and radius, vehicle type, documents and rating',
        querystring: ZCarrierDirectoryQuery,
        response: { 200: ZCarrierDirectoryResponse, ...errors },
      },
    },
    async (request) => searchCarrierDirectory(app.ctx, { auth: getAuth(request), query: request.query }),
  );

  api.get(
    '/api/private-exchange/network',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "The shipper's network: its carriers, groups and open invitations",
        response: { 200: ZNetworkResponse, ...errors },
      },
    },
    async (request) => getNetwork(app.ctx, { auth: getAuth(request) }),
  );

  api.post(
    '/api/private-exchange/network',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Add a carrier of the directory to the network, in groups',
        body: ZAddToNetworkRequest,
        response: { 201: ZNetworkCarrier, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addToNetwork(app.ctx, { auth: getAuth(request), ...request.body })),
  );

  api.put(
    '/api/private-exchange/network/:carrierId',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'The groups a carrier of the network is in',
        params: ZCarrierParams,
        body: ZNetworkMemberRequest,
        response: { 200: ZNetworkCarrier, ...errors },
      },
    },
    async (request) =>
      setCarrierGroups(app.ctx, {
        auth: getAuth(request),
        carrierId: request.params.carrierId,
        groupIds: request.body.groupIds,
      }),
  );

  api.delete(
    '/api/private-exchange/network/:carrierId',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Remove a carrier from the network: it sees none of its private offers any more',
        params: ZCarrierParams,
        response: { 200: ZSuccess, ...errors },
      },
    },
    async (request) => {
      await removeFromNetwork(app.ctx, { auth: getAuth(request), carrierId: request.params.carrierId });
      return { success: true as const };
    },
  );

  api.post(
    '/api/private-exchange/groups',
    {
      ...base,
      schema: { tags, security, body: ZNetworkGroupRequest, response: { 201: ZNetworkGroup, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await createGroup(app.ctx, { auth: getAuth(request), name: request.body.name })),
  );

  api.put(
    '/api/private-exchange/groups/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        params: ZIdParams,
        body: ZNetworkGroupRequest,
        response: { 200: ZNetworkGroup, ...errors },
      },
    },
    async (request) => updateGroup(app.ctx, { auth: getAuth(request), id: request.params.id, name: request.body.name }),
  );

  api.delete(
    '/api/private-exchange/groups/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Delete a group: its carriers stay in the network',
        params: ZIdParams,
        response: { 200: ZSuccess, ...errors },
      },
    },
    async (request) => {
      await removeGroup(app.ctx, { auth: getAuth(request), id: request.params.id });
      return { success: true as const };
    },
  );

  api.post(
    '/api/private-exchange/invitations',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Invite a carrier not on Tariq by e-mail: it joins the network once its account is active',
        body: ZNetworkInvitationRequest,
        response: { 201: ZNetworkInvitation, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await inviteCarrier(app.ctx, { auth: getAuth(request), ...request.body })),
  );

  api.delete(
    '/api/private-exchange/invitations/:id',
    {
      ...base,
      schema: { tags, security, params: ZIdParams, response: { 200: ZSuccess, ...errors } },
    },
    async (request) => {
      await cancelCarrierInvitation(app.ctx, { auth: getAuth(request), id: request.params.id });
      return { success: true as const };
    },
  );

  api.post(
    '/api/private-exchange/invitations/accept',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "A carrier already on Tariq joins the inviting shipper's network",
        body: ZAcceptNetworkInvitationRequest,
        response: { 200: z.object({ shipperName: z.string() }), ...errors },
      },
    },
    async (request) => acceptNetworkInvitation(app.ctx, { auth: getAuth(request), token: request.body.token }),
  );

  api.get(
    '/api/private-exchange/shippers',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "The shippers that have the caller's company in their network",
        response: { 200: ZNetworkShipperList, ...errors },
      },
    },
    async (request) => ({ data: await listNetworkShippers(app.ctx, { auth: getAuth(request) }) }),
  );

  api.delete(
    '/api/private-exchange/shippers/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "Leave a shipper's network",
        params: ZIdParams,
        response: { 200: ZSuccess, ...errors },
      },
    },
    async (request) => {
      await leaveNetwork(app.ctx, { auth: getAuth(request), shipperId: request.params.id });
      return { success: true as const };
    },
  );

  api.get(
    '/api/auth/network-invitation',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who invites a carrier into its private exchange, for the sign-up page',
        querystring: ZTokenQuery,
        response: { 200: ZNetworkInvitationInfo, ...errors },
      },
    },
    async (request) => getNetworkInvitationInfo(app.ctx, { token: request.query.token }),
  );
}
