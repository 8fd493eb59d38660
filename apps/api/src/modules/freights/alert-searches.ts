import type { TTx } from '../../db/client';
import type { TAppContext } from '../../platform/context';
import { defineInstanceState } from '../../platform/modules';
import { findAlertSavedSearches } from './freights.repository';
import type { TAlertSavedSearch } from './freights.repository';

/**
 * The saved searches with alerts on, kept per instance for the alerts' job (issue 28): reading
 * 20,000 of them for each new offer cost PGlite most of a match. Forgotten by this instance's
 * changes to saved searches, and read again after 15 s whatever happened elsewhere (another
 * instance's change, a user disabled): a search turned on elsewhere may miss the offers of those
 * seconds; one turned off or deleted is not told (its row is gone, or its alerts are off, when the
 * alert is recorded).
 */
const KEPT_MS = 15_000;

const kept = defineInstanceState('freights.alertSearches', () => ({
  rows: null as TAlertSavedSearch[] | null,
  at: 0,
}));

export function forgetAlertSearches(ctx: Pick<TAppContext, 'instanceState'>): void {
  kept.of(ctx).rows = null;
}

/** The searches with alerts on that may hear of an offer: all, or those of a private offer's `audience`. */
export async function alertSearches(
  ctx: TAppContext,
  tx: TTx,
  audience: readonly string[] | null,
): Promise<TAlertSavedSearch[]> {
  const held = kept.of(ctx);
  const now = Date.now();
  if (!held.rows || held.at < now - KEPT_MS) {
    held.rows = await findAlertSavedSearches(tx, { audience: null });
    held.at = now;
  }
  if (!audience) return held.rows;
  const companies = new Set(audience);
  return held.rows.filter((row) => companies.has(row.companyId));
}
