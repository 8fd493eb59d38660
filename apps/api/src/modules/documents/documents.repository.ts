import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
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
  'id' | 'kind' | 'legalName' | 'vatNumber' | 'tradeRegisterNumber' | 'statisticalNumber' | 'city' | 'documentsOk'
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

/** The flag the session reads (`is_doc_ok`): the documents module keeps it on the company row. */
export async function updateCompanyDocumentsOk(tx: TTx, companyId: string, documentsOk: boolean): Promise<void> {
  await tx
    .update(companies)
    .set({ documentsOk, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId));
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
