import {
  ZCreateDriverRequest,
  ZDriverIdParams,
  ZDriverResponse,
  ZDriversListQuery,
  ZDriversListResponse,
  ZErrorBody,
  ZSuccess,
  ZUpdateDriverRequest,
} from '@tariq/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth, requireUser } from '../../platform/auth/auth.plugin';
import {
  createDriver,
  deleteDriver,
  getDriver,
  listDrivers,
  sendDriverCredentials,
  updateDriver,
} from './drivers.service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

const ACCESS_NOTE =
  'For a carrier (ROLE_TRANSPORTEUR) whose account is active (documents verified): 403 otherwise. A driver of another company is 404, whatever the verb.';

/** The carrier's drivers (issue 29): every route validated by its contracts schema, every caller signed in. */
export async function driversRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = { preHandler: requireUser(app) };
  const tags = ['drivers'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/drivers',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "One page of the caller company's drivers, by name, with their missions counted",
        description: `${ACCESS_NOTE} \`connected\`: online in the driver app with a position in the last 5 minutes.`,
        querystring: ZDriversListQuery,
        response: { 200: ZDriversListResponse, ...errors },
      },
    },
    async (request) =>
      listDrivers(app.ctx, { auth: getAuth(request), page: request.query.page, limit: request.query.limit }),
  );

  api.get(
    '/api/drivers/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'One driver of the caller company',
        description: ACCESS_NOTE,
        params: ZDriverIdParams,
        response: { 200: ZDriverResponse, ...errors },
      },
    },
    async (request) => ({ data: await getDriver(app.ctx, { auth: getAuth(request), id: request.params.id }) }),
  );

  api.post(
    '/api/drivers',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Adds a driver: a user of role ROLE_DRIVER with a generated password, mailed to them',
        description: `${ACCESS_NOTE} The password is never answered: the driver reads it in the mail, in their language (\`language\`, else the caller's). Plates are answered written the one way (\`12345 116 16\`). 409 \`DRIVER_EMAIL_TAKEN\` when the e-mail is already a user's.`,
        body: ZCreateDriverRequest,
        response: { 201: ZDriverResponse, 409: ZErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const driver = await createDriver(app.ctx, { auth: getAuth(request), values: request.body });
      return reply.code(201).send({ data: driver });
    },
  );

  api.put(
    '/api/drivers/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "Changes the driver's fields sent, and only those",
        description: `${ACCESS_NOTE} A plate goes with its country (Algeria when not sent); a trailer plate sent empty or null removes it. 409 \`DRIVER_EMAIL_TAKEN\` when the new e-mail is already a user's.`,
        params: ZDriverIdParams,
        body: ZUpdateDriverRequest,
        response: { 200: ZDriverResponse, 409: ZErrorBody, ...errors },
      },
    },
    async (request) => ({
      data: await updateDriver(app.ctx, { auth: getAuth(request), id: request.params.id, values: request.body }),
    }),
  );

  api.post(
    '/api/drivers/:id/credentials',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Mails the driver a new generated password; the old one stops working and their sessions end',
        description: ACCESS_NOTE,
        params: ZDriverIdParams,
        response: { 200: ZSuccess, ...errors },
      },
    },
    async (request) => {
      await sendDriverCredentials(app.ctx, { auth: getAuth(request), id: request.params.id });
      return { success: true as const };
    },
  );

  api.delete(
    '/api/drivers/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Deletes a driver of the caller company, unless they are on a mission in progress',
        description: `${ACCESS_NOTE} Irreversible: the user, its profile and sessions go; the missions they drove lose their driver. 409 \`DRIVER_ON_MISSION\` while they are on a mission in progress.`,
        params: ZDriverIdParams,
        response: { 200: ZSuccess, 409: ZErrorBody, ...errors },
      },
    },
    async (request) => {
      await deleteDriver(app.ctx, { auth: getAuth(request), id: request.params.id });
      return { success: true as const };
    },
  );
}
