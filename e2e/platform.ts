import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_ARGS, serverEnv } from '../scripts/server-process.mjs';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
export const E2E_JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e-secret';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export type TPlatform = { url: string; stop(): Promise<void>; output(): string };

/** The built platform, started as `npm start` starts it, on an empty data folder of its own. */
export async function startPlatform(): Promise<TPlatform> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tariq-e2e-'));
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    env: serverEnv({
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: E2E_JWT_SECRET,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The private exchange's cascade and other time-bound rules are shown by moving the clock.
      DEV_CLOCK: 'on',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The platform stopped:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok && output.includes('Tariq is running')) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The platform did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs a demo account in through the login screen, as a user does, and waits for the dashboard. */
export async function logIn(page: Page, platform: Pick<TPlatform, 'url'>, email: string): Promise<void> {
  await page.goto(`${platform.url}/auth`);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL('**/dashboard');
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, never a downloaded browser. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** The Chromium the run started (e2e/global-setup.ts); `close` disconnects this file from it. */
export function launchChromium(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

/** The platform the run started from scratch (e2e/global-setup.ts), shared by every browser file. */
export function sharedPlatform(): Pick<TPlatform, 'url' | 'output'> {
  return { url: inject('platformUrl'), output: () => inject('platformStartOutput') };
}

/** Marks every notification of a demo account read, so a flow counts its bell from zero on a shared platform. */
export async function readAllNotifications(platform: Pick<TPlatform, 'url'>, email: string): Promise<void> {
  const token = await apiToken(platform, email);
  const response = await fetch(`${platform.url}/api/user/notification/viewAll`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`viewAll failed: ${response.status}`);
}

/** `YYYY-MM-DD`, `days` from today in Algiers (UTC+1), as the offer forms want their dates. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + 3600 * 1000 + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

export const DEMO_PASSWORD = 'Tariq-demo-2026';

/** Signs a demo account in through the API: its access token, for the calls a test makes as that user. */
export async function apiToken(platform: Pick<TPlatform, 'url'>, email: string): Promise<string> {
  const response = await fetch(`${platform.url}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** The demo shipper publishes an offer from Alger to Béjaïa through the API, as its own screen would. */
export async function publishDemoOffer(
  platform: Pick<TPlatform, 'url'>,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const token = await apiToken(platform, 'shipper@demo.tariq.dz');
  const response = await fetch(`${platform.url}/api/offers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      departure: {
        country: 'DZ',
        place_id: 'DZ:16',
        address: 'Port d’Alger, quai 11',
        date: dayFromToday(1),
        time: '07:30',
      },
      destination: {
        country: 'DZ',
        place_id: 'DZ:06',
        address: 'Zone industrielle',
        date: dayFromToday(2),
        time: '15:00',
      },
      goods_type: 'palletised',
      weight_kg: 24000,
      height_m: 2.4,
      mpl: 13.2,
      pallets: { EUROP: 33 },
      truck_type: 'tautliner_standard',
      truck_power_type: 'thermal',
      price: 92000,
      currency: 'DZD',
      payment_method: 'transfer',
      payment_term: '30_days',
      ...overrides,
    }),
  });
  if (response.status !== 201) throw new Error(`publishing failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { uids: string[] }).uids[0]!;
}
