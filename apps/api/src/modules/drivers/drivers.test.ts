import { ZDriversListResponse } from '@tariq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp } from '../../test/helpers';
import type { TTestApp } from '../../test/helpers';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

describe('GET /api/drivers', () => {
  it('answers a signed-in user a page of the list', async () => {
    const user = await createSignedInUser(t);
    const response = await user.inject({ method: 'GET', url: '/api/drivers' });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZDriversListResponse.parse(response.json())).toEqual({ data: [], page: 1, total_pages: 0, count: 0 });
  });

  it('refuses an anonymous caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/drivers' });
    expect(response.statusCode).toBe(401);
  });
});
