// Lighthouse (mobile, its default config) on the main pages of the built web app, logged in, in
// Debian's Chromium: performance and accessibility scores, the main metrics and the gzipped
// JavaScript each page loads, against ARCHITECTURE.md §8's budgets. Builds nothing: run
// `npm run build` first. Exits non-zero when a budget fails.
//
// BENCH_LIGHTHOUSE_RUNS=3 measures each page three times and keeps the run of median performance
// (Lighthouse's own advice against a noisy machine); BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each
// page's JSON report there; BENCH_LIGHTHOUSE_PAGES=/auth,/freights measures only those pages;
// CHROMIUM_PATH names another Chromium.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { freePort } from './freight-search.mjs';
import { SERVER_ARGS, serverEnv } from '../scripts/server-process.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));
const DEMO_PASSWORD = 'Tariq-demo-2026';
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
// The map tiles' server the platform is started with (its default): blocked in the browser below.
const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ONLY = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
const BUDGET = { performance: 90, accessibility: 98, loginJsKb: 180 };

if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
  console.error('No built web app: run `npm run build` first.');
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}

/** The built platform as `npm start` serves it (one port), on a fresh data folder: the demo seed. */
async function startPlatform() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tariq-lighthouse-'));
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    env: serverEnv({
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      TILE_URL,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The platform stopped:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok && output.includes('Tariq is running')) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The platform did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop };
}

/** The three tokens the web app keeps in localStorage after its login form (apps/web/src/lib/tokens.ts). */
async function logIn(url, email) {
  const response = await fetch(`${url}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login of ${email} failed: ${response.status}`);
  const tokens = await response.json();
  return {
    'tariq.token': tokens.token,
    'tariq.refresh_token': tokens.refresh_token,
    ...(tokens.mercure_token ? { 'tariq.mercure_token': tokens.mercure_token } : {}),
  };
}

/** An offer of the demo seed the carrier sees in the exchange. */
async function seededOfferUid(url) {
  const { 'tariq.token': token } = await logIn(url, 'carrier@demo.tariq.dz');
  const response = await fetch(`${url}/api/freights`, { headers: { authorization: `Bearer ${token}` } });
  const uid = (await response.json()).data?.[0]?.uid;
  if (!uid) throw new Error('the demo seed has no offer in the exchange');
  return uid;
}

/** Gzipped bytes of each script, fetched again from the platform: the budget's measure, whatever the browser negotiated. */
async function gzippedBytes(urls) {
  let total = 0;
  for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
  return total;
}

const platform = await startPlatform();
// chrome-launcher's default flags turn off background networking, component updates and the
// first-run checks, yet Chromium still looked up accounts.google.com, clients2.google.com and a
// googleapis.com host (seen with strace): every name but the platform's address now resolves to
// nothing, so the browser reaches nothing beyond this machine. Lighthouse itself fetches nothing.
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1'],
});
let failed = false;
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const offerUid = await seededOfferUid(platform.url);
  const pages = [
    { path: '/auth', account: null },
    { path: '/freights', account: 'carrier@demo.tariq.dz' },
    { path: '/expedition/new', account: 'shipper@demo.tariq.dz' },
    { path: '/dashboard', account: 'carrier@demo.tariq.dz' },
    { path: `/offres/${offerUid}`, account: 'carrier@demo.tariq.dz' },
  ].filter((entry) => !ONLY || ONLY.some((only) => entry.path.startsWith(only)));

  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, ` +
      `${await browser.version()}, ${RUNS} run(s) per page; budgets: performance ≥ ${BUDGET.performance}, ` +
      `accessibility ≥ ${BUDGET.accessibility}, login route ≤ ${BUDGET.loginJsKb} KB gzipped JS`,
  );
  // Total blocking time is measured on this machine's CPU (then scaled): other work running beside
  // the check inflates it. The load average and Lighthouse's CPU index (its own benchmark, higher is
  // faster, per page) say how much CPU there was.
  console.log(`load average at start: ${loadavg()[0].toFixed(1)}`);
  console.log(
    'page                   perf  a11y   LCP ms   TBT ms    CLS   FCP ms  JS KB gz  scripts  CPU index  result',
  );
  for (const entry of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await browser.newPage();
      // Lighthouse clears the origin's caches and service workers before loading, not its
      // localStorage (clearStorageTypes): a session stored here is the one the app finds, as after
      // its own login form, while every file still comes over the network.
      const storage = entry.account ? await logIn(platform.url, entry.account) : {};
      await page.goto(`${platform.url}/api/health`);
      await page.evaluate((items) => {
        localStorage.clear();
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      }, storage);
      const result = await lighthouse(
        `${platform.url}${entry.path}`,
        {
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          // The offer page's map draws tiles from a third-party server (TILE_URL): not the app's
          // code, and the check reaches nothing beyond this machine.
          blockedUrlPatterns: [`*${new URL(TILE_URL).host}*`],
        },
        undefined,
        page,
      );
      await page.close();
      runs.push(result.lhr);
    }
    runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = runs[Math.floor(runs.length / 2)];
    if (lhr.runtimeError) throw new Error(`${entry.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== new URL(`${platform.url}${entry.path}`).pathname)
      throw new Error(`${entry.path} ended on ${finalPath}: the session was not the app's`);
    const scripts = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
    const jsKb = (await gzippedBytes(scripts.map((item) => item.url))) / 1024;
    const performance = Math.round(lhr.categories.performance.score * 100);
    const accessibility = Math.round(lhr.categories.accessibility.score * 100);
    const metric = (id) => lhr.audits[id].numericValue;
    const pass =
      performance >= BUDGET.performance &&
      accessibility >= BUDGET.accessibility &&
      (entry.account !== null || jsKb <= BUDGET.loginJsKb);
    failed ||= !pass;
    const name = entry.path.startsWith('/offres/') ? '/offres/:uid' : entry.path;
    console.log(
      `${name.padEnd(21)} ${String(performance).padStart(5)} ${String(accessibility).padStart(5)} ` +
        `${Math.round(metric('largest-contentful-paint')).toString().padStart(8)} ` +
        `${Math.round(metric('total-blocking-time')).toString().padStart(8)} ` +
        `${metric('cumulative-layout-shift').toFixed(3).padStart(6)} ` +
        `${Math.round(metric('first-contentful-paint')).toString().padStart(8)} ` +
        `${jsKb.toFixed(1).padStart(9)} ${String(scripts.length).padStart(8)} ` +
        `${String(Math.round(lhr.environment.benchmarkIndex)).padStart(10)}  ${pass ? 'PASS' : 'FAIL'}`,
    );
    if (accessibility < 100) {
      const issues = Object.values(lhr.audits).filter(
        (audit) => audit.score === 0 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id),
      );
      for (const audit of issues) {
        console.log(`  accessibility: ${audit.id} — ${audit.title}`);
        for (const item of audit.details?.items?.slice(0, 5) ?? [])
          console.log(`    ${item.node?.selector ?? ''} ${item.node?.explanation?.split('\n').at(-1) ?? ''}`);
      }
    }
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      writeFileSync(
        path.join(REPORTS, `${name.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}.json`),
        JSON.stringify(lhr),
      );
    }
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  await platform.stop();
}
console.log(`load average at end: ${loadavg()[0].toFixed(1)}`);
console.log(failed ? 'Lighthouse budgets: FAIL' : 'Lighthouse budgets: PASS');
process.exit(failed ? 1 : 0);
