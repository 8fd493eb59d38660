import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FREIGHT_LIMITS, ZFreightListResponse, ZFreightPageQuery } from './freights';
import { MISSION_LIMITS, ZMissionListQuery, ZMissionListResponse } from './missions';
import { NOTIFICATION_LIMITS, ZNotificationListQuery } from './notifications';
import { OFFER_LIMITS, ZOfferListQuery, ZOfferListResponse } from './offers';
import { PAGE_MAX, listPage, pagingQuery } from './query';
import { describeIssue } from './validation';

const ZPaging = z.object(pagingQuery({ pageSizeDefault: 20, pageSizeMax: 100 }));

/** The message key of each refused field. */
function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors = result.error.issues.map((issue) => describeIssue(issue)).map(({ field, key }) => [field, key]);
  return Object.fromEntries(errors.reverse());
}

describe('the paging of every list', () => {
  it('gives page 1 and the default size when absent or empty', () => {
    expect(ZPaging.parse({})).toEqual({ page: 1, limit: 20 });
    expect(ZPaging.parse({ page: '', limit: '' })).toEqual({ page: 1, limit: 20 });
    expect(ZPaging.parse({ page: '3', limit: '100' })).toEqual({ page: 3, limit: 100 });
    expect(ZPaging.parse({ page: String(PAGE_MAX) }).page).toBe(PAGE_MAX);
  });

  it('refuses page 0, a page above the last, a size of 0 or above the largest, and what is not a whole number', () => {
    expect(fieldErrors(ZPaging, { page: '0' })).toEqual({ page: 'tooSmall' });
    expect(fieldErrors(ZPaging, { page: String(PAGE_MAX + 1) })).toEqual({ page: 'tooBig' });
    expect(fieldErrors(ZPaging, { limit: '0' })).toEqual({ limit: 'tooSmall' });
    expect(fieldErrors(ZPaging, { limit: '101' })).toEqual({ limit: 'tooBig' });
    expect(fieldErrors(ZPaging, { page: 'two' })).toEqual({ page: 'invalid' });
    expect(fieldErrors(ZPaging, { page: '1.5' })).toEqual({ page: 'invalid' });
  });

  it('keeps each list its own sizes', () => {
    const lists: [z.ZodType, { pageSizeDefault: number; pageSizeMax: number }][] = [
      [ZOfferListQuery, OFFER_LIMITS],
      [ZFreightPageQuery, FREIGHT_LIMITS],
      [ZMissionListQuery, MISSION_LIMITS],
      [ZNotificationListQuery, NOTIFICATION_LIMITS],
    ];
    for (const [schema, sizes] of lists) {
      expect(schema.parse({})).toMatchObject({ page: 1, limit: sizes.pageSizeDefault });
      expect(fieldErrors(schema, { limit: String(sizes.pageSizeMax + 1) })).toEqual({ limit: 'tooBig' });
      expect(fieldErrors(schema, { page: String(PAGE_MAX + 1) })).toEqual({ page: 'tooBig' });
    }
    expect([OFFER_LIMITS.pageSizeDefault, FREIGHT_LIMITS.pageSizeDefault, MISSION_LIMITS.pageSizeDefault]).toEqual([
      20, 20, 20,
    ]);
    expect(NOTIFICATION_LIMITS).toMatchObject({ pageSizeDefault: 5, pageSizeMax: 50 });
  });

  it('answers pages as { data, page, total_pages, count }, which a list may extend', () => {
    const page = { data: [1, 2], page: 1, total_pages: 3, count: 5 };
    expect(listPage(z.number()).parse(page)).toEqual(page);
    expect(listPage(z.number()).safeParse({ ...page, count: undefined }).success).toBe(false);
    for (const schema of [ZOfferListResponse, ZFreightListResponse, ZMissionListResponse]) {
      expect(Object.keys(schema.shape).slice(0, 4)).toEqual(['data', 'page', 'total_pages', 'count']);
    }
  });
});
