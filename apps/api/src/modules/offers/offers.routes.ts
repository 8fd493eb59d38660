import {
  ZCancelOfferRequest,
  ZCreateOfferRequest,
  ZCreateOfferResponse,
  ZErrorBody,
  ZOffer,
  ZOfferListQuery,
  ZOfferListResponse,
  ZOfferPriceRequest,
  ZOfferReferencesRequest,
  ZOfferTemplate,
  ZOfferTemplateRequest,
  ZOfferUidParams,
  ZSuccess,
  ZUpdateOfferRequest,
} from '@tariq/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, requireUser } from '../../platform/auth/auth.plugin';
import { sendDownload } from '../../platform/download';
import { readSingleFileUpload } from '../../platform/form-fields';
import {
  cancelOffer,
  createOfferTemplate,
  deleteOfferEprotocol,
  getOfferEprotocol,
  updateOfferEprotocol,
  createOffers,
  deleteOffer,
  deleteOfferTemplate,
  getOffer,
  getOfferTemplates,
  getOffers,
  updateOffer,
  updateOfferPrice,
  updateOfferReferences,
} from './offers.service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const ZIdParams = z.object({ id: z.guid() });

export async function offersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = { preHandler: requireUser(app) };
  const tags = ['offers'];
  const security = [{ bearer: [] }];

  api.post(
    '/api/offers',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Publish an offer, in 1 to 5 copies (all or none)',
        body: ZCreateOfferRequest,
        response: { 201: ZCreateOfferResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { copies, ...offer } = request.body;
      const uids = await createOffers(app.ctx, { auth: getAuth(request), offer, copies });
      return reply.code(201).send({ uids });
    },
  );

  api.get(
    '/api/offers/my',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "The company's offers of one tab, with every tab's count",
        querystring: ZOfferListQuery,
        response: { 200: ZOfferListResponse, ...errors },
      },
    },
    async (request) => getOffers(app.ctx, { auth: getAuth(request), query: request.query }),
  );

  api.get(
    '/api/offers/:uid',
    { ...base, schema: { tags, security, params: ZOfferUidParams, response: { 200: ZOffer, ...errors } } },
    async (request) => getOffer(app.ctx, { auth: getAuth(request), uid: request.params.uid }),
  );

  api.put(
    '/api/offers/:uid',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Modify an offer in exchange (an older version → 409)',
        params: ZOfferUidParams,
        body: ZUpdateOfferRequest,
        response: { 200: ZOffer, ...errors },
      },
    },
    async (request) => {
      const { version, ...offer } = request.body;
      return updateOffer(app.ctx, { auth: getAuth(request), uid: request.params.uid, offer, version });
    },
  );

  api.patch(
    '/api/offers/:uid/price',
    {
      ...base,
      schema: {
        tags,
        security,
        params: ZOfferUidParams,
        body: ZOfferPriceRequest,
        response: { 200: ZOffer, ...errors },
      },
    },
    async (request) =>
      updateOfferPrice(app.ctx, {
        auth: getAuth(request),
        uid: request.params.uid,
        price: request.body.price,
        priceNegotiable: request.body.price_negotiable,
        version: request.body.version,
      }),
  );

  api.patch(
    '/api/offers/:uid/references',
    {
      ...base,
      schema: {
        tags,
        security,
        params: ZOfferUidParams,
        body: ZOfferReferencesRequest,
        response: { 200: ZOffer, ...errors },
      },
    },
    async (request) =>
      updateOfferReferences(app.ctx, {
        auth: getAuth(request),
        uid: request.params.uid,
        loadingReference: request.body.loading_reference,
        unloadingReference: request.body.unloading_reference,
      }),
  );

  api.post(
    '/api/offers/:uid/cancel',
    {
      ...base,
      schema: {
        tags,
        security,
        params: ZOfferUidParams,
        body: ZCancelOfferRequest,
        response: { 200: ZOffer, ...errors },
      },
    },
    async (request) =>
      cancelOffer(app.ctx, { auth: getAuth(request), uid: request.params.uid, reason: request.body.reason }),
  );

  api.delete(
    '/api/offers/:uid',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Delete an offer with its proposals and missions (irreversible)',
        params: ZOfferUidParams,
        response: { 200: ZSuccess, ...errors },
      },
    },
    async (request) => {
      await deleteOffer(app.ctx, { auth: getAuth(request), uid: request.params.uid });
      return { success: true as const };
    },
  );

  api.put(
    '/api/offers/:uid/eprotocol',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Attach the e-protocol: a PDF or an image (multipart field `file`, 10 MB at most)',
        consumes: ['multipart/form-data'],
        params: ZOfferUidParams,
        response: { 200: ZOffer, ...errors, 413: ZErrorBody, 415: ZErrorBody },
      },
    },
    async (request) => {
      const { bytes, fileName } = await readSingleFileUpload(app, request);
      return updateOfferEprotocol(app.ctx, {
        auth: getAuth(request),
        uid: request.params.uid,
        bytes,
        fileName,
      });
    },
  );

  api.get(
    '/api/offers/:uid/eprotocol',
    { ...base, schema: { tags, security, summary: 'Download the e-protocol', params: ZOfferUidParams } },
    async (request, reply) => {
      const file = await getOfferEprotocol(app.ctx, { auth: getAuth(request), uid: request.params.uid });
      return sendDownload(reply, file);
    },
  );

  api.delete(
    '/api/offers/:uid/eprotocol',
    { ...base, schema: { tags, security, params: ZOfferUidParams, response: { 200: ZOffer, ...errors } } },
    async (request) => deleteOfferEprotocol(app.ctx, { auth: getAuth(request), uid: request.params.uid }),
  );

  api.get(
    '/api/offer-templates',
    {
      ...base,
      schema: { tags, security, response: { 200: z.object({ data: z.array(ZOfferTemplate) }), ...errors } },
    },
    async (request) => ({ data: await getOfferTemplates(app.ctx, { auth: getAuth(request) }) }),
  );

  api.post(
    '/api/offer-templates',
    {
      ...base,
      schema: { tags, security, body: ZOfferTemplateRequest, response: { 201: ZOfferTemplate, ...errors } },
    },
    async (request, reply) => {
      const template = await createOfferTemplate(app.ctx, {
        auth: getAuth(request),
        name: request.body.name,
        offer: request.body.offer as Record<string, unknown>,
      });
      return reply.code(201).send(template);
    },
  );

  api.delete(
    '/api/offer-templates/:id',
    { ...base, schema: { tags, security, params: ZIdParams, response: { 200: ZSuccess, ...errors } } },
    async (request) => {
      await deleteOfferTemplate(app.ctx, { auth: getAuth(request), id: request.params.id });
      return { success: true as const };
    },
  );
}
