import { DOCUMENT_LIMITS } from '@tariq/contracts/documents';
import type { TTx } from '../../db/client';
import type { TCompanyDocumentRow } from '../../db/schema';
import type { TAppContext } from '../../platform/context';
import { findCompanyDocuments, leaseCompaniesWithDueDocuments, updateSweptDocument } from './documents.repository';
import type { TDocumentCompany } from './documents.repository';
import { addDays, documentToday, refreshDocumentsOk, tellCompany } from './documents.service';

/** Companies handled per transaction: each one's documents, notifications and flags commit together. */
const SWEEP_BATCH = 50;

type TSweepStep = {
  values: Partial<Pick<TCompanyDocumentRow, 'status' | 'warned30At' | 'warned7At'>>;
  tell: 'document_expiring' | 'document_expired' | null;
};

/**
 * What the sweep does to one document today, if anything. Idempotent by its columns: an expired
 * document is no longer verified, a reminder sent is recorded (`warned_30_at`, `warned_7_at`, cleared
 * when the document is replaced or reviewed again), so a second run the same day finds nothing.
 * Must agree with `leaseCompaniesWithDueDocuments`: whatever it leases gets a step here.
 */
export function sweepStep(row: TCompanyDocumentRow, today: string, now: Date): TSweepStep | null {
  if (row.status !== 'verified' || row.expiresAt === null) return null;
  // Valid to the end of its day in Algeria (documentToday): expired the day after.
  if (row.expiresAt < today) return { values: { status: 'expired' }, tell: 'document_expired' };
  if (row.expiresAt <= addDays(today, DOCUMENT_LIMITS.lastReminderDays)) {
    // A document verified this close to its date gets the last reminder only, never the first after it.
    if (row.warned7At === null) {
      return { values: { warned7At: now, warned30At: row.warned30At ?? now }, tell: 'document_expiring' };
    }
    // Only a row written by hand has the last reminder without the first: recorded, not told again.
    if (row.warned30At === null) return { values: { warned30At: now }, tell: null };
    return null;
  }
  if (row.expiresAt <= addDays(today, DOCUMENT_LIMITS.firstReminderDays) && row.warned30At === null) {
    return { values: { warned30At: now }, tell: 'document_expiring' };
  }
  return null;
}

/** One company, locked: its documents' steps, its users told, its flags and "verified until" recomputed. */
async function sweepCompany(ctx: TAppContext, tx: TTx, company: TDocumentCompany, now: Date): Promise<number> {
  const today = documentToday(now);
  let done = 0;
  for (const row of await findCompanyDocuments(tx, company.id)) {
    const step = sweepStep(row, today, now);
    if (!step) continue;
    await updateSweptDocument(tx, row.id, step.values);
    if (step.tell) await tellCompany(ctx, tx, company.id, step.tell, row);
    done += 1;
  }
  // An expiry closes what the document covers: is_doc_ok and "verified until" follow, sessions are dropped.
  await refreshDocumentsOk(ctx, tx, company);
  return done;
}

/**
 * The documents' expiry sweep (issue 26), run every hour on every instance and doing each day's
 * work once: verified documents past their date become expired, the company is told 30 and 7 days
 * before (type 9, and by e-mail per each user's settings) and when it happens, and `is_doc_ok`, the
 * account's activity and "verified until" are recomputed. Companies are leased with `FOR UPDATE
 * SKIP LOCKED`, so several instances at once share the work and never do it twice. Answers how many
 * documents it changed.
 */
export async function sweepDocuments(ctx: TAppContext): Promise<number> {
  let total = 0;
  for (;;) {
    const now = ctx.clock.now();
    const today = documentToday(now);
    const { leased, done } = await ctx.db.transaction(async (tx) => {
      const companies = await leaseCompaniesWithDueDocuments(tx, {
        today,
        firstReminderUntil: addDays(today, DOCUMENT_LIMITS.firstReminderDays),
        lastReminderUntil: addDays(today, DOCUMENT_LIMITS.lastReminderDays),
        limit: SWEEP_BATCH,
      });
      let count = 0;
      for (const company of companies) count += await sweepCompany(ctx, tx, company, now);
      return { leased: companies.length, done: count };
    });
    total += done;
    // A full batch may leave more; one that changed nothing would only lease the same companies again.
    if (leased < SWEEP_BATCH || done === 0) return total;
  }
}
