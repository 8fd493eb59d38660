import { z } from 'zod';
import { listPage, pagingQuery } from './query';

/** The drivers domain: what its calls take and answer (GET /api/drivers). */
export const DRIVERS_LIMITS = {
  pageSizeDefault: 20,
  pageSizeMax: 100,
} as const;

/** GET /api/drivers?page=&limit= */
export const ZDriversListQuery = z.object(pagingQuery(DRIVERS_LIMITS));
export type TDriversListQuery = z.input<typeof ZDriversListQuery>;

/** One item of the list: the skeleton's example resource, to be replaced by the domain's own. */
export const ZDriversItem = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
});
export type TDriversItem = z.infer<typeof ZDriversItem>;

export const ZDriversListResponse = listPage(ZDriversItem);
export type TDriversListResponse = z.infer<typeof ZDriversListResponse>;
