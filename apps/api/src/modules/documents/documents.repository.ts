import { and, asc, count, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { TLegalDocumentType, TStoredDocumentStatus } from '@tariq/contracts/documents';
import { DRIVER_ROLE } from '@tariq/contracts';
import type { TDb, TTx } from '../../db/client';
import { companies, companyDocuments, users } from '../../db/schema';
import type { TCompanyDocumentRow, TCompanyRow, TNewCompanyDocumentRow } from '../../db/schema';

export async function findCompanyDocuments(db: TDb, companyId: string): Promise<TCompanyDocumentRow[]> {
  return db.select().from(companyDocuments).where(eq(companyDocuments.companyId, companyId));
}

export async function findCompanyDocument(
  db: TDb,
  companyId: string,
  type: TLegalDocumentType,
): Promise<TCompanyDocumentRow | null> {
  const [row] = await db
    .select()
    .from(companyDocuments)
    .where(and(eq(companyDocuments.companyId, companyId), eq(companyDocuments.type, type)));
  return row ?? null;
}

export async function findCompanyKind(db: TDb, companyId: string): Promise<string | null> {
  const [row] = await db.select({ kind: companies.kind }).from(companies).where(eq(companies.id, companyId));
  return row?.kind ?? null;
}

export type TDocumentCompany = Pick<
  TCompanyRow,
  | 'id'
  | 'kind'
  | 'legalName'
  | 'vatNumber'
  | 'tradeRegisterNumber'
  | 'statisticalNumber'
  | 'city'
  | 'documentsOk'
  | 'documentsActive'
  | 'documentsValidUntil'
>;

const companyColumns = {
  id: companies.id,
  kind: companies.kind,
  legalName: companies.legalName,
  vatNumber: companies.vatNumber,
  tradeRegisterNumber: companies.tradeRegisterNumber,
  statisticalNumber: companies.statisticalNumber,
  city: companies.city,
  documentsOk: companies.documentsOk,
  documentsActive: companies.documentsActive,
  documentsValidUntil: companies.documentsValidUntil,
};

/** The company, locked: its documents change one at a time, and its flag follows them. */
export async function lockDocumentCompany(tx: TTx, companyId: string): Promise<TDocumentCompany | null> {
  const [row] = await tx.select(companyColumns).from(companies).where(eq(companies.id, companyId)).for('update');
  return row ?? null;
}

/**
 * The company's document of this type, new or replaced: a replaced one goes back to validation, its
 * review and reminders forgotten. Answers the row and the key of the file it replaced, if any.
 */
export async function upsertDocument(
  tx: TTx,
  values: TNewCompanyDocumentRow,
): Promise<{ row: TCompanyDocumentRow; replacedKey: string | null }> {
  const [previous] = await tx
    .select({ storageKey: companyDocuments.storageKey })
    .from(companyDocuments)
    .where(and(eq(companyDocuments.companyId, values.companyId), eq(companyDocuments.type, values.type)))
    .for('update');
  const [row] = await tx
    .insert(companyDocuments)
    .values(values)
    .onConflictDoUpdate({
      target: [companyDocuments.companyId, companyDocuments.type],
      set: {
        storageKey: values.storageKey,
        name: values.name,
        mime: values.mime,
        size: values.size,
        status: 'in_validation',
        issuedAt: values.issuedAt ?? null,
        number: values.number ?? null,
        expiresAt: values.expiresAt ?? null,
        refusalReason: null,
        reviewedById: null,
        reviewedAt: null,
        warned30At: null,
        warned7At: null,
        uploadedAt: values.uploadedAt,
      },
    })
    .returning();
  return { row: row!, replacedKey: previous?.storageKey ?? null };
}

export async function insertDocuments(tx: TTx, values: TNewCompanyDocumentRow[]): Promise<TCompanyDocumentRow[]> {
  if (values.length === 0) return [];
  return tx.insert(companyDocuments).values(values).returning();
}

export async function deleteDocument(
  tx: TTx,
  companyId: string,
  type: TLegalDocumentType,
): Promise<TCompanyDocumentRow | null> {
  const [row] = await tx
    .delete(companyDocuments)
    .where(and(eq(companyDocuments.companyId, companyId), eq(companyDocuments.type, type)))
    .returning();
  return row ?? null;
}

/** Every document of the company back to validation (its NIF or RC changed: they name the company by it). */
export async function resetDocumentsToValidation(tx: TTx, companyId: string): Promise<void> {
  await tx
    .update(companyDocuments)
    .set({ status: 'in_validation', reviewedAt: null, reviewedById: null, refusalReason: null })
    .where(and(eq(companyDocuments.companyId, companyId), ne(companyDocuments.status, 'in_validation')));
}

export type TCompanyDocumentsState = Pick<TCompanyRow, 'documentsOk' | 'documentsActive' | 'documentsValidUntil'>;

/**
 * What the session and the counterparties read of the company's documents (`is_doc_ok`, the
 * account active, "verified until"): the documents module keeps them on the company row.
 */
export async function updateCompanyDocumentsState(
  tx: TTx,
  companyId: string,
  state: TCompanyDocumentsState,
): Promise<void> {
  await tx
    .update(companies)
    .set({ ...state, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId));
}

/**
 * Companies with a verified document the sweep has work on today (expired, or a reminder due),
 * locked, skipping those another transaction holds (another instance's sweep, an upload, a
 * review): they are done by that one, or by the next run. The company is locked before its
 * documents, in the order every other change to them takes.
 */
export async function leaseCompaniesWithDueDocuments(
  tx: TTx,
  options: { today: string; firstReminderUntil: string; lastReminderUntil: string; limit: number },
): Promise<TDocumentCompany[]> {
  const due = tx
    .select({ companyId: companyDocuments.companyId })
    .from(companyDocuments)
    .where(
      and(
        eq(companyDocuments.status, 'verified'),
        isNotNull(companyDocuments.expiresAt),
        lte(companyDocuments.expiresAt, options.firstReminderUntil),
        or(
          lt(companyDocuments.expiresAt, options.today),
          isNull(companyDocuments.warned30At),
          and(lte(companyDocuments.expiresAt, options.lastReminderUntil), isNull(companyDocuments.warned7At)),
        ),
      ),
    );
  return tx
    .select(companyColumns)
    .from(companies)
    .where(inArray(companies.id, due))
    .orderBy(asc(companies.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
}

/** The sweep's change to one document: expired, or a reminder recorded as sent. */
export async function updateSweptDocument(
  tx: TTx,
  id: string,
  values: Partial<Pick<TCompanyDocumentRow, 'status' | 'warned30At' | 'warned7At'>>,
): Promise<void> {
  await tx.update(companyDocuments).set(values).where(eq(companyDocuments.id, id));
}

/** Which company a document is of (unlocked: the review locks the company first, then the document). */
export async function findDocumentCompanyId(db: TDb, id: string): Promise<string | null> {
  const [row] = await db
    .select({ companyId: companyDocuments.companyId })
    .from(companyDocuments)
    .where(eq(companyDocuments.id, id));
  return row?.companyId ?? null;
}

/** Who hears of the company's documents: its enabled users but drivers. */
export async function findCompanyUserIds(db: TDb, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), ne(users.role, DRIVER_ROLE), isNull(users.disabledAt)));
  return rows.map((row) => row.id);
}

