import { CONTROL_CHARACTERS } from '@tariq/contracts';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { AppError } from './errors';
import type { TFieldErrors } from './errors';

/**
 * preValidation of routes the spec calls with "form data": a multipart form's text fields become
 * the body, so one schema reads JSON, URL-encoded and multipart forms alike. A file is refused (415).
 * Runs after the text-input check, which multipart bodies escape: the same rule is applied here.
 */
export const multipartFieldsAsBody: preValidationAsyncHookHandler = async (request) => {
  if (!request.isMultipart()) return;
  const body: Record<string, string> = {};
  const fields: TFieldErrors = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    }
    if (typeof part.value !== 'string') continue;
    if (CONTROL_CHARACTERS.test(part.value)) fields[part.fieldname] ??= { key: 'controlCharacter' };
    body[part.fieldname] = part.value;
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', { fields });
  request.body = body;
};

/** A multipart upload of one file: its bytes, the name it was sent under, and the text fields beside it. */
export type TSingleFileUpload = { bytes: Buffer; fileName: string; fields: Record<string, string> };

/**
 * Reads a multipart form that carries one file in the field `file` (an e-protocol, a logo, a legal
 * document) and text fields: 415 for a body that is not multipart, 413 past the upload limit,
 * 400 `file` required when it has none. Other files are drained and ignored.
 */
export async function readSingleFileUpload(app: FastifyInstance, request: FastifyRequest): Promise<TSingleFileUpload> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === 'file' && !file) {
        file = { bytes: await part.toBuffer(), fileName: part.filename };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new AppError('PAYLOAD_TOO_LARGE');
    throw error;
  }
  if (!file) throw new AppError('VALIDATION', { fields: { file: { key: 'required' } } });
  return { ...file, fields };
}
