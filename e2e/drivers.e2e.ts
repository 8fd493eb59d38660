import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, launchChromium, logIn, publishDemoOffer, sharedPlatform } from './platform';
import type { TPlatform } from './platform';

let platform: Pick<TPlatform, 'url' | 'output'>;
let browser: Browser;
const contexts: BrowserContext[] = [];
const ROOT = path.resolve(import.meta.dirname, '..');

beforeAll(async () => {
  platform = sharedPlatform();
  browser = await launchChromium();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function signedIn(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1100 } });
  contexts.push(context);
  const page = await context.newPage();
  await logIn(page, platform, email);
  return page;
}

/** A call of the API as a demo account, its JSON answer; a refusal fails the test with its message. */
async function call(token: string, method: string, url: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${platform.url}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** The password of the credentials mail sent to `email`, read from the developer mailbox. */
async function mailedPassword(email: string): Promise<string> {
  const response = await fetch(`${platform.url}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const mails = ((await response.json()) as { data: { text: string }[] }).data;
  const password = mails.map((mail) => /[a-z2-9]{5}(?:-[a-z2-9]{5}){3}/.exec(mail.text)?.[0]).find(Boolean);
  if (!password) throw new Error(`no credentials mail to ${email}`);
  return password;
}

/** `npm run driver:simulate` against the shared platform; resolves with what it printed once it ends. */
function simulate(email: string, mission: string, password: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'scripts/driver-simulate.mjs'),
        email,
        mission,
        '--url',
        platform.url,
        '--password',
        password,
        '--points',
        '8',
        '--every',
        '0.6',
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('a driver, from the carrier’s team to the shipper’s open page', () => {
  it('adds a driver, names them on a mission, the simulator drives it, and the shipper watches it move and finish', async () => {
    const email = `yacine.${Date.now()}@demo.tariq.dz`;
    const carrier = await signedIn('carrier@demo.tariq.dz');

    // The carrier adds the driver on /chauffeurs; the credentials go by e-mail.
    await carrier.goto(`${platform.url}/chauffeurs`);
    await carrier.getByRole('button', { name: 'Ajouter un chauffeur' }).first().click();
    const form = carrier.getByRole('dialog', { name: 'Ajouter un chauffeur' });
    await form.getByLabel('Prénom').fill('Yacine');
    await form.getByLabel(/^Nom/).fill('Haddad');
    await form.getByLabel('Adresse e-mail').fill(email);
    await form.getByRole('textbox', { name: 'Immatriculation du camion' }).fill('04512 318 16');
    await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await carrier.getByText(/Chauffeur Yacine Haddad ajouté avec succès/).waitFor();
    const password = await mailedPassword(email);

    // A deal made through the API (the missions flow shows it on screen): offer, proposal, acceptance.
    const [carrierToken, shipperToken] = await Promise.all([
      apiToken(platform, 'carrier@demo.tariq.dz'),
      apiToken(platform, 'shipper@demo.tariq.dz'),
    ]);
    const uid = await publishDemoOffer(platform, { price: 88000 });
    const proposal = await call(carrierToken, 'POST', `/api/freights/${uid}/proposals`, { price: 88000 });
    const accepted = await call(shipperToken, 'POST', `/api/proposals/${String(proposal.id)}/accept`);
    const missionId = String(accepted.mission_id);
    const { number } = await call(carrierToken, 'GET', `/api/missions/${missionId}`);

    // The carrier names the driver on the mission.
    await carrier.goto(`${platform.url}/offres/${uid}`);
    const section = carrier.getByRole('region', { name: 'Chauffeur', exact: true });
    await section.getByText('Aucun chauffeur désigné').waitFor();
    await section.getByRole('combobox', { name: 'Chauffeur de la mission' }).click();
    await carrier.getByRole('option', { name: /Yacine Haddad/ }).click();
    await section.getByRole('button', { name: 'Enregistrer le chauffeur' }).click();
    await carrier.getByText('Le chauffeur de la mission a été enregistré.').waitFor();
    await section.getByText('04512 318 16').first().waitFor();
    await carrier.screenshot({ path: 'e2e/.artifacts/drivers-assigned.png', fullPage: true, animations: 'disabled' });

    // The charter confirmed and the pickup waived: the driver may start.
    await call(carrierToken, 'POST', `/api/missions/${missionId}/confirm`);
    await call(shipperToken, 'POST', `/api/missions/${missionId}/pickup/waive`);

    // The shipper has the shipment open while the simulator drives.
    const shipper = await signedIn('shipper@demo.tariq.dz');
    // The page follows the hub before the mission starts: an event sent before it listens is not
    // replayed to a first connection (on a busy machine the page took longer than the start).
    const following = shipper.waitForResponse(
      (response) => response.url().includes('/.well-known/mercure') && response.status() === 200,
    );
    await shipper.goto(`${platform.url}/expeditions/${uid}`);
    await following;
    await shipper.getByRole('region', { name: 'Mission', exact: true }).getByText('Planifiée').first().waitFor();
    const driving = simulate(email, String(number), password);
    // The truck appears on the shipper's page and moves along, live.
    const live = shipper.getByRole('region', { name: 'Suivi en direct' });
    await live.waitFor({ timeout: 20_000 });
    // Who drives: the 'Chauffeur' section above the map, with the plate; the truck on the map is named.
    await shipper.getByRole('region', { name: 'Chauffeur', exact: true }).getByText('04512 318 16').waitFor();
    await live.getByRole('figure').getByText('Yacine').waitFor();
    const truck = live.locator('path.track-map-truck');
    await truck.waitFor({ timeout: 20_000 });
    const first = await truck.getAttribute('d');
    await expect.poll(() => truck.getAttribute('d'), { timeout: 20_000 }).not.toBe(first);
    expect(await live.locator('path.track-map-trail').getAttribute('d')).toMatch(/^M/);
    await shipper.screenshot({ path: 'e2e/.artifacts/drivers-tracking.png', fullPage: true, animations: 'disabled' });

    // The delivery: the mission finished, the shipper no longer sees the truck.
    const panel = shipper.getByRole('region', { name: 'Mission', exact: true });
    await panel.getByText('Terminée', { exact: true }).first().waitFor({ timeout: 30_000 });
    await expect.poll(() => live.count()).toBe(0);

    const { code, output } = await driving;
    expect(code, output).toBe(0);
    expect(output).toContain(`Finished ${String(number)}`);
  });
});
