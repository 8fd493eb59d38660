// Issue 28: the vehicle search as carriers and shippers use it — every request a combination of
// filters not asked before, on 50,000 posted trucks — and the matching of a new offer against the
// trucks and the saved searches with alerts on (apps/api/src/db/seed/bench-matching.ts, in process).
import {
  cpuSeconds,
  createRandom,
  figures,
  measureBareFastify,
  measurer,
  rssMb,
  settle,
  uniquePaths,
  verdict,
  warmUp,
} from './freight-search.mjs';

const WILAYAS = Array.from({ length: 58 }, (_, index) => String(index + 1).padStart(2, '0'));
// Parent types expanded to their subtypes, as the page sends them (spec 000 §7), and subtypes alone.
const TYPES = [
  'van_12m3,van_14m3,van_17m3,van_20m3',
  'tautliner_standard,tautliner_mega',
  'rigid_12t,rigid_14t,rigid_19t',
  'refrigerated',
  'flatbed',
  'box_trailer_19t',
];
const GOODS = ['palletised', 'non_palletised', 'container', 'bulk'];
const RADII_KM = [25, 50, 100, 150];
const FILTERS = ['startState', 'endState', 'radius', 'type', 'goods', 'weight', 'volume', 'dates', 'dangerous', 'page'];

const pick = (random, list) => list[Math.floor(random() * list.length)];
const between = (random, low, high) => low + Math.floor(random() * (high - low + 1));
const addDays = (days) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** 2 to 5 of the vehicle search's filters (spec 000 §3), with values drawn from `random`. */
export function truckCombination(random) {
  const chosen = new Set();
  const size = between(random, 2, 5);
  while (chosen.size < size) chosen.add(pick(random, FILTERS));
  const query = {};
  if (chosen.has('startState')) query.startState = pick(random, WILAYAS);
  if (chosen.has('endState')) query.endState = pick(random, WILAYAS);
  if (chosen.has('radius') && !chosen.has('startState')) {
    query.start_place_id = `DZ:${pick(random, WILAYAS)}`;
    query.startRadius = pick(random, RADII_KM);
  }
  if (chosen.has('type')) query.type = pick(random, TYPES);
  if (chosen.has('goods')) query.goodType = pick(random, GOODS);
  if (chosen.has('weight')) query.weight = between(random, 1, 50) * 500;
  if (chosen.has('volume')) query.volume = between(random, 5, 90);
  if (chosen.has('dates')) {
    const from = between(random, 0, 25);
    query.availableFrom = addDays(from);
    query.availableUntil = addDays(from + between(random, 0, 7));
  }
  if (chosen.has('dangerous')) query.dangerous = 'true';
  if (chosen.has('page')) query.page = between(random, 1, 5);
  return query;
}

export async function runTruckCases({ url, token, serverPid, isPostgres, seconds, connections }) {
  const engine = isPostgres ? 'PostgreSQL' : 'PGlite';
  const budget = isPostgres ? 25 : 100;
  const measure = measurer({ url, connections, seconds });
  console.log(`\nVehicle search, every request new, ${engine}, ${connections} connections, ${seconds} s:`);
  const bare = await measureBareFastify(measure);
  console.log(`  bare Fastify route (same Node, same machine): ${figures(bare)}`);
  const health = await measure({ url: `${url}/api/health` });
  console.log(`  GET /api/health: ${figures(health)}`);
  const headers = { authorization: `Bearer ${token}` };
  await warmUp({
    url,
    measure,
    headers,
    nextPath: uniquePaths(2828, truckCombination, '/api/trucks'),
    title: 'searches',
  });
  await settle(url);
  const nextPath = uniquePaths(28, truckCombination, '/api/trucks');
  const cpuBefore = cpuSeconds(serverPid);
  const result = await measure({
    requests: [
      {
        method: 'GET',
        headers,
        setupRequest: (request) => ({ ...request, path: nextPath() }),
      },
    ],
  });
  console.log(
    `  GET /api/trucks, 2-5 filters, page 1-5: ${figures(result)}; ${(result.requests.average / bare.requests.average).toFixed(3)} of bare Fastify, ${(result.requests.average / health.requests.average).toFixed(2)} of health; p99 ${verdict(result.latency.p99, budget, result.timeouts + result.errors > 0)}; RSS ${rssMb(serverPid)} MB; CPU per request: server ${(((cpuSeconds(serverPid) - cpuBefore) * 1000) / result.requests.total).toFixed(3)} ms`,
  );
}

// For the generator's own check: `node bench/trucks.mjs sample` prints a few requests.
if (process.argv[2] === 'sample') {
  const random = createRandom(28);
  for (let index = 0; index < 5; index++) console.log(new URLSearchParams(truckCombination(random)).toString());
}