// --- The staff's review ----------------------------------------------------------------------

export type TQueuedDocumentRow = { document: TCompanyDocumentRow; company: TDocumentCompany };

export async function findDocumentQueue(
  db: TDb,
  options: { status: TStoredDocumentStatus; limit: number; offset: number },
): Promise<{ rows: TQueuedDocumentRow[]; count: number }> {
  const where = eq(companyDocuments.status, options.status);
  const [rows, [total]] = await Promise.all([
    db
      .select({ document: companyDocuments, company: companyColumns })
      .from(companyDocuments)
      .innerJoin(companies, eq(companies.id, companyDocuments.companyId))
      .where(where)
      .orderBy(asc(companyDocuments.uploadedAt), asc(companyDocuments.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(companyDocuments).where(where),
  ]);
  return { rows, count: total?.total ?? 0 };
}

export async function lockDocumentById(tx: TTx, id: string): Promise<TCompanyDocumentRow | null> {
  const [row] = await tx.select().from(companyDocuments).where(eq(companyDocuments.id, id)).for('update');
  return row ?? null;
}

export async function findDocumentById(db: TDb, id: string): Promise<TQueuedDocumentRow | null> {
  const [row] = await db
    .select({ document: companyDocuments, company: companyColumns })
    .from(companyDocuments)
    .innerJoin(companies, eq(companies.id, companyDocuments.companyId))
    .where(eq(companyDocuments.id, id));
  return row ?? null;
}

export async function updateDocumentReview(
  tx: TTx,
  id: string,
  values: Pick<TCompanyDocumentRow, 'status' | 'expiresAt' | 'refusalReason' | 'reviewedById' | 'reviewedAt'>,
): Promise<TCompanyDocumentRow> {
  const [row] = await tx
    .update(companyDocuments)
    .set({ ...values, warned30At: null, warned7At: null })
    .where(eq(companyDocuments.id, id))
    .returning();
  return row!;
}
