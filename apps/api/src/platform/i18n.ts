import { MESSAGES, formatMessageParams, interpolate, pickLanguage } from '@tariq/contracts';
import type { TErrorCode, TLanguage, TQuantityContext, TValidationKey } from '@tariq/contracts';
import type { FastifyRequest } from 'fastify';

/** The caller's language: the `user-Language` header the web sends on every request, fr by default. */
export function requestLanguage(request: FastifyRequest): TLanguage {
  const header = request.headers['user-language'];
  return pickLanguage(Array.isArray(header) ? header[0] : header);
}

export function errorMessage(language: TLanguage, code: TErrorCode, params?: Record<string, string | number>): string {
  return interpolate(MESSAGES[language].errors[code], params);
}

/** A field's message; its limits in the language's number format and their unit, as the web writes them. */
export function validationMessage(
  language: TLanguage,
  key: TValidationKey,
  params?: Record<string, string | number>,
  context?: TQuantityContext,
): string {
  return interpolate(
    MESSAGES[language].validation[key] ?? MESSAGES[language].validation.invalid,
    formatMessageParams(params, language, context),
  );
}
