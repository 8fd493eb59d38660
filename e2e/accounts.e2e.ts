import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, sharedPlatform } from './platform';
import type { TPlatform } from './platform';

/*
 * Issue 25's flows as a new user lives them, on the built platform: a carrier signs up, opens the
 * verification link from the developer mailbox, completes the onboarding wizard and reaches the
 * app; the same sign-up reads right to left in Arabic; a password reset logs the other browser out.
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

const PASSWORD = 'une longue phrase de passe';
const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

/** The newest mail to `email` in the developer mailbox, and its first link containing `part`. */
async function linkFromMailbox(page: Page, email: string, part: string): Promise<string> {
  await page.goto(`${platform.url}/dev/mailbox`);
  await page.getByRole('textbox', { name: 'Destinataire' }).fill(email);
  await page.getByRole('button', { name: 'Actualiser' }).click();
  const link = page.getByRole('link', { name: new RegExp(part) }).first();
  await link.waitFor({ timeout: 30_000 });
  // Mails link to the public address (localhost); the browser stays on the platform's origin.
  const href = new URL((await link.getAttribute('href'))!);
  return `${platform.url}${href.pathname}${href.search}`;
}

async function choose(page: Page, label: RegExp | string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Fills every step of /register for a carrier and sends it; the page is in `language`. */
async function signUpCarrier(page: Page, options: { email: string; texts: TSignUpTexts }) {
  const { texts } = options;
  await page.goto(`${platform.url}/register`);
  await page.getByRole('radio', { name: texts.carrier }).click();
  await page.getByRole('button', { name: texts.next }).click();

  await page.getByRole('textbox', { name: texts.legalName }).fill('Sarl Trans Atlas');
  await choose(page, texts.legalForm, 'SARL');
  await page.getByRole('textbox', { name: /\(RC\)/ }).fill('16/00-1234567 B 19');
  await page.getByRole('textbox', { name: /\(NIF\)/ }).fill(`0${digits(14)}`);
  await page.getByRole('textbox', { name: /\(NIS\)/ }).fill(digits(15));
  await page.getByRole('textbox', { name: texts.taxArticle }).fill('16011234567');
  await page.getByRole('radio', { name: texts.reel }).click();
  await page.getByRole('textbox', { name: texts.address }).fill('Zone industrielle, lot 12');
  await page.getByRole('combobox', { name: texts.place }).fill('Bejaia');
  await page
    .getByRole('option', { name: /^Béjaïa — Béjaïa/ })
    .first()
    .click();
  await page.getByRole('textbox', { name: texts.phone }).first().fill('+213 34 21 00 00');
  await page.getByRole('button', { name: texts.next }).click();

  await page.getByRole('textbox', { name: texts.firstName }).fill('Karim');
  await page.getByRole('textbox', { name: texts.lastName }).fill('Belaid');
  await page.getByRole('textbox', { name: texts.phone }).fill('+213 550 12 34 56');
  await choose(page, texts.role, texts.roleOption);
  await page.getByRole('textbox', { name: texts.email }).fill(options.email);
  await page.getByLabel(texts.password).fill(PASSWORD);
  await page.getByLabel(texts.confirmation).fill(PASSWORD);
  await page.getByRole('button', { name: texts.next }).click();

  await page.getByRole('radio', { name: texts.fleet, exact: true }).click();
  await page.getByRole('checkbox', { name: texts.truckType, exact: true }).click();
  await page.getByRole('button', { name: texts.next }).click();

  await page.getByRole('checkbox', { name: /^06 — / }).click();
  await page.getByRole('tab', { name: texts.deliveryTab }).click();
  await page.getByRole('checkbox', { name: /^16 — / }).click();
  await page.getByRole('button', { name: texts.next }).click();

  await page.getByRole('button', { name: texts.next }).click();
  await page.getByRole('checkbox', { name: texts.accept }).click();
  await page.getByRole('button', { name: texts.submit }).click();
  await page.getByRole('heading', { level: 1, name: texts.done }).waitFor({ timeout: 30_000 });
}

type TSignUpTexts = Record<
  | 'next'
  | 'submit'
  | 'done'
  | 'carrier'
  | 'legalName'
  | 'legalForm'
  | 'taxArticle'
  | 'reel'
  | 'address'
  | 'place'
  | 'phone'
  | 'firstName'
  | 'lastName'
  | 'role'
  | 'email'
  | 'password'
  | 'confirmation'
  | 'deliveryTab'
  | 'accept',
  RegExp | string
> & { roleOption: string; fleet: string; truckType: string };

const FRENCH: TSignUpTexts = {
  next: 'Suivant',
  submit: 'Créer mon compte',
  done: 'Vérifiez votre boîte mail',
  carrier: /Transporteur/,
  legalName: /Raison sociale/,
  legalForm: /Forme juridique/,
  taxArticle: /Article d'imposition/,
  reel: 'Régime du réel',
  address: /^Adresse/,
  place: /Commune ou wilaya/,
  phone: /^Téléphone/,
  firstName: /^Prénom/,
  lastName: /^Nom/,
  role: /Fonction dans la société/,
  roleOption: 'Responsable logistique',
  email: /^Adresse e-mail/,
  password: /^Mot de passe/,
  confirmation: /^Confirmation du mot de passe/,
  fleet: '2 à 5 véhicules',
  truckType: 'Fourgon',
  deliveryTab: /Zones de livraison/,
  accept: /J'ai lu et j'accepte/,
};

async function newPage(context?: BrowserContext): Promise<Page> {
  return (context ?? (await browser.newContext({ locale: 'fr-FR' }))).newPage();
}

describe('a new carrier', () => {
  const email = `karim.${digits(6)}@trans-atlas.dz`;

  it('signs up, verifies the address from the developer mailbox, completes onboarding and works in the app', async () => {
    const page = await newPage();
    await signUpCarrier(page, { email, texts: FRENCH });

    const link = await linkFromMailbox(page, email, 'emailVerification');
    expect(new URL(link).pathname).toBe('/emailVerification');
    await page.goto(link);
    await page.waitForURL('**/dashboard');

    // The wizard, over the app: pre-filled from sign-up, closable only by completing it.
    const wizard = page.getByRole('dialog');
    await wizard.getByRole('heading', { name: 'Bienvenue Karim' }).waitFor();
    await page.keyboard.press('Escape');
    await expect(wizard.isVisible()).resolves.toBe(true);
    await wizard.getByRole('button', { name: 'Continuer' }).click();
    expect(await wizard.getByRole('radio', { name: '2 à 5 véhicules' }).isChecked()).toBe(true);
    await wizard.getByRole('button', { name: 'Continuer' }).click();
    expect(await wizard.getByRole('checkbox', { name: 'Fourgon', exact: true }).isChecked()).toBe(true);
    await wizard.getByRole('button', { name: 'Continuer' }).click();
    // A chip: its input is hidden, its label takes the click.
    await wizard.getByText('National', { exact: true }).click();
    await wizard.getByRole('button', { name: 'Continuer' }).click();
    await wizard.getByRole('button', { name: 'Terminer' }).click();
    await page.waitForURL('**/profile/documents');
    await wizard.waitFor({ state: 'detached' });

    // Back on the dashboard, the wizard never shows again; the account waits for its documents.
    await page.goto(`${platform.url}/dashboard`);
    // The profile menu shows initials only between 1,200 and 1,408 px: waited for by its test id.
    await page.getByTestId('profile-menu').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.screenshot({ path: '/tmp/tariq-e2e-signed-up.png', fullPage: true });
    await page.context().close();
  });

  it('resets a forgotten password from another browser, which logs the first one out', async () => {
    const first = await newPage();
    await first.goto(`${platform.url}/auth`);
    await first.getByLabel('Adresse e-mail').fill(email);
    await first.locator('input[name="password"]').fill(PASSWORD);
    await first.getByRole('button', { name: 'Se connecter' }).click();
    await first.waitForURL('**/dashboard');

    const second = await newPage();
    await second.goto(`${platform.url}/auth`);
    await second.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await second.waitForURL('**/forgot-password');
    await second.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await second.getByRole('button', { name: 'Envoyer le lien' }).click();
    await second.getByText(/un lien de réinitialisation vient de lui être envoyé/).waitFor();
    const link = await linkFromMailbox(second, email, 'reset-password');
    await second.goto(link);
    const newPassword = 'un tout nouveau mot de passe';
    const passwords = second.locator('input[type="password"]');
    await passwords.nth(0).fill(newPassword);
    await passwords.nth(1).fill(newPassword);
    await second.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await second.waitForURL(/\/(login|auth)/);

    // The first browser is told to leave at once (its refresh token is revoked too).
    await first.waitForURL(/\/(login|auth)/, { timeout: 30_000 });

    await second.getByLabel('Adresse e-mail').fill(email);
    await second.locator('input[name="password"]').fill(newPassword);
    await second.getByRole('button', { name: 'Se connecter' }).click();
    await second.waitForURL('**/dashboard');
    await first.context().close();
    await second.context().close();
  });
});

describe('the sign-up in Arabic', () => {
  it('reads right to left from the first step to the last', async () => {
    const context = await browser.newContext({ locale: 'ar-DZ' });
    await context.addCookies([{ name: 'lang', value: 'ar', url: platform.url }]);
    const page = await context.newPage();
    await page.goto(`${platform.url}/register`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(heading).toMatch(/[\u0600-\u06FF]/);
    // The form's text starts at the right edge.
    const align = await page
      .getByRole('heading', { level: 1 })
      .evaluate((element) => getComputedStyle(element).direction);
    expect(align).toBe('rtl');
    await page.screenshot({ path: '/tmp/tariq-e2e-register-ar.png', fullPage: true });
    await context.close();
  });
});
