import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, launchChromium, logIn, publishDemoOffer, readAllNotifications, sharedPlatform } from './platform';
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

/** The bell's accessible name says how many notifications are unread. */
const bell = (page: Page) => page.getByRole('button', { name: /^(Notifications|\d+ notifications? non lues?)$/ });

describe('notifications in real browsers', () => {
  it("lights up the shipper's bell within a second of a carrier's proposal, without a reload, and leads to the shipment", async () => {
    const uid = await publishDemoOffer(platform);
    // The platform is shared with the other browser files: the bell counts from this flow's start.
    await readAllNotifications(platform, 'shipper@demo.tariq.dz');
    const shipperContext = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const shipper = await shipperContext.newPage();
    await logIn(shipper, platform, 'shipper@demo.tariq.dz');
    await expect.poll(() => bell(shipper).getAttribute('aria-label')).toBe('Notifications');

    // The demo carrier, in a browser of its own, proposes a price.
    const carrierContext = await browser.newContext();
    const carrier = await carrierContext.newPage();
    await logIn(carrier, platform, 'carrier@demo.tariq.dz');
    const token = await apiToken(platform, 'carrier@demo.tariq.dz');
    const proposed = await carrier.request.post(`${platform.url}/api/freights/${uid}/proposals`, {
      headers: { authorization: `Bearer ${token}` },
      data: { price: 88000, comment: 'Semi disponible demain matin' },
    });
    expect(proposed.status()).toBe(201);
    const sentAt = Date.now();
    await shipper.getByRole('button', { name: '1 notification non lue' }).waitFor({ timeout: 1000 });
    expect(Date.now() - sentAt).toBeLessThan(1000);
    await shipper.screenshot({ path: '/tmp/e2e-bell.png' });

    await bell(shipper).click();
    await shipper.getByRole('menuitem', { name: 'Tout marquer comme lu' }).waitFor();
    await shipper.screenshot({ path: '/tmp/e2e-panel.png' });
    // The unread one: the shared platform's earlier flows left read notifications of the same kind.
    await shipper
      .getByRole('menuitem', {
        name: /^Transports Atlas Express a fait une proposition sur votre expédition\..*Non lue$/,
      })
      .click();
    await shipper.waitForURL(`**/expeditions/${uid}`);
    await expect.poll(() => bell(shipper).getAttribute('aria-label')).toBe('Notifications');
    await shipperContext.close();
    await carrierContext.close();
  });

  it('logs out every tab of a user who logs out in one of them', async () => {
    const context = await browser.newContext();
    const first = await context.newPage();
    await logIn(first, platform, 'carrier@demo.tariq.dz');
    // Another browser (another device): its own session, the same user.
    const elsewhere = await (await browser.newContext()).newPage();
    await logIn(elsewhere, platform, 'carrier@demo.tariq.dz');
    await elsewhere.getByTestId('profile-menu').click();
    await elsewhere.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await elsewhere.waitForURL('**/auth');
    await first.waitForURL('**/auth', { timeout: 5000 });
    await context.close();
  });
});
