import { z } from 'zod';
import { PAGE_MAX, SEARCH_QUERY_MAX } from './paging';
import type { TPageSizes } from './paging';
import { vkey } from './validation';

export { PAGE_MAX, SEARCH_QUERY_MAX };
export type { TPageSizes };

/**
 * A page number or a page size in a query string: a whole number from 1 to `max`, `fallback` when
 * absent or empty. Refused with the field named: not a whole number 'invalid', below 1 'tooSmall',
 * above `max` 'tooBig'.
 */
function pagingNumber(fallback: number, max: number) {
  return z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? fallback : value),
    z.coerce
      .number({ error: vkey('invalid') })
      .int({ error: vkey('invalid') })
      .min(1, { error: vkey('tooSmall') })
      .max(max, { error: vkey('tooBig') }),
  );
}

/**
 * The `page` and `limit` of every list's query string (offers, freight search and its pages,
 * missions, notifications), to spread into the list's query schema: page 1 to PAGE_MAX (1 when
 * absent), limit 1 to the list's largest size (its default size when absent).
 */
export function pagingQuery(sizes: TPageSizes) {
  return {
    page: pagingNumber(1, PAGE_MAX),
    limit: pagingNumber(sizes.pageSizeDefault, sizes.pageSizeMax),
  };
}

/**
 * A page of a list as the API answers it (ARCHITECTURE.md §5): `{ data, page, total_pages, count }`,
 * `count` the number of results on every page. A list that says more extends it.
 */
export function listPage<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number(),
    total_pages: z.number(),
    count: z.number(),
  });
}

/**
 * The `q` of a list's query string: what the user typed in its search field (a readable number,
 * read by `parseNumberQuery`); absent when empty.
 */
export const ZSearchQuery = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string({ error: vkey('invalid') })
    .trim()
    .max(SEARCH_QUERY_MAX, { error: vkey('tooLong') })
    .optional()
    .transform((value) => value || undefined),
);

/** The answer of a call that has nothing else to say: `{ success: true }`. */
export const ZSuccess = z.object({ success: z.literal(true) });
