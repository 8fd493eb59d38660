import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Query strings a route reads without zod first (decision 0004). Parsing a search's query with its
 * schema was a tenth of the freight search's time on the server (30 µs of 250); the contracts' readers
 * make the same values of what they read (their tests hold them to the schema), and answer null for
 * anything else: the schema then reads it and says what it refuses, as on every other route.
 */
const readers = new WeakMap<object, (raw: unknown) => unknown>();

/**
 * `schema`, its query strings read by `read` first (null: by the schema). `read` makes the schema's
 * values: a property test of the contracts holds it to that, types cannot.
 */
export function readFirstWith<T extends z.ZodType>(schema: T, read: (raw: unknown) => object | null): T {
  readers.set(schema, read);
  return schema;
}

/** The zod type provider's validator, reading first with a query's reader where a route has one. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const bySchema = zodValidatorCompiler(route);
  const read = route.httpPart === 'querystring' ? readers.get(route.schema) : undefined;
  if (!read) return bySchema;
  return (data) => {
    const value = read(data);
    return value === null ? bySchema(data) : { value };
  };
};
