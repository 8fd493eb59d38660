import { describeIssue } from '@tariq/contracts/validation';
import type { z } from 'zod';
import { i18next } from './i18n';

/** Field errors of a zod result, in the interface language, keyed by input name (the `validation` namespace must be loaded). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const { field, key, params } = describeIssue(issue);
    fields[field] ??= i18next.t(`validation.${key}`, { ...params, ns: 'validation' });
  }
  return fields;
}
