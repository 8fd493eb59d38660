import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { ensurePlaces } from './modules/places';
import { createTestApp } from './test/helpers';
import type { TTestApp } from './test/helpers';

// A first start loads the places while the server already listens (server.ts): what a request
// sees meanwhile.
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

async function appPreparing(): Promise<{ app: FastifyInstance; ready: () => void; fail: (error: Error) => void }> {
  let ready!: () => void;
  let fail!: (error: Error) => void;
  const dataReady = new Promise<void>((resolve, reject) => ((ready = resolve), (fail = reject)));
  const app = await buildApp({ config: t.config, db: t.db, clock: t.clock, dataReady });
  await app.ready();
  return { app, ready, fail };
}

describe('a server preparing its data', () => {
  it('answers the health check at once and holds other API requests until the places are loaded', async () => {
    const { app, ready } = await appPreparing();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      let answered = false;
      const states = app.inject({ method: 'GET', url: '/api/countries/DZ/states' }).then((response) => {
        answered = true;
        return response;
      });
      // The load the server runs meanwhile, through the same database.
      await ensurePlaces(app.ctx, { countries: ['DZ'] });
      expect(answered).toBe(false);
      ready();
      const response = await states;
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toHaveLength(58);
    } finally {
      await app.close();
    }
  });

  it('answers 500 to the requests it held when the preparation fails', async () => {
    const { app, fail } = await appPreparing();
    try {
      const held = app.inject({ method: 'GET', url: '/api/country/active' });
      fail(new Error('places could not be loaded'));
      const response = await held;
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ code: 'INTERNAL' });
    } finally {
      await app.close();
    }
  });
});
