import type { TDb } from './client';

/**
 * A statement built once per database handle and then run by name with new parameters: Drizzle
 * otherwise rebuilds the same SQL on every call of a hot query, and PostgreSQL plans it again.
 * Keyed by handle, because a prepared statement belongs to the handle (or transaction) that made it.
 */
export function definePrepared<T>(build: (db: TDb) => T): (db: TDb) => T {
  const byHandle = new WeakMap<TDb, T>();
  return (db) => {
    let statement = byHandle.get(db);
    if (!statement) {
      statement = build(db);
      byHandle.set(db, statement);
    }
    return statement;
  };
}
