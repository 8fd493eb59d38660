// Bench only, never run at start: fills the configured database (DATABASE_URL, or DATA_DIR's
// PGlite) with realistic open offers from several shipper companies, for the freight-search
// benchmark. Usage: npm run bench:seed-offers -- 100000
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { ensurePlaces } from '../../modules/places';
import { openDatabase } from '../client';
import { companies } from '../schema';
import { seedDemoData } from './demo';
import { createRandom, generateOffers, insertGeneratedOffers, loadGeneratorPlaces } from './offer-generator';

// 59 parameters a row: PostgreSQL takes at most 65535 in one statement.
const BATCH = 1000;
const SHIPPER_COMPANIES = 25;

const count = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(count) || count < 1) {
  console.error('Usage: npm run bench:seed-offers -- <count>');
  process.exit(2);
}

const db = await openDatabase(loadConfig().database);
try {
  await ensurePlaces({ db }, { countries: ['DZ'] });
  // The demo accounts first: the server seeds them only into a database without companies.
  await seedDemoData(db);
  const places = await loadGeneratorPlaces(db);
  const owners = await db.transaction((tx) =>
    tx
      .insert(companies)
      .values(
        Array.from({ length: SHIPPER_COMPANIES }, (_, index) => ({
          kind: 'shipper' as const,
          legalName: `Bench Expéditeur ${index + 1} ${randomBytes(3).toString('hex')}`,
          documentsOk: true,
        })),
      )
      .returning({ companyId: companies.id }),
  );
  const random = createRandom(Date.now());
  const started = Date.now();
  for (let done = 0; done < count; done += BATCH) {
    const rows = generateOffers({
      count: Math.min(BATCH, count - done),
      owners: owners.map((owner) => ({ ...owner, userId: null })),
      places,
      now: new Date(),
      random,
    });
    await db.transaction((tx) => insertGeneratedOffers(tx, rows));
    process.stdout.write(`\r${Math.min(done + BATCH, count)} / ${count} offers`);
  }
  // What autovacuum does in a while in production: statistics for the planner, a visibility map
  // for index-only scans. Without it, the first minutes after a bulk load plan blind.
  await db.read((d) => d.execute(sql`VACUUM ANALYZE offers`));
  console.log(`\nSeeded ${count} offers in ${Math.round((Date.now() - started) / 1000)} s.`);
} finally {
  await db.close();
}
