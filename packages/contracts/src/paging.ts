// The lists' paging and search limits, without zod: light pages read them (query.ts holds the schemas).

/** The last page any list serves: deeper pages are refused, not searched. */
export const PAGE_MAX = 10_000;

/** A list's page sizes: the one it serves when none is asked for, and the largest it serves. */
export type TPageSizes = { pageSizeDefault: number; pageSizeMax: number };

/** The longest search text a list's `q` takes. */
export const SEARCH_QUERY_MAX = 32;
