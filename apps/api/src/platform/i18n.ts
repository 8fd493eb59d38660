import { MESSAGES, interpolate, pickLanguage } from '@tariq/contracts';
import type { TErrorCode, TLanguage, TValidationKey } from '@tariq/contracts';
import type { FastifyRequest } from 'fastify';

/** The caller's language: the `user-Language` header the web sends on every request, fr by default. */
export function requestLanguage(request: FastifyRequest): TLanguage {
  const header = request.headers['user-language'];
  return pickLanguage(Array.isArray(header) ? header[0] : header);
}

export function errorMessage(language: TLanguage, code: TErrorCode, params?: Record<string, string | number>): string {
  return interpolate(MESSAGES[language].errors[code], params);
}

export function validationMessage(
  language: TLanguage,
  key: TValidationKey,
  params?: Record<string, string | number>,
): string {
  return interpolate(MESSAGES[language].validation[key] ?? MESSAGES[language].validation.invalid, params);
}
