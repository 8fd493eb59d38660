import { describeIssue, ZErrorBody } from '@tariq/contracts';
import {
  REGISTRATION_DOCUMENT_LIMITS,
  REGISTRATION_DOCUMENT_TYPES,
  registrationDocumentTypeOf,
  ZRegisterRequest,
  ZRegisterResponse,
  ZRegisterWithDocumentsResponse,
  ZVatCheckParams,
  ZVatCheckResponse,
} from '@tariq/contracts/registration';
import type { TRegisterRequest } from '@tariq/contracts/registration';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors';
import type { TFieldErrors } from '../../platform/errors';
import { requestLanguage } from '../../platform/i18n';
import { controlCharacterFields } from '../../platform/text-input';
import { checkVatNumber, createRegistration } from './registration.service';
import type { TRegistrationDocumentUpload } from './registration.service';

/** The JSON of the `data` part, checked as the JSON sign-up's body is (control characters, then the schema). */
function parseRegistrationData(raw: string | undefined): TRegisterRequest {
  if (raw === undefined) throw new AppError('VALIDATION', { fields: { data: { key: 'required' } } });
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new AppError('VALIDATION', { fields: { data: { key: 'invalid' } } });
  }
  const control = controlCharacterFields(value);
  if (Object.keys(control).length > 0) throw new AppError('VALIDATION', { fields: control });
  const parsed = ZRegisterRequest.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: TFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const { field, key, params } = describeIssue(issue);
    fields[field] ??= { key, params };
  }
  throw new AppError('VALIDATION', { fields });
}

export async function registrationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign up: create a company and its first user',
        description:
          "One transaction: the company, its first user (not verified: no tokens until the link mailed to them is opened) and the verification mail. 409 `COMPANY_EXISTS` for a NIF already on Tariq, `ACCOUNT_EXISTS` for an e-mail already a user's. Rate-limited per address (429 with `Retry-After`). The interface language (`user-Language`) becomes the user's.",
        body: ZRegisterRequest,
        response: { 201: ZRegisterResponse, 400: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { success, email, isVerified } = await createRegistration(app.ctx, {
        request: request.body,
        language: requestLanguage(request),
        ip: request.ip,
      });
      return reply.status(201).send({ success, email, isVerified });
    },
  );

  /** The multipart body of a sign-up: the `data` JSON part and at most one file per `documents[type]`. */
  async function readRegistrationUpload(
    request: FastifyRequest,
  ): Promise<{ data: TRegisterRequest; documents: TRegistrationDocumentUpload[] }> {
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    const documents: TRegistrationDocumentUpload[] = [];
    let data: string | undefined;
    try {
      // One more file than allowed is read, so that too many is told as such.
      for await (const part of request.parts({ limits: { files: REGISTRATION_DOCUMENT_LIMITS.filesMax + 1 } })) {
        if (part.type === 'file') {
          const type = registrationDocumentTypeOf(part.fieldname);
          const bytes = await part.toBuffer();
          if (!type || documents.some((document) => document.type === type)) {
            throw new AppError('VALIDATION', { fields: { documents: { key: 'invalidChoice' } } });
          }
          documents.push({ type, bytes, fileName: part.filename });
        } else if (part.fieldname === 'data' && typeof part.value === 'string') {
          data = part.value;
        }
      }
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        throw new AppError('PAYLOAD_TOO_LARGE', {
          fields: {
            documents: { key: 'fileTooLarge', params: { max: REGISTRATION_DOCUMENT_LIMITS.fileMaxBytes / 1024 ** 2 } },
          },
        });
      }
      if (error instanceof app.multipartErrors.FilesLimitError) {
        throw new AppError('VALIDATION', {
          fields: { documents: { key: 'tooManyFiles', params: { max: REGISTRATION_DOCUMENT_LIMITS.filesMax } } },
        });
      }
      throw error;
    }
    return { data: parseRegistrationData(data), documents };
  }

  api.post(
    '/register_from_api/com',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign up with documents (multipart): the same as /api/auth/register, and the files kept with the company',
        description: `Multipart: a \`data\` part holding the JSON body of /api/auth/register, and at most one file per document type in \`documents[<type>]\` (${REGISTRATION_DOCUMENT_TYPES.join(', ')}): PDF, JPEG, PNG or WebP checked from the bytes, ${REGISTRATION_DOCUMENT_LIMITS.fileMaxBytes / 1024 ** 2} MB each. One transaction with the files kept \`in_validation\`; a failure anywhere leaves no row and no file. 413 for a file too large, 415 for a file of another type.`,
        consumes: ['multipart/form-data'],
        response: {
          201: ZRegisterWithDocumentsResponse,
          400: ZErrorBody,
          409: ZErrorBody,
          413: ZErrorBody,
          415: ZErrorBody,
          429: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const upload = await readRegistrationUpload(request);
      const answer = await createRegistration(app.ctx, {
        request: upload.data,
        documents: upload.documents,
        language: requestLanguage(request),
        ip: request.ip,
      });
      return reply.status(201).send(answer);
    },
  );

  api.get(
    '/api/auth/vat-check/:vat',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a tax number: its format (Algerian NIF, EU VAT by country) and whether its company is on Tariq',
        description:
          'No external call by default; an official registry plugs in behind an adapter (`registry`). Rate-limited per address.',
        params: ZVatCheckParams,
        response: { 200: ZVatCheckResponse, 400: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request) => checkVatNumber(app.ctx, { vat: request.params.vat, ip: request.ip }),
  );
}
