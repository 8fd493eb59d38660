import {
  ZErrorBody,
  ZMyTrucksResponse,
  ZSuccess,
  ZLoadTrucksResponse,
  ZOfferUidParams,
  ZTruckIdParams,
  ZTruckLoadsResponse,
  ZTruckStillAvailableRequest,
  ZTruckResponse,
  ZTruckSearchQuery,
  readTruckSearchQuery,
  ZTruckSearchResponse,
  createTruckCreateSchema,
  createTruckUpdateSchema,
} from '@tariq/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readFirstWith } from '../../platform/query-first';
import { getAuth, requireUser } from '../../platform/auth/auth.plugin';
import { sendDownload } from '../../platform/download';
import { readSingleFileUpload } from '../../platform/form-fields';
import { answerStillAvailable, loadsForTruck, trucksForLoad } from './truck-matching.service';
import {
  createTruck,
  deleteTruck,
  getMyTruck,
  getTruckPicture,
  listMyTrucks,
  removeTruckPicture,
  searchTrucks,
  setTruckPicture,
  updateTruck,
} from './trucks.service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

// The schemas check dates without a clock; the service checks them against the server's.
const ZTruckCreate = createTruckCreateSchema({ today: null });
const ZTruckUpdate = createTruckUpdateSchema({ today: null });

/** The truck calls of spec 000 §7: every route validated by its contracts schema, every caller signed in. */
export async function trucksRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = { preHandler: requireUser(app) };
  const tags = ['trucks'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/trucks/my',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "The caller company's trucks",
        response: { 200: ZMyTrucksResponse, ...errors },
      },
    },
    async (request) => listMyTrucks(app.ctx, getAuth(request)),
  );

  api.get(
    '/api/trucks',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Vehicle search: posted trucks of every company, by availability date',
        querystring: readFirstWith(ZTruckSearchQuery, readTruckSearchQuery),
        response: { 200: ZTruckSearchResponse, ...errors },
      },
    },
    async (request, reply) => {
      const json = await searchTrucks(app.ctx, getAuth(request), request.query);
      // Written by the search from items written once (the schema above documents it).
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  api.get(
    '/api/trucks/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'One truck of the caller company',
        params: ZTruckIdParams,
        response: { 200: ZTruckResponse, ...errors },
      },
    },
    async (request) => ({ data: await getMyTruck(app.ctx, getAuth(request), request.params.id) }),
  );

  api.post(
    '/api/trucks',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Adds a truck (the creation payload of spec 000 §3)',
        body: ZTruckCreate,
        response: { 201: ZTruckResponse, 409: ZErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const truck = await createTruck(app.ctx, getAuth(request), request.body);
      return reply.code(201).send({ data: truck });
    },
  );

  api.put(
    '/api/trucks/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Changes the fields sent, and only those',
        params: ZTruckIdParams,
        body: ZTruckUpdate,
        response: { 200: ZTruckResponse, ...errors },
      },
    },
    async (request) => ({ data: await updateTruck(app.ctx, getAuth(request), request.params.id, request.body) }),
  );

  api.delete(
    '/api/trucks/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Deletes a truck of the caller company',
        params: ZTruckIdParams,
        response: { 200: ZSuccess, ...errors },
      },
    },
    async (request) => {
      const { picture } = await deleteTruck(app.ctx, getAuth(request), request.params.id);
      // The row is gone: a picture left behind is only bytes no one can reach, so a failed removal is not the user's error.
      if (picture) await app.ctx.files.remove(picture).catch(() => undefined);
      return { success: true as const };
    },
  );

  api.post(
    '/api/trucks/:id/picture',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "Sets the truck's picture: a JPEG, PNG or WebP (multipart field `file`, 8 MB at most), made small",
        consumes: ['multipart/form-data'],
        params: ZTruckIdParams,
        response: { 200: ZTruckResponse, ...errors, 413: ZErrorBody, 415: ZErrorBody },
      },
    },
    async (request) => {
      const { bytes } = await readSingleFileUpload(app, request);
      return { data: await setTruckPicture(app.ctx, getAuth(request), request.params.id, bytes) };
    },
  );

  api.delete(
    '/api/trucks/:id/picture',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Back to the default picture',
        params: ZTruckIdParams,
        response: { 200: ZTruckResponse, ...errors },
      },
    },
    async (request) => ({ data: await removeTruckPicture(app.ctx, getAuth(request), request.params.id) }),
  );

  // Without a token: an <img> sends none (as a company's logo).
  api.get(
    '/api/trucks/:id/picture',
    { schema: { tags, summary: "A truck's picture", params: ZTruckIdParams } },
    async (request, reply) => sendDownload(reply, await getTruckPicture(app.ctx, request.params.id)),
  );

  api.get(
    '/api/trucks/:id/loads',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Loads for this truck: the open offers it can take, fewest empty kilometres first (issue 28)',
        params: ZTruckIdParams,
        response: { 200: ZTruckLoadsResponse, ...errors },
      },
    },
    async (request) => loadsForTruck(app.ctx, getAuth(request), request.params.id),
  );

  api.post(
    '/api/trucks/:id/still-available',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "The answer to the bell's 'still available?': kept visible, or hidden",
        params: ZTruckIdParams,
        body: ZTruckStillAvailableRequest,
        response: { 200: ZTruckResponse, ...errors },
      },
    },
    async (request) => ({
      data: await answerStillAvailable(app.ctx, getAuth(request), request.params.id, request.body.available),
    }),
  );

  api.get(
    '/api/offers/:uid/trucks',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "Trucks for this load: the posted trucks that fit the shipper's offer, fewest empty kilometres first",
        params: ZOfferUidParams,
        response: { 200: ZLoadTrucksResponse, ...errors },
      },
    },
    async (request) => trucksForLoad(app.ctx, getAuth(request), request.params.uid),
  );
}
