import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';

/**
 * A refused request as a form shows it: the server's field messages for the fields the form has
 * (`fields`), and the rest in one sentence (`other`: the server's message when no field was named,
 * the messages of fields the form does not have), or null when nothing is left to say.
 */
export function serverErrors(
  error: unknown,
  formFields: readonly string[],
): { fields: Record<string, string>; other: string | null } {
  if (!error) return { fields: {}, other: null };
  const fields = error instanceof ApiError ? error.fields : {};
  const unplaced = Object.entries(fields)
    .filter(([field]) => !formFields.includes(field))
    .map(([, message]) => message);
  const general = Object.keys(fields).length === 0 ? errorMessage(error) : null;
  const other = [general, ...unplaced].filter(Boolean).join(' ');
  return { fields, other: other || null };
}
