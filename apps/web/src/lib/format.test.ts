import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  decimalSeparator,
  formatBasisPoints,
  formatMoney,
  formatDate,
  formatDay,
  formatDistance,
  formatInstant,
  formatMeasure,
  formatPrice,
  formatRelativeTime,
  placeLabel,
} from './format';
import { changeLanguage } from './i18n';

// Intl's spaces (narrow, no-break) vary with ICU versions: compared as plain spaces.
const plain = (text: string | null) => text?.replace(/\s+/g, ' ') ?? null;

describe('offer formats', () => {
  it('shows a price in its currency, with cents only when it has some, and none when it is to negotiate', () => {
    expect(plain(formatPrice(85000, 'DZD', 'fr'))).toBe('85 000 DZD');
    expect(plain(formatPrice(1250.5, 'EUR', 'fr'))).toBe('1 250,50 €');
    expect(plain(formatPrice(1250.5, 'EUR', 'en'))).toBe('€1,250.50');
    expect(formatPrice(null, 'EUR', 'fr')).toBeNull();
  });

  it('shows a calendar day as day, short month, year in the interface language, whatever the time zone', () => {
    expect(formatDate('2026-12-01', 'fr')).toBe('1 déc. 2026');
    expect(formatDate('2026-12-01', 'en')).toBe('Dec 1, 2026');
    expect(formatDate('2026-12-01', 'de')).toBe('1. Dez. 2026');
    expect(formatDate('not a date', 'fr')).toBe('not a date');
  });

  it('types decimals with the separator of the interface language', () => {
    expect(decimalSeparator('fr')).toBe(',');
    expect(decimalSeparator('en')).toBe('.');
    expect(decimalSeparator('de')).toBe(',');
  });

  it('shows measures with their unit and the distance as an estimate', () => {
    expect(plain(formatMeasure(12000, 'kilogram', 'fr'))).toBe('12 000 kg');
    expect(plain(formatMeasure(2.55, 'meter', 'fr'))).toBe('2,55 m');
    expect(plain(formatDistance(234.6, 'fr'))).toBe('≈ 235 km');
  });

  it('names a stop by its city and wilaya, or by the wilaya alone', () => {
    expect(
      placeLabel({ country: 'DZ', state: { id: '16', name: 'Alger' }, city: { id: '1631', name: 'Rouiba' } }),
    ).toEqual({ flag: '🇩🇿', name: 'Rouiba', region: 'Alger' });
    expect(placeLabel({ country: 'FR', state: { id: 'IDF', name: 'Île-de-France' }, city: null })).toEqual({
      flag: '🇫🇷',
      name: 'Île-de-France',
      region: null,
    });
    // A city named like its wilaya is not repeated.
    expect(
      placeLabel({ country: 'DZ', state: { id: '31', name: 'Oran' }, city: { id: '3101', name: 'Oran' } }),
    ).toEqual({ flag: '🇩🇿', name: 'Oran', region: null });
  });
});

describe('moments of offers and missions', () => {
  afterEach(async () => {
    await act(() => changeLanguage('fr', { persist: false }));
  });
  // 13:30 UTC is 14:30 in Algiers (UTC+1 all year), 08:30 in New York, 22:30 in Tokyo.
  const moment = '2026-11-26T13:30:00.000Z';

  it('shows them in Algeria’s time, without naming the zone for a viewer in Algeria', () => {
    expect(plain(formatInstant(moment, 'fr', { browserTimeZone: 'Africa/Algiers' }))).toBe('26 nov. 2026, 14:30');
  });

  it('names the zone for a viewer elsewhere, whose clock would read another hour', () => {
    expect(plain(formatInstant(moment, 'fr', { browserTimeZone: 'America/New_York' }))).toBe(
      "26 nov. 2026, 14:30 (heure d'Algérie)",
    );
    expect(plain(formatInstant(moment, 'fr', { browserTimeZone: 'Asia/Tokyo' }))).toBe(
      "26 nov. 2026, 14:30 (heure d'Algérie)",
    );
  });

  it('names the zone in the interface language', async () => {
    await act(() => changeLanguage('en', { persist: false }));
    expect(plain(formatInstant(moment, 'en', { browserTimeZone: 'Europe/Paris' }))).toBe(
      'Nov 26, 2026, 02:30 PM (Algeria time)',
    );
    await act(() => changeLanguage('ar', { persist: false }));
    expect(formatInstant(moment, 'ar', { browserTimeZone: 'Europe/Paris' })).toMatch(/\(بتوقيت الجزائر\)$/);
  });
});

describe('days of accounts and invitations', () => {
  it('gives the day in Algeria’s time, whatever the viewer’s zone', () => {
    expect(plain(formatDay('2026-11-26T13:30:00.000Z', 'fr'))).toBe('26 nov. 2026');
    // 23:30 UTC is already the next day in Algiers.
    expect(plain(formatDay('2026-11-26T23:30:00.000Z', 'fr'))).toBe('27 nov. 2026');
    expect(plain(formatDay('2026-11-26T13:30:00.000Z', 'en'))).toBe('Nov 26, 2026');
    expect(formatDay('not a date', 'fr')).toBe('not a date');
  });
});

describe('relative time', () => {
  const now = Date.parse('2026-11-20T12:00:00.000Z');
  it('says how long ago a moment was, in the largest whole unit', () => {
    expect(formatRelativeTime('2026-11-20T11:59:40.000Z', 'fr', now)).toBe('maintenant');
    expect(formatRelativeTime('2026-11-20T11:55:00.000Z', 'fr', now)).toBe('il y a 5 minutes');
    expect(formatRelativeTime('2026-11-20T09:00:00.000Z', 'fr', now)).toBe('il y a 3 heures');
    expect(formatRelativeTime('2026-11-19T12:00:00.000Z', 'fr', now)).toBe('hier');
    expect(formatRelativeTime('2026-11-20T09:00:00.000Z', 'en', now)).toBe('3 hours ago');
    expect(formatRelativeTime('nonsense', 'fr', now)).toBe('nonsense');
  });
});

describe('invoice amounts and rates', () => {
  it('writes an amount of the API with its two decimals, in the language', () => {
    expect(formatMoney('85000.00', 'DZD', 'fr')).toBe('85\u202f000,00\u00a0DZD');
    expect(formatMoney('19119.5', 'DZD', 'en')).toBe('DZD\u00a019,119.50');
  });

  it('writes a VAT rate in basis points as a percentage', () => {
    expect(formatBasisPoints(1900, 'fr')).toBe('19\u00a0%');
    expect(formatBasisPoints(900, 'en')).toBe('9%');
    expect(formatBasisPoints(0, 'fr')).toBe('0\u00a0%');
  });
});
