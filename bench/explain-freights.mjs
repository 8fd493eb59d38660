// Where an uncached freight search spends its time, request by request, on the database of
// DATABASE_URL (seeded: `npm run bench:seed-offers`): the bench's generated searches are sent one
// at a time through the real app (its SQL path: FREIGHT_INDEX=off), every SQL statement is timed, and the
// slowest statements are run again under EXPLAIN (ANALYZE, BUFFERS).
// Usage: DATABASE_URL=postgres://… node --import tsx bench/explain-freights.mjs [searches=300] [plans=6]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { combination, deepPage, uniquePaths } from './freight-search.mjs';

const SEARCHES = Number(process.argv[2] ?? 300);
const PLANS = Number(process.argv[3] ?? 6);
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL: a seeded PostgreSQL database');

/** Every statement the app runs: its text, values and time. */
const statements = [];
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function timedQuery(config, values) {
  const text = typeof config === 'string' ? config : config?.text;
  const params = typeof config === 'object' && config?.values ? config.values : Array.isArray(values) ? values : [];
  const start = performance.now();
  const record = () => statements.push({ text, params, ms: performance.now() - start });
  const last = [...arguments].findLast((argument) => typeof argument === 'function');
  if (last) {
    const args = [...arguments].map((argument) =>
      argument === last
        ? (...results) => {
            record();
            last(...results);
          }
        : argument,
    );
    return query.apply(this, args);
  }
  const result = query.apply(this, arguments);
  if (result && typeof result.then === 'function') result.then(record, record);
  return result;
};

const kindOf = (text) =>
  /count\(/i.test(text)
    ? 'count'
    : /from "places"|from places/i.test(text)
      ? 'places'
      : /"offers"/.test(text)
        ? 'rows'
        : 'other';
const round = (ms) => Math.round(ms * 10) / 10;
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)];

const config = loadConfig({
  ...process.env,
  // The SQL path is what this profiles.
  FREIGHT_INDEX: 'off',
  LOG_LEVEL: 'warn',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tariq-explain-')),
});
const db = await openDatabase(config.database);
const app = await buildApp({ config, db });
await app.ready();
try {
  const login = await app.inject({
    method: 'POST',
    url: '/api/login_check',
    payload: { username: 'carrier@demo.tariq.dz', password: 'Tariq-demo-2026' },
  });
  const headers = { authorization: `Bearer ${login.json().token}` };
  const requests = [];
  for (const [name, next, count] of [
    ['new combinations', uniquePaths(24, combination), SEARCHES],
    ['deep pages', uniquePaths(240, deepPage), Math.ceil(SEARCHES / 3)],
  ]) {
    // A few searches first, so that the measured ones find the code compiled and the pool warm.
    for (let index = 0; index < 20; index++)
      await app.inject({ method: 'GET', url: uniquePaths(9, combination)(), headers });
    const times = [];
    for (let index = 0; index < count; index++) {
      const url = next();
      const first = statements.length;
      const start = performance.now();
      const response = await app.inject({ method: 'GET', url, headers });
      const ms = performance.now() - start;
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      const own = statements.slice(first);
      requests.push({ name, url, ms, statements: own });
      times.push(ms);
    }
    const mine = requests.filter((request) => request.name === name);
    const byKind = {};
    for (const statement of mine.flatMap((request) => request.statements)) {
      const kind = kindOf(statement.text);
      byKind[kind] ??= { count: 0, ms: 0 };
      byKind[kind].count++;
      byKind[kind].ms += statement.ms;
    }
    console.log(
      `\n${name}: ${count} searches one at a time, p50 ${round(percentile(times, 50))} ms, p99 ${round(percentile(times, 99))} ms`,
    );
    for (const [kind, { count: n, ms }] of Object.entries(byKind)) {
      console.log(
        `  ${kind}: ${round(n / count)} statements a search, ${round(ms / count)} ms a search (${round(ms / n)} ms each)`,
      );
    }
  }

  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    // Per sort order: the time of the page's statement and of the count, and what each plan reads
    // (its first scan node: an index, or a sequential scan).
    console.log('\nby sort order (new combinations): rows ms avg / p99, count ms avg, what the rows plan reads');
    const byOrder = new Map();
    for (const request of requests.filter((entry) => entry.name === 'new combinations')) {
      const order = new URL(request.url, 'http://x').searchParams.get('order') ?? 'date';
      const rows = request.statements.find((statement) => kindOf(statement.text) === 'rows');
      const counted = request.statements.find((statement) => kindOf(statement.text) === 'count');
      const plan = await query.call(client, `EXPLAIN ${rows.text}`, rows.params);
      const scans = plan.rows
        .map((row) =>
          /(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)( Backward)?(?: using (\w+))? on (\w+)/.exec(
            row['QUERY PLAN'],
          ),
        )
        .filter((match) => (match && match[4] === 'offers') || (match && match[3]?.startsWith('offers')))
        .map((match) => `${match[1]}${match[2] ?? ''}${match[3] ? ` ${match[3]}` : ''}`);
      const entry = byOrder.get(order) ?? { rows: [], count: [], scans: new Map() };
      entry.rows.push(rows.ms);
      if (counted) entry.count.push(counted.ms);
      const key = scans.join(' + ') || '(none)';
      entry.scans.set(key, (entry.scans.get(key) ?? 0) + 1);
      byOrder.set(order, entry);
    }
    const average = (values) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
    for (const [order, entry] of byOrder) {
      console.log(
        `  ${order}: ${entry.rows.length} searches, rows ${round(average(entry.rows))} / ${round(percentile(entry.rows, 99))} ms, count ${round(average(entry.count))} ms; ${[
          ...entry.scans,
        ]
          .sort((a, b) => b[1] - a[1])
          .map(([scan, n]) => `${n}× ${scan}`)
          .join('; ')}`,
      );
    }

    // The slowest statements of each case, one per search, and their plans.
    const slowest = ['new combinations', 'deep pages'].flatMap((name) =>
      requests
        .filter((request) => request.name === name)
        .map((request) => ({ request, statement: request.statements.reduce((a, b) => (b.ms > a.ms ? b : a)) }))
        .sort((a, b) => b.statement.ms - a.statement.ms)
        .slice(0, PLANS),
    );
    for (const { request, statement } of slowest) {
      console.log(
        `\n=== ${request.name}: ${decodeURIComponent(request.url)} — ${round(request.ms)} ms, slowest statement ${round(statement.ms)} ms (${kindOf(statement.text)})`,
      );
      console.log(statement.text);
      console.log(`params: ${JSON.stringify(statement.params)}`);
      const plan = await query.call(client, `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.params);
      console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
  } finally {
    await client.end();
  }
} finally {
  await app.close();
  await db.close();
}
