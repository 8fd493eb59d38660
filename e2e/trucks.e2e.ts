import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillLoad, fillStop, pickOption } from './offer-form';
import {
  apiToken,
  dayFromToday,
  launchChromium,
  logIn,
  publishDemoOffer,
  readAllNotifications,
  sharedPlatform,
} from './platform';
import type { TPlatform } from './platform';

/*
 * Issue 28's trucks and matching as a carrier and a shipper live them, on the built platform: the
 * demo carrier adds a truck where one of the demo shipper's open offers loads and finds that offer
 * among its truck's loads; hides it (the shipper's vehicle search no longer finds it), publishes it
 * again (found), changes its availability, deletes it. Then a saved freight search with its alerts
 * on rings the carrier's bell when the shipper publishes an offer it finds.
 *
 * The platform is shared with the other browser files: the names carry a suffix of this run, and
 * nothing counts on an empty list. Its clock may run ahead of the browser's (the private exchange
 * moves it): the truck is available from tomorrow, for offers loading from the day after.
 */

const CARRIER = 'carrier@demo.tariq.dz';
const SHIPPER = 'shipper@demo.tariq.dz';
/** The family the truck and the offer it finds share (spec 000 §4: a type matches its family). */
const TAUTLINERS = ['tautliner_standard', 'tautliner_mega'];

type TFreight = {
  uid: string;
  status: string;
  exchange: string;
  truck_type: string;
  weight_kg: number;
  dangerous: boolean;
  departure: { place_id: string; date: string; state: { id: string; name: string }; city: { name: string } | null };
  destination: { place_id: string; state: { name: string }; city: { name: string } | null };
  shipper: { company_id: string };
};

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

