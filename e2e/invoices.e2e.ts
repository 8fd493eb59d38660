import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, launchChromium, logIn, sharedPlatform } from './platform';
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

async function signedIn(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 }, acceptDownloads: true });
  contexts.push(context);
  const page = await context.newPage();
  await logIn(page, platform, email);
  return page;
}

type TToGenerate = { data: { mission_id: string; mission_number: string; offer_uid: string }[] };

describe('an invoice, from a delivered mission to the shipper’s download', () => {
  it('the carrier generates, issues and sends the invoice; the shipper downloads it; the carrier records the payment and it is settled', async () => {
    // A delivered mission of the demo, not invoiced yet: the first the carrier's list shows.
    const carrierToken = await apiToken(platform, 'carrier@demo.tariq.dz');
    const response = await fetch(`${platform.url}/api/invoices/to-generate`, {
      headers: { authorization: `Bearer ${carrierToken}` },
    });
    const [mission] = ((await response.json()) as TToGenerate).data;
    expect(mission, 'the demo has delivered missions to invoice').toBeTruthy();

    const carrier = await signedIn('carrier@demo.tariq.dz');
    await carrier.goto(`${platform.url}/invoices`);
    await carrier
      .getByRole('row', { name: new RegExp(mission!.mission_number) })
      .getByRole('checkbox')
      .check();
    await carrier.getByRole('button', { name: 'Générer la facture' }).click();
    await carrier.getByText('Facture générée').first().waitFor();
    await carrier.waitForURL(/\/invoices\/[0-9a-f-]{36}$/);
    // The demo companies carry every legal mention: nothing stops the issue.
    await carrier.getByRole('heading', { name: /Brouillon de facture/ }).waitFor();
    expect(await carrier.getByText('Mentions obligatoires manquantes').count()).toBe(0);
    await carrier.getByRole('button', { name: 'Émettre la facture' }).click();
    const confirm = carrier.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Émettre', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    const number = (await carrier.getByRole('heading', { level: 1 }).textContent())?.match(/FA-\d{4}-\d{5}/)?.[0];
    expect(number).toBeTruthy();

    await carrier.getByRole('button', { name: 'Envoyer au client' }).click();
    await carrier.getByRole('dialog').getByRole('button', { name: 'Envoyer', exact: true }).click();
    await carrier.getByText('Facture envoyée').first().waitFor();
    await carrier.screenshot({ path: 'e2e/.artifacts/invoice-issued.png', fullPage: true, animations: 'disabled' });

    // The shipper finds it on its shipment and downloads the PDF.
    const shipper = await signedIn('shipper@demo.tariq.dz');
    await shipper.goto(`${platform.url}/expeditions/${mission!.offer_uid}`);
    const invoices = shipper.getByRole('region', { name: 'Factures' });
    await invoices.getByText(number!).waitFor({ timeout: 15_000 });
    const [download] = await Promise.all([
      shipper.waitForEvent('download'),
      invoices.getByRole('button', { name: `Télécharger la facture ${number} en français (PDF)` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number}-fr.pdf`);
    // The browser runs as a server of its own: the file is copied here to be read.
    const saved = 'e2e/.artifacts/invoice-shipment.pdf';
    await download.saveAs(saved);
    const bytes = readFileSync(saved);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await shipper.screenshot({ path: 'e2e/.artifacts/invoice-shipment.png', fullPage: true, animations: 'disabled' });

    // The client pays: the carrier records the payment (what remains, by default) and the invoice is settled.
    const payments = carrier.getByRole('region', { name: 'Paiements' });
    await payments.getByRole('button', { name: 'Ajouter le paiement' }).click();
    await carrier.getByText('Paiement ajouté').first().waitFor();
    await payments.getByText('La facture est soldée : ses paiements ne peuvent plus être modifiés.').waitFor();
    await carrier.getByText('Soldée', { exact: true }).first().waitFor();
    await carrier.screenshot({ path: 'e2e/.artifacts/invoice-settled.png', fullPage: true, animations: 'disabled' });

    // The shipper sees it settled on its shipment.
    await shipper.reload();
    await shipper.getByRole('region', { name: 'Factures' }).getByText('Soldée', { exact: true }).waitFor();

    // The carrier's list of issued invoices: the settled one among them, the filters, the exports.
    await carrier.goto(`${platform.url}/invoices/issued?paid=paid`);
    await carrier
      .getByRole('row', { name: new RegExp(number!) })
      .getByText('Soldée')
      .waitFor();
    await carrier.getByRole('region', { name: 'Exports pour la comptabilité' }).waitFor();
    await carrier.screenshot({ path: 'e2e/.artifacts/invoices-issued.png', fullPage: true, animations: 'disabled' });
  });
});
