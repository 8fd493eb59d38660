// Benchmark of the real-time hub (issue 6), run by `npm run bench`: 1,000 subscribers, each on
// its own topic, on one instance; 100 notifications, each to all of them; p50 and p99 from the
// commit to the receipt. With BENCH_DATABASE_URL (PostgreSQL) it runs again with two instances:
// the notifications committed here, the subscribers on a second server process.
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { notificationOf } from '@tariq/contracts';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { afterCommit, openDatabase } from '../db/client';
import { createBenchCarriers } from '../db/seed/bench-users';
import { notify } from '../modules/notifications';
import { hubToken } from '../test/hub';

// Settings come as arguments from bench/run.mjs, which reads the BENCH_* variables:
// --database-url <PostgreSQL URL> (PGlite without it), --subscribers <count>.
const { values: args } = parseArgs({
  options: { 'database-url': { type: 'string' }, subscribers: { type: 'string', default: '1000' } },
});
const SUBSCRIBERS = Number(args.subscribers);
const EVENTS = 100;
/** Between two notifications: 20 a second, each to every subscriber (20,000 deliveries a second). */
const GAP_MS = 50;
const BUDGET_P99_MS = 200;
const ROOT = path.resolve(import.meta.dirname, '../../../..');

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type TChildMessage =
  | { type: 'ready' }
  | { type: 'error'; message: string }
  | { type: 'count'; total: number }
  | { type: 'receipts'; receipts: Record<string, number[]> };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function measure(
  label: string,
  publisher: FastifyInstance,
  hubUrl: string,
  subscribers: { userId: string; token: string }[],
) {
  const child = fork(path.join(ROOT, 'bench/hub-subscribers.mjs'), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = (type: TChildMessage['type']) =>
    new Promise<TChildMessage>((resolve, reject) => {
      const onMessage = (message: TChildMessage) => {
        if (message.type === 'error') reject(new Error(message.message));
        else if (message.type === type) {
          child.off('message', onMessage);
          resolve(message);
        }
      };
      child.on('message', onMessage);
    });
  try {
    const ready = next('ready');
    child.send({ type: 'connect', url: hubUrl, subscribers });
    await ready;
    await sleep(500);
    const commits: number[] = [];
    const userIds = subscribers.map((subscriber) => subscriber.userId);
    for (let event = 0; event < EVENTS; event++) {
      await publisher.ctx.db.transaction(async (tx) => {
        // The first hook after the commit: the moment the notification exists.
        afterCommit(tx, () => {
          commits[event] = now();
        });
        await notify(publisher.ctx, tx, {
          userIds,
          ...notificationOf('proposalReceived', { offre_uid: `BENCH-${event}` }),
        });
      });
      await sleep(GAP_MS);
    }
    const expected = EVENTS * subscribers.length;
    for (let waited = 0; waited < 10_000; waited += 100) {
      const counted = next('count');
      child.send({ type: 'count' });
      if (((await counted) as { total: number }).total >= expected) break;
      await sleep(100);
    }
    const collected = next('receipts');
    child.send({ type: 'collect' });
    const { receipts } = (await collected) as { receipts: Record<string, number[]> };
    const latencies = Object.entries(receipts)
      .flatMap(([event, times]) => times.map((time) => time - commits[Number(event)]!))
      .sort((a, b) => a - b);
    const p99 = percentile(latencies, 99);
    console.log(
      `hub, ${label}: ${subscribers.length} subscribers, ${EVENTS} notifications each to all: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms from commit to receipt, ${expected - latencies.length} missing (budget p99 < ${BUDGET_P99_MS} ms)${p99 < BUDGET_P99_MS && latencies.length === expected ? '' : ' OVER BUDGET'}`,
    );
  } finally {
    child.kill();
  }
}

async function startSecondServer(
  databaseUrl: string,
  jwtSecret: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = 4100 + Math.floor(Math.random() * 800);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tariq-hub-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/api/src/server.ts')], {
    cwd: ROOT,
    // Only what the server needs: the same database and secret as this process, its own port and folder.
    env: {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (attempt > 240) throw new Error('second server did not start');
    if (
      await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    await sleep(250);
  }
  return {
    url,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const postgresUrl = args['database-url'] || null;
const jwtSecret = randomBytes(36).toString('base64url');
const throwAway = `tariq_hub_bench_${randomBytes(4).toString('hex')}`;
const config = testConfig({
  jwtSecret,
  logLevel: 'warn',
  webDistDir: '/nonexistent',
  database: postgresUrl ? { kind: 'postgres', url: postgresUrl } : { kind: 'pglite', dataDir: null },
});
const db = await openDatabase(config.database, postgresUrl ? { throwAwayDatabase: throwAway } : {});
const app = await buildApp({ config, db });
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const userIds = await createBenchCarriers(db, SUBSCRIBERS);
  const subscribers = await Promise.all(
    userIds.map(async (userId) => ({ userId, token: await hubToken(app, userId) })),
  );
  const ownUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  await measure(`one instance on ${postgresUrl ? 'PostgreSQL' : 'PGlite'}`, app, ownUrl, subscribers);
  if (postgresUrl) {
    const target = new URL(postgresUrl);
    target.pathname = `/${throwAway}`;
    const second = await startSecondServer(target.toString(), jwtSecret);
    try {
      await measure('two instances on PostgreSQL (published on A, subscribers on B)', app, second.url, subscribers);
    } finally {
      await second.stop();
    }
  }
} finally {
  await app.close();
  await db.close();
}
