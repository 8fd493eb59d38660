import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, logIn, sharedPlatform } from './platform';
import type { TPlatform } from './platform';

/*
 * Issue 25's colleagues as a company lives them, on the built platform: the demo shipper invites a
 * colleague, who joins from the mailed link in another browser and lands in the app; the shipper
 * sees the newcomer, says this person does not work here, and the newcomer's browser is logged out.
 */

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
  return (await browser.newContext({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } })).newPage();
}

/** The newest mail to `email` in the developer mailbox, and its first link containing `part`. */
async function linkFromMailbox(page: Page, email: string, part: string): Promise<string> {
  await page.goto(`${platform.url}/dev/mailbox`);
  await page.getByRole('textbox', { name: 'Destinataire' }).fill(email);
  await page.getByRole('button', { name: 'Actualiser' }).click();
  const link = page.getByRole('link', { name: new RegExp(part) }).first();
  await link.waitFor({ timeout: 30_000 });
  const href = new URL((await link.getAttribute('href'))!);
  return `${platform.url}${href.pathname}${href.search}`;
}

describe('colleagues', () => {
  it('invites a colleague who joins from the mail, then is reported and logged out at once', async () => {
    const email = `collegue-${randomBytes(4).toString('hex')}@example.dz`;
    const shipper = await newPage();
    await logIn(shipper, platform, 'shipper@demo.tariq.dz');
    await shipper.goto(`${platform.url}/profile/collegues`);
    await shipper.getByRole('textbox', { name: 'Adresse e-mail de votre collègue' }).fill(email);
    await shipper.getByRole('button', { name: "Envoyer l'invitation" }).click();
    await shipper.getByText(`Invitation envoyée à ${email}.`).waitFor();
    await shipper.getByRole('cell', { name: email }).first().waitFor();

    const newcomer = await newPage();
    await newcomer.goto(await linkFromMailbox(newcomer, email, 'invitation'));
    await newcomer.getByText(/vous invite à rejoindre/).waitFor({ timeout: 30_000 });
    await newcomer.screenshot({ path: '/tmp/tariq-e2e-invitation.png', fullPage: true });
    await newcomer.getByRole('textbox', { name: 'Prénom' }).fill('Samir');
    await newcomer.getByRole('textbox', { name: 'Nom', exact: true }).fill('Benali');
    const passwords = newcomer.locator('input[type="password"]');
    await passwords.nth(0).fill('une phrase de passe solide');
    await passwords.nth(1).fill('une phrase de passe solide');
    await newcomer.getByRole('checkbox', { name: /conditions d'utilisation/ }).check();
    await newcomer.getByRole('button', { name: 'Rejoindre la société' }).click();
    await newcomer.waitForURL('**/dashboard', { timeout: 30_000 });
    await newcomer.getByRole('heading', { name: 'Bienvenue Samir' }).waitFor();

    await shipper.reload();
    const row = shipper.getByRole('row', { name: new RegExp(email) });
    await row.getByText('Actif').waitFor();
    await shipper.screenshot({ path: '/tmp/tariq-e2e-colleagues.png', fullPage: true });
    await row.getByRole('button', { name: /ne travaille pas chez nous/ }).click();
    await shipper.getByRole('dialog').getByRole('button', { name: "Désactiver et alerter l'équipe Tariq" }).click();
    await row.getByText('Signalé').waitFor();

    // The newcomer's browser is told to leave at once, and cannot log in again.
    await newcomer.waitForURL(/\/(login|auth)/, { timeout: 30_000 });
    expect(new URL(newcomer.url()).pathname).toMatch(/^\/(login|auth)/);
    await shipper.context().close();
    await newcomer.context().close();
  });
});
