import { PAGE_MAX } from '@tariq/contracts/paging';

/** `?page=` of a list's URL: a whole number from 1 to the API's PAGE_MAX; anything else is the first page. */
export function readPageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1;
}
