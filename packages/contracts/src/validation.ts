import type { z } from 'zod';
import type { TValidationKey } from './messages';
import { isUnit } from './unit-names';
import type { TUnit } from './unit-names';

const VALIDATION_KEY_PREFIX = 'validation.';
const UNIT_MARK = '?unit=';

/**
 * Schemas name their messages by key (`validation.required`); both sides translate the key. A limit
 * of a measured field names its unit too (`vkey('tooBig', { unit: 'kilogram' })`): zod keeps only a
 * message on the issue, so the unit travels in it and `describeIssue` gives it back as a parameter.
 */
export function vkey(key: TValidationKey, options: { unit?: TUnit } = {}): string {
  return VALIDATION_KEY_PREFIX + key + (options.unit ? UNIT_MARK + options.unit : '');
}

/** `params`: the limit (`min`, `max`) as a number and its `unit` when the field has one; each side formats them (units.ts). */
export type TFieldIssue = { field: string; key: TValidationKey; params: Record<string, string | number> };

/** Turns a zod issue into a message key and its parameters, whatever zod's own default text. */
export function describeIssue(issue: z.core.$ZodIssue): TFieldIssue {
  const field = issue.path.map(String).join('.') || '_';
  if (issue.message.startsWith(VALIDATION_KEY_PREFIX)) {
    const [key, unit] = issue.message.slice(VALIDATION_KEY_PREFIX.length).split(UNIT_MARK);
    const params: Record<string, string | number> = {};
    if (issue.code === 'too_small') params.min = Number(issue.minimum);
    if (issue.code === 'too_big') params.max = Number(issue.maximum);
    if (isUnit(unit)) params.unit = unit;
    return { field, key: key as TValidationKey, params };
  }
  switch (issue.code) {
    case 'invalid_type':
      return { field, key: issue.input === undefined || issue.input === null ? 'required' : 'invalid', params: {} };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return { field, key: 'required', params: {} };
      return {
        field,
        key: issue.origin === 'string' ? 'tooShort' : 'tooSmall',
        params: { min: Number(issue.minimum) },
      };
    case 'too_big':
      return { field, key: issue.origin === 'string' ? 'tooLong' : 'tooBig', params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return { field, key: issue.format === 'email' ? 'email' : 'invalid', params: {} };
    case 'invalid_value':
      return { field, key: 'invalidChoice', params: {} };
    default:
      return { field, key: 'invalid', params: {} };
  }
}

/**
 * Control characters no text input may hold: C0 and DEL, except tab, line feed and carriage
 * return (multi-line text). NUL above all: PostgreSQL refuses it and the query fails.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** For text that does not come through a JSON or form body (multipart fields): the same rule. */
export function hasNoControlCharacters(text: string): boolean {
  return !CONTROL_CHARACTERS.test(text);
}
