import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, logIn, publishDemoOffer, readAllNotifications, sharedPlatform } from './platform';
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

// A 1×1 PNG: the photo of the signed delivery note.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function signedIn(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1100 } });
  contexts.push(context);
  const page = await context.newPage();
  await logIn(page, platform, email);
  return page;
}

const missionPanel = (page: Page) => page.getByRole('region', { name: 'Mission', exact: true });

/** The bell's accessible name says how many notifications are unread. */
const bell = (page: Page) => page.getByRole('button', { name: /^(Notifications|\d+ notifications? non lues?)$/ });

/** What the bell's panel lists, unread first: the text of each notification. */
async function bellTexts(page: Page): Promise<string[]> {
  await bell(page).click();
  const items = page.getByRole('menuitem', { name: /Non lue$/ });
  await items.first().waitFor();
  const texts = await items.allTextContents();
  await page.keyboard.press('Escape');
  return texts;
}

/** Opens a dialog with `button`, then confirms it with `confirm`, and waits for it to close. */
async function confirmIn(page: Page, button: string, confirm: string) {
  await missionPanel(page).getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('a deal from proposal to rating, in two browsers', () => {
  it('runs the whole mission: proposal, choice, charter, pickup, start, proof of delivery contested then sent again and accepted, rating', async () => {
    const uid = await publishDemoOffer(platform, { price: 95000 });
    // The platform is shared with the other browser files: the bell counts from this flow's start.
    await readAllNotifications(platform, 'shipper@demo.tariq.dz');
    await readAllNotifications(platform, 'carrier@demo.tariq.dz');
    const shipper = await signedIn('shipper@demo.tariq.dz');
    const carrier = await signedIn('carrier@demo.tariq.dz');

    // The carrier proposes a price on the offer's page.
    await carrier.goto(`${platform.url}/offres/${uid}`);
    await carrier.getByRole('button', { name: 'Proposer un prix' }).click();
    const form = carrier.getByRole('dialog', { name: 'Proposer un prix' });
    await form.getByLabel('Votre prix HT').fill('91000');
    await form.getByLabel('Commentaire (facultatif)').fill('Semi disponible dès demain 6 h');
    await form.getByRole('button', { name: 'Envoyer la proposition' }).click();
    await form.waitFor({ state: 'detached' });

    // The shipper's bell lights up; the notification leads to the shipment, where it chooses the carrier.
    await shipper.getByRole('button', { name: '1 notification non lue' }).waitFor({ timeout: 5000 });
    await shipper.getByRole('button', { name: '1 notification non lue' }).click();
    await shipper.getByText('Transports Atlas Express a fait une proposition sur votre expédition.').click();
    await shipper.waitForURL(`**/expeditions/${uid}`);
    const proposals = shipper.getByRole('region', { name: 'Propositions' });
    await proposals.getByRole('button', { name: 'Accepter' }).click();
    await shipper.getByRole('dialog').getByRole('button', { name: 'Choisir ce transporteur' }).click();
    await missionPanel(shipper).waitFor();

    // The carrier's page shows the mission at once (its notification reads the page again).
    await missionPanel(carrier).getByRole('button', { name: "Confirmer le bon d'affrètement" }).waitFor();
    // Once the deal is made, each side can call the other.
    expect(await missionPanel(carrier).getByRole('link', { name: '+213 550 12 34 56' }).getAttribute('href')).toBe(
      'tel:+213550123456',
    );
    expect(await missionPanel(shipper).getByRole('link', { name: 'carrier@demo.tariq.dz' }).getAttribute('href')).toBe(
      'mailto:carrier@demo.tariq.dz',
    );
    // Numbers a dispatcher can read out on the phone, the same on both sides; the UUID stays the address.
    const missionNumber = await missionPanel(carrier)
      .getByText(/^MIS-\d{2}-\d{4,}$/)
      .textContent();
    const charterNumber = await missionPanel(carrier)
      .getByText(/^BA-\d{2}-\d{4,}$/)
      .textContent();
    await missionPanel(shipper).getByText(missionNumber!, { exact: true }).waitFor();
    await missionPanel(shipper).getByText(charterNumber!, { exact: true }).waitFor();
    const offerNumber = (
      await shipper
        .getByText(/N° d'expédition EXP-\d{2}-\d{4,}/)
        .first()
        .textContent()
    )?.match(/EXP-\d{2}-\d{4,}/)?.[0];
    expect(offerNumber).toBeTruthy();

    await confirmIn(carrier, "Confirmer le bon d'affrètement", 'Confirmer');
    await missionPanel(carrier).getByText('Confirmé par le transporteur.').waitFor();
    // No start before the pickup is verified: the carrier is told what it waits for.
    await missionPanel(carrier)
      .getByText(/^Vous pourrez démarrer une fois l'enlèvement vérifié/)
      .waitFor();
    expect(await missionPanel(carrier).getByRole('button', { name: 'Démarrer la mission' }).count()).toBe(0);

    // The charter order downloads as a PDF.
    const [charter] = await Promise.all([
      carrier.waitForEvent('download'),
      missionPanel(carrier).getByRole('button', { name: "Télécharger le bon d'affrètement (PDF)" }).click(),
    ]);
    const charterBytes = await (await charter.createReadStream()).toArray();
    expect(Buffer.concat(charterBytes).subarray(0, 5).toString()).toBe('%PDF-');

    // The pickup handshake: the shipper types the code the carrier's screen shows.
    const code = await missionPanel(carrier)
      .getByRole('region', { name: 'Enlèvement' })
      .getByText(/^\d{6}$/)
      .textContent();
    // The shipper's open page followed the confirmation, without a reload.
    await missionPanel(shipper).getByText('Confirmé par le transporteur.').waitFor();
    await missionPanel(shipper).getByLabel("Code d'enlèvement").fill(code!);
    await missionPanel(shipper).getByRole('button', { name: "Vérifier l'enlèvement" }).click();
    await missionPanel(shipper)
      .getByText(/^Enlèvement vérifié le /)
      .waitFor();

    // The carrier's open page follows the verified pickup, and only then offers to start.
    await missionPanel(carrier)
      .getByText(/^Enlèvement vérifié le /)
      .waitFor();
    await confirmIn(carrier, 'Démarrer la mission', 'Démarrer');
    // The shipper's open page follows the start.
    await missionPanel(shipper).getByText('En cours', { exact: true }).first().waitFor();

    // Finishing asks for the proof of delivery.
    await missionPanel(carrier).getByRole('button', { name: 'Terminer la mission', exact: true }).click();
    const finish = carrier.getByRole('dialog', { name: 'Terminer la mission' });
    await finish.locator('input[type="file"]').setInputFiles({
      name: 'cmr-signee.png',
      mimeType: 'image/png',
      buffer: PHOTO,
    });
    await finish.getByLabel('Réserves (facultatif)').fill('Un carton abîmé');
    await finish.getByRole('button', { name: 'Terminer la mission' }).click();
    await finish.waitFor({ state: 'detached' });
    await carrier.screenshot({ path: '/tmp/e2e-mission-carrier.png', fullPage: true });

    // The shipper contests the first proof, with a reason; the carrier's open page follows.
    await missionPanel(shipper).getByRole('button', { name: 'Accepter la preuve de livraison' }).waitFor();
    await missionPanel(shipper).getByText('cmr-signee.png').waitFor();
    await missionPanel(shipper).getByRole('button', { name: 'Contester', exact: true }).click();
    const contest = shipper.getByRole('dialog', { name: 'Contester la preuve de livraison' });
    await contest.getByLabel('Motif de la contestation').fill('Il manque 3 palettes');
    await contest.getByRole('button', { name: 'Contester la preuve de livraison' }).click();
    await contest.waitFor({ state: 'detached' });

    // The carrier reads why, and sends a new proof with the same form as on finishing.
    const carrierPod = missionPanel(carrier).getByRole('region', { name: 'Preuve de livraison' });
    await carrierPod.getByText('Il manque 3 palettes').waitFor();
    await carrierPod.getByRole('button', { name: 'Envoyer une nouvelle preuve' }).click();
    const resend = carrier.getByRole('dialog', { name: 'Envoyer une nouvelle preuve' });
    await resend.locator('input[type="file"]').setInputFiles({
      name: 'cmr-complete.png',
      mimeType: 'image/png',
      buffer: PHOTO,
    });
    await resend.getByLabel('Réserves (facultatif)').fill('3 palettes livrées le lendemain');
    await resend.getByRole('button', { name: 'Envoyer la preuve' }).click();
    await resend.waitFor({ state: 'detached' });
    await carrierPod.getByText('Preuve n°2').waitFor();

    // The shipper's open page shows the new proof at once (its notification), the first one below it,
    // and the shipper accepts it; the carrier's page follows.
    const shipperPod = missionPanel(shipper).getByRole('region', { name: 'Preuve de livraison' });
    await shipperPod.getByText('cmr-complete.png').waitFor();
    await shipperPod.getByRole('region', { name: 'Preuves précédentes' }).getByText('cmr-signee.png').waitFor();
    await confirmIn(shipper, 'Accepter la preuve de livraison', 'Accepter');
    await carrierPod.getByText('Acceptée', { exact: true }).waitFor();
    const timeline = missionPanel(carrier).getByRole('region', { name: 'Historique' });
    await timeline.getByText('Preuve n°1 contestée').waitFor();
    await timeline.getByText('Preuve n°2 acceptée', { exact: true }).waitFor();

    // The shipper rates the carrier.
    const rating = missionPanel(shipper).getByRole('region', { name: 'Notation' });
    // Mantine draws each star as the label of a visually hidden radio: the star is what a user clicks.
    const fiveStars = await rating.getByRole('radio', { name: '5 étoiles' }).getAttribute('id');
    await rating.locator(`label[for="${fiveStars}"]`).click();
    await rating.getByLabel('Commentaire (facultatif)').fill('Ponctuel et soigneux');
    await rating.getByRole('button', { name: 'Envoyer la note' }).click();
    await rating.getByText('Votre note : 5 sur 5').waitFor();
    // The carrier's average beside its name follows at once.
    await missionPanel(shipper)
      .getByRole('img', { name: /^Note : [\d,]+ sur 5, \d+ avis$/ })
      .waitFor();
    await shipper.screenshot({ path: '/tmp/e2e-mission-shipper.png', fullPage: true });

    // The carrier rates the shipper back, from its open page.
    const carrierRating = missionPanel(carrier).getByRole('region', { name: 'Notation' });
    const fourStars = await carrierRating.getByRole('radio', { name: '4 étoiles' }).getAttribute('id');
    await carrierRating.locator(`label[for="${fourStars}"]`).click();
    await carrierRating.getByRole('button', { name: 'Envoyer la note' }).click();
    await carrierRating.getByText('Votre note : 4 sur 5').waitFor();

    // Each side's bell rang for every step the other took, and only for those.
    await expect.poll(() => bell(shipper).getAttribute('aria-label')).toBe('5 notifications non lues');
    const toShipper = await bellTexts(shipper);
    for (const step of [
      /a confirmé le bon d'affrètement\./,
      /a commencé la mission\./,
      /a terminé la mission\./,
      /a envoyé une nouvelle preuve de livraison\./,
      /a noté votre société\./,
    ])
      expect(
        toShipper.some((text) => step.test(text)),
        String(step),
      ).toBe(true);
    await expect.poll(() => bell(carrier).getAttribute('aria-label')).toBe('5 notifications non lues');
    const toCarrier = await bellTexts(carrier);
    for (const step of [
      /a accepté votre proposition/,
      /a vérifié l'enlèvement/,
      /a contesté la preuve de livraison\./,
      /a accepté la preuve de livraison\./,
      /a noté votre société\./,
    ])
      expect(
        toCarrier.some((text) => step.test(text)),
        String(step),
      ).toBe(true);

    // Both see the mission in their completed lists.
    await carrier.goto(`${platform.url}/missions/completed`);
    await carrier.locator(`a[href="/offres/${uid}"]`).first().waitFor();
    await carrier.screenshot({ path: '/tmp/e2e-missions-completed.png', fullPage: true });
    await shipper.goto(`${platform.url}/expeditions/completed`);
    await shipper.locator(`a[href="/expeditions/${uid}"]`).first().waitFor();
    // The shipper finds it by the number a carrier reads out, typed loosely.
    await shipper.getByRole('searchbox', { name: "Rechercher par N° d'expédition" }).fill(offerNumber!.toLowerCase());
    await shipper.waitForURL(/q=/);
    await expect.poll(() => shipper.locator('tbody tr').count()).toBe(1);
    await shipper.locator(`a[href="/expeditions/${uid}"]`).first().waitFor();
  });
});
