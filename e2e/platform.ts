import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';

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
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/api/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: E2E_JWT_SECRET,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
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
  await page.locator('input[name="password"]').fill('Tariq-demo-2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL('**/dashboard');
}

/** Debian's Chromium, never a downloaded browser. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** `YYYY-MM-DD`, `days` from today in Algiers (UTC+1), as the offer forms want their dates. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + 3600 * 1000 + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
}
