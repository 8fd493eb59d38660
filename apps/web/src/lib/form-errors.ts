import type { TQuantityContext } from '@tariq/contracts/units';
import { describeIssue } from '@tariq/contracts/validation';
import type { z } from 'zod';
import { getCurrentLanguage, i18next, loadNamespaces } from './i18n';

/**
 * Field errors of a zod result, in the interface language, keyed by input name (the `validation`
 * namespace must be loaded). Limits read as the API writes them: the language's number format and
 * the field's unit ('44 000 kg'); a price limit in `context.currency` when the form knows it. The
 * units' words and formats load with the first refusal, not with the login page that has none.
 */
export async function fieldErrors(error: z.ZodError, context: TQuantityContext = {}): Promise<Record<string, string>> {
  const { formatMessageParams } = await import('@tariq/contracts/units');
  const language = getCurrentLanguage();
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const { field, key, params } = describeIssue(issue);
    fields[field] ??= i18next.t(`validation.${key}`, {
      ...formatMessageParams(params, language, context),
      ns: 'validation',
    });
  }
  return fields;
}

/** A schema of `@tariq/contracts`, or a loader of one: a light page fetches it, and zod with it, on the first check. */
export type TContractSchema<TInput, TOutput> = z.ZodType<TOutput, TInput> | (() => Promise<z.ZodType<TOutput, TInput>>);

/**
 * Checks `values` against a contract's schema as the server does: the parsed values, or each
 * field's message in the interface language (the `validation` texts load with the first check).
 */
export async function checkValues<TInput, TOutput>(
  schema: TContractSchema<TInput, TOutput>,
  values: TInput,
  context: TQuantityContext = {},
): Promise<{ success: true; data: TOutput } | { success: false; errors: Record<string, string> }> {
  const [resolved] = await Promise.all([
    typeof schema === 'function' ? schema() : schema,
    loadNamespaces('validation'),
  ]);
  const result = await resolved.safeParseAsync(values);
  if (result.success) return { success: true, data: result.data };
  return { success: false, errors: await fieldErrors(result.error, context) };
}
