import type { Locator, Page } from 'playwright-core';

/** Opens a select and picks an option by its exact name (or the first whose name matches). */
export async function pickOption(page: Page, field: Locator, option: string | RegExp) {
  await field.click();
  const options = page.getByRole(
    'option',
    typeof option === 'string' ? { name: option, exact: true } : { name: option },
  );
  await options.first().click();
}

/** Fills a stop of the offer form (its region 'Départ' or 'Arrivée') as a French dispatcher types it. */
export async function fillStop(
  page: Page,
  section: string,
  place: string,
  address: string,
  date: string,
  time: string,
) {
  const region = page.getByRole('region', { name: section });
  const placeField = region.getByRole('combobox', { name: /Ville ou wilaya/ });
  await placeField.fill(place);
  await page.getByRole('option', { name: place, exact: true }).click();
  await region.getByRole('textbox', { name: /Adresse/ }).fill(address);
  // Typed as a French dispatcher types them: the day as 26/11/2026, the time as hours then minutes.
  const [year, month, day] = date.split('-');
  await region.getByRole('textbox', { name: /^Date/ }).fill(`${day}/${month}/${year}`);
  await region.getByLabel(/^Heure/).click();
  await page.keyboard.type(time.replace(':', ''));
}

/** Fills the goods, vehicle and payment of an offer: 12 t of pallets on a standard tautliner, 85,000 DA by transfer at 30 days. */
export async function fillLoad(page: Page, price = '85000') {
  await page.getByText('Palettisée', { exact: true }).click();
  await page.getByRole('textbox', { name: /Poids/ }).fill('12000');
  await page.getByRole('textbox', { name: /Hauteur maximale/ }).fill('2.4');
  await page.getByRole('textbox', { name: /Mètres de plancher/ }).fill('6.8');
  await page.getByRole('textbox', { name: 'EUROP' }).fill('16');
  await pickOption(page, page.getByRole('combobox', { name: /Type de véhicule/ }), 'Tautliner');
  await pickOption(page, page.getByRole('combobox', { name: /Sous-type/ }), 'Tautliner standard');
  await page.getByText('Thermique', { exact: true }).click();
  await page.getByRole('textbox', { name: /Prix HT/ }).fill(price);
  await pickOption(page, page.getByRole('combobox', { name: /Moyen de paiement/ }), 'Virement');
  await pickOption(page, page.getByRole('combobox', { name: /Délai de paiement/ }), '30 jours');
}
