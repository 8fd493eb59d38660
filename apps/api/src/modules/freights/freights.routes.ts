import {
  ZErrorBody,
  ZFavoriteUids,
  ZFreightDetail,
  ZFreightListResponse,
  ZFreightPageQuery,
  ZFreightSearchQuery,
  readFreightSearchQuery,
  ZOfferUidParams,
  ZSavedSearch,
  ZSavedSearchList,
  ZSavedSearchAlertsRequest,
  ZSavedSearchRequest,
  ZSuccess,
} from '@tariq/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readFirstWith } from '../../platform/query-first';
import { getAuth, requireUser } from '../../platform/auth/auth.plugin';
import {
  createSavedSearch,
  deleteSavedSearch,
  getFavoriteUids,
  getFreight,
  getSavedSearches,
  getUserFreights,
  searchFreights,
  setFavorite,
  setSavedSearchAlerts,
  updateSavedSearch,
} from './freights.service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const ZIdParams = z.object({ id: z.guid() });

/** The carrier's side of the exchange: search, favourites, consultations, saved searches. */
export async function freightsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = { preHandler: requireUser(app) };
  const tags = ['freights'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/freights',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Offers in the public exchange matching every filter given',
        querystring: readFirstWith(ZFreightSearchQuery, readFreightSearchQuery),
        response: { 200: ZFreightListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const json = await searchFreights(app.ctx, { auth: getAuth(request), query: request.query });
      // Bytes written by the search (offers go through the schema once, when they enter the index).
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  api.get(
    '/api/freights/favorite/uids',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Every offer the caller starred, to star them in any list',
        response: { 200: ZFavoriteUids, ...errors },
      },
    },
    async (request) => ({ data: await getFavoriteUids(app.ctx, { auth: getAuth(request) }) }),
  );

  for (const list of ['favorite', 'consulted'] as const) {
    api.get(
      `/api/freights/${list}`,
      {
        ...base,
        schema: {
          tags,
          security,
          summary: list === 'favorite' ? "The caller's favourite offers" : 'Offers the caller opened, newest first',
          querystring: ZFreightPageQuery,
          response: { 200: ZFreightListResponse, ...errors },
        },
      },
      async (request) => getUserFreights(app.ctx, { auth: getAuth(request), list, query: request.query }),
    );
  }

  api.get(
    '/api/freights/:uid',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'One offer as a carrier sees it; records the consultation',
        params: ZOfferUidParams,
        response: { 200: ZFreightDetail, ...errors },
      },
    },
    async (request) => getFreight(app.ctx, { auth: getAuth(request), uid: request.params.uid }),
  );

  for (const [method, favorite] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    api.route({
      method,
      url: '/api/freights/:uid/favorite',
      ...base,
      schema: {
        tags,
        security,
        summary: favorite ? 'Star an offer' : 'Unstar an offer',
        params: ZOfferUidParams,
        response: { 200: ZSuccess, ...errors },
      },
      handler: async (request) => {
        await setFavorite(app.ctx, { auth: getAuth(request), uid: request.params.uid, favorite });
        return { success: true as const };
      },
    });
  }

  api.get(
    '/api/saved-searches',
    { ...base, schema: { tags, security, response: { 200: ZSavedSearchList, ...errors } } },
    async (request) => ({ data: await getSavedSearches(app.ctx, { auth: getAuth(request) }) }),
  );

  api.post(
    '/api/saved-searches',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Save the filters of a search under a name (10 per user)',
        body: ZSavedSearchRequest,
        response: { 201: ZSavedSearch, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSavedSearch(app.ctx, { auth: getAuth(request), ...request.body })),
  );

  api.put(
    '/api/saved-searches/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        params: ZIdParams,
        body: ZSavedSearchRequest,
        response: { 200: ZSavedSearch, ...errors },
      },
    },
    async (request) => updateSavedSearch(app.ctx, { auth: getAuth(request), id: request.params.id, ...request.body }),
  );

  api.put(
    '/api/saved-searches/:id/alerts',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "Turns a saved search's alerts on or off (issue 28)",
        params: ZIdParams,
        body: ZSavedSearchAlertsRequest,
        response: { 200: ZSavedSearch, ...errors },
      },
    },
    async (request) =>
      setSavedSearchAlerts(app.ctx, { auth: getAuth(request), id: request.params.id, alerts: request.body.alerts }),
  );

  api.delete(
    '/api/saved-searches/:id',
    { ...base, schema: { tags, security, params: ZIdParams, response: { 200: ZSuccess, ...errors } } },
    async (request) => {
      await deleteSavedSearch(app.ctx, { auth: getAuth(request), id: request.params.id });
      return { success: true as const };
    },
  );
}
