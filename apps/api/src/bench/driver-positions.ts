// Benchmark of the driver app's positions (issue 29), run by `npm run bench` (BENCH_ONLY=drivers
// for it alone): 2,000 drivers pinging every 10 s — 200 batches a second — through HTTP with
// their own tokens and idempotency keys; p99 per batch against 50 ms on PostgreSQL. A throw-away
// database on PostgreSQL (BENCH_DATABASE_URL), an in-memory PGlite otherwise. Prints PASS/FAIL; does not
// fail the run yet (as the other cases still over budget). --seconds 30 lets each driver send three batches.
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { DRIVER_ROLE } from '@tariq/contracts';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase } from '../db/client';
import { createBenchDrivers } from '../db/seed/bench-drivers';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    drivers: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '10' },
  },
});
const DRIVERS = Number(args.drivers);
const SECONDS = Number(args.seconds);
/** Each driver sends a batch every 10 s. */
const RATE = DRIVERS / 10;
const BUDGET_P99_MS = 50;

const postgresUrl = args['database-url'] || null;
const config = testConfig({
  jwtSecret: randomBytes(36).toString('base64url'),
  logLevel: 'warn',
  webDistDir: '/nonexistent',
  database: postgresUrl ? { kind: 'postgres', url: postgresUrl } : { kind: 'pglite', dataDir: null },
});
const throwAway = `tariq_drivers_bench_${randomBytes(4).toString('hex')}`;
const db = await openDatabase(config.database, postgresUrl ? { throwAwayDatabase: throwAway } : {});
const app = await buildApp({ config, db });
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const ids = await createBenchDrivers(db, DRIVERS);
  const tokens = await Promise.all(ids.map((id) => app.ctx.tokens.signAccessToken(id, [DRIVER_ROLE])));
  // Batches at a fixed rate, each timed from when it was due (a slow answer does not delay the next).
  const total = Math.round(SECONDS * RATE);
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const sent: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const driver = index % tokens.length;
    sent.push(
      fetch(`${url}/api/driver/positions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${tokens[driver]}`,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          positions: [
            {
              lat: 36.7 + (driver % 100) / 1000,
              lng: 3.0 + (driver % 97) / 1000,
              accuracy: 8,
              speed: 20,
              heading: 90,
              recorded_at: new Date().toISOString(),
            },
          ],
        }),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          if (!response.ok) failed += 1;
          latencies.push(performance.now() - due);
        },
        () => {
          failed += 1;
        },
      ),
    );
  }
  await Promise.all(sent);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0);
  const engine = postgresUrl ? 'PostgreSQL' : 'PGlite';
  const p99 = at(0.99);
  const verdict = failed > 0 ? 'FAIL (errors)' : p99 <= BUDGET_P99_MS ? 'PASS' : 'FAIL';
  console.log(
    `\nDriver positions, ${engine}: ${DRIVERS} drivers, a batch each 10 s (${RATE}/s), ${total} batches in ${elapsed.toFixed(1)} s: ` +
      `p50 ${at(0.5)} ms, p99 ${p99} ms, max ${at(1)} ms, ${failed} failed; ` +
      `p99 (budget ${BUDGET_P99_MS} ms${postgresUrl ? '' : ', set for PostgreSQL'}) ${verdict}`,
  );
} finally {
  await app.close();
  await db.close();
}
