import type { TValidationKey } from '@tariq/contracts/message-types';
import { describeIssue } from '@tariq/contracts/validation';
import { formatMessageParams } from '@tariq/contracts/units';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { getCurrentLanguage, i18next, loadNamespaces } from '../../../lib/i18n';

/** One refusal of a form's values, named by the form's field ('departure', 'contact.email'). */
export type TFormIssue = { field: string; key: TValidationKey; params: Record<string, string | number> };

/**
 * The contract's refusals of a request, each on the form field that holds what it refuses
 * (`fieldOf`: a request field to a form field; null: one the form does not show).
 */
export function formIssues(error: z.ZodError | undefined, fieldOf: (requestField: string) => string): TFormIssue[] {
  if (!error) return [];
  return error.issues.map((issue) => {
    const described = describeIssue(issue);
    return { ...described, field: fieldOf(described.field) };
  });
}

/** The first message of each field, in the interface language, limits with their units (the `validation` texts). */
export function issueMessages(issues: readonly TFormIssue[]): Record<string, string> {
  const language = getCurrentLanguage();
  const messages: Record<string, string> = {};
  for (const issue of issues)
    messages[issue.field] ??= i18next.t(`validation.${issue.key}`, {
      ...formatMessageParams(issue.params, language),
      ns: 'validation',
    });
  return messages;
}

/**
 * react-hook-form's resolver for a truck form: `check` gives the refusals of the values as the
 * contract words them, `inScope` the fields shown now (a wizard's step): the others wait their turn.
 */
export function truckResolver<TValues extends FieldValues>(
  check: (values: TValues) => TFormIssue[],
  inScope: (field: string) => boolean = () => true,
): Resolver<TValues> {
  return async (values, _context, options) => {
    await loadNamespaces('validation');
    const issues = check(values).filter((issue) => inScope(issue.field));
    if (issues.length === 0) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [field, message] of Object.entries(issueMessages(issues)))
      errors[field] = { type: 'validation', message };
    return { values: {}, errors: toNestErrors<TValues>(errors, options) };
  };
}