/** Answers a JSON body of the API as a demo account (reading state only). */
async function apiGet<T>(email: string, path: string, method: 'GET' | 'POST' = 'GET'): Promise<T> {
  const token = await apiToken(platform, email);
  const response = await fetch(`${platform.url}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * One of the demo shipper's open public offers that a tautliner leaving from its loading place can
 * take: loading from the day after tomorrow, not dangerous, in a city; from the wilaya with the
 * fewest such offers, so that it is among the first loads of the truck whatever the other files published.
 */
async function pickOffer(): Promise<TFreight> {
  const shipper = await apiGet<{ company_id: string }>(SHIPPER, '/api/user/logged', 'POST');
  const { data } = await apiGet<{ data: TFreight[] }>(CARRIER, '/api/freights?limit=100');
  const open = data.filter((freight) => freight.shipper.company_id === shipper.company_id);
  const candidates = open.filter(
    (freight) =>
      freight.status === 'in_exchange' &&
      freight.exchange === 'public' &&
      TAUTLINERS.includes(freight.truck_type) &&
      !freight.dangerous &&
      freight.departure.date >= dayFromToday(2),
  );
  const crowd = (freight: TFreight) =>
    data.filter((other) => other.departure.state.id === freight.departure.state.id).length;
  candidates.sort((a, b) => crowd(a) - crowd(b));
  if (candidates[0]) return candidates[0];
  // None left (the demo's offers change with the day it was seeded): the shipper publishes one, from Skikda.
  const uid = await publishDemoOffer(platform, {
    departure: { country: 'DZ', place_id: 'DZ:21', address: 'Port de Skikda', date: dayFromToday(3), time: '08:00' },
    destination: {
      country: 'DZ',
      place_id: 'DZ:08',
      address: 'Zone d’activités',
      date: dayFromToday(4),
      time: '16:00',
    },
  });
  return apiGet<TFreight>(CARRIER, `/api/freights/${uid}`);
}

type TStop = TFreight['departure'] | TFreight['destination'];

/** What a user types to find a stop's place: its city, or its wilaya. */
const typedPlace = (stop: TStop) => stop.city?.name ?? stop.state.name;

/** How the place picker names it: 'Oued Sly — Chlef' for a city, 'Chlef' for a wilaya. */
const placeOption = (stop: TStop) => (stop.city ? `${stop.city.name} — ${stop.state.name}` : stop.state.name);

/** `YYYY-MM-DD` as a French user types it. */
const typedDate = (date: string) => date.split('-').reverse().join('/');

/** A day as the cards print it: '10 déc. 2026'. */
const shownDate = (date: string) =>
  new Intl.DateTimeFormat('fr', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** `date` moved by `days`. */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** Picks a place in a place picker: types the name, chooses the option named so. */
async function pickPlace(page: Page, field: Locator, typed: string, option: string) {
  await field.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The bell's accessible name says how many notifications are unread. */
const bell = (page: Page) => page.getByRole('button', { name: /^(Notifications|\d+ notifications? non lues?)$/ });

/** Opens a truck card's menu and chooses one of its items. */
async function cardAction(page: Page, card: Locator, truckName: string, item: string) {
  await card.getByRole('button', { name: `Actions du camion ${truckName}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('trucks and matching in a real browser', () => {
  it('adds a truck where an offer loads and sees it among its loads; hides, publishes, edits and deletes it', async () => {
    const suffix = Date.now().toString(36).slice(-5);
    const offer = await pickOffer();
    const truckName = `Tautliner ${offer.departure.state.name} ${suffix}`;
    const until = addDays(offer.departure.date, 3);

    const carrier = await newPage();
    await logIn(carrier, platform, CARRIER);
    await carrier.goto(`${platform.url}/trucks/my`);
    await carrier.getByRole('heading', { level: 1, name: 'Mes camions' }).waitFor();

    // The wizard, step 1: the truck.
    await carrier.getByRole('button', { name: 'Ajouter un camion' }).first().click();
    const wizard = carrier.getByRole('dialog', { name: 'Ajouter un camion' });
    await wizard.getByRole('heading', { name: '1. Informations du camion' }).waitFor();
    await wizard.getByRole('textbox', { name: /^Nom du camion/ }).fill(truckName);
    await pickOption(carrier, wizard.getByRole('combobox', { name: /^Type de camion/ }), 'Tautliner');
    await pickOption(carrier, wizard.getByRole('combobox', { name: /^Sous-type/ }), 'Tautliner standard');
    await wizard.getByRole('button', { name: 'Suivant' }).click();

    // Step 2: the account's contact.
    await wizard.getByRole('heading', { name: '2. Informations de contact' }).waitFor();
    await wizard.getByRole('switch', { name: /Utiliser le contact de mon compte/ }).check({ force: true });
    await wizard.getByRole('button', { name: 'Suivant' }).click();

    // Step 3: from the offer's loading place to its destination, from tomorrow, 40 t.
    await wizard.getByRole('heading', { name: '3. Disponibilité du camion' }).waitFor();
    await pickPlace(
      carrier,
      wizard.getByRole('combobox', { name: /^Lieu de départ/ }),
      typedPlace(offer.departure),
      placeOption(offer.departure),
    );
    await pickPlace(
      carrier,
      wizard.getByRole('combobox', { name: /^Lieu d'arrivée/ }),
      typedPlace(offer.destination),
      placeOption(offer.destination),
    );
    await wizard.getByRole('textbox', { name: /^Disponible à partir du/ }).fill(typedDate(dayFromToday(1)));
    await wizard.getByRole('textbox', { name: /^Disponible jusqu'au/ }).fill(typedDate(until));
    await wizard.getByRole('textbox', { name: /^Poids \(t\)/ }).fill('40');
    await wizard.getByRole('button', { name: 'Terminer' }).click();
    await carrier.getByText(`Camion ${truckName} ajouté avec succès`).waitFor();
    await wizard.waitFor({ state: 'detached' });

    // The card: its name, type, route, availability and weight.
    const card = carrier.getByRole('article', { name: truckName });
    await card.waitFor();
    await card.getByText('Tautliner standard').waitFor();
    await card.getByText(typedPlace(offer.departure)).first().waitFor();
    await card.getByText(`Disponible du ${shownDate(dayFromToday(1))} au ${shownDate(until)}`).waitFor();
    await card.getByText(/40\s000\skg/).waitFor();
    await expect.poll(() => card.getByRole('switch', { name: 'Visible dans la recherche' }).isChecked()).toBe(true);
    await carrier.screenshot({ path: 'e2e/.artifacts/trucks-my.png', fullPage: true, animations: 'disabled' });

    // Its loads: the offer, with why it fits.
    const loadsButton = card.getByRole('button', { name: 'Chargements pour ce camion' });
    await loadsButton.click();
    await expect.poll(() => loadsButton.getAttribute('aria-expanded')).toBe('true');
    const loads = card.getByRole('region', { name: 'Chargements pour ce camion' });
    const load = loads.getByRole('listitem').filter({ has: carrier.locator(`a[href="/offres/${offer.uid}"]`) });
    await load.waitFor({ timeout: 15_000 });
    const reasons = load.getByRole('list', { name: 'Pourquoi cette offre convient' });
    for (const reason of [
      'Près de son départ',
      'Pendant sa disponibilité',
      'Type de camion adapté',
      'Poids dans sa capacité',
    ])
      await reasons.getByText(reason, { exact: true }).waitFor();
    await load.getByText(/^\d+ km à vide$/).waitFor();
    await load.scrollIntoViewIfNeeded();
    await carrier.screenshot({ path: 'e2e/.artifacts/trucks-loads.png', fullPage: true, animations: 'disabled' });

    // Hidden from the card's menu: the shipper's vehicle search no longer finds it.
    await cardAction(carrier, card, truckName, 'Masquer');
    await carrier.getByText("Votre camion n'est plus visible dans la recherche.").waitFor();
    await card.getByText('Masqué', { exact: true }).waitFor();

    const shipper = await newPage();
    await logIn(shipper, platform, SHIPPER);
    await shipper.goto(`${platform.url}/trucks`);
    await shipper.getByRole('heading', { level: 1, name: 'Recherche de véhicules' }).waitFor();
    const searched = shipper.waitForResponse(
      (response) =>
        response.url().includes('/api/trucks?') &&
        response.url().includes(encodeURIComponent(`DZ:${offer.departure.state.id}`)),
    );
    await pickPlace(
      shipper,
      shipper.getByRole('combobox', { name: 'Ville ou wilaya (départ)' }),
      offer.departure.state.name,
      offer.departure.state.name,
    );
    await shipper.waitForURL(new RegExp(`start_place_id=DZ%3A${offer.departure.state.id}`));
    await searched;
    await shipper
      .getByRole('status')
      .filter({ hasText: /camions?$/ })
      .first()
      .waitFor();
    expect(await shipper.getByRole('article', { name: truckName }).count()).toBe(0);

    // Published again: found.
    await cardAction(carrier, card, truckName, 'Publier');
    await carrier.getByText('Votre camion est désormais visible dans la recherche.').waitFor();
    await shipper.reload();
    const found = shipper.getByRole('article', { name: truckName });
    await found.waitFor();
    await found.getByText(`Disponible du ${shownDate(dayFromToday(1))} au ${shownDate(until)}`).waitFor();
    await shipper.screenshot({ path: 'e2e/.artifacts/trucks-search.png', fullPage: true, animations: 'disabled' });

    // Its availability: a later end.
    const later = addDays(until, 7);
    await cardAction(carrier, card, truckName, 'Disponibilité');
    const availability = carrier.getByRole('dialog', { name: 'Disponibilité du camion' });
    await availability.getByRole('textbox', { name: /^Disponible jusqu'au/ }).fill(typedDate(later));
    // Out of the field, as a keyboard user leaves it: its calendar closes.
    await carrier.keyboard.press('Tab');
    await availability.getByRole('button', { name: 'Mettre à jour' }).click();
    await carrier.getByText('Le camion a été mis à jour avec succès.').waitFor();
    await availability.waitFor({ state: 'detached' });
    await card.getByText(`Disponible du ${shownDate(dayFromToday(1))} au ${shownDate(later)}`).waitFor();

    // Deleted, after the confirmation.
    await cardAction(carrier, card, truckName, 'Supprimer');
    const confirm = carrier.getByRole('dialog', { name: 'Etes-vous sûr de vouloir supprimer ce camion ?' });
    await confirm.getByText(truckName).waitFor();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await carrier.getByText('Le camion a été supprimé avec succès.').waitFor();
    await card.waitFor({ state: 'detached' });
    for (const page of [carrier, shipper]) await page.context().close();
  });

  it('rings the carrier’s bell when the shipper publishes an offer its saved search finds', async () => {
    const searchName = `Alger → Tlemcen ${Date.now().toString(36).slice(-5)}`;
    await readAllNotifications(platform, CARRIER);
    const carrier = await newPage();
    await logIn(carrier, platform, CARRIER);
    await carrier.goto(`${platform.url}/freights`);
    await carrier.getByRole('heading', { level: 1, name: 'Recherche de fret' }).waitFor();
    await expect.poll(() => bell(carrier).getAttribute('aria-label')).toBe('Notifications');

    // Loading in Alger, unloading in Tlemcen, saved under a name of this run.
    await pickPlace(carrier, carrier.getByRole('combobox', { name: 'Ville ou wilaya (chargement)' }), 'Alger', 'Alger');
    await carrier.waitForURL(/start_place_id=DZ%3A16/);
    await pickPlace(
      carrier,
      carrier.getByRole('combobox', { name: 'Ville ou wilaya (déchargement)' }),
      'Tlemcen',
      'Tlemcen',
    );
    await carrier.waitForURL(/end_place_id=DZ%3A13/);
    await carrier.getByRole('button', { name: 'Créer une recherche' }).last().click();
    const drawer = carrier.getByRole('dialog');
    await drawer.getByRole('textbox', { name: /Nom de la recherche/ }).fill(searchName);
    await drawer.getByRole('button', { name: 'Enregistrer' }).click();
    await drawer.waitFor({ state: 'detached' });
    await carrier.getByRole('link', { name: searchName }).waitFor();

    // Its alerts on: the bell of the saved search, pressed.
    const alerts = carrier.getByRole('button', { name: `Alertes pour la recherche ${searchName}` });
    await expect.poll(() => alerts.getAttribute('aria-pressed')).toBe('false');
    await alerts.click();
    await carrier.getByText('Vous serez averti des nouvelles offres de cette recherche.').waitFor();
    await expect.poll(() => alerts.getAttribute('aria-pressed')).toBe('true');

    // The shipper publishes an offer from Alger to Tlemcen on its screen.
    const shipper = await newPage();
    await logIn(shipper, platform, SHIPPER);
    await shipper.goto(`${platform.url}/expedition/new`);
    await shipper.getByRole('heading', { name: 'Nouvelle expédition' }).waitFor();
    await fillStop(shipper, 'Départ', 'Alger', 'Port d’Alger, quai 7', dayFromToday(2), '09:00');
    await fillStop(shipper, 'Arrivée', 'Tlemcen', 'Zone industrielle Chetouane', dayFromToday(3), '16:00');
    await fillLoad(shipper, '118000');
    await shipper.getByRole('button', { name: /^Publier/ }).click();
    await shipper
      .getByRole('link', { name: /^Voir l'offre/ })
      .first()
      .waitFor({ timeout: 30_000 });

    // The carrier's open page: the bell counts it, and its panel says it.
    await expect.poll(() => bell(carrier).getAttribute('aria-label'), { timeout: 15_000 }).toMatch(/non lue/);
    await bell(carrier).click();
    await carrier.getByText(`1 nouvelle offre pour votre recherche ${searchName}`).waitFor();
    await carrier.screenshot({ path: 'e2e/.artifacts/trucks-bell.png', fullPage: true, animations: 'disabled' });

    // The search put away: the platform's other flows keep their room under the limit of saved searches.
    await carrier.keyboard.press('Escape');
    await carrier.getByRole('button', { name: `Supprimer la recherche ${searchName}` }).click();
    await carrier
      .getByRole('dialog', { name: 'Supprimer la recherche ?' })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await carrier.getByText('Recherche supprimée.').waitFor();
    await carrier.getByRole('link', { name: searchName }).waitFor({ state: 'detached' });
    for (const page of [carrier, shipper]) await page.context().close();
  });
});
