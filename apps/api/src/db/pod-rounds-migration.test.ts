import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const MIGRATIONS = path.join(import.meta.dirname, 'migrations');
let folder: string | null = null;
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** A copy of the migrations folder that stops before `tag`: the database as it was before it. */
async function migrationsBefore(tag: string): Promise<string> {
  folder = await mkdtemp(path.join(tmpdir(), 'tariq-migrations-'));
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

describe('migration 0010_pod_rounds', () => {
  it("makes each mission's single proof of delivery its round 1, files included", async () => {
    const client = await PGlite.create('memory://', { extensions: { unaccent, pg_trgm } });
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: await migrationsBefore('0010_pod_rounds') });
      // Only the missions' own columns matter here: the rows they point at are left out.
      await client.exec(`
        set session_replication_role = replica;
        insert into missions (id, offer_id, proposal_id, carrier_company_id, shipper_company_id, status, price,
            currency, charter_status, charter_due_at, pickup_code, completed_at, number,
            pod_status, pod_due_at, pod_reserves, pod_contest_reason, pod_decided_at)
          values
          ('00000000-0000-4000-8000-000000000001', gen_random_uuid(), gen_random_uuid(), gen_random_uuid(),
            gen_random_uuid(), 'completed', 100, 'DZD', 'confirmed', now(), '123456', '2026-11-20T10:00:00Z',
            'MIS-26-0001', 'contested', '2026-11-20T10:30:00Z', 'Carton ouvert', 'Il manque 3 palettes', '2026-11-20T10:10:00Z'),
          ('00000000-0000-4000-8000-000000000002', gen_random_uuid(), gen_random_uuid(), gen_random_uuid(),
            gen_random_uuid(), 'in_progress', 100, 'DZD', 'confirmed', now(), '123456', null,
            'MIS-26-0002', null, null, null, null, null);
        insert into mission_pod_files (mission_id, storage_key, name, mime, size, position)
          values ('00000000-0000-4000-8000-000000000001', 'k1', 'cmr.pdf', 'application/pdf', 10, 0),
                 ('00000000-0000-4000-8000-000000000001', 'k2', 'quai.png', 'image/png', 10, 1);
        set session_replication_role = origin;
      `);
      await migrate(db, { migrationsFolder: MIGRATIONS });
      const rounds = await client.query(
        `select mission_id, round, status, reserves, contest_reason, sent_at, due_at, decided_at from mission_pods`,
      );
      expect(rounds.rows).toEqual([
        {
          mission_id: '00000000-0000-4000-8000-000000000001',
          round: 1,
          status: 'contested',
          reserves: 'Carton ouvert',
          contest_reason: 'Il manque 3 palettes',
          sent_at: new Date('2026-11-20T10:00:00Z'),
          due_at: new Date('2026-11-20T10:30:00Z'),
          decided_at: new Date('2026-11-20T10:10:00Z'),
        },
      ]);
      const files = await client.query<{ name: string; round: number }>(
        `select f.name, p.round from mission_pod_files f join mission_pods p on p.id = f.pod_id order by f.position`,
      );
      expect(files.rows).toEqual([
        { name: 'cmr.pdf', round: 1 },
        { name: 'quai.png', round: 1 },
      ]);
    } finally {
      await client.close();
    }
  }, 60_000);
});
