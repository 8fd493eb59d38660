import {
  LANGUAGES,
  ZAlpha2,
  ZCity,
  ZCitySearchRequest,
  ZCountry,
  ZErrorBody,
  ZPlace,
  ZPlaceSearchQuery,
  ZPlaceSearchResponse,
  ZState,
} from '@tariq/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../platform/i18n';
import { getPlace, listActiveCountries, listCities, listStates, searchCities, searchPlaces } from './places.service';

const errors = { 400: ZErrorBody, 404: ZErrorBody };
/** Reference data: the same for everyone, changes only when an admin (de)activates a country. */
const CACHE = 'public, max-age=300';
const ZStateParams = z.object({ alpha2: ZAlpha2, stateId: z.string().trim().min(1).max(16) });

export async function placesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['places'];

  api.get(
    '/api/country/active',
    {
      schema: {
        tags,
        summary: 'Countries offered by the pickers, named in the caller’s language',
        response: { 200: z.object({ data: z.array(ZCountry) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE).header('vary', 'user-Language');
      return { data: await listActiveCountries(app.ctx, requestLanguage(request)) };
    },
  );

  api.get(
    '/api/countries/:alpha2/states',
    {
      schema: {
        tags,
        summary: 'States of an active country (Algeria: the wilayas in effect today, by number)',
        params: z.object({ alpha2: ZAlpha2 }),
        response: { 200: z.object({ data: z.array(ZState) }), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      return { data: await listStates(app.ctx, request.params.alpha2) };
    },
  );

  api.get(
    '/api/countries/:alpha2/states/:stateId/cities',
    {
      schema: {
        tags,
        summary: 'Cities of a state (Algeria: the communes of a wilaya)',
        params: ZStateParams,
        response: { 200: z.object({ data: z.array(ZCity) }), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      return { data: await listCities(app.ctx, request.params.alpha2, request.params.stateId) };
    },
  );

  api.post(
    '/countries/:alpha2/cities',
    {
      schema: {
        tags,
        summary: 'City search (spec 000 §7): cities of the country matching `query`',
        params: z.object({ alpha2: ZAlpha2 }),
        body: ZCitySearchRequest,
        response: { 200: z.object({ data: z.array(ZCity) }), ...errors },
      },
    },
    async (request) => ({ data: await searchCities(app.ctx, request.params.alpha2, request.body.query) }),
  );

  api.get(
    '/api/places/:placeId',
    {
      schema: {
        tags,
        summary: 'One state or city by its place_id, as the search answers it',
        params: z.object({ placeId: z.string().trim().min(1).max(64) }),
        querystring: z.object({ lang: z.enum(LANGUAGES).default('fr') }),
        response: { 200: ZPlace, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      return getPlace(app.ctx, { placeId: request.params.placeId, lang: request.query.lang });
    },
  );

  api.get(
    '/api/places/search',
    {
      schema: {
        tags,
        summary: 'Place picker search: states and cities of one country, accent- and typo-tolerant',
        querystring: ZPlaceSearchQuery,
        response: { 200: ZPlaceSearchResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      return { data: await searchPlaces(app.ctx, request.query) };
    },
  );
}
