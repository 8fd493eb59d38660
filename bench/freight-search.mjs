// The freight search as dispatchers use it (issue 24): every request a combination of filters not
// asked before, deep pages of broad queries, and searches while offers are published and taken.
// Every request is new, so no answer is ever reused: what is measured is what a search costs.
// Figures are printed beside their budget with PASS/FAIL; none of them fails the run (yet).
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';

/** Deterministic (mulberry32): the same seed gives the same requests, so runs compare. */
export function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WILAYAS = Array.from({ length: 58 }, (_, index) => String(index + 1).padStart(2, '0'));
const TRUCK_TYPES = ['tautliner', 'rigid', 'van', 'refrigerated', 'flatbed', 'box_trailer'];
const ORDERS = ['date', 'newest', 'price_asc', 'price_desc', 'distance', 'weight'];
const RADII_KM = [25, 50, 75, 100, 150];
const FILTERS = ['startState', 'endState', 'radius', 'type', 'weight', 'dates', 'order', 'page'];

const addDays = (days) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const pick = (random, list) => list[Math.floor(random() * list.length)];
const between = (random, low, high) => low + Math.floor(random() * (high - low + 1));

/** 2 to 5 of the filters a dispatcher sets, with values drawn from `random`. */
export function combination(random) {
  const chosen = new Set();
  const size = between(random, 2, 5);
  while (chosen.size < size) chosen.add(pick(random, FILTERS));
  const query = {};
  if (chosen.has('startState')) query.startState = pick(random, WILAYAS);
  if (chosen.has('endState')) query.endState = pick(random, WILAYAS);
  if (chosen.has('radius')) {
    // Around the side that has no wilaya yet (the loading side when both have one).
    const side = chosen.has('startState') && !chosen.has('endState') ? 'end' : 'start';
    query[`${side}_place_id`] = `DZ:${pick(random, WILAYAS)}`;
    query[`${side}Radius`] = pick(random, RADII_KM);
  }
  if (chosen.has('type')) query.type = pick(random, TRUCK_TYPES);
  if (chosen.has('weight')) query.maxWeight = between(random, 2, 80) * 500;
  if (chosen.has('dates')) {
    const from = between(random, 0, 20);
    query.dateFrom = addDays(from);
    query.dateTo = addDays(from + between(random, 0, 7));
  }
  if (chosen.has('order')) query.order = pick(random, ORDERS);
  if (chosen.has('page')) query.page = between(random, 1, 5);
  return query;
}

/** Page 50 to 200 of a query with no filter or one broad one, in any order. */
export function deepPage(random) {
  const query = { order: pick(random, ORDERS), page: between(random, 50, 200) };
  if (random() < 0.5) query.type = pick(random, ['tautliner', 'rigid', 'van']);
  return query;
}

/** Paths from `generate`, never one sent before (a few thousand draws at most per case). */
export function uniquePaths(seed, generate, base = '/api/freights') {
  const random = createRandom(seed);
  const seen = new Set();
  return () => {
    for (let attempt = 0; ; attempt++) {
      const path = `${base}?${new URLSearchParams(Object.entries(generate(random)).map(([k, v]) => [k, String(v)]))}`;
      if (!seen.has(path) || attempt > 50) {
        seen.add(path);
        return path;
      }
    }
  };
}

export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
  } catch {
    return NaN;
  }
}

