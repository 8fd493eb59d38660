import { randomInt } from 'node:crypto';
import { requiredDocumentTypes, LEGAL_DOCUMENTS } from '@tariq/contracts/documents';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, logIn, sharedPlatform } from './platform';
import type { TPlatform } from './platform';

/*
 * Issue 26 as a new carrier and the staff live it, on the built platform: the carrier sends its
 * legal documents from /profile/documents, the admin verifies them in /admin/documents, and the
 * carrier's freight search opens without a new login; the admin refuses one and the carrier reads why.
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
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

async function newPage(): Promise<Page> {
  return (await browser.newContext({ locale: 'fr-FR', viewport: { width: 1400, height: 1000 } })).newPage();
}

/** A new carrier through the API's sign-up and its verification link: not active, no documents. */
async function signUpCarrier(page: Page): Promise<string> {
  const email = `docs-${digits(8)}@example.dz`;
  const response = await page.request.post(`${platform.url}/api/auth/register`, {
    data: {
      accountType: 'carrier',
      company: {
        legalName: 'EURL Trans Tassili',
        legalForm: 'eurl',
        shareCapital: 100_000,
        rc: '06/00-1234567 B 18',
        nif: `0${digits(14)}`,
        nis: digits(15),
        taxArticle: '06011234567',
        taxRegime: 'reel',
        address: 'Zone industrielle, lot 3',
        placeId: 'DZ:06',
        phone: '+213 34 21 00 00',
        mobile: null,
        fax: null,
      },
      user: {
        firstName: 'Lyes',
        lastName: 'Amrani',
        phone: '+213 550 12 34 56',
        roleInCompany: 'logistics_manager',
        email,
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
      },
      activity: { trucksCount: 'l', trucksTypes: ['truckPL19'] },
      zones: { pickup: ['06'], delivery: ['16'] },
      termsAccepted: true,
    },
  });
  expect(response.status()).toBe(201);
  const mails = await page.request.get(`${platform.url}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const text = JSON.stringify(await mails.json());
  const token = /emailVerification\?token=([^"\\\s]+)/.exec(text)![1]!;
  const verified = await page.request.get(`${platform.url}/api/auth/verify-email?token=${token}`);
  expect(verified.status()).toBe(200);
  return email;
}

async function logInAs(page: Page, email: string, password: string) {
  await page.goto(`${platform.url}/auth`);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL('**/dashboard');
}

/** The onboarding wizard a new account meets first, its sign-up answers pre-filled; it ends on /profile/documents. */
async function completeOnboarding(page: Page) {
  const wizard = page.getByRole('dialog');
  for (let step = 0; step < 3; step += 1) await wizard.getByRole('button', { name: 'Continuer' }).click();
  await wizard.getByText('National', { exact: true }).click();
  await wizard.getByRole('button', { name: 'Continuer' }).click();
  await wizard.getByRole('button', { name: 'Terminer' }).click();
  await page.waitForURL('**/profile/documents');
  await wizard.waitFor({ state: 'detached' });
}

/** Sends the document of `type` from its card on /profile/documents. */
async function sendDocument(page: Page, type: keyof typeof LEGAL_DOCUMENTS) {
  const label = LEGAL_DOCUMENTS[type].label.fr;
  const form = page.getByRole('form', { name: `Envoyer : ${label}` });
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: `${type}.pdf`, mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await page.getByText(`« ${label} » est envoyé : notre équipe va le vérifier.`).waitFor();
}

describe('legal documents', () => {
  it('are sent by a new carrier, verified by the staff, and open the freight search without a new login', async () => {
    const carrier = await newPage();
    const email = await signUpCarrier(carrier);
    await logInAs(carrier, email, PASSWORD);
    await completeOnboarding(carrier);
    // Not active yet: the freight search says what is missing.
    await carrier.goto(`${platform.url}/freights`);
    await carrier.getByRole('heading', { name: "Votre compte n'est pas encore activé" }).waitFor();

    await carrier.goto(`${platform.url}/profile/documents`);
    const required = requiredDocumentTypes('carrier');
    for (const type of required) await sendDocument(carrier, type);
    await carrier.screenshot({ path: '/tmp/tariq-e2e-documents-sent.png', fullPage: true });

    const admin = await newPage();
    await logIn(admin, platform, 'admin@demo.tariq.dz');
    await admin.goto(`${platform.url}/admin/documents`);
    const queue = admin.getByRole('button', { name: /EURL Trans Tassili/ });
    await queue.first().waitFor();
    // The insurance certificate is refused; every other one is verified.
    for (let left = required.length; left > 0; left -= 1) {
      // The list read again after the last decision (its count said), so nothing moves under the clicks.
      await admin.getByText(new RegExp(`^${left} documents?, du plus ancien`)).waitFor({ timeout: 15_000 });
      await expect.poll(() => queue.count(), { timeout: 15_000 }).toBe(left);
      const item = queue.first();
      const text = (await item.textContent()) ?? '';
      const label = required
        .map((candidate) => LEGAL_DOCUMENTS[candidate].label.fr)
        .find((name) => text.includes(name))!;
      await item.click();
      // The detail shows this document before a decision is taken on it.
      await admin.getByRole('heading', { name: `${label} — EURL Trans Tassili` }).waitFor();
      const decided = admin.waitForResponse((response) =>
        /\/api\/admin\/documents\/[^/]+\/(verify|refuse)$/.test(response.url()),
      );
      if (label === LEGAL_DOCUMENTS.insurance.label.fr) {
        await admin
          .getByRole('textbox', { name: /Motif du refus/ })
          .fill("Attestation illisible : envoyez un scan net de l'original.");
        await admin.getByRole('button', { name: 'Refuser', exact: true }).press('Enter');
      } else {
        // By the keyboard: the page brings the next document into view as it comes, and a click
        // by coordinates could land on the preview beside the moving button.
        await admin.getByRole('button', { name: 'Vérifier', exact: true }).press('Enter');
      }
      expect((await decided).status()).toBe(200);
    }
    await expect.poll(() => queue.count(), { timeout: 15_000 }).toBe(0);
    await admin.screenshot({ path: '/tmp/tariq-e2e-admin-queue.png', fullPage: true });

    // The carrier, still logged in, sees why the insurance was refused…
    await carrier.reload();
    await carrier.getByText("Attestation illisible : envoyez un scan net de l'original.").first().waitFor();
    // …sends a new one, the staff verify it, and the freight search opens in the same session.
    const insurance = LEGAL_DOCUMENTS.insurance.label.fr;
    // A refused document needs a new file: its form is open already.
    const form = carrier.getByRole('form', { name: `Remplacer : ${insurance}` });
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'assurance.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Remplacer', exact: true }).click();
    await admin.reload();
    await queue.first().click();
    await admin.getByRole('button', { name: 'Vérifier', exact: true }).press('Enter');
    await expect.poll(() => queue.count(), { timeout: 15_000 }).toBe(0);

    await carrier.goto(`${platform.url}/freights`);
    await carrier.getByRole('heading', { level: 1, name: 'Recherche de fret' }).waitFor({ timeout: 30_000 });
    await carrier.goto(`${platform.url}/profile/documents`);
    await carrier.getByText('Votre compte est actif').waitFor();
    await carrier.screenshot({ path: '/tmp/tariq-e2e-documents-active.png', fullPage: true });
    await carrier.context().close();
    await admin.context().close();
  });
});
