// Readers of a search's query string that need no zod: a search page reads its URL with them before
// zod and the schemas load. Each reads one value as the matching schema of freights.ts or trucks.ts
// does (their tests hold them to it, value by value): trimmed, a number, a boolean, a country in
// capitals, or REFUSED for what the schema would refuse.

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const GUID = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;

export function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** What a reader returns for a value it cannot read. */
export const REFUSED = Symbol('refused');
export type TQueryRead = (raw: unknown) => unknown;

const isEmpty = (raw: unknown) => raw === '' || raw === null || raw === undefined;

export const readText =
  (max: number): TQueryRead =>
  (raw) => {
    if (raw === undefined) return undefined;
    if (typeof raw !== 'string') return REFUSED;
    const trimmed = raw.trim();
    if (trimmed.length > max) return REFUSED;
    return trimmed || undefined;
  };

/** Like `readText`, an empty value being absent rather than refused. */
export const readOptionalText =
  (max: number): TQueryRead =>
  (raw) =>
    isEmpty(raw) ? undefined : readText(max)(raw);

export const readNumber =
  ({ min, max, int = false }: { min: number; max: number; int?: boolean }): TQueryRead =>
  (raw) => {
    if (isEmpty(raw)) return undefined;
    const value = Number(raw);
    if (!Number.isFinite(value) || (int && !Number.isInteger(value)) || value < min || value > max) return REFUSED;
    return value;
  };

export const readBoolean: TQueryRead = (raw) => {
  if (isEmpty(raw)) return undefined;
  if (typeof raw === 'boolean') return raw;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  return REFUSED;
};

export const readChoice =
  (values: readonly string[]): TQueryRead =>
  (raw) => {
    if (isEmpty(raw)) return undefined;
    return typeof raw === 'string' && values.includes(raw) ? raw : REFUSED;
  };

export const readDate: TQueryRead = (raw) => {
  if (isEmpty(raw)) return undefined;
  return typeof raw === 'string' && DATE.test(raw) && isRealDate(raw) ? raw : REFUSED;
};

export const readCountry: TQueryRead = (raw) => {
  if (isEmpty(raw)) return undefined;
  if (typeof raw !== 'string') return REFUSED;
  const code = raw.trim();
  return /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : REFUSED;
};

export const readGuid: TQueryRead = (raw) => {
  if (isEmpty(raw)) return undefined;
  return typeof raw === 'string' && GUID.test(raw) ? raw : REFUSED;
};

/**
 * `page` or `limit` as the lists' paging reads them (query.ts): `fallback` when absent or empty, a
 * whole number from 1 to `max`. `emptyIsAbsent: false` reads an empty value as the number 0 (the
 * vehicle search's paging, whose default applies to an absent value only): refused.
 */
export const readPaging =
  (fallback: number, max: number, { emptyIsAbsent = true } = {}): TQueryRead =>
  (raw) => {
    if (raw === undefined || (emptyIsAbsent && isEmpty(raw))) return fallback;
    if (typeof raw !== 'string') return REFUSED;
    const value = Number(raw);
    return Number.isInteger(value) && value >= 1 && value <= max ? value : REFUSED;
  };

/** A rule between a query's filters that their values break: the field the schema names, and its message key. */
export type TFilterProblem<TMessage extends string = string> = { path: string; message: TMessage };

/**
 * A whole query string read with `readers` (in the schema's order; any other parameter is left out,
 * as the schema strips it): the values the schema would make, or null when a reader refuses one or
 * `problems` finds a rule the values break. Null says nothing more: the schema then tells why.
 */
export function readQuery(
  readers: Readonly<Record<string, TQueryRead>>,
  raw: unknown,
  problems: (values: Record<string, unknown>) => readonly unknown[],
): Record<string, unknown> | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const query = raw as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const name in readers) {
    const given = Object.hasOwn(query, name);
    const value = readers[name]!(given ? query[name] : undefined);
    if (value === REFUSED) return null;
    // As the schema: a parameter given empty is there, undefined.
    if (given || value !== undefined) values[name] = value;
  }
  return problems(values).length === 0 ? values : null;
}