/** CPU seconds (user + system) a process has used, from /proc (clock ticks of 1/100 s). */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds used by every PostgreSQL process of this machine (its backends serve the server here). */
function postgresCpuSeconds() {
  let total = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/comm`, 'utf8').trim() === 'postgres') total += cpuSeconds(name);
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
}

/** The highest resident memory of `pid` while `work` runs, sampled every 250 ms. */
async function peakRss(pid, work) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 250);
  try {
    return { result: await work(), peak };
  } finally {
    clearInterval(timer);
    peak = Math.max(peak, rssMb(pid));
  }
}

const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

export const verdict = (value, budget, timedOut = false) =>
  budget === undefined ? '(no budget)' : `(budget ${budget} ms) ${value <= budget && !timedOut ? 'PASS' : 'FAIL'}`;

/**
 * Until the server answers its health route quickly again: requests a case left unanswered at its
 * end are still worked on (PGlite runs one query at a time), and would be charged to the next case.
 */
export async function settle(url) {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    const start = performance.now();
    await fetch(`${url}/api/health`).catch(() => null);
    if (performance.now() - start < 50) return;
  }
}

/** Publishes `perSecond` offers a second and takes `takesPerSecond`, through the API, until stopped. */
function startWrites({ url, shipper, carrier, publishesPerSecond, takesPerSecond }) {
  const random = createRandom(2424);
  const latencies = { publish: [], accept: [], choose: [] };
  const failures = [];
  const open = { instant: [], chosen: [] };
  const pending = new Set();
  let published = 0;

  async function call(kind, token, method, path, body) {
    const start = performance.now();
    const response = await fetch(url + path, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    const elapsed = performance.now() - start;
    const answer = await response.json().catch(() => null);
    if (response.ok) latencies[kind].push(elapsed);
    else failures.push(`${kind} ${response.status} ${answer?.code ?? ''}`);
    return response.ok ? answer : null;
  }

  const track = (promise) => {
    pending.add(promise);
    promise.catch((error) => failures.push(String(error))).finally(() => pending.delete(promise));
  };

  async function publish() {
    // Half of them with instant booking: the first acceptance at the price takes them.
    const instant = published++ % 2 === 0;
    const day = between(random, 1, 10);
    const price = between(random, 20, 300) * 1000;
    const answer = await call('publish', shipper, 'POST', '/api/offers', {
      departure: {
        country: 'DZ',
        place_id: `DZ:${pick(random, WILAYAS)}`,
        address: 'Zone industrielle',
        date: addDays(day),
        time: '08:00',
      },
      destination: {
        country: 'DZ',
        place_id: `DZ:${pick(random, WILAYAS)}`,
        address: 'Entrepôt',
        date: addDays(day + 1),
        time: '14:00',
      },
      goods_type: 'palletised',
      weight_kg: between(random, 1, 24) * 1000,
      height_m: 2.4,
      mpl: 6.8,
      pallets: { EUROP: 16 },
      truck_type: 'tautliner_standard',
      truck_power_type: 'thermal',
      price,
      currency: 'DZD',
      payment_method: 'transfer',
      payment_term: '30_days',
      instant_booking: instant,
    });
    if (answer) (instant ? open.instant : open.chosen).push({ uid: answer.uids[0], price });
  }

  // Taken one of two ways in turn: accepted at the price (instant booking), or accepted at the
  // price and then chosen by the shipper (the proposal's acceptance creates the mission).
  let takes = 0;
  async function take() {
    const instant = takes++ % 2 === 0;
    const offer = (instant ? open.instant : open.chosen).shift();
    if (!offer) return;
    const accepted = await call('accept', carrier, 'POST', `/api/freights/${offer.uid}/accept`, {
      expected_price: offer.price,
    });
    if (accepted && !instant) await call('choose', shipper, 'POST', `/api/proposals/${accepted.id}/accept`);
  }

  const timers = [
    setInterval(() => track(publish()), 1000 / publishesPerSecond),
    setInterval(() => track(take()), 1000 / takesPerSecond),
  ];
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...pending]);
      return { latencies, failures, published };
    },
  };
}

/** A port nothing listens on now (others share this machine: a fixed or random one may be taken). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A bare Fastify route on this machine, measured with the same settings: the ceiling. */
/** An autocannon run against `url` for `seconds` with `connections`, as a promise (options add to or replace those). */
export function measurer({ url, connections, seconds }) {
  return (options) =>
    new Promise((resolve, reject) => {
      autocannon({ url, connections, duration: seconds, ...options }, (error, result) =>
        error ? reject(error) : resolve(result),
      );
    });
}

/** A run's figures as the bench prints them: latencies, rate, and anything that failed. */
export const figures = (result) =>
  `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, ${Math.round(result.requests.average)} req/s` +
  (result.non2xx || result.errors || result.timeouts
    ? `, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} time-outs`
    : '');

/**
 * A new server's first seconds of searches, with combinations of another seed (none of the case's):
 * printed, not held to a budget. The budgets are for a server that has been answering: its code
 * compiled by V8 and each item's bytes written once (the rows' caches, not the answers'). What a
 * cold server answers in its first seconds is the line printed here.
 */
export async function warmUp({ url, measure, headers, nextPath, title }) {
  await settle(url);
  const result = await measure({
    requests: [{ method: 'GET', headers, setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  console.log(`  warm-up, a new server's first searches (${title} of another seed, no budget): ${figures(result)}`);
}

export async function measureBareFastify(measure) {
  const port = await freePort();
  const bare = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-fastify.mjs'), String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise((resolve, reject) => {
      bare.stdout.once('data', resolve);
      bare.once('exit', () => reject(new Error('bare Fastify did not start')));
    });
    return await measure({ url: `http://127.0.0.1:${port}/bare` });
  } finally {
    bare.kill('SIGTERM');
  }
}

/**
 * Prints each case with its p50/p99/throughput, its ratios to bare Fastify and to the health
 * route of the same run, its budget and the server's resident memory.
 */
