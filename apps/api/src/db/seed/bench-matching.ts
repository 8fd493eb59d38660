// Issue 28's matching budget: a new offer matched against the posted trucks and the saved searches
// with alerts on in under 200 ms of server time. Run by bench/run.mjs (BENCH_ONLY=trucks) on the
// database bench-trucks.ts seeded, with no server holding it: the alerts' job itself, in process,
// timed for one offer at a time (claim, trucks, saved searches, notifications, commit).
import { loadConfig } from '../../config';
import { buildApp } from '../../app';
import { openDatabase } from '../client';
import { companies } from '../schema';
import { createRandom, generateOffers, insertGeneratedOffers, loadGeneratorPlaces } from './offer-generator';
import { runOfferAlerts } from '../../modules/trucks';

// Usage: node --import tsx apps/api/src/db/seed/bench-matching.ts [offers] (run.mjs passes BENCH_MATCHING_OFFERS).
const OFFERS = Number(process.argv[2] ?? 60);
if (!Number.isInteger(OFFERS) || OFFERS < 1) {
  console.error('Usage: bench-matching.ts <offers>');
  process.exit(2);
}
const BUDGET_MS = 200;

const config = loadConfig();
const db = await openDatabase(config.database);
const app = await buildApp({ config, db });
await app.ready();
try {
  const places = await loadGeneratorPlaces(db);
  const [owner] = await db.transaction((tx) =>
    tx
      .insert(companies)
      .values({ kind: 'shipper', legalName: `Bench matching ${Date.now()}`, documentsOk: true, documentsActive: true })
      .returning({ companyId: companies.id }),
  );
  const random = createRandom(2028);
  const publish = async () => {
    const rows = generateOffers({
      count: 1,
      owners: [{ companyId: owner!.companyId, userId: null }],
      places,
      now: new Date(),
      random,
      statusOf: () => 'in_exchange',
    }).map((row) => ({ ...row, alertsCheckedAt: null }));
    await db.transaction((tx) => insertGeneratedOffers(tx, rows));
  };
  // The first run reads every saved search's filters into criteria (kept per instance): apart.
  await publish();
  let started = performance.now();
  let told = await runOfferAlerts(app.ctx);
  console.log(
    `  first offer (reads the saved searches' criteria): ${Math.round(performance.now() - started)} ms, ${told} told`,
  );
  const times: number[] = [];
  let notified = 0;
  for (let index = 0; index < OFFERS; index++) {
    await publish();
    started = performance.now();
    told = await runOfferAlerts(app.ctx);
    times.push(performance.now() - started);
    notified += told;
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  const p99 = at(0.99);
  console.log(
    `  matching one new offer (${OFFERS} offers, one at a time): p50 ${at(0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms; ${notified} notifications; budget ${BUDGET_MS} ms ${p99 <= BUDGET_MS ? 'PASS' : 'FAIL'}`,
  );
} finally {
  await app.close();
  await db.close();
}
