import { CONTROL_CHARACTERS } from '@tariq/contracts';
import type { preValidationAsyncHookHandler } from 'fastify';
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
