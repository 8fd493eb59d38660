import { LANGUAGES } from '@tariq/contracts/enums';
import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, formatDateInput, hourFormat, parseDateInput } from './dates';

describe('dates typed and shown in the user’s language', () => {
  it('writes a day in figures in the order of the language', () => {
    expect(formatDateInput('2026-11-26', 'fr')).toBe('26/11/2026');
    expect(formatDateInput('2026-11-26', 'en')).toBe('11/26/2026');
    expect(formatDateInput('2026-11-26', 'de')).toBe('26.11.2026');
    expect(formatDateInput('2026-11-26', 'ar')).toMatch(/^26.*11.*2026$/);
  });

  it('reads back what it writes, in every language', () => {
    for (const language of LANGUAGES)
      expect(parseDateInput(formatDateInput('2026-03-04', language), language)).toBe('2026-03-04');
  });

  it('reads days as they are typed: single digits, any separator, ISO, Arabic-Indic digits', () => {
    expect(parseDateInput('3/12/2026', 'fr')).toBe('2026-12-03');
    expect(parseDateInput('3/12/2026', 'en')).toBe('2026-03-12');
    expect(parseDateInput('3.12.2026', 'pl')).toBe('2026-12-03');
    expect(parseDateInput('2026-12-03', 'fr')).toBe('2026-12-03');
    expect(parseDateInput('٣/١٢/٢٠٢٦', 'ar')).toBe('2026-12-03');
  });

  it('refuses what is not a day', () => {
    expect(parseDateInput('31/02/2026', 'fr')).toBeNull();
    expect(parseDateInput('26/11', 'fr')).toBeNull();
    expect(parseDateInput('26/11/26', 'fr')).toBeNull();
    expect(parseDateInput('demain', 'fr')).toBeNull();
  });

  it('starts the week and tells the time as the language does', () => {
    expect(firstDayOfWeek('fr')).toBe(1);
    expect(firstDayOfWeek('en')).toBe(0);
    expect(firstDayOfWeek('ar')).toBe(6);
    expect(hourFormat('fr')).toEqual({ format: '24h' });
    expect(hourFormat('en')).toEqual({ format: '12h', am: 'AM', pm: 'PM' });
  });
});
