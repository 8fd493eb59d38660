import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillLoad, fillStop, pickOption } from './offer-form';
import { apiToken, dayFromToday, launchChromium, logIn, readAllNotifications, sharedPlatform } from './platform';
import type { TPlatform } from './platform';

/*
 * Issue 27's private exchange as a shipper and its carriers live it, on the built platform: the demo
 * shipper puts the demo carrier in a group of its network and publishes to that group; the carrier's
 * bell rings and the offer is in its private tab, while a second carrier, outside the network, finds
 * it nowhere. A second private offer with a cascade goes to the public exchange when its time comes
 * (the platform's clock moved forward: DEV_CLOCK=on), where the second carrier finds it.
 */

const CARRIER = 'carrier@demo.tariq.dz';
const OTHER = 'carrier2@demo.tariq.dz';

let platform: Pick<TPlatform, 'url' | 'output'>;
let browser: Browser;

beforeAll(async () => {
  platform = sharedPlatform();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(): Promise<Page> {
  return (await browser.newContext({ locale: 'fr-FR', viewport: { width: 1400, height: 1000 } })).newPage();
}

/** The bell's accessible name says how many notifications are unread. */
const bell = (page: Page) => page.getByRole('button', { name: /^(Notifications|\d+ notifications? non lues?)$/ });

/** Fills and publishes an offer from Alger to Oran in the private exchange; answers its uid. */
async function publishPrivately(page: Page, options: { group?: string; cascadeMinutes?: number }): Promise<string> {
  await page.goto(`${platform.url}/expedition/new`);
  await page.getByRole('heading', { name: 'Nouvelle expédition' }).waitFor();
  await fillStop(page, 'Départ', 'Alger', 'Port d’Alger, quai 9', dayFromToday(1), '08:00');
  await fillStop(page, 'Arrivée', 'Oran', 'Zone industrielle Es Senia', dayFromToday(2), '14:00');
  await fillLoad(page, '91000');
  await page.getByRole('radio', { name: 'Bourse privée' }).check();
  if (options.group) {
    await page.getByRole('radio', { name: 'Groupes ou transporteurs choisis' }).check();
    await pickOption(page, page.getByLabel('Groupes', { exact: true }).first(), new RegExp(options.group));
  }
  if (options.cascadeMinutes) {
    await page.getByRole('checkbox', { name: /Publier dans la bourse publique si personne/ }).check();
    await page.getByRole('textbox', { name: 'Délai avant la bourse publique' }).fill(String(options.cascadeMinutes));
    await pickOption(page, page.getByRole('combobox', { name: 'Unité du délai' }), 'minutes');
  }
  await page.getByRole('button', { name: /^Publier/ }).click();
  const link = page.getByRole('link', { name: /^Voir l'offre/ }).first();
  await link.waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
    await page.screenshot({ path: '/tmp/px-publish.png', fullPage: true });
    throw error;
  });
  return (await link.getAttribute('href'))!.split('/').pop()!;
}

/** The uids a carrier's freight search lists, in one exchange (asked with a token of its own: the clock moves). */
async function listedUids(email: string, exchange: 'public' | 'private'): Promise<string[]> {
  const token = await apiToken(platform, email);
  const response = await fetch(`${platform.url}/api/freights?limit=100&exchange=${exchange}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { uid: string }[] }).data.map((freight) => freight.uid);
}

describe('the private exchange', () => {
  it('reaches the shipper’s group only, then the public exchange once its time has come', async () => {
    const group = `Frigorifique Est ${Date.now() % 100_000}`;
    const shipper = await newPage();
    await logIn(shipper, platform, 'shipper@demo.tariq.dz');

    // The network: a group, and the demo carrier found in the directory and added to it.
    await shipper.goto(`${platform.url}/private-bourse`);
    await shipper.getByRole('textbox', { name: 'Nom du groupe' }).fill(group);
    await shipper.getByRole('button', { name: 'Créer le groupe' }).click();
    await shipper.getByText(`Le groupe ${group} est créé.`).waitFor();
    await shipper.getByRole('tab', { name: 'Annuaire des transporteurs' }).click();
    await shipper.getByRole('textbox', { name: 'Nom de la société' }).fill('Atlas');
    await shipper.getByRole('button', { name: 'Ajouter Transports Atlas Express au réseau' }).click();
    const addDialog = shipper.getByRole('dialog', { name: /Ajouter Transports Atlas Express/ });
    await pickOption(shipper, addDialog.getByLabel(/^Groupes/), group);
    await shipper.keyboard.press('Escape');
    await addDialog.getByRole('button', { name: 'Ajouter au réseau' }).click();
    await shipper.getByText('Transports Atlas Express fait maintenant partie de votre réseau.').waitFor();
    await shipper.screenshot({ path: 'e2e/.artifacts/private-exchange-directory.png', fullPage: true });

    // The carrier watches its private tab; its bell counts from now.
    await readAllNotifications(platform, 'carrier@demo.tariq.dz');
    const carrier = await newPage();
    await logIn(carrier, platform, 'carrier@demo.tariq.dz');
    await carrier.goto(`${platform.url}/freights?tab=private`);
    await expect.poll(() => bell(carrier).getAttribute('aria-label')).toBe('Notifications');

    const uid = await publishPrivately(shipper, { group });
    await expect.poll(() => bell(carrier).getAttribute('aria-label'), { timeout: 15_000 }).toMatch(/non lue/);
    await expect.poll(() => listedUids(CARRIER, 'private')).toContain(uid);
    await carrier.reload();
    await carrier.locator(`a[href^="/offres/${uid}"]`).first().waitFor();
    await carrier.screenshot({ path: 'e2e/.artifacts/private-exchange-carrier.png', fullPage: true });

    // A second carrier, outside the network, finds it nowhere.
    const other = await newPage();
    await logIn(other, platform, 'carrier2@demo.tariq.dz');
    await other.goto(`${platform.url}/freights`);
    expect(await listedUids(OTHER, 'public')).not.toContain(uid);
    expect(await listedUids(OTHER, 'private')).not.toContain(uid);
    const detail = await fetch(`${platform.url}/api/freights/${uid}`, {
      headers: { authorization: `Bearer ${await apiToken(platform, OTHER)}` },
    });
    expect(detail.status).toBe(404);

    // A second private offer, to the whole network, public after 15 minutes if nobody takes it.
    const cascading = await publishPrivately(shipper, { cascadeMinutes: 15 });
    expect(await listedUids(OTHER, 'public')).not.toContain(cascading);
    const moved = await fetch(`${platform.url}/api/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMinutes: 16 }),
    });
    expect(moved.status).toBe(200);
    await expect.poll(() => listedUids(OTHER, 'public')).toContain(cascading);
    await other.goto(`${platform.url}/offres/${cascading}`);
    await other
      .getByRole('button', { name: /Proposer un prix/ })
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await listedUids(CARRIER, 'private')).not.toContain(cascading);
    await other.screenshot({ path: 'e2e/.artifacts/private-exchange-cascade.png', fullPage: true });
    for (const page of [shipper, carrier, other]) await page.context().close();
  });
});
