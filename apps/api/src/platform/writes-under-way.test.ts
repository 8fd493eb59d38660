import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers';
import type { TTestApp } from '../test/helpers';
import { writesUnderWay } from './turns';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('requests that write, counted while under way (searches give way to them)', () => {
  it('counts a write until it is answered, whatever the answer; never a read', async () => {
    const seen: number[] = [];
    const login = t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: 'nobody@example.dz', password: 'wrong password' },
    });
    // Counted from its first hook on (light-my-request starts it on the next tick).
    await new Promise((resolve) => setImmediate(resolve));
    seen.push(writesUnderWay.count);
    expect((await login).statusCode).toBe(401);
    seen.push(writesUnderWay.count);
    expect((await t.app.inject({ method: 'POST', url: '/api/offers', payload: {} })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/no-such-route' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    seen.push(writesUnderWay.count);
    expect(seen).toEqual([1, 0, 0]);
  });
});
