import { PAGE_MAX } from '@tariq/contracts/query';
import { describe, expect, it } from 'vitest';
import { readPageParam } from './page-param';

describe('readPageParam', () => {
  it('reads a whole page number the API accepts, and the first page for anything else', () => {
    const page = (value: string) => readPageParam(new URLSearchParams({ page: value }));
    expect(page('3')).toBe(3);
    expect(page(String(PAGE_MAX))).toBe(PAGE_MAX);
    // Beyond what the API accepts, a link would only meet a 400.
    expect(page(String(PAGE_MAX + 1))).toBe(1);
    for (const wrong of ['0', '-2', '2.5', 'abc', '']) expect(page(wrong)).toBe(1);
    expect(readPageParam(new URLSearchParams())).toBe(1);
  });
});
