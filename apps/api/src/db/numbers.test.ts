import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The migration of readable numbers (0009) numbers the offers that already exist, per year in
// created order, and its counters continue from there.

const MIGRATIONS = path.join(import.meta.dirname, 'migrations');
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

async function applyMigration(db: PGlite, tag: string): Promise<void> {
  const text = readFileSync(path.join(MIGRATIONS, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create('memory://', { extensions: { unaccent, pg_trgm } });
  const numbersAt = journal.entries.findIndex((entry) => entry.tag === '0009_readable_numbers');
  expect(numbersAt).toBeGreaterThan(0);
  for (const entry of journal.entries.slice(0, numbersAt)) await applyMigration(db, entry.tag);
}, 120_000);
afterAll(() => db.close());

describe('migration 0009_readable_numbers', () => {
  it('numbers existing offers per year (Africa/Algiers) in publication order, and the counters go on from there', async () => {
    await db.exec(`
      INSERT INTO countries (alpha2, nom_fr_fr, names) VALUES ('DZ', 'Algérie', '{}') ON CONFLICT DO NOTHING;
      INSERT INTO places (id, kind, country, state_code, state_name, code, name, search, lat, lng)
        VALUES ('DZ:16', 'state', 'DZ', '16', 'Alger', '16', 'Alger', 'alger', 36.7, 3.05);
      INSERT INTO companies (id, kind, legal_name) VALUES ('00000000-0000-4000-8000-000000000001', 'shipper', 'Cevital');
    `);
    // Published out of order; the last one is already 2026 in Algiers (UTC+1) though 2025 in UTC.
    const published = [
      ['b', '2025-06-01T10:00:00Z'],
      ['a', '2025-03-01T10:00:00Z'],
      ['d', '2026-02-01T10:00:00Z'],
      ['c', '2025-12-31T23:30:00Z'],
    ];
    for (const [uid, at] of published) {
      await db.query(
        `INSERT INTO offers (uid, shipper_company_id, dep_country, dep_place_id, dep_state_code, dep_state_name,
           dep_lat, dep_lng, dep_address, dep_date, dep_time, dest_country, dest_place_id, dest_state_code,
           dest_state_name, dest_lat, dest_lng, dest_address, dest_date, dest_time, goods_type, weight_kg, height_m,
           mpl, truck_type, truck_power_type, currency, payment_method, payment_term, published_at, expires_at)
         VALUES ($1, '00000000-0000-4000-8000-000000000001', 'DZ', 'DZ:16', '16', 'Alger', 36.7, 3.05, 'x',
           '2026-01-01', '08:00', 'DZ', 'DZ:16', '16', 'Alger', 36.7, 3.05, 'y', '2026-01-02', '08:00', 'palletised',
           1000, 2, 1, 'tautliner', 'thermal', 'DZD', 'transfer', '30_days', $2, $2)`,
        [uid, at],
      );
    }

    await applyMigration(db, '0009_readable_numbers');

    const offers = await db.query<{ uid: string; number: string }>('SELECT uid, number FROM offers ORDER BY uid');
    expect(offers.rows).toEqual([
      { uid: 'a', number: 'EXP-25-0001' },
      { uid: 'b', number: 'EXP-25-0002' },
      { uid: 'c', number: 'EXP-26-0001' },
      { uid: 'd', number: 'EXP-26-0002' },
    ]);
    const counters = await db.query<{ kind: string; year: number; last: number }>(
      'SELECT kind, year, last FROM number_counters ORDER BY kind, year',
    );
    expect(counters.rows).toEqual([
      { kind: 'offer', year: 25, last: 2 },
      { kind: 'offer', year: 26, last: 2 },
    ]);
    const column = await db.query<{ is_nullable: string }>(
      "SELECT is_nullable FROM information_schema.columns WHERE table_name = 'offers' AND column_name = 'number'",
    );
    expect(column.rows).toEqual([{ is_nullable: 'NO' }]);
  });
});
