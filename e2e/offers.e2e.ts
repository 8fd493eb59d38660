import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday, launchChromium, logIn, sharedPlatform } from './platform';
import type { TPlatform } from './platform';
import { fillLoad, fillStop, pickOption } from './offer-form';

let platform: Pick<TPlatform, 'url' | 'output'>;
let browser: Browser;

beforeAll(async () => {
  platform = sharedPlatform();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('offers in a real browser', () => {
  it('publishes an offer from a template in two copies, reprices and cancels one, deletes the other', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await logIn(page, platform, 'shipper@demo.tariq.dz');
    await page.goto(`${platform.url}/expedition/new`);
    await page.getByRole('heading', { name: 'Nouvelle expédition' }).waitFor();

    // A template first: the route Alger → Béjaïa with its goods, vehicle and payment.
    await fillStop(page, 'Départ', 'Alger', '12 rue Didouche Mourad', dayFromToday(1), '08:00');
    await fillStop(page, 'Arrivée', 'Béjaïa', 'Zone industrielle Ihaddaden', dayFromToday(2), '14:00');
    await fillLoad(page);
    await page.getByRole('button', { name: 'Enregistrer comme modèle' }).click();
    await page
      .getByRole('dialog')
      .getByRole('textbox', { name: /Nom du modèle/ })
      .fill('Alger → Béjaïa palettes');
    await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // A fresh form, filled from the template.
    await page.goto(`${platform.url}/expedition/new`);
    await page.getByRole('heading', { name: 'Nouvelle expédition' }).waitFor();
    await pickOption(
      page,
      page.getByRole('combobox', { name: "Créer à partir d'un modèle" }),
      'Alger → Béjaïa palettes',
    );
    await expect.poll(() => page.getByRole('textbox', { name: /Poids/ }).inputValue()).toBe('12000');
    await page.getByRole('textbox', { name: /Nombre de copies/ }).fill('2');
    await page.getByRole('button', { name: 'Publier 2 offres' }).click();
    await page.getByRole('heading', { name: 'Vos 2 offres ont été publiées' }).waitFor();
    await page.screenshot({ path: 'e2e/.artifacts/offers-published.png', fullPage: true });
    const links = page.getByRole('link', { name: /Voir l'offre n°/ });
    expect(await links.count()).toBe(2);
    const uids = await Promise.all(
      [0, 1].map(async (index) => (await links.nth(index).getAttribute('href'))!.split('/').pop()!),
    );

    // Both in the list, with the template's price.
    await page.getByRole('link', { name: 'Voir mes expéditions' }).click();
    await page.getByRole('heading', { name: 'Vos expéditions' }).waitFor();
    for (const uid of uids) {
      const row = page.locator(`a[href="/expeditions/${uid}"]`).first();
      await row.waitFor();
    }

    // The first: a new price, then cancelled.
    await page.goto(`${platform.url}/expeditions/${uids[0]}`);
    const actions = page.getByRole('group', { name: "Actions sur l'expédition" });
    await actions.getByRole('button', { name: 'Modifier le prix' }).click();
    const priceDialog = page.getByRole('dialog', { name: 'Modifier le prix' });
    await priceDialog.getByRole('textbox', { name: /Prix HT/ }).fill('92000');
    await priceDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await priceDialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByText(/92\s000/).count()).toBeGreaterThan(0);
    await actions.getByRole('button', { name: "Annuler l'expédition" }).click();
    const cancelDialog = page.getByRole('dialog', { name: "Annuler l'expédition" });
    await cancelDialog.getByRole('textbox', { name: /Motif/ }).fill('Client a reporté la commande');
    await cancelDialog.getByRole('button', { name: "Annuler l'expédition" }).click();
    await cancelDialog.waitFor({ state: 'detached' });
    await page.getByText('Annulée', { exact: true }).first().waitFor();
    await page.screenshot({ path: 'e2e/.artifacts/offers-cancelled.png', fullPage: true });

    // The second: deleted once the shipper confirms.
    await page.goto(`${platform.url}/expeditions/${uids[1]}`);
    await actions.getByRole('button', { name: 'Supprimer' }).click();
    const deleteDialog = page.getByRole('dialog', { name: "Supprimer l'expédition" });
    await deleteDialog.getByText('Cette action est irréversible.').waitFor();
    await deleteDialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.waitForURL('**/expeditions');

    // What the server now holds.
    const statuses = await page.evaluate(async (ids) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('tariq.token')}` };
      return Promise.all(
        ids.map(async (id) => {
          const response = await fetch(`/api/offers/${id}`, { headers });
          return response.ok ? ((await response.json()) as { status: string; price: number }) : response.status;
        }),
      );
    }, uids);
    expect(statuses[0]).toMatchObject({ status: 'cancelled', price: 92000 });
    expect(statuses[1]).toBe(404);
    await page.close();
  });
});
