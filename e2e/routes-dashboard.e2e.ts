import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, logIn, publishDemoOffer, sharedPlatform } from './platform';
import type { TPlatform } from './platform';

let platform: Pick<TPlatform, 'url' | 'output'>;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  platform = sharedPlatform();
  browser = await launchChromium();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function signedIn(email: string, language: 'fr' | 'ar' = 'fr'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  contexts.push(context);
  const page = await context.newPage();
  await logIn(page, platform, email);
  if (language === 'ar') {
    // As a user does: the language menu, which the app keeps for the next pages.
    await page.getByRole('button', { name: /Choisir la langue/ }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  }
  return page;
}

describe('routes, tolls and CO2 (issue 31)', () => {
  it('the carrier opens the route modal of an offer: the estimate, Algeria’s 0 DA toll, fuel and CO2e; another option and class ask again', async () => {
    const uid = await publishDemoOffer(platform);
    const carrier = await signedIn('carrier@demo.tariq.dz');
    await carrier.goto(`${platform.url}/offres/${uid}`);
    await carrier.getByRole('button', { name: 'Itinéraire et péages' }).click();
    const dialog = carrier.getByRole('dialog', { name: /^Itinéraire / });
    await dialog.getByText(/kg CO2e$/).waitFor();
    const figures = (await dialog.locator('dl').innerText()).replace(/\s+/g, ' ');
    expect(figures).toMatch(/Distance ≈ \d[\d ]* km/);
    expect(figures).toMatch(/Péage 0,00 DZD/);
    // The estimate's line is dashed, between the two places.
    await dialog.locator('svg path.leaflet-interactive[stroke-dasharray="6 6"]').waitFor();
    const asked: string[] = [];
    carrier.on('request', (request) => {
      if (request.url().includes('/api/routes?')) asked.push(request.url());
    });
    await dialog.getByText('Éviter les péages').click();
    await expect.poll(() => asked.some((url) => url.includes('option=avoid_tolls'))).toBe(true);
    await dialog.getByRole('combobox', { name: 'Classe de péage du véhicule' }).click();
    await carrier.getByRole('option', { name: '2 essieux, 12 t et plus' }).click();
    await expect.poll(() => asked.some((url) => url.includes('vehicle_class=axles2_12t_plus'))).toBe(true);
    await carrier.screenshot({ path: 'e2e/.artifacts/route-modal.png', animations: 'disabled' });
    await carrier.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  for (const [email, role] of [
    ['carrier@demo.tariq.dz', 'carrier'],
    ['shipper@demo.tariq.dz', 'shipper'],
  ] as const) {
    for (const language of ['fr', 'ar'] as const) {
      it(`shows the ${role}'s dashboard in ${language === 'fr' ? 'French' : 'Arabic, right to left'}, its chart drawn`, async () => {
        const page = await signedIn(email, language);
        await page.goto(`${platform.url}/dashboard`);
        // The page turns right to left once its texts are in (after the load event, which no longer waits
        // for the chart's chunk).
        if (language === 'ar') await page.waitForFunction(() => document.documentElement.dir === 'rtl');
        // The chart draws its bars with the figures: the latest month's column has its height.
        await page.locator('.tariq-month-chart-column').last().waitFor({ timeout: 20_000 });
        const text = await page.locator('main').innerText();
        if (language === 'fr') {
          expect(text).toContain(role === 'carrier' ? 'Missions terminées par mois' : 'Dépenses par mois');
          expect(text).toContain('Empreinte carbone (CO2e)');
        }
        expect(text).toMatch(/CO2e/);
        await page.screenshot({
          path: `e2e/.artifacts/dashboard-${role}-${language}.png`,
          fullPage: true,
          animations: 'disabled',
        });
      });
    }
  }
});
