// Bench only, never run at start: gives the demo carrier company (carrier@demo.tariq.dz) a history
// of missions for the dashboard benchmark (issue 31) — each with its offer (of the demo shipper),
// its accepted proposal and, when completed, its accepted proof of delivery — spread over the last
// two years, with distance, CO2e and (for half of them) empty kilometres. Rows are copied from a
// demo offer and proposal in SQL, 10,000 in a few seconds.
// Usage: node --import tsx apps/api/src/db/seed/bench-dashboard.ts 10000
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { ensurePlaces } from '../../modules/places';
import { openDatabase, selectRows } from '../client';
import { seedDemoData } from './demo';

const BATCH = 2000;
const count = Number(process.argv[2] ?? 10_000);
if (!Number.isInteger(count) || count < 0) {
  console.error('Usage: bench-dashboard.ts <missions>');
  process.exit(2);
}

const db = await openDatabase(loadConfig().database);
try {
  await ensurePlaces({ db }, { countries: ['DZ'] });
  await seedDemoData(db);
  const [parties] = await db.read((d) =>
    selectRows<{ carrier_company_id: string; shipper_company_id: string; offer_id: string; proposal_id: string }>(
      d,
      sql`select carrier.company_id as carrier_company_id, shipper.company_id as shipper_company_id,
            (select id from offers where shipper_company_id = shipper.company_id order by published_at limit 1) as offer_id,
            (select id from proposals order by created_at limit 1) as proposal_id
          from users carrier, users shipper
          where carrier.email = 'carrier@demo.tariq.dz' and shipper.email = 'shipper@demo.tariq.dz'`,
    ),
  );
  if (!parties?.offer_id || !parties.proposal_id) throw new Error('the demo data has no offer or proposal to copy');
  const started = Date.now();
  for (let first = 1; first <= count; first += BATCH) {
    const last = Math.min(first + BATCH - 1, count);
    // Mission i: completed for 85 in 100 (i % 20 < 17), else in progress, scheduled or cancelled;
    // completed i % 730 days ago; 50 to 900 km; CO2e about 0.9 kg per km; empty km known for even i.
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into offers
        select (jsonb_populate_record(null::offers, to_jsonb(template) || jsonb_build_object(
          'id', md5('bench-offer-' || i)::uuid,
          'uid', 'bench' || i,
          'number', 'EXP-BENCH-' || i,
          'status', case when i % 20 < 17 then 'completed' when i % 20 = 17 then 'in_progress'
                         when i % 20 = 18 then 'scheduled' else 'cancelled' end,
          'published_at', now() - make_interval(days => i % 730 + 3),
          'alerts_checked_at', now()
        ))).*
        from offers template, generate_series(${first}::int, ${last}::int) as i
        where template.id = ${parties.offer_id}`);
      await tx.execute(sql`
        insert into proposals
        select (jsonb_populate_record(null::proposals, to_jsonb(template) || jsonb_build_object(
          'id', md5('bench-proposal-' || i)::uuid,
          'offer_id', md5('bench-offer-' || i)::uuid,
          'carrier_company_id', ${parties.carrier_company_id}::uuid,
          'status', 'validated'
        ))).*
        from proposals template, generate_series(${first}::int, ${last}::int) as i
        where template.id = ${parties.proposal_id}`);
      await tx.execute(sql`
        insert into missions (id, number, offer_id, proposal_id, carrier_company_id, shipper_company_id, status,
          charter_status, charter_due_at, pickup_code, price, currency, distance_km, distance_source, co2e_kg,
          co2_method, empty_km, started_at, completed_at, cancelled_at, created_at, updated_at)
        select md5('bench-mission-' || i)::uuid, 'MIS-BENCH-' || i, md5('bench-offer-' || i)::uuid,
          md5('bench-proposal-' || i)::uuid, ${parties.carrier_company_id}::uuid, ${parties.shipper_company_id}::uuid,
          status, 'confirmed', now(), '123456', 20000 + (i * 7919) % 180000, 'DZD',
          50 + (i * 37) % 850, 'estimate', round((50 + (i * 37) % 850) * 0.9, 1), 'bench',
          case when i % 2 = 0 then (i * 13) % 120 end,
          case when status in ('in_progress', 'completed') then now() - make_interval(days => i % 730 + 1) end,
          case when status = 'completed' then now() - make_interval(days => i % 730) end,
          case when status = 'cancelled' then now() - make_interval(days => i % 730) end,
          now() - make_interval(days => i % 730 + 2), now()
        from (select i, case when i % 20 < 17 then 'completed' when i % 20 = 17 then 'in_progress'
                             when i % 20 = 18 then 'scheduled' else 'cancelled' end as status
              from generate_series(${first}::int, ${last}::int) as i) as generated`);
      await tx.execute(sql`
        insert into mission_pods (mission_id, round, status, sent_at, due_at, decided_at)
        select id, 1, 'accepted', completed_at, completed_at + interval '30 minutes', completed_at
        from missions where number like 'MIS-BENCH-%' and status = 'completed'
          and id in (select md5('bench-mission-' || i)::uuid from generate_series(${first}::int, ${last}::int) as i)`);
    });
    process.stdout.write(`\r${last} / ${count} missions`);
  }
  for (const table of ['offers', 'proposals', 'missions', 'mission_pods'])
    await db.read((d) => d.execute(sql.raw(`VACUUM ANALYZE ${table}`)));
  console.log(`\nSeeded ${count} missions in ${Math.round((Date.now() - started) / 1000)} s.`);
} finally {
  await db.close();
}
