import type { TErrorBody, TErrorCode, TLanguage, TValidationKey } from '@tariq/contracts';
import { describeIssue } from '@tariq/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorMessage, requestLanguage, validationMessage } from './i18n';

const STATUS_BY_CODE: Record<TErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_EXPIRED: 401,
  INVALID_REFRESH_TOKEN: 401,
  FORBIDDEN: 403,
  ROLE_FORBIDDEN: 403,
  DOCUMENTS_REQUIRED: 403,
  DOCUMENT_LAPSED: 403,
  MODULE_REQUIRED: 403,
  ACCOUNT_DISABLED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  STALE_VERSION: 409,
  OFFER_STATUS_CONFLICT: 409,
  OFFER_DELETE_REFUSED: 409,
  TEMPLATE_LIMIT: 409,
  SAVED_SEARCH_LIMIT: 409,
  OFFER_NOT_AVAILABLE: 409,
  OFFER_WITHOUT_PRICE: 409,
  OFFER_PRICE_CHANGED: 409,
  PROPOSAL_NOT_PENDING: 409,
  MISSION_STATUS_CONFLICT: 409,
  CHARTER_NOT_CONFIRMED: 409,
  PICKUP_NOT_VERIFIED: 409,
  ALREADY_RATED: 409,
  PICKUP_LOCKED: 409,
  POD_NOT_CONTESTED: 409,
  URI_TOO_LONG: 414,
  ACCOUNT_EXISTS: 409,
  COMPANY_EXISTS: 409,
  RESET_LINK_INVALID: 400,
  VERIFICATION_LINK_INVALID: 400,
  VERIFICATION_LINK_EXPIRED: 400,
  // The address is (most likely) verified already: a state conflict, as a second accept is.
  VERIFICATION_LINK_USED: 409,
  INVITATION_INVALID: 400,
  INVITATION_EXPIRED: 400,
  INVITATION_USED: 409,
  INVITATION_LIMIT: 409,
  COLLEAGUE_HAS_ACCOUNT: 409,
  LAST_USER: 409,
  TRUCK_LIMIT: 409,
  NETWORK_LIMIT: 409,
  CARRIER_ON_TARIQ: 409,
  DRIVER_EMAIL_TAKEN: 409,
  DRIVER_ON_MISSION: 409,
  INVOICE_NOT_DRAFT: 409,
  INVOICE_NOT_ISSUED: 409,
  INVOICE_SETTLED: 409,
  INVOICE_NOT_SENT: 409,
  REMINDER_TOO_SOON: 409,
  INVOICE_CANCELLED: 409,
  CREDIT_NOTE_REFUSED: 409,
  // The request is sound; what refuses it is the state of the parties' profiles.
  INVOICE_MENTIONS_MISSING: 409,
  MISSION_NOT_INVOICEABLE: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_IN_PROGRESS: 409,
  INTERNAL: 500,
};

export type TFieldErrors = Record<string, { key: TValidationKey; params?: Record<string, string | number> }>;

export type TAppErrorDetails = {
  fields?: TFieldErrors;
  params?: Record<string, string | number>;
  /** Parameters whose words depend on the caller's language (a document's name): one text per language. */
  localizedParams?: Record<string, Record<TLanguage, string>>;
  headers?: Record<string, string>;
};

/** The one error type services throw; the handler turns it into `{ code, message, fields? }`. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: TErrorCode,
    readonly details: TAppErrorDetails = {},
  ) {
    super(code);
    this.statusCode = STATUS_BY_CODE[code];
  }
}

function fieldsFromIssues(issues: z.core.$ZodIssue[], prefix = ''): TFieldErrors {
  const fields: TFieldErrors = {};
  for (const issue of issues) {
    const { field, key, params } = describeIssue(issue);
    const name = prefix && field === '_' ? prefix : field;
    fields[name] ??= { key, params };
  }
  return fields;
}

/** Fastify's own client errors, mapped to our codes. */
function codeForFastifyError(error: FastifyError): TErrorCode | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'PAYLOAD_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
    default:
      break;
  }
  const status = error.statusCode ?? 500;
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status >= 400 && status < 500) return 'BAD_REQUEST';
  return null;
}

/**
 * What busboy throws for a body that is not the multipart it claims to be: no boundary in the
 * content type, or a body cut short. Plain errors with no status: without this they were 500s.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|Malformed part header|.* terminated early due to unexpected end of multipart data)/;

function isMalformedMultipart(request: FastifyRequest, error: { message?: string; statusCode?: number }) {
  return (
    error.statusCode === undefined &&
    typeof error.message === 'string' &&
    MALFORMED_MULTIPART.test(error.message) &&
    request.isMultipart()
  );
}

/** The currency the request's prices are in, when its body names one (an offer): price limits are told in it. */
function bodyCurrency(request: FastifyRequest): string | null {
  const body = request.body as { currency?: unknown } | null | undefined;
  return typeof body?.currency === 'string' ? body.currency : null;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const language = requestLanguage(request);
  const context = { currency: bodyCurrency(request) };
  const body: TErrorBody = {
    code: error.code,
    message: errorMessage(language, error.code, {
      ...error.details.params,
      ...Object.fromEntries(
        Object.entries(error.details.localizedParams ?? {}).map(([name, texts]) => [name, texts[language]]),
      ),
    }),
  };
  if (error.details.fields) {
    body.fields = Object.fromEntries(
      Object.entries(error.details.fields).map(([name, field]) => [
        name,
        validationMessage(language, field.key, field.params, context),
      ]),
    );
  }
  for (const [name, value] of Object.entries(error.details.headers ?? {})) reply.header(name, value);
  return reply.status(error.statusCode).send(body);
}

/** A schema's refusal of input read by hand (a multipart form's fields): the 400 with its field errors. */
export function validationError(error: z.ZodError): AppError {
  return new AppError('VALIDATION', { fields: fieldsFromIssues(error.issues) });
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map(
        (item) =>
          ({
            ...item.params,
            code: item.keyword,
            message: item.message,
            path: item.instancePath.split('/').filter(Boolean),
          }) as unknown as z.core.$ZodIssue,
      );
      return sendError(request, reply, new AppError('VALIDATION', { fields: fieldsFromIssues(issues) }));
    }
    if (isMalformedMultipart(request, error)) {
      request.log.info({ err: error }, 'client error');
      return sendError(request, reply, new AppError('BAD_REQUEST'));
    }
    const code = codeForFastifyError(error);
    if (code) {
      request.log.info({ err: error }, 'client error');
      return sendError(request, reply, new AppError(code));
    }
    // 5xx: the log has the detail, the answer has none.
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, new AppError('INTERNAL'));
  });
});
