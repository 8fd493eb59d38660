// A first start (ARCHITECTURE.md §8: within 5 s): the real server on a fresh, empty PGlite data
// folder, as `npm start` makes it on a new clone (migrations, places, demo data). Prints when
// `GET /api/health` first answers 200 (the server listens, its pages load) and when an API request
// that needs the places and the demo accounts answers (they are prepared while the server listens;
// API requests wait for them), and the resident memory then.
// Usage: node bench/first-start.mjs [runs]   (npm run bench runs it once before its other cases)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from './freight-search.mjs';
import { SERVER_ARGS, serverEnv } from '../scripts/server-process.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUDGET_MS = 5000;

function rssMb(pid) {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);
  } catch {
    return 0;
  }
}

/** CPU seconds the process has used (user + system): wall time says little on a shared machine. */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** Polls `url` until it answers 200; the time since `started`, in ms. */
async function answered(server, url, started) {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit code ${server.exitCode})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      if (response.ok) return Math.round(performance.now() - started);
    } catch {
      /* not listening yet */
    }
    if (performance.now() - started > 120_000) throw new Error(`no answer from ${url} within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function runFirstStart({ runs = 1 } = {}) {
  const verdicts = [];
  for (let run = 1; run <= runs; run++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tariq-first-start-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const started = performance.now();
    const server = spawn(process.execPath, SERVER_ARGS, {
      cwd: ROOT,
      // PGlite always: a first start on a fresh folder is what `npm start` does on a new clone.
      env: serverEnv({ ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '' }),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 100);
    try {
      const healthMs = await answered(server, `${base}/api/health`, started);
      const healthCpu = cpuSeconds(server.pid);
      // Answers once the places are loaded and the demo accounts seeded (the API waits for both).
      const placesMs = await answered(server, `${base}/api/countries/DZ/states`, started);
      const readyCpu = cpuSeconds(server.pid);
      const rss = rssMb(server.pid);
      peak = Math.max(peak, rss);
      const pass = healthMs <= BUDGET_MS;
      verdicts.push(pass);
      console.log(
        `first start ${run}/${runs} on a fresh PGlite folder: GET /api/health OK after ${healthMs} ms (budget ${BUDGET_MS} ms) ${pass ? 'PASS' : 'FAIL'}; ` +
          `places loaded and demo data seeded after ${placesMs} ms; server CPU ${healthCpu.toFixed(1)} s then ${readyCpu.toFixed(1)} s; ` +
          `RSS ${rss} MB then, ${peak} MB at peak`,
      );
    } finally {
      clearInterval(sampler);
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return verdicts.every(Boolean);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const passed = await runFirstStart({ runs: Number(process.argv[2] ?? 1) });
  if (!passed) process.exitCode = 1;
}
