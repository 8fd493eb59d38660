import { describe, expect, it } from 'vitest';
import { charterNumber, formatNumber, numberYear, parseNumberQuery } from './numbers';

describe('readable numbers', () => {
  it('writes a prefix, the two-digit year and at least four digits', () => {
    expect(formatNumber('EXP', 26, 42)).toBe('EXP-26-0042');
    expect(formatNumber('MIS', 7, 10000)).toBe('MIS-07-10000');
    expect(charterNumber('MIS-26-0042')).toBe('BA-26-0042');
  });

  it("takes the year in Algiers' time zone", () => {
    expect(numberYear(new Date('2026-12-31T22:59:59Z'))).toBe(26);
    expect(numberYear(new Date('2026-12-31T23:00:00Z'))).toBe(27);
  });

  it('reads a number as typed: any case, with or without dashes, prefix or year', () => {
    const start = { prefix: 'EXP', start: '26-0042' };
    expect(parseNumberQuery('EXP-26-0042')).toEqual(start);
    expect(parseNumberQuery(' exp260042 ')).toEqual(start);
    expect(parseNumberQuery('Exp 26 0042')).toEqual(start);
    expect(parseNumberQuery('N° EXP-26-0042')).toEqual(start);
    expect(parseNumberQuery('26-0042')).toEqual({ prefix: null, start: '26-0042' });
    expect(parseNumberQuery('260042')).toEqual({ prefix: null, start: '26-0042' });
    // The beginning of a number, with its year: what numbers start with.
    expect(parseNumberQuery('EXP-26-004')).toEqual({ prefix: 'EXP', start: '26-004' });
    expect(parseNumberQuery('26-42')).toEqual({ prefix: null, start: '26-0042' });
    expect(parseNumberQuery('ba-26-10000')).toEqual({ prefix: 'BA', start: '26-10000' });
    // Without the year: the whole sequence, in any year.
    expect(parseNumberQuery('0042')).toEqual({ prefix: null, sequence: 42 });
    expect(parseNumberQuery('42')).toEqual({ prefix: null, sequence: 42 });
    expect(parseNumberQuery('MIS42')).toEqual({ prefix: 'MIS', sequence: 42 });
  });

  it('answers null to what cannot be a number', () => {
    for (const typed of ['', 'EXP', 'camion', 'EXP-2026-0042', '26-00-42', 'E1X2']) {
      expect(parseNumberQuery(typed), typed).toBeNull();
    }
  });
});
