import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../apps/api/src/platform/auth/tokens';
import { E2E_JWT_SECRET, apiToken, launchChromium, logIn, sharedPlatform } from './platform';
import type { TPlatform } from './platform';

let platform: Pick<TPlatform, 'url' | 'output'>;
let browser: Browser;

beforeAll(async () => {
  platform = sharedPlatform();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  // The platform is shared with the other browser files, which expect the demo carrier in French.
  const token = await apiToken(platform, 'carrier@demo.tariq.dz');
  await fetch(`${platform.url}/api/user/changelanguage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ language: 'fr' }),
  });
});

/** An access token of the page's user, signed with the platform's key, expired an hour ago. */
async function expiredAccessToken(page: Page): Promise<string> {
  const userId = await page.evaluate(async () => {
    const response = await fetch('/api/user/logged', {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('tariq.token')}` },
    });
    return ((await response.json()) as { id: string }).id;
  });
  const pastTokens = createTokenService(E2E_JWT_SECRET, { now: () => new Date(Date.now() - 2 * 3600 * 1000) });
  return pastTokens.signAccessToken(userId, ['ROLE_TRANSPORTEUR']);
}

describe('the platform started from scratch', () => {
  it('seeded the demo data and printed the demo logins', () => {
    // The global setup hands over what the server printed once its demo data was ready.
    expect(platform.output()).toContain('carrier@demo.tariq.dz');
    expect(platform.output()).toContain('shipper@demo.tariq.dz');
  });

  it('serves the login route within 180 KB of gzipped JavaScript', async () => {
    const page = await browser.newPage();
    const scripts: Buffer[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') void response.body().then((body) => scripts.push(body));
    });
    await page.goto(`${platform.url}/auth`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Connexion' }).waitFor();
    const total = scripts.reduce((sum, body) => sum + gzipSync(body).length, 0);
    console.log(`login route: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzipped`);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(180 * 1024);
    await page.close();
  });
});

