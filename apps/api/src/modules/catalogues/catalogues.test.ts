import { CATALOGUE_VALUES, FILTER_PRESETS, OPTION_LISTS, ZCatalogues } from '@tariq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import type { TTestApp } from '../../test/helpers';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/catalogues', () => {
  it('serves every catalogue with its labels in the caller’s language', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/catalogues' });
    expect(response.statusCode).toBe(200);
    const body = ZCatalogues.parse(response.json());
    expect(body.language).toBe('fr');
    expect(body.options).toEqual(OPTION_LISTS);
    expect(body.filter_presets).toEqual(FILTER_PRESETS);
    expect(body.truck_types.find((type) => type.value === 'van')?.subTypes?.map((sub) => sub.value)).toEqual([
      'van_12m3',
      'van_14m3',
      'van_17m3',
      'van_20m3',
    ]);
    for (const [group, values] of Object.entries(CATALOGUE_VALUES)) {
      for (const value of values) expect(body.labels[group]?.[value], `${group}.${value}`).toEqual(expect.any(String));
    }
    const arabic = ZCatalogues.parse(
      (await t.app.inject({ method: 'GET', url: '/api/catalogues', headers: { 'user-language': 'ar' } })).json(),
    );
    expect(arabic.language).toBe('ar');
    expect(arabic.labels.currency?.DZD).not.toEqual(body.labels.currency?.DZD);
  });

  it('answers 304 to a client holding the current ETag, and another ETag per language', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/catalogues' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toContain('max-age');

    const again = await t.app.inject({ method: 'GET', url: '/api/catalogues', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const stale = await t.app.inject({ method: 'GET', url: '/api/catalogues', headers: { 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);

    const english = await t.app.inject({ method: 'GET', url: '/api/catalogues', headers: { 'user-language': 'en' } });
    expect(english.headers.etag).not.toBe(etag);
  });
});
