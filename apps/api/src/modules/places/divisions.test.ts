import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadAlgeria } from './sources/algeria';
import type { TAlgeria } from './sources/algeria';
import { countriesPlaces } from './sources/world';
import { readCountryStateCity } from './sources/country-state-city';
import { ZDivisions, communePlaceId, readDivisions, transitions } from './sources/divisions';
import type { TDivisions } from './sources/divisions';

const source = readCountryStateCity();
const divisions = readDivisions();
const before = loadAlgeria(source, { day: '2026-12-31' });
const after = loadAlgeria(source, { day: '2027-01-01' });

/** The eleven wilayas of the 2026 law, as the issue names them, with the wilaya each leaves. */
const NEW_WILAYAS: Record<string, string> = {
  Aflou: 'Laghouat',
  Barika: 'Batna',
  'Ksar Chellala': 'Tiaret',
  Messaad: 'Djelfa',
  'Aïn Oussera': 'Djelfa',
  'Bou Saâda': "M'Sila",
  'El Abiodh Sidi Cheikh': 'El Bayadh',
  'El Kantara': 'Biskra',
  'Bir El Ater': 'Tébessa',
  'Ksar El Boukhari': 'Médéa',
  'El Aricha': 'Tlemcen',
};

const byName = (algeria: TAlgeria, name: string) => algeria.wilayas.find((wilaya) => wilaya.name === name)!;
const communesOf = (algeria: TAlgeria, number: number) =>
  algeria.communes.filter((commune) => commune.wilaya === number).map((commune) => commune.code);

describe('Algeria’s division as of a day', () => {
  it('has the 58 wilayas until 31 December 2026, the 69 from 1 January 2027, and 1,541 communes on both days', () => {
    expect(before.wilayas.map((wilaya) => wilaya.number)).toEqual(Array.from({ length: 58 }, (_, i) => i + 1));
    expect(after.wilayas.map((wilaya) => wilaya.number)).toEqual(Array.from({ length: 69 }, (_, i) => i + 1));
    expect(before.communes).toHaveLength(1541);
    expect(after.communes).toHaveLength(1541);
    expect(new Set(after.communes.map((commune) => commune.code)).size).toBe(1541);
  });

  it('gives each new wilaya its communes from 1 January 2027, taken from the wilaya it leaves', () => {
    let moved = 0;
    for (const [name, parentName] of Object.entries(NEW_WILAYAS)) {
      expect(
        before.wilayas.find((wilaya) => wilaya.name === name),
        name,
      ).toBeUndefined();
      const wilaya = byName(after, name);
      const parent = byName(after, parentName);
      const own = communesOf(after, wilaya.number);
      expect(own.length, name).toBeGreaterThan(0);
      // Before, in the parent; after, no longer there.
      for (const code of own) expect(communesOf(before, parent.number), `${name} ${code}`).toContain(code);
      for (const code of own) expect(communesOf(after, parent.number), `${name} ${code}`).not.toContain(code);
      // Its chef-lieu is one of its communes, named as the wilaya, and gives it its coordinates.
      const seat = after.communes.find((commune) => commune.wilaya === wilaya.number && commune.name === name);
      expect(seat, `chef-lieu of ${name}`).toBeDefined();
      expect({ lat: wilaya.lat, lng: wilaya.lng }).toEqual({ lat: seat!.lat, lng: seat!.lng });
      moved += own.length;
    }
    expect(moved).toBe(108);
    expect(communesOf(after, byName(after, 'Aflou').number)).toContain('0319');
    expect(communesOf(after, byName(after, 'Laghouat').number)).toContain('0301');
  });

  it('keeps every commune’s place id, and each commune’s name and coordinates, whatever the day', () => {
    const ids = (algeria: TAlgeria) => new Map(algeria.communes.map((commune) => [commune.code, commune]));
    const then = ids(before);
    for (const commune of after.communes) {
      const old = then.get(commune.code)!;
      expect({ ...commune, wilaya: 0 }).toEqual({ ...old, wilaya: 0 });
    }
    const aflou = after.communes.find((commune) => commune.code === '0319')!;
    expect(aflou).toMatchObject({ placeId: 'DZ:03:0319', wilaya: 59, name: 'Aflou' });
    // The 2019 wilayas' communes keep the ids they have had since 2019.
    expect(after.communes.find((commune) => commune.code === '3013')).toMatchObject({ placeId: 'DZ:55:3013' });
  });

  it('writes the rows of the places table with the state of the day and the id of always', () => {
    const rows = countriesPlaces(['DZ'], source, '2027-01-01');
    expect(rows.find((row) => row.id === 'DZ:59')).toMatchObject({ kind: 'state', name: 'Aflou', nameAr: 'آفلو' });
    expect(rows.find((row) => row.id === 'DZ:03:0319')).toMatchObject({ stateCode: '59', stateName: 'Aflou' });
    const earlier = countriesPlaces(['DZ'], source, '2026-12-31');
    expect(earlier.find((row) => row.id === 'DZ:59')).toBeUndefined();
    expect(earlier.find((row) => row.id === 'DZ:03:0319')).toMatchObject({ stateCode: '03', stateName: 'Laghouat' });
  });
});

