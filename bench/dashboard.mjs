// Issue 31: the dashboard of a carrier company with 10,000 missions (apps/api/src/db/seed/bench-dashboard.ts):
// a few grouped queries on the company's missions, its documents, drivers and invoices, read once per
// company every 15 s and by one request for all who ask meanwhile (dashboard.service.ts), as fifty
// dispatchers of one company would ask. Budget: p99 under 100 ms at the run's connections. Without the
// kept answer each read costs about 20 ms of PostgreSQL on two cores: p99 about 1 s at 50 connections.
import { figures, measureBareFastify, measurer, rssMb, settle, verdict } from './freight-search.mjs';

const BUDGET_MS = 100;

export async function runDashboardCase({ url, token, serverPid, isPostgres, seconds, connections, missions }) {
  const engine = isPostgres ? 'PostgreSQL' : 'PGlite';
  const measure = measurer({ url, connections, seconds });
  // One answer first: the figures are there (a carrier's, with its missions counted).
  const answer = await fetch(`${url}/api/dashboard`, { headers: { authorization: `Bearer ${token}` } });
  const body = await answer.json();
  if (answer.status !== 200 || body.role !== 'carrier')
    throw new Error(`dashboard: ${answer.status} ${JSON.stringify(body)}`);
  console.log(
    `\nDashboard of a carrier with ${missions} missions (${body.missions.completed_total} completed, ${body.distance_km.total} km), ${engine}, ${connections} connections, ${seconds} s:`,
  );
  const bare = await measureBareFastify(measure);
  console.log(`  bare Fastify route (same Node, same machine): ${figures(bare)}`);
  const health = await measure({ url: `${url}/api/health` });
  console.log(`  GET /api/health: ${figures(health)}`);
  await settle(url);
  const result = await measure({
    url: `${url}/api/dashboard`,
    headers: { authorization: `Bearer ${token}` },
  });
  console.log(
    `  GET /api/dashboard: ${figures(result)}; ${(result.requests.average / bare.requests.average).toFixed(3)} of bare Fastify, ${(result.requests.average / health.requests.average).toFixed(2)} of health; p99 ${verdict(result.latency.p99, BUDGET_MS, result.timeouts + result.errors > 0)}; RSS ${rssMb(serverPid)} MB`,
  );
}
