import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readFirstWith, validatorCompiler } from './query-first';

const app = Fastify();
app.setValidatorCompiler(validatorCompiler);
const ZQuery = z.object({ n: z.coerce.number().int().min(1) });
// A reader that reads only `n=1`, and says so in what it makes: which of the two read each request.
const read = (raw: unknown) => ((raw as { n?: unknown }).n === '1' ? { n: 1, by: 'reader' } : null);
app
  .withTypeProvider<ZodTypeProvider>()
  .get('/fast', { schema: { querystring: readFirstWith(ZQuery, read) } }, async (request) => request.query);
// The same schema object as a body: read by the schema only.
app.withTypeProvider<ZodTypeProvider>().post('/body', { schema: { body: ZQuery } }, async (request) => request.body);
afterAll(() => app.close());

describe('query strings read first without zod', () => {
  it("takes the reader's values when it reads the query", async () => {
    const response = await app.inject({ method: 'GET', url: '/fast?n=1' });
    expect(response.json()).toEqual({ n: 1, by: 'reader' });
  });

  it('leaves to the schema what the reader does not read, and its refusals', async () => {
    expect((await app.inject({ method: 'GET', url: '/fast?n=2' })).json()).toEqual({ n: 2 });
    const refused = await app.inject({ method: 'GET', url: '/fast?n=0' });
    expect(refused.statusCode).toBe(400);
  });

  it('reads bodies with the schema only', async () => {
    const response = await app.inject({ method: 'POST', url: '/body', payload: { n: '1' } });
    expect(response.json()).toEqual({ n: 1 });
  });
});
