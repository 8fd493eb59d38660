import { CONTROL_CHARACTERS as CONTROL_CHARACTER } from '@tariq/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';
import type { TFieldErrors } from './errors';

/** Every string of `value` holding a control character, by dotted input name (`places.0.city`). */
function collect(value: unknown, name: string, fields: TFieldErrors, depth = 0): void {
  if (depth > 32) return;
  if (typeof value === 'string') {
    if (CONTROL_CHARACTER.test(value)) fields[name || '_'] ??= { key: 'controlCharacter' };
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, name ? `${name}.${index}` : String(index), fields, depth + 1));
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      // Property names are input too: a NUL there reaches the database as well (JSON columns).
      if (CONTROL_CHARACTER.test(key)) fields[name || '_'] ??= { key: 'controlCharacter' };
      else collect(item, name ? `${name}.${key}` : key, fields, depth + 1);
    }
  }
}

/** Field errors for every string of `value` holding a control character: for bodies the hook does not see (a multipart's JSON part). */
export function controlCharacterFields(value: unknown): TFieldErrors {
  const fields: TFieldErrors = {};
  collect(value, '', fields);
  return fields;
}

/**
 * Refuses control characters in every path parameter, query parameter and body string of every
 * route, before its schema runs: a field added tomorrow is covered without anyone thinking of it.
 * Uploads (multipart) are read by their routes and are not seen here.
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const fields: TFieldErrors = {};
    collect(request.params, '', fields);
    collect(request.query, '', fields);
    collect(request.body, '', fields);
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', { fields });
  });
});
