// Bench only, never run at start: fills the configured database (DATABASE_URL, or DATA_DIR's
// PGlite) with posted trucks of many carrier companies and saved searches with alerts on, for the
// vehicle-search and matching benchmarks (issue 28).
// Usage: npm run bench:seed-trucks -- 50000 20000
import { randomBytes } from 'node:crypto';
import { ALL_TRUCK_TYPES } from '@tariq/contracts';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { ensurePlaces } from '../../modules/places';
import { openDatabase } from '../client';
import { companies, savedSearches, users } from '../schema';
import { seedDemoData } from './demo';
import { createRandom, loadGeneratorPlaces } from './offer-generator';
import { generateTrucks, insertTrucks } from './truck-generator';

const BATCH = 1000;
const CARRIER_COMPANIES = 500;
/** Saved searches per user (the limit is 10). */
const SEARCHES_PER_USER = 10;

const truckCount = Number(process.argv[2] ?? 50_000);
const searchCount = Number(process.argv[3] ?? 20_000);
if (!Number.isInteger(truckCount) || truckCount < 0 || !Number.isInteger(searchCount) || searchCount < 0) {
  console.error('Usage: npm run bench:seed-trucks -- <trucks> <saved searches>');
  process.exit(2);
}

const db = await openDatabase(loadConfig().database);
try {
  await ensurePlaces({ db }, { countries: ['DZ'] });
  await seedDemoData(db);
  const places = await loadGeneratorPlaces(db);
  const wilayas = places.filter((place) => place.kind === 'state');
  const random = createRandom(28);
  const tag = randomBytes(3).toString('hex');
  const owners = await db.transaction((tx) =>
    tx
      .insert(companies)
      .values(
        Array.from({ length: CARRIER_COMPANIES }, (_, index) => ({
          kind: 'carrier' as const,
          legalName: `Bench Transporteur ${index + 1} ${tag}`,
          documentsOk: true,
          documentsActive: true,
          modules: ['trucks' as const],
        })),
      )
      .returning({ companyId: companies.id }),
  );
  const userCount = Math.ceil(searchCount / SEARCHES_PER_USER);
  const people: { userId: string; companyId: string }[] = [];
  for (let done = 0; done < userCount; done += BATCH) {
    const batch = await db.transaction((tx) =>
      tx
        .insert(users)
        .values(
          Array.from({ length: Math.min(BATCH, userCount - done) }, (_, index) => ({
            companyId: owners[(done + index) % owners.length]!.companyId,
            role: 'ROLE_TRANSPORTEUR' as const,
            firstName: 'Bench',
            lastName: `${done + index}`,
            email: `bench-${tag}-${done + index}@bench.tariq.dz`,
            // Never logged in: no password opens it.
            passwordHash: 'bench-no-login',
            emailNotifications: { matchingOffers: false },
          })),
        )
        .returning({ userId: users.id, companyId: users.companyId }),
    );
    people.push(...batch);
  }

  const started = Date.now();
  const now = new Date();
  const truckOwners = owners.map((owner) => ({ ...owner, userId: null }));
  for (let done = 0; done < truckCount; done += BATCH) {
    const rows = generateTrucks({
      count: Math.min(BATCH, truckCount - done),
      owners: truckOwners,
      places,
      now,
      random,
      alertsShare: 0.3,
    });
    await db.transaction((tx) => insertTrucks(tx, rows));
    process.stdout.write(`\r${Math.min(done + BATCH, truckCount)} / ${truckCount} trucks`);
  }

  // Saved searches as carriers make them: a wilaya or a place with a radius to start, often an
  // arrival, sometimes a type or a weight.
  const types = ALL_TRUCK_TYPES.map((entry) => entry.value);
  for (let done = 0; done < searchCount; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, searchCount - done) }, (_, index) => {
      const person = people[Math.floor((done + index) / SEARCHES_PER_USER)]!;
      const start = random.pick(wilayas);
      const filters: Record<string, unknown> = random.chance(0.5)
        ? { startState: start.stateCode }
        : { start_place_id: start.id, startRadius: random.pick([25, 50, 100]) };
      if (random.chance(0.6)) filters.endState = random.pick(wilayas).stateCode;
      if (random.chance(0.3)) filters.type = random.pick(types);
      if (random.chance(0.3)) filters.maxWeight = random.pick([3500, 12000, 24000]);
      return {
        userId: person.userId,
        companyId: person.companyId,
        name: `Recherche ${done + index}`,
        filters,
        alerts: true,
      };
    });
    await db.transaction((tx) => tx.insert(savedSearches).values(rows));
    process.stdout.write(`\r${Math.min(done + BATCH, searchCount)} / ${searchCount} saved searches`);
  }
  await db.read((d) => d.execute(sql`VACUUM ANALYZE trucks`));
  await db.read((d) => d.execute(sql`VACUUM ANALYZE saved_searches`));
  console.log(
    `\nSeeded ${truckCount} trucks and ${searchCount} saved searches in ${Math.round((Date.now() - started) / 1000)} s.`,
  );
} finally {
  await db.close();
}