describe('session in a real browser', () => {
  it('logs the demo carrier in and shows the carrier menu', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await logIn(page, platform, 'carrier@demo.tariq.dz');
    await page.getByRole('heading', { name: 'Bienvenue Karim' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Navigation principale' }).first();
    for (const label of [
      'Tableau de bord',
      'Recherche de fret',
      'Missions',
      'Chauffeurs',
      'Facturation',
      'Véhicules',
    ]) {
      await expect(
        nav
          .getByRole('button', { name: label })
          .or(nav.getByRole('link', { name: label }))
          .first()
          .isVisible(),
        label,
      ).resolves.toBe(true);
    }
    await expect(nav.getByText('Vos expéditions').count()).resolves.toBe(0);
    // Secondary text is drawn dark enough to read (gray 7, 8.2:1 on white), not Mantine's gray 6 (3.3:1).
    const dimmed = await page
      .getByText('Transports Atlas Express', { exact: true })
      .first()
      .evaluate((element) => getComputedStyle(element).color);
    expect(dimmed).toBe('rgb(73, 80, 87)');
    // The language button's name starts with what it shows.
    await page.getByRole('button', { name: /^FR – Choisir la langue/ }).waitFor();
    await page.close();
  });

  it('keeps the bell and the profile menu inside the window at every width', async () => {
    // At 1,100 and 1,280 px the carrier's menu used to push both out of the window.
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await logIn(page, platform, 'carrier@demo.tariq.dz');
    for (const width of [1000, 1100, 1199, 1200, 1280, 1407, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const control of [
        page.getByTestId('profile-menu'),
        page.getByRole('button', { name: /notification/i }).first(),
      ]) {
        // A resize re-renders the header (the burger comes or goes), replacing controls: measure again
        // until the control is drawn, and fail if it is not drawn inside the window within 10 s.
        await expect
          .poll(
            async () => {
              const box = await control.boundingBox();
              return box === null
                ? 'not drawn'
                : box.x + box.width <= width
                  ? 'inside'
                  : `ends at ${box.x + box.width}`;
            },
            { timeout: 10_000, message: `${width} px` },
          )
          .toBe('inside');
      }
      // Below 1,200 px the main menu is behind the burger; from there on it is in the header.
      const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
      await expect.poll(() => burger.isVisible(), { timeout: 10_000, message: `${width} px` }).toBe(width < 1200);
    }
    await page.close();
  });

  it('switches to Arabic, mirrors the page, and keeps the language on reload', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await logIn(page, platform, 'carrier@demo.tariq.dz');
    await page.getByRole('button', { name: /Choisir la langue/ }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await expect(page.getByRole('heading', { name: /Karim/ }).textContent()).resolves.not.toContain('Bienvenue');
    await page.reload();
    await page.waitForSelector('h1');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'lang');
    expect(cookie?.value).toBe('ar');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await page.screenshot({ path: `${import.meta.dirname}/.artifacts/dashboard-ar.png` });
    await page.close();
  });

  it('logs out back to the login screen, and the old refresh token no longer works', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await logIn(page, platform, 'shipper@demo.tariq.dz');
    const refreshToken = await page.evaluate(() => localStorage.getItem('tariq.refresh_token'));
    await page.getByRole('button', { name: 'Menu du profil' }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await page.waitForURL('**/auth');
    await page.getByRole('heading', { name: 'Connexion' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('tariq.token'))).toBeNull();
    const refresh = await fetch(`${platform.url}/api/token/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ refresh_token: refreshToken! }),
    });
    expect(refresh.status).toBe(401);
    await page.close();
  });

  it('refreshes an expired access token transparently, at start-up and during use', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await logIn(page, platform, 'carrier@demo.tariq.dz');
    const expired = await expiredAccessToken(page);

    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/token/refresh')) refreshes.push(response.status());
    });
    // During use: the next call gets a 401, refreshes once and is retried.
    await page.evaluate((token) => localStorage.setItem('tariq.token', token), expired);
    const retried = page.waitForResponse(
      (response) => response.url().endsWith('/api/user/changelanguage') && response.status() === 200,
    );
    await page.getByRole('button', { name: /Choisir la langue/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await retried;
    expect(refreshes).toEqual([200]);
    expect(page.url()).toContain('/dashboard');

    // At start-up (a fresh page, so no shared refresh): the page reloads with an expired token and stays logged in.
    await page.evaluate((token) => localStorage.setItem('tariq.token', token), expired);
    await page.reload();
    await page.getByRole('heading', { name: /Karim/ }).waitFor();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Karim'));
    expect(refreshes).toEqual([200, 200]);
    expect(await page.evaluate(() => localStorage.getItem('tariq.token'))).not.toBe(expired);

    await page.close();
  });

  it('keeps two tabs logged in when both renew the same expired access token at once', async () => {
    // One browser context: the two tabs share localStorage, hence one refresh token, as a dispatcher's tabs do.
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const tabs = [await context.newPage(), await context.newPage()] as const;
    await logIn(tabs[0], platform, 'carrier@demo.tariq.dz');
    await tabs[1].goto(`${platform.url}/dashboard`);
    await tabs[1].getByRole('heading', { name: /Karim/ }).waitFor();
    const expired = await expiredAccessToken(tabs[0]);

    const refreshes: number[] = [];
    for (const tab of tabs)
      tab.on('response', (response) => {
        if (response.url().endsWith('/api/token/refresh')) refreshes.push(response.status());
      });
    await tabs[0].evaluate((token) => localStorage.setItem('tariq.token', token), expired);
    await Promise.all(tabs.map((tab) => tab.reload()));
    for (const tab of tabs) {
      await tab.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Karim'));
      expect(new URL(tab.url()).pathname).toBe('/dashboard');
    }
    // The second tab took the tokens the first one got: the single-use refresh token was spent once.
    expect(refreshes).toEqual([200]);
    const stored = await Promise.all(
      tabs.map((tab) =>
        tab.evaluate(() => [localStorage.getItem('tariq.token'), localStorage.getItem('tariq.refresh_token')]),
      ),
    );
    expect(stored[0]).toEqual(stored[1]);
    expect(stored[0]![0]).not.toBe(expired);
    await context.close();
  });
});
