import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALGERIAN_PLATE_RULE,
  FOREIGN_PLATE_RULE,
  PLATE_INPUT_MAX,
  readAlgerianPlate,
  readForeignPlate,
  readPlate,
} from './plates';

const accepted = (plate: string) => ({ ok: true, plate });
const refused = (key: string) => ({ ok: false, key });

describe('the plate rules as data', () => {
  it('name their sources and date, and their own examples pass them', () => {
    for (const [name, source] of Object.entries(ALGERIAN_PLATE_RULE.sources)) expect(source, name).not.toBe('');
    for (const range of ALGERIAN_PLATE_RULE.wilayaRanges) expect(range.source).not.toBe('');
    expect(ALGERIAN_PLATE_RULE.recordedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(FOREIGN_PLATE_RULE.recordedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(ALGERIAN_PLATE_RULE.categories)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    // The wilaya ranges follow each other from 01 with no gap.
    ALGERIAN_PLATE_RULE.wilayaRanges.forEach((range, index) =>
      expect(range.from).toBe(index === 0 ? 1 : ALGERIAN_PLATE_RULE.wilayaRanges[index - 1]!.to + 1),
    );
    expect(readAlgerianPlate(ALGERIAN_PLATE_RULE.example)).toEqual(accepted(ALGERIAN_PLATE_RULE.example));
    expect(readForeignPlate(FOREIGN_PLATE_RULE.example)).toEqual(accepted(FOREIGN_PLATE_RULE.example));
  });
});

describe('an Algerian plate', () => {
  it.each([
    ['12345 116 16', '12345 116 16'],
    ['12345-116-16', '12345 116 16'],
    ['  12345 - 116 - 16  ', '12345 116 16'],
    ['12345  116\t16', '12345 116 16'],
    ['1234511616', '12345 116 16'],
    // Digits typed on an Arabic or a Persian keyboard.
    ['١٢٣٤٥ ١١٦ ١٦', '12345 116 16'],
    ['۱۲۳۴۵-۱۱۶-۱۶', '12345 116 16'],
    // Leading zeros are the plate's own: kept.
    ['00174 101 27', '00174 101 27'],
    // A plate of the 1960s: a short serial, dashes.
    ['909-163-09', '909 163 09'],
  ])('reads %j as %j', (typed, plate) => {
    expect(readAlgerianPlate(typed)).toEqual(accepted(plate));
  });

  it.each([
    ['a serial of 1 digit', '1 116 16', true],
    ['a serial of 6 digits', '123456 116 16', true],
    ['a serial of 7 digits', '1234567 116 16', false],
    ['a serial of zeros', '00000 116 16', false],
    ['a serial of 0', '0 116 16', false],
    ['the compact form with a 6-digit serial', '12345651616', true],
    ['the compact form with a 7-digit serial', '123456751616', false],
  ])('%s: %j', (_name, typed, ok) => {
    expect(readAlgerianPlate(typed).ok).toBe(ok);
    if (!ok) expect(readAlgerianPlate(typed)).toEqual(refused('plateFormat'));
  });

  it.each([
    ['0', '12345 016 16', 'plateCategory'],
    ['1', '12345 116 16', null],
    ['8 (a trailer)', '12345 816 16', null],
    ['9', '12345 916 16', null],
  ])('takes the category digit %s as the rule says', (_digit, typed, key) => {
    expect(readAlgerianPlate(typed)).toEqual(key ? refused(key) : accepted(typed));
  });

  it.each(['12345 100 16', '12345 199 16', '12345 133 16'])('takes any year, 33 (unknown) too: %j', (typed) => {
    expect(readAlgerianPlate(typed)).toEqual(accepted(typed));
  });

  it.each([
    ['00', 'plateWilaya'],
    ['01', null],
    ['48', null],
    ['49', null],
    ['58', null],
    ['59', null],
    ['69', null],
    ['70', 'plateWilaya'],
    ['99', 'plateWilaya'],
  ])('wilaya %s', (wilaya, key) => {
    const typed = `12345 116 ${wilaya}`;
    expect(readAlgerianPlate(typed)).toEqual(key ? refused(key) : accepted(typed));
  });

  it.each([
    ['a middle group of 2 digits', '12345 16 16'],
    ['a middle group of 4 digits', '12345 1160 16'],
    ['a wilaya of 1 digit', '12345 116 6'],
    ['a wilaya of 3 digits', '12345 116 016'],
    ['letters', '12345 A16 16'],
    ['two groups', '12345 11616'],
    ['four groups', '12 345 116 16'],
    ['another separator', '12345/116/16'],
    ['nothing', ''],
    ['too few digits together', '11616'],
  ])('refuses %s: %j', (_name, typed) => {
    expect(readAlgerianPlate(typed)).toEqual(refused('plateFormat'));
  });

  it('writes every well-formed plate the one way, and reads that again as itself', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 1, max: 69 }),
        fc.constantFrom(' ', '-', ' - ', '  '),
        (serialNumber, padded, category, year, wilaya, separator) => {
          const serial = padded ? String(serialNumber).padStart(5, '0') : String(serialNumber);
          const middle = `${category}${String(year).padStart(2, '0')}`;
          const code = String(wilaya).padStart(2, '0');
          const reading = readAlgerianPlate([serial, middle, code].join(separator));
          expect(reading).toEqual(accepted(`${serial} ${middle} ${code}`));
          expect(readAlgerianPlate(`${serial} ${middle} ${code}`)).toEqual(reading);
        },
      ),
    );
  });
});

describe('a foreign plate', () => {
  it.each([
    ['ab-123-cd', 'AB-123-CD'],
    ['B  MW 1234', 'B MW 1234'],
    ['AB - 123', 'AB-123'],
    ['12345 أ 6', '12345 أ 6'],
    ['A12', 'A12'],
    ['ABCDEF123456', 'ABCDEF123456'],
    ['ABC-DEF 123-456', 'ABC-DEF 123-456'],
  ])('reads %j as %j', (typed, plate) => {
    expect(readForeignPlate(typed)).toEqual(accepted(plate));
  });

  it.each([
    ['2 characters', 'A1'],
    ['13 characters', 'ABCDEF1234567'],
    ['a symbol', 'AB_123'],
    ['a dot', 'AB.123'],
    ['a separator first', '-AB123'],
    ['nothing', ''],
  ])('refuses %s: %j', (_name, typed) => {
    expect(readForeignPlate(typed)).toEqual(refused('plateForeignFormat'));
  });
});

describe('readPlate', () => {
  it('uses the Algerian rule for DZ and the generic one elsewhere', () => {
    expect(readPlate('12345-116-16', 'DZ')).toEqual(accepted('12345 116 16'));
    expect(readPlate('AB-123-CD', 'DZ')).toEqual(refused('plateFormat'));
    expect(readPlate('AB-123-CD', 'FR')).toEqual(accepted('AB-123-CD'));
    // A plate of Algerian shape from another country is only checked for its shape.
    expect(readPlate('12345 116 99', 'TN')).toEqual(accepted('12345 116 99'));
  });

  it(`refuses more than ${PLATE_INPUT_MAX} characters as typed, before reading them`, () => {
    expect(readPlate(`12345 116 16${' '.repeat(PLATE_INPUT_MAX - 12)}`, 'DZ').ok).toBe(true);
    expect(readPlate(`12345 116 16${' '.repeat(PLATE_INPUT_MAX - 11)}`, 'DZ')).toEqual(refused('plateFormat'));
    expect(readPlate('A'.repeat(PLATE_INPUT_MAX + 1), 'FR')).toEqual(refused('plateForeignFormat'));
  });
});
