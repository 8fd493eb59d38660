import {
  ZErrorBody,
  ZMyTrucksResponse,
  ZSuccess,
  ZTruckIdParams,
  ZTruckResponse,
  ZTruckSearchQuery,
  ZTruckSearchResponse,
  createTruckCreateSchema,
  createTruckUpdateSchema,
} from '@tariq/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth, requireUser } from '../../platform/auth/auth.plugin';
import { createTruck, deleteTruck, getMyTruck, listMyTrucks, searchTrucks, updateTruck } from './trucks.service';

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
        querystring: ZTruckSearchQuery,
        response: { 200: ZTruckSearchResponse, ...errors },
      },
    },
    async (request) => searchTrucks(app.ctx, getAuth(request), request.query),
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
}
