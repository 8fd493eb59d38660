import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { TQuantityContext } from '@tariq/contracts/units';
import type { z } from 'zod';
import { fieldErrors } from './form-errors';
import { loadNamespaces } from './i18n';

type TSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * react-hook-form's resolver for a schema of `@tariq/contracts`, translated as the server translates:
 * each issue becomes its `validation.*` text with its limits (`{{max}}`). `@hookform/resolvers/zod`
 * keeps only zod's message, which is the bare key, and loses the limits.
 *
 * `schema` may be a loader: a light page then fetches the schema, and zod with it, on the first check.
 * `context.currency`: the currency of the form's prices, named in their limits.
 */
export function contractResolver<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput> | (() => Promise<z.ZodType<TOutput, TInput>>),
  context: TQuantityContext = {},
): Resolver<TInput, unknown, TOutput> {
  return async (values, _context, options) => {
    const [resolved] = await Promise.all([
      typeof schema === 'function' ? schema() : schema,
      // The messages load with the first check, like the schema.
      loadNamespaces('validation'),
    ]);
    const result = await (resolved as TSchema).safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data as TOutput, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const [field, message] of Object.entries(await fieldErrors(result.error, context)))
      errors[field] = { type: 'validation', message };
    return { values: {}, errors: toNestErrors<TInput>(errors, options) };
  };
}
