import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { z } from 'zod';

/*
 * Algeria's wilayas and the moves of communes between them, as dated facts: read from
 * algeria-divisions.json, the one file where they are written with their sources (decision 0006).
 * Nothing here knows a wilaya's number or a commune's code; it reads the file and answers what is
 * in effect on a day.
 */

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ZCode = z.number().int().positive();

const ZDivisionsShape = z.object({
  about: z.array(z.string()),
  timeZone: z.string().min(1),
  transitionMonths: z.number().int().min(0),
  sources: z.record(z.string(), z.string().min(1)),
  wilayas: z.array(
    z.object({
      number: z.number().int().min(1).max(99),
      name: z.string().min(1),
      nameAr: z.string().min(1),
      /** ISO 3166-2 code country-state-city files the wilaya under: its coordinates. */
      iso: z.string().optional(),
      /** Its chef-lieu's commune code, when country-state-city does not know the wilaya: its coordinates. */
      seat: ZCode.optional(),
      validFrom: ZDay.nullable(),
      numberStatus: z.enum(['official', 'announced']),
      source: z.string(),
      numberSource: z.string().optional(),
    }),
  ),
  addedCommunes: z.array(
    z.object({ code: ZCode, wilaya: ZCode, name: z.string().min(1), nameAr: z.string().min(1), source: z.string() }),
  ),
  moves: z.array(
    z.object({
      to: ZCode,
      from: ZCode,
      date: ZDay,
      communes: z.array(ZCode).min(1),
      dairas: z.string(),
      compositionStatus: z.enum(['official', 'reading']),
      source: z.string(),
    }),
  ),
});

/** The file's facts, checked: a typo in it fails the load (and the tests), not a search later. */
export const ZDivisions = ZDivisionsShape.superRefine((data, context) => {
  const issue = (message: string) => context.addIssue({ code: 'custom', message });
  const numbers = new Set<number>();
  for (const wilaya of data.wilayas) {
    if (numbers.has(wilaya.number)) issue(`wilaya ${wilaya.number} is listed twice`);
    numbers.add(wilaya.number);
    if (!wilaya.iso === !wilaya.seat) issue(`wilaya ${wilaya.number} needs either iso or seat`);
    for (const key of [wilaya.source, wilaya.numberSource]) {
      if (key !== undefined && !data.sources[key]) issue(`wilaya ${wilaya.number} cites an unknown source ${key}`);
    }
  }
  const validFrom = new Map(data.wilayas.map((wilaya) => [wilaya.number, wilaya.validFrom]));
  for (const move of data.moves) {
    const label = `the move to ${move.to} on ${move.date}`;
    if (!data.sources[move.source]) issue(`${label} cites an unknown source ${move.source}`);
    if (!numbers.has(move.to) || !numbers.has(move.from)) issue(`${label} names a wilaya not listed`);
    const from = validFrom.get(move.to);
    if (from && from > move.date) issue(`${label} comes before its wilaya exists`);
  }
  for (const commune of data.addedCommunes) {
    if (!data.sources[commune.source]) issue(`commune ${commune.code} cites an unknown source ${commune.source}`);
  }
});

export type TDivisions = z.infer<typeof ZDivisions>;
export type TDivisionWilaya = TDivisions['wilayas'][number];

let read: TDivisions | undefined;

/** The facts of algeria-divisions.json, read and checked once. */
export function readDivisions(): TDivisions {
  if (!read) {
    const require = createRequire(import.meta.url);
    read = ZDivisions.parse(require('./algeria-divisions.json'));
  }
  return read;
}

/**
 * Place ids name the wilaya a commune was in on this day (`DZ:<wilaya>:<commune>`) and never change
 * after: offers, companies and trucks keep the ids they were given. Not a fact about Algeria, so
 * not in the data file: moving this day would change ids already stored.
 */
const PLACE_IDS_DAY = '2026-01-01';

export const wilayaCode = (number: number) => String(number).padStart(2, '0');

/** The wilaya a commune's ONS code names: the wilaya of 1984 it was numbered in. */
export const homeWilaya = (commune: number) => Math.floor(commune / 100);

