// The machine's ceiling for the benchmarks: a Fastify server with one route and nothing else, on
// the same Node as the API. Started by run.mjs; prints "ready" once it listens on the port given.
import { createRequire } from 'node:module';

// Fastify is the API's dependency: resolved from there, so both measure the same version.
const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const Fastify = require('fastify');

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
