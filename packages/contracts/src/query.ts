import { z } from 'zod';
import { vkey } from './validation';

/** A page number or a page size in a query string: a whole number from 1 to `max`, `fallback` when absent. */
export function queryPageNumber(fallback: number, max: number) {
  return z.preprocess(
    (value) => (value === '' || value === undefined ? fallback : value),
    z.coerce
      .number({ error: vkey('invalid') })
      .int({ error: vkey('invalid') })
      .min(1, { error: vkey('invalid') })
      .max(max, { error: vkey('tooBig') }),
  );
}
