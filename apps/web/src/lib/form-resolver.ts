import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { TQuantityContext } from '@tariq/contracts/units';
import { checkValues } from './form-errors';
import type { TContractSchema } from './form-errors';

/**
 * react-hook-form's resolver for a schema of `@tariq/contracts`, translated as the server translates:
 * each issue becomes its `validation.*` text with its limits (`{{max}}`). `@hookform/resolvers/zod`
 * keeps only zod's message, which is the bare key, and loses the limits.
 *
 * `schema` may be a loader: a light page then fetches the schema, and zod with it, on the first check.
 * `context.currency`: the currency of the form's prices, named in their limits.
 */
export function contractResolver<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: TContractSchema<TInput, TOutput>,
  context: TQuantityContext = {},
): Resolver<TInput, unknown, TOutput> {
  return async (values, _context, options) => {
    const result = await checkValues(schema, values, context);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const [field, message] of Object.entries(result.errors)) errors[field] = { type: 'validation', message };
    return { values: {}, errors: toNestErrors<TInput>(errors, options) };
  };
}
