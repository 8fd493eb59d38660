import type { TDriver } from '@tariq/contracts/drivers';

/** 'Yacine Brahimi': how the page names a driver (cards, markers, dialogs). */
export function driverName(driver: Pick<TDriver, 'firstName' | 'lastName'>): string {
  return `${driver.firstName} ${driver.lastName}`;
}

/**
 * A position as every map application reads it ('36.75380, 3.05880', latitude first): copied into a
 * phone's map, it finds the truck. Five decimals: about a metre, more than a phone's fix is worth.
 */
export function coordinatesText(location: { lat: number; lng: number }): string {
  return `${location.lat.toFixed(5)}, ${location.lng.toFixed(5)}`;
}
