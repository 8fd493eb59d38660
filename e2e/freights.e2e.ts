import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, logIn, publishDemoOffer, sharedPlatform } from './platform';
import type { TPlatform } from './platform';

let platform: Pick<TPlatform, 'url' | 'output'>;
let browser: Browser;

beforeAll(async () => {
  platform = sharedPlatform();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The demo shipper publishes an offer from Alger through the API, as its own screen would. */
function publishFromAlger(weightKg: number): Promise<string> {
  return publishDemoOffer(platform, { weight_kg: weightKg });
}

const offerLink = (page: Page, uid: string) => page.locator(`a[href="/offres/${uid}"]`).first();

describe('the freight search in a real browser', () => {
  it('searches from Alger within 50 km, saves the search, stars an offer, finds it in favourites and consulted, and sees a new one live', async () => {
    const first = await publishFromAlger(24000);
    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await logIn(page, platform, 'carrier@demo.tariq.dz');
    await page.goto(`${platform.url}/freights`);
    await page.getByRole('heading', { level: 1, name: 'Recherche de fret' }).waitFor();

    // Loading around Alger, 50 km.
    await page.getByRole('combobox', { name: 'Ville ou wilaya (chargement)' }).fill('Alger');
    await page
      .getByRole('option', { name: /^Alger/ })
      .first()
      .click();
    await page.getByLabel('Rayon autour du lieu (chargement)').first().click();
    await page.getByRole('option', { name: '50 km', exact: true }).click();
    await page.waitForURL(/start_place_id=DZ%3A16/);
    await page.waitForURL(/startRadius=50/);
    await offerLink(page, first).waitFor();

    // Saved under a name, listed, and the filters kept in it.
    await page.getByRole('button', { name: 'Créer une recherche' }).last().click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('textbox', { name: /Nom de la recherche/ }).fill('Alger 50 km');
    await drawer.getByRole('button', { name: 'Enregistrer' }).click();
    await drawer.waitFor({ state: 'detached' });
    const saved = page.getByRole('link', { name: 'Alger 50 km' });
    await saved.waitFor();
    // Polled: the list of saved searches is read again after the save, on a busy machine after the link shows.
    await expect
      .poll(() => saved.getAttribute('href'))
      .toMatch(/start_place_id=DZ%3A16.*startRadius=50|startRadius=50.*start_place_id=DZ%3A16/);

    // Starred from the list.
    const row = page.getByRole('row').filter({ has: offerLink(page, first) });
    const star = row.getByRole('button', { name: /^Favori/ });
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await page.screenshot({ path: 'e2e/.artifacts/freights-search.png', fullPage: true });

    // In favourites; opened, then in consulted.
    await page.goto(`${platform.url}/freights/favorite`);
    await offerLink(page, first).click();
    await page.waitForURL(`**/offres/${first}`);
    await page
      .getByText('Samir', { exact: false })
      .or(page.getByText("N° d'expédition", { exact: false }))
      .first()
      .waitFor();
    await page.screenshot({ path: 'e2e/.artifacts/freight-detail.png', fullPage: true });
    await page.goto(`${platform.url}/freights/consulted`);
    await offerLink(page, first).waitFor();

    // Back on the saved search: a new offer arrives through the live topic, without a reload.
    await page.goto(`${platform.url}/freights`);
    await page.getByRole('link', { name: 'Alger 50 km' }).click();
    await offerLink(page, first).waitFor();
    const second = await publishFromAlger(18000);
    await page.getByText('1 nouvelle offre').waitFor({ timeout: 5000 });
    await page.getByRole('button', { name: 'Afficher' }).click();
    await offerLink(page, second).waitFor({ timeout: 5000 });
    await page.screenshot({ path: 'e2e/.artifacts/freights-live.png', fullPage: true });
    await page.close();
  });
});