describe('the data file', () => {
  it('holds every wilaya number and code: corrected there, a number changes everywhere, and nothing else does', () => {
    // Aflou's announced 59 corrected to 70 in a copy of the file: the one edit.
    const corrected = structuredClone(divisions) as TDivisions;
    const aflou = corrected.wilayas.find((wilaya) => wilaya.name === 'Aflou')!;
    aflou.number = 70;
    for (const move of corrected.moves) if (move.to === 59) move.to = 70;
    const algeria = loadAlgeria(source, { day: '2027-01-01', divisions: ZDivisions.parse(corrected) });
    expect(algeria.wilayas.find((wilaya) => wilaya.name === 'Aflou')).toMatchObject({ number: 70, code: '70' });
    expect(algeria.wilayas.find((wilaya) => wilaya.number === 59)).toBeUndefined();
    expect(algeria.communes.find((commune) => commune.code === '0319')).toMatchObject({
      wilaya: 70,
      placeId: 'DZ:03:0319',
    });
    // Every number the code produced is one of the file's, and the file's alone.
    expect(after.wilayas.map((wilaya) => [wilaya.number, wilaya.name])).toEqual(
      divisions.wilayas.map((wilaya) => [wilaya.number, wilaya.name]),
    );
    const sources = readFileSync(new URL('./sources/algeria.ts', import.meta.url), 'utf8');
    expect(sources).not.toMatch(/Timimoun|Aflou|\b(49|58|59|69)\b/);
  });

  it('marks the 2026 numbers announced and the 2026 composition our reading, every fact with a known source', () => {
    for (const wilaya of divisions.wilayas) {
      expect(divisions.sources[wilaya.source], `${wilaya.name}`).toBeDefined();
      expect(wilaya.numberStatus).toBe(wilaya.number > 58 ? 'announced' : 'official');
      if (wilaya.number > 58) expect(wilaya.validFrom).toBe('2027-01-01');
    }
    for (const move of divisions.moves) {
      expect(divisions.sources[move.source]).toBeDefined();
      expect(move.compositionStatus).toBe(move.date >= '2027-01-01' ? 'reading' : 'official');
    }
  });

  it('refuses a file whose facts do not hold together', () => {
    const broken = structuredClone(divisions) as TDivisions;
    broken.moves[0]!.source = 'nowhere';
    broken.wilayas[1]!.number = 1;
    const result = ZDivisions.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(['wilaya 1 is listed twice', expect.stringContaining('unknown source nowhere')]),
    );
    // A move from a wilaya the commune is not in.
    const misfiled = structuredClone(divisions) as TDivisions;
    misfiled.moves.find((move) => move.to === 59)!.from = 5;
    expect(() => loadAlgeria(source, { day: '2027-01-01', divisions: misfiled })).toThrow(
      /commune \d+ is in wilaya 3, not 5/,
    );
  });
});

describe('the transition after a move', () => {
  const { placeIdsAlso } = transitions(divisions);
  const at = (iso: string) => new Date(iso);

  it('lets the former wilaya stand for its former communes, and the new one for its communes, for 24 months', () => {
    const aflouCommunes = divisions.moves
      .find((move) => move.to === 59)!
      .communes.map((code) => communePlaceId(divisions, code));
    expect(aflouCommunes).toContain('DZ:03:0319');
    // Midnight in Algiers is 23:00 UTC the day before.
    expect(placeIdsAlso('DZ', '03', at('2026-12-31T22:59:59Z'))).toBeUndefined();
    expect(placeIdsAlso('DZ', '03', at('2026-12-31T23:00:00Z'))).toEqual(aflouCommunes);
    expect(placeIdsAlso('DZ', '59', at('2027-06-01T12:00:00Z'))).toEqual(aflouCommunes);
    expect(placeIdsAlso('DZ', '03', at('2028-12-31T22:59:59Z'))).toEqual(aflouCommunes);
    expect(placeIdsAlso('DZ', '03', at('2028-12-31T23:00:00Z'))).toBeUndefined();
    expect(placeIdsAlso('DZ', '59', at('2029-03-01T00:00:00Z'))).toBeUndefined();
    // The same array each time: what a search derives from it is kept.
    expect(placeIdsAlso('DZ', '03', at('2027-02-01T00:00:00Z'))).toBe(
      placeIdsAlso('DZ', '03', at('2027-03-01T00:00:00Z')),
    );
  });

  it('gives a wilaya that lost communes to two new ones both, and each new one its own only', () => {
    const now = at('2027-01-02T00:00:00Z');
    const messaad = placeIdsAlso('DZ', '69', now)!;
    const ainOussera = placeIdsAlso('DZ', '68', now)!;
    expect([...placeIdsAlso('DZ', '17', now)!].sort()).toEqual([...messaad, ...ainOussera].sort());
    expect(messaad).toContain('DZ:17:1717');
    expect(messaad).not.toContain('DZ:17:1731');
    expect(ainOussera).toContain('DZ:17:1731');
  });

  it('adds nothing to a wilaya no commune left, to another country, or after the 2019 moves’ transition', () => {
    const now = at('2027-01-02T00:00:00Z');
    expect(placeIdsAlso('DZ', '16', now)).toBeUndefined();
    expect(placeIdsAlso('FR', '03', now)).toBeUndefined();
    expect(placeIdsAlso('DZ', '01', at('2026-11-22T09:00:00Z'))).toBeUndefined();
    expect(placeIdsAlso('DZ', '49', at('2020-06-01T00:00:00Z'))).toContain('DZ:49:0109');
  });
});
