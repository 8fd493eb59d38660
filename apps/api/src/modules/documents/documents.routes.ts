import { ZErrorBody } from '@tariq/contracts';
import {
  ZCompanyDocumentsResponse,
  ZDocumentFields,
  ZDocumentIdParams,
  ZDocumentQueueQuery,
  ZDocumentQueueResponse,
  ZDocumentTypeParams,
  ZQueuedDocument,
  ZRefuseDocumentRequest,
  ZVerifyDocumentRequest,
} from '@tariq/contracts/documents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth, requireUser } from '../../platform/auth/auth.plugin';
import { sendDownload } from '../../platform/download';
import { validationError } from '../../platform/errors';
import { readSingleFileUpload } from '../../platform/form-fields';
import { listDocumentQueue, downloadQueuedDocument, reviewDocument } from './documents-review.service';
import { downloadDocument, listDocuments, removeDocument, uploadDocument } from './documents.service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** The multipart upload: its file (`file`) and the text fields beside it, checked by the shared schema. */
async function readUpload(app: FastifyInstance, request: FastifyRequest) {
  const upload = await readSingleFileUpload(app, request);
  const parsed = ZDocumentFields.safeParse(upload.fields);
  if (!parsed.success) throw validationError(parsed.error);
  return { file: upload, fields: parsed.data };
}

/** The documents tab's calls, and the staff's review under /api/admin (issue 26). */
export async function documentsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = { preHandler: requireUser(app) };
  const security = [{ bearer: [] }];

  api.get(
    '/api/documents',
    {
      ...base,
      schema: {
        tags: ['documents'],
        security,
        summary: "The caller's company's legal documents: every type its kind knows, required ones first",
        response: { 200: ZCompanyDocumentsResponse, ...errors },
      },
    },
    async (request) => listDocuments(app.ctx, { auth: getAuth(request) }),
  );

  api.put(
    '/api/documents/:type',
    {
      ...base,
      schema: {
        tags: ['documents'],
        security,
        summary: 'Send or replace the document of a type: back to validation',
        description:
          'Multipart: `file` (PDF, JPEG or PNG recognised from its bytes, 10 MB at most, not empty) and the optional fields `issuedAt`, `number`, `expiresAt` (`YYYY-MM-DD`). 400 with field errors, 413, 415; nothing is stored on an error.',
        consumes: ['multipart/form-data'],
        params: ZDocumentTypeParams,
        response: { 200: ZCompanyDocumentsResponse, ...errors, 413: ZErrorBody, 415: ZErrorBody },
      },
    },
    async (request) => {
      const { file, fields } = await readUpload(app, request);
      return uploadDocument(app.ctx, {
        auth: getAuth(request),
        type: request.params.type,
        bytes: file.bytes,
        fileName: file.fileName,
        fields,
      });
    },
  );

  api.delete(
    '/api/documents/:type',
    {
      ...base,
      schema: {
        tags: ['documents'],
        security,
        summary: 'Delete the document of a type; a required one makes the account inactive again',
        params: ZDocumentTypeParams,
        response: { 200: ZCompanyDocumentsResponse, ...errors },
      },
    },
    async (request) => removeDocument(app.ctx, { auth: getAuth(request), type: request.params.type }),
  );

  api.get(
    '/api/documents/:type/file',
    {
      ...base,
      schema: {
        tags: ['documents'],
        security,
        summary: "Download the company's document of a type",
        params: ZDocumentTypeParams,
      },
    },
    async (request, reply) =>
      sendDownload(reply, await downloadDocument(app.ctx, { auth: getAuth(request), type: request.params.type })),
  );

  api.get(
    '/api/admin/documents',
    {
      ...base,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Documents of a status for review, oldest first (staff only)',
        querystring: ZDocumentQueueQuery,
        response: { 200: ZDocumentQueueResponse, ...errors },
      },
    },
    async (request) =>
      listDocumentQueue(app.ctx, {
        auth: getAuth(request),
        status: request.query.status,
        page: request.query.page,
        limit: request.query.limit,
      }),
  );

  api.get(
    '/api/admin/documents/:id/file',
    {
      ...base,
      schema: {
        tags: ['admin'],
        security,
        summary: "A document's file, for the preview (staff only)",
        params: ZDocumentIdParams,
      },
    },
    async (request, reply) =>
      sendDownload(reply, await downloadQueuedDocument(app.ctx, { auth: getAuth(request), id: request.params.id })),
  );

  api.post(
    '/api/admin/documents/:id/verify',
    {
      ...base,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Verify a document in validation, with the expiry date read on it (staff only)',
        description:
          'Without `expiresAt`, a type that expires gets the date the company typed, else its default validity from the issue date. 409 unless in validation.',
        params: ZDocumentIdParams,
        body: ZVerifyDocumentRequest,
        response: { 200: ZQueuedDocument, ...errors, 409: ZErrorBody },
      },
    },
    async (request) =>
      reviewDocument(app.ctx, {
        auth: getAuth(request),
        id: request.params.id,
        review: { decision: 'verify', request: request.body },
      }),
  );

  api.post(
    '/api/admin/documents/:id/refuse',
    {
      ...base,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Refuse a document in validation, with the reason the company reads (staff only)',
        params: ZDocumentIdParams,
        body: ZRefuseDocumentRequest,
        response: { 200: ZQueuedDocument, ...errors, 409: ZErrorBody },
      },
    },
    async (request) =>
      reviewDocument(app.ctx, {
        auth: getAuth(request),
        id: request.params.id,
        review: { decision: 'refuse', reason: request.body.reason },
      }),
  );
}