export async function runFreightSearchCases({
  url,
  token,
  shipperToken,
  serverPid,
  isPostgres,
  seconds,
  connections,
  cases = ['new', 'deep', 'writes'],
}) {
  const engine = isPostgres ? 'PostgreSQL' : 'PGlite';
  const searchBudget = isPostgres ? 25 : 100;
  const headers = { authorization: `Bearer ${token}` };
  const measure = measurer({ url, connections, seconds });

  console.log(
    `\nFreight search, every request new (no answer is reused), ${engine}, ${connections} connections, ${seconds} s a case:`,
  );
  const bare = await measureBareFastify(measure);
  console.log(`  bare Fastify route (same Node, same machine): ${figures(bare)}`);
  const health = await measure({ url: `${url}/api/health` });
  console.log(
    `  GET /api/health: ${figures(health)}, ${(health.requests.average / bare.requests.average).toFixed(2)} of bare Fastify`,
  );
  const ratios = (result) =>
    `${(result.requests.average / bare.requests.average).toFixed(3)} of bare Fastify, ${(result.requests.average / health.requests.average).toFixed(2)} of health`;
  const rssBefore = rssMb(serverPid);
  let rssPeak = rssBefore;
  await warmUp({ url, measure, headers, nextPath: uniquePaths(2424, combination), title: 'new combinations' });

  async function searchCase(title, nextPath, budget, { settled = false } = {}) {
    if (!settled) await settle(url);
    const cpuBefore = { server: cpuSeconds(serverPid), postgres: isPostgres ? postgresCpuSeconds() : 0 };
    const { result, peak } = await peakRss(serverPid, () =>
      measure({
        requests: [{ method: 'GET', headers, setupRequest: (request) => ({ ...request, path: nextPath() }) }],
      }),
    );
    rssPeak = Math.max(rssPeak, peak);
    // CPU per request moves less with the machine's load than latency does: what a search costs.
    const perRequest = (seconds) => `${((seconds * 1000) / Math.max(1, result.requests.total)).toFixed(3)} ms`;
    const cpu =
      `CPU per request: server ${perRequest(cpuSeconds(serverPid) - cpuBefore.server)}` +
      (isPostgres ? `, PostgreSQL ${perRequest(postgresCpuSeconds() - cpuBefore.postgres)}` : '');
    console.log(
      `  ${title}: ${figures(result)}; ${ratios(result)}; p99 ${verdict(result.latency.p99, budget, result.timeouts + result.errors > 0)}; RSS peak ${peak} MB; ${cpu}`,
    );
    return result;
  }

  async function writesCase(fresh) {
    // Settled before the writes start: with them, health may never answer quickly.
    await settle(url);
    const writes = startWrites({
      url,
      shipper: shipperToken,
      carrier: token,
      publishesPerSecond: 10,
      takesPerSecond: 2,
    });
    // Its own seed: the same combinations as a run without writes would send are already answered.
    const loaded = await searchCase(
      'new combinations while 10 offers/s are published and 2/s taken',
      uniquePaths(2400, combination),
      fresh ? Math.round(fresh.latency.p99 * 1.2) : undefined,
      { settled: true },
    );
    const { latencies, failures, published } = await writes.stop();
    await settle(url);
    // A case whose requests time out has no p99 worth comparing: it counts as moved past the budget.
    const timedOut = (result) => result.timeouts + result.errors > 0;
    const moved =
      !fresh || timedOut(fresh) || timedOut(loaded)
        ? NaN
        : Math.round((loaded.latency.p99 / fresh.latency.p99 - 1) * 100);
    const writeBudget = isPostgres ? 100 : undefined;
    for (const [kind, label] of [
      ['publish', 'publishing (POST /api/offers)'],
      ['accept', 'accepting at the price (POST /api/freights/{uid}/accept)'],
      ['choose', "choosing the carrier's acceptance (POST /api/proposals/{id}/accept)"],
    ]) {
      const values = latencies[kind];
      const p99 = Math.round(percentile(values, 99));
      console.log(
        `    ${label}: ${values.length} done, p50 ${Math.round(percentile(values, 50))} ms, p99 ${p99} ms ${verdict(p99, writeBudget)}`,
      );
    }
    if (failures.length > 0)
      console.log(`    ${failures.length} writes refused or failed: ${[...new Set(failures)].slice(0, 5).join('; ')}`);
    console.log(
      `    ${published} offers published; the search's p99 moved ${Number.isNaN(moved) ? '(time-outs, no figure)' : `${moved} %`} by the writes (budget 20 %) ${moved <= 20 ? 'PASS' : 'FAIL'}`,
    );
  }

  const fresh = cases.includes('new')
    ? await searchCase(
        'new combinations (2-5 filters, page 1-5, every request new)',
        uniquePaths(24, combination),
        searchBudget,
      )
    : null;
  if (cases.includes('deep')) {
    await searchCase('deep pages (page 50-200 of broad queries)', uniquePaths(240, deepPage), 100);
  }
  if (cases.includes('writes')) await writesCase(fresh);
  // "After": once the load has stopped and the collector had a moment.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssAfter = rssMb(serverPid);
  console.log(
    `  server resident memory: ${rssBefore} MB before, ${rssPeak} MB at peak, ${rssAfter} MB after (budget 700 MB) ${Math.max(rssPeak, rssAfter) <= 700 ? 'PASS' : 'FAIL'}`,
  );
}