/** `YYYY-MM-DD` of an instant in the file's time zone: the day whose division is in effect. */
export function divisionsDay(divisions: TDivisions, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: divisions.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The instant a day starts in a time zone (for Algeria, whose offset never changes, one formatting). */
function startOfDay(timeZone: string, day: string): number {
  const guess = Date.parse(`${day}T00:00:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(guess)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return guess - (local - guess);
}

/** `day` plus whole months, as a day (the 31st of a shorter month runs on into the next: the law's dates are 1sts). */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 + months, date)).toISOString().slice(0, 10);
}

/** The wilayas in effect on `day`, by number. */
export function wilayasOn(divisions: TDivisions, day: string): TDivisionWilaya[] {
  return divisions.wilayas
    .filter((wilaya) => wilaya.validFrom === null || wilaya.validFrom <= day)
    .sort((a, b) => a.number - b.number);
}

/**
 * A commune's wilaya on `day`: its wilaya of 1984, then each move of it in effect by then, in date
 * order. A move whose `from` is not where the commune is at that date is an error of the file.
 */
export function communeWilayaOn(divisions: TDivisions, commune: number, day: string): number {
  let wilaya = homeWilaya(commune);
  for (const move of movesByDate(divisions)) {
    if (move.date > day) break;
    if (!move.communes.includes(commune)) continue;
    if (move.from !== wilaya) {
      throw new Error(
        `algeria-divisions.json: commune ${commune} is in wilaya ${wilaya}, not ${move.from}, on ${move.date}`,
      );
    }
    wilaya = move.to;
  }
  return wilaya;
}

const sortedMoves = new WeakMap<TDivisions, TDivisions['moves']>();
function movesByDate(divisions: TDivisions): TDivisions['moves'] {
  let moves = sortedMoves.get(divisions);
  if (!moves) {
    moves = [...divisions.moves].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    sortedMoves.set(divisions, moves);
  }
  return moves;
}

/** A commune's place id: its wilaya on PLACE_IDS_DAY, whatever moves came after. */
export function communePlaceId(divisions: TDivisions, commune: number): string {
  return `DZ:${wilayaCode(communeWilayaOn(divisions, commune, PLACE_IDS_DAY))}:${String(commune).padStart(4, '0')}`;
}

/**
 * What a load of places depends on: the file (a corrected number reloads) and which of its facts are
 * in effect on `day` (the first load on or after a move's day reloads).
 */
export function divisionsVersion(divisions: TDivisions, day: string): string {
  const inEffect = [
    wilayasOn(divisions, day).map((wilaya) => wilaya.number),
    divisions.moves.filter((move) => move.date <= day).map((move) => `${move.to}@${move.date}`),
  ];
  return createHash('sha256')
    .update(JSON.stringify([divisions, inEffect]))
    .digest('hex')
    .slice(0, 16);
}

type TWindow = { start: number; end: number; placeIds: readonly string[] };

export type TTransitions = {
  /**
   * The places a state filter also stands for at `now`: during the transition after a move, the
   * communes that left the wilaya (for the wilaya they left) or joined it (for the one they joined,
   * whose offers published before the move still carry the former state). Undefined when no move
   * applies: nothing is made then, a search pays one map look-up. The same array for the same
   * answer, so that what a search derives from it can be kept by it.
   */
  placeIdsAlso(country: string, stateCode: string, now: Date): readonly string[] | undefined;
};

const transitionsOf = new WeakMap<TDivisions, TTransitions>();

export function transitions(divisions: TDivisions): TTransitions {
  let found = transitionsOf.get(divisions);
  if (found) return found;
  // One window per state and move day: Djelfa's two moves of one day make one list.
  const windows = new Map<string, TWindow[]>();
  for (const move of movesByDate(divisions)) {
    const start = startOfDay(divisions.timeZone, move.date);
    const end = startOfDay(divisions.timeZone, addMonths(move.date, divisions.transitionMonths));
    const placeIds = move.communes.map((commune) => communePlaceId(divisions, commune));
    for (const state of [wilayaCode(move.from), wilayaCode(move.to)]) {
      const list = windows.get(state) ?? [];
      const same = list.find((window) => window.start === start && window.end === end);
      if (same) (same.placeIds as string[]).push(...placeIds);
      // Each state its own array: the one of the wilaya left grows with a second move of the day.
      else list.push({ start, end, placeIds: [...placeIds] });
      windows.set(state, list);
    }
  }
  // Several windows of one state at once (moves on different days, overlapping): their union, made once.
  const unions = new Map<string, readonly string[]>();
  found = {
    placeIdsAlso(country, stateCode, now) {
      if (country !== 'DZ') return undefined;
      const list = windows.get(stateCode);
      if (!list) return undefined;
      const time = now.getTime();
      let only: TWindow | undefined;
      let several = false;
      for (const window of list) {
        if (time < window.start || time >= window.end) continue;
        if (only) several = true;
        else only = window;
      }
      if (!several) return only?.placeIds;
      const active = list.filter((window) => time >= window.start && time < window.end);
      const key = `${stateCode}|${active.map((window) => window.start).join(',')}`;
      let union = unions.get(key);
      if (!union) unions.set(key, (union = [...new Set(active.flatMap((window) => window.placeIds))]));
      return union;
    },
  };
  transitionsOf.set(divisions, found);
  return found;
}
