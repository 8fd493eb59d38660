import {
  ZAcceptAtPriceRequest,
  ZAcceptProposalResponse,
  ZErrorBody,
  ZOfferUidParams,
  ZOkResponse,
  ZProposal,
  ZProposalIdParams,
  ZProposalList,
  ZProposalRequest,
  ZShipperProposalList,
  ZShipperProposalQuery,
} from '@tariq/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth, requireUser } from '../../platform/auth/auth.plugin';
import {
  acceptAtPrice,
  acceptProposal,
  listMyProposals,
  listOfferProposals,
  proposePrice,
  refuseProposal,
  withdrawProposal,
} from './proposals.service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

/** Deals on an offer: the carrier's proposals and acceptances, the shipper's choice (spec 001 §2, §4). */
export async function proposalsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = { preHandler: requireUser(app) };
  const tags = ['proposals'];
  const security = [{ bearer: [] }];

  api.post(
    '/api/freights/:uid/proposals',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "'Proposer un prix': replaces the company's pending proposal on the offer",
        params: ZOfferUidParams,
        body: ZProposalRequest,
        response: { 201: ZProposal, ...errors },
      },
    },
    async (request, reply) => {
      const proposal = await proposePrice(app.ctx, {
        auth: getAuth(request),
        uid: request.params.uid,
        values: request.body,
      });
      return reply.code(201).send(proposal);
    },
  );

  api.post(
    '/api/freights/:uid/accept',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "'Accepter au prix': an acceptance at the offer's price",
        params: ZOfferUidParams,
        body: ZAcceptAtPriceRequest,
        response: { 201: ZProposal, ...errors },
      },
    },
    async (request, reply) => {
      const proposal = await acceptAtPrice(app.ctx, {
        auth: getAuth(request),
        uid: request.params.uid,
        expectedPrice: request.body.expected_price,
        driverId: request.body.driver_id,
      });
      return reply.code(201).send(proposal);
    },
  );

  api.get(
    '/api/freights/:uid/proposals',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "The caller company's proposals on the offer, newest first",
        params: ZOfferUidParams,
        response: { 200: ZProposalList, ...errors },
      },
    },
    async (request) => ({ data: await listMyProposals(app.ctx, { auth: getAuth(request), uid: request.params.uid }) }),
  );

  api.delete(
    '/api/proposals/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Withdraws a pending proposal of the caller company',
        params: ZProposalIdParams,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await withdrawProposal(app.ctx, { auth: getAuth(request), id: request.params.id });
      return { success: true as const };
    },
  );

  api.get(
    '/api/offers/:uid/proposals',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "The proposals and acceptances on one of the shipper's offers",
        params: ZOfferUidParams,
        querystring: ZShipperProposalQuery,
        response: { 200: ZShipperProposalList, ...errors },
      },
    },
    async (request) => ({
      data: await listOfferProposals(app.ctx, {
        auth: getAuth(request),
        uid: request.params.uid,
        order: request.query.order,
      }),
    }),
  );

  api.post(
    '/api/proposals/:id/accept',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'The shipper chooses this carrier: a mission is created, the other proposals are refused',
        params: ZProposalIdParams,
        response: { 200: ZAcceptProposalResponse, ...errors },
      },
    },
    async (request) => {
      const { missionId } = await acceptProposal(app.ctx, { auth: getAuth(request), id: request.params.id });
      return { mission_id: missionId };
    },
  );

  api.post(
    '/api/proposals/:id/refuse',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'The shipper refuses this proposal',
        params: ZProposalIdParams,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await refuseProposal(app.ctx, { auth: getAuth(request), id: request.params.id });
      return { success: true as const };
    },
  );
}
