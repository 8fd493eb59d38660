// Benchmark of the driver app's positions (issue 29), run by `npm run bench` (BENCH_ONLY=drivers
// for it alone): 2,000 drivers pinging every 10 s — 200 batches a second — through HTTP with their
// own tokens and idempotency keys, a tenth of them on a mission in progress whose shipper has the
// mission page open. Budgets: p99 ≤ 50 ms per batch on PostgreSQL, and a position on the open page
// within 1 s. The batches are sent, and the page's stream read, by bench/driver-pings.mjs in a
// process of its own: a load generator sharing the server's event loop would time itself. A
// throw-away database on PostgreSQL (--database-url), an in-memory PGlite otherwise. Prints
// PASS/FAIL; does not fail the run (as the other cases still over budget).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DRIVER_ROLE, trackingTopic } from '@tariq/contracts';
import { offerToday } from '@tariq/contracts/offers';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase } from '../db/client';
import { createBenchDrivers } from '../db/seed/bench-drivers';
import { ensurePlaces } from '../modules/places';
import { createSignedInUser } from '../test/helpers';
import type { TSignedInUser } from '../test/helpers';
import { hubToken } from '../test/hub';
import { validOffer } from '../test/offers';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    drivers: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '10' },
    /** Batches sent first and not counted: the server's code compiled and its connections open. */
    warmup: { type: 'string', default: '3' },
  },
});
const DRIVERS = Number(args.drivers);
const SECONDS = Number(args.seconds);
/** Each driver sends a batch every 10 s. */
const RATE = DRIVERS / 10;
/** One driver in ten is on a mission in progress, whose page is open at its shipper's. */
const ON_MISSION = Math.max(1, Math.round(DRIVERS / 10));
const WARMUP_SECONDS = Number(args.warmup);
const BUDGET_P99_MS = 50;
const BUDGET_DELIVERY_MS = 1000;
const ROOT = path.resolve(import.meta.dirname, '../../../..');

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

/** The shipper's offer, the carrier's proposal accepted, the driver named, the mission started. */
async function startMission(carrier: TSignedInUser, shipper: TSignedInUser, driverId: string): Promise<void> {
  const expect = (response: { statusCode: number; body: string }, what: string) => {
    if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
    return response;
  };
  const today = offerToday();
  const tomorrow = offerToday(new Date(Date.now() + 86_400_000));
  const base = validOffer();
  const published = expect(
    await shipper.inject({
      method: 'POST',
      url: '/api/offers',
      payload: validOffer({
        departure: { ...base.departure, date: today },
        destination: { ...base.destination, date: tomorrow },
      }),
    }),
    'publishing',
  );
  const uid = (JSON.parse(published.body) as { uids: string[] }).uids[0]!;
  const proposal = expect(
    await carrier.inject({ method: 'POST', url: `/api/freights/${uid}/proposals`, payload: { price: 80000 } }),
    'proposing',
  );
  const accepted = expect(
    await shipper.inject({ method: 'POST', url: `/api/proposals/${JSON.parse(proposal.body).id}/accept` }),
    'accepting',
  );
  const id = JSON.parse(accepted.body).mission_id as string;
  expect(
    await carrier.inject({ method: 'PUT', url: `/api/missions/${id}/driver`, payload: { driver_id: driverId } }),
    'naming the driver',
  );
  expect(await carrier.inject({ method: 'POST', url: `/api/missions/${id}/confirm` }), 'confirming');
  expect(await shipper.inject({ method: 'POST', url: `/api/missions/${id}/pickup/waive` }), 'waiving the pickup');
  expect(await carrier.inject({ method: 'POST', url: `/api/missions/${id}/start` }), 'starting');
}

type TPingsResult = {
  sent: number;
  failed: number;
  elapsed: number;
  latency: { p50: number; p99: number; max: number };
  delivery: { received: number; expected: number; p50: number; p99: number; max: number };
};

try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  await ensurePlaces(app.ctx, { countries: ['DZ'] });
  const seedStarted = performance.now();
  const [carrier, shipper] = await Promise.all([
    createSignedInUser({ app, db }, { role: 'ROLE_TRANSPORTEUR', documentsOk: true }),
    createSignedInUser({ app, db }, { role: 'ROLE_COMMISSIONNAIRE', documentsOk: true }),
  ]);
  const ids = await createBenchDrivers(db, DRIVERS, carrier.company.id);
  // Ten at a time: each is seven calls, and the offers' alerts and matching run meanwhile.
  const onMission = ids.slice(0, ON_MISSION);
  for (let start = 0; start < onMission.length; start += 10) {
    await Promise.all(onMission.slice(start, start + 10).map((driverId) => startMission(carrier, shipper, driverId)));
  }
  const tokens = await Promise.all(ids.map((id) => app.ctx.tokens.signAccessToken(id, [DRIVER_ROLE])));
  const pageToken = await hubToken(app, shipper.user.id, [trackingTopic(shipper.company.id)]);
  console.log(
    `\nseeded ${DRIVERS} drivers, ${ON_MISSION} on missions in progress, in ${Math.round((performance.now() - seedStarted) / 1000)} s`,
  );

  const child = fork(path.join(ROOT, 'bench/driver-pings.mjs'), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const result = await new Promise<TPingsResult>((resolve, reject) => {
    child.on('message', (message: { type: 'result'; result: TPingsResult } | { type: 'error'; message: string }) => {
      if (message.type === 'error') reject(new Error(message.message));
      else resolve(message.result);
    });
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
    });
    child.send({
      url,
      tokens,
      rate: RATE,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      page: { token: pageToken, topic: trackingTopic(shipper.company.id) },
    });
  });

  const engine = postgresUrl ? 'PostgreSQL' : 'PGlite';
  const { latency, delivery } = result;
  const verdict = result.failed > 0 ? 'FAIL (errors)' : latency.p99 <= BUDGET_P99_MS ? 'PASS' : 'FAIL';
  const deliveryVerdict =
    delivery.received < delivery.expected
      ? `FAIL (${delivery.expected - delivery.received} never arrived)`
      : delivery.p99 <= BUDGET_DELIVERY_MS
        ? 'PASS'
        : 'FAIL';
  console.log(
    `Driver positions, ${engine}: ${DRIVERS} drivers, a batch each 10 s (${RATE}/s), ${result.sent} batches in ${result.elapsed.toFixed(1)} s: ` +
      `p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms, ${result.failed} failed; ` +
      `p99 (budget ${BUDGET_P99_MS} ms${postgresUrl ? '' : ', set for PostgreSQL'}) ${verdict}`,
  );
  console.log(
    `  to the open mission page (${ON_MISSION} missions in progress): ${delivery.received}/${delivery.expected} positions, ` +
      `p50 ${delivery.p50} ms, p99 ${delivery.p99} ms, max ${delivery.max} ms from the batch's sending; ` +
      `p99 (budget ${BUDGET_DELIVERY_MS} ms) ${deliveryVerdict}`,
  );
} finally {
  await app.close();
  await db.close();
}
