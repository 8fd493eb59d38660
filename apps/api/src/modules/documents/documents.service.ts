import { ACCESS_RULES, LANGUAGES, notificationOf, offerToday } from '@tariq/contracts';
import type { TLanguage } from '@tariq/contracts';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_MIME_TYPES,
  LEGAL_DOCUMENT_TYPES,
  LEGAL_DOCUMENTS,
  requiredDocumentTypes,
} from '@tariq/contracts/documents';
import type {
  TCompanyDocument,
  TCompanyDocumentsResponse,
  TDocumentCover,
  TDocumentFields,
  TDocumentStatus,
  TLegalDocumentType,
} from '@tariq/contracts/documents';
import { afterCommit } from '../../db/client';
import type { TDb, TTx } from '../../db/client';
import type { TCompanyDocumentRow } from '../../db/schema';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import type { TDownload } from '../../platform/download';
import { AppError } from '../../platform/errors';
import { recognizedMime } from '../../platform/file-kind';
import { displayFileName, storeInPlace } from '../../platform/storage';
import { notify } from '../notifications';
import {
  deleteDocument,
  findCompanyDocument,
  findCompanyDocuments,
  findCompanyKind,
  findCompanyUserIds,
  insertDocuments,
  lockDocumentCompany,
  resetDocumentsToValidation,
  updateCompanyDocumentsState,
  upsertDocument,
} from './documents.repository';
import type { TDocumentCompany } from './documents.repository';
import { joinInvitedNetworks } from '../private-exchange';

/** Sending, reading and removing its documents: any user of a company, active or not (it is how one activates). */
const RULE = ACCESS_RULES.colleagues;
const NAME_MAX = 120;

/** Today in Algeria, `YYYY-MM-DD`: documents expire at the end of their day there. */
export function documentToday(now: Date): string {
  return offerToday(now);
}

/** The day `days` after `day` (both `YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The status a document has today: a verified one past its date is expired, whatever the sweep did yet. */
export function effectiveStatus(
  row: Pick<TCompanyDocumentRow, 'status' | 'expiresAt'>,
  today: string,
): TDocumentStatus {
  if (row.status === 'verified' && row.expiresAt !== null && row.expiresAt < today) return 'expired';
  return row.status;
}

/** `is_doc_ok`: every document the account kind must hold is verified and not expired. */
export function documentsOkOf(kind: string, rows: readonly TCompanyDocumentRow[], today: string): boolean {
  const byType = new Map(rows.map((row) => [row.type, row]));
  return requiredDocumentTypes(kind).every((type) => {
    const row = byType.get(type);
    return row !== undefined && effectiveStatus(row, today) === 'verified';
  });
}

/** "Documents vérifiés jusqu'au": the earliest expiry of the required documents, when all are verified. */
export function verifiedUntilOf(kind: string, rows: readonly TCompanyDocumentRow[], today: string): string | null {
  if (!documentsOkOf(kind, rows, today)) return null;
  const required = new Set<string>(requiredDocumentTypes(kind));
  const dates = rows
    .filter((row) => required.has(row.type) && row.expiresAt !== null)
    .map((row) => row.expiresAt!)
    .sort();
  return dates[0] ?? null;
}

/**
 * Whether the account stays active (the access table's `documents`, docs/decisions/0008): it is
 * whenever `is_doc_ok` holds; once active, it stays so while every required document is still
 * there and not refused — one that only expired, or whose renewal awaits review, closes what it
 * covers (`lapsedDocumentTypes`), not the account. A deletion or a refusal closes the account.
 */
export function documentsActiveOf(
  wasActive: boolean,
  kind: string,
  rows: readonly TCompanyDocumentRow[],
  today: string,
): boolean {
  if (documentsOkOf(kind, rows, today)) return true;
  if (!wasActive) return false;
  const byType = new Map(rows.map((row) => [row.type, row]));
  return requiredDocumentTypes(kind).every((type) => {
    const row = byType.get(type);
    return row !== undefined && row.status !== 'refused';
  });
}

/** The required documents that are not verified and valid today and cover `cover`, in the catalogue's order. */
export function lapsedDocumentTypes(
  kind: string,
  rows: readonly TCompanyDocumentRow[],
  today: string,
  cover: TDocumentCover,
): TLegalDocumentType[] {
  const byType = new Map(rows.map((row) => [row.type, row]));
  return requiredDocumentTypes(kind).filter((type) => {
    const row = byType.get(type);
    const valid = row !== undefined && effectiveStatus(row, today) === 'verified';
    return !valid && (LEGAL_DOCUMENTS[type].covers as readonly TDocumentCover[]).includes(cover);
  });
}

/**
 * Recomputes what the company row keeps of its documents — `is_doc_ok`, the account active, "verified
 * until" — in the transaction of a change to them, stores what changed and, once committed, drops
 * every cached session of the company on every instance: their routes open or close without a new
 * login. `deactivate`: the change closes the account whatever its documents say (a new NIF or RC).
 */
export async function refreshDocumentsOk(
  ctx: Pick<TAppContext, 'clock' | 'sessions'>,
  tx: TTx,
  company: Pick<TDocumentCompany, 'id' | 'kind' | 'documentsOk' | 'documentsActive' | 'documentsValidUntil'>,
  options: { deactivate?: boolean } = {},
): Promise<boolean> {
  const rows = await findCompanyDocuments(tx, company.id);
  const today = documentToday(ctx.clock.now());
  const ok = documentsOkOf(company.kind, rows, today);
  // A row that only says documents_ok (written before the flag existed, a seed) was active too.
  const wasActive = company.documentsActive || company.documentsOk;
  const state = {
    documentsOk: ok,
    documentsActive: ok || (!options.deactivate && documentsActiveOf(wasActive, company.kind, rows, today)),
    documentsValidUntil: verifiedUntilOf(company.kind, rows, today),
  };
  if (
    state.documentsOk !== company.documentsOk ||
    state.documentsActive !== company.documentsActive ||
    state.documentsValidUntil !== company.documentsValidUntil
  ) {
    await updateCompanyDocumentsState(tx, company.id, state);
    // An account that becomes active joins the private exchanges whose invitation it signed up with.
    if (state.documentsActive && !wasActive) {
      await joinInvitedNetworks(tx, { companyId: company.id, now: ctx.clock.now() });
    }
    afterCommit(tx, () => ctx.sessions.invalidate({ companyId: company.id }));
  }
  return ok;
}

/** The names of these documents in every language, as one list ('A, B et C'). */
function documentNames(types: readonly TLegalDocumentType[]): Record<TLanguage, string> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      new Intl.ListFormat(language, { type: 'conjunction' }).format(
        types.map((type) => LEGAL_DOCUMENTS[type].label[language]),
      ),
    ]),
  ) as Record<TLanguage, string>;
}

/**
 * For the services of what a document covers (issue 26: proposing, accepting, publishing, choosing a
 * carrier — `deals`; starting a mission — `missionStart`): refuses with `403 DOCUMENT_LAPSED`, naming
 * the documents, when one the caller's company must hold for it is expired or not verified. The
 * account being active is the access rule's (checked before); this is the part of a lapsed account
 * that stays closed. No query while the session says every document is valid and its earliest
 * expiry has not passed.
 */
export async function assertDocumentsCover(
  ctx: Pick<TAppContext, 'clock'>,
  db: TDb | TTx,
  auth: TAuth,
  cover: TDocumentCover,
): Promise<void> {
  const today = documentToday(ctx.clock.now());
  if (auth.isDocOk && (auth.documentsValidUntil === null || auth.documentsValidUntil >= today)) return;
  const kind = await findCompanyKind(db, auth.companyId);
  const rows = await findCompanyDocuments(db, auth.companyId);
  const lapsed = kind ? lapsedDocumentTypes(kind, rows, today, cover) : [];
  if (lapsed.length > 0) {
    throw new AppError('DOCUMENT_LAPSED', { localizedParams: { document: documentNames(lapsed) } });
  }
}

function toCompanyDocument(
  type: TLegalDocumentType,
  kind: string,
  row: TCompanyDocumentRow | undefined,
  today: string,
): TCompanyDocument {
  return {
    type,
    required: (LEGAL_DOCUMENTS[type].requiredFor as readonly string[]).includes(kind),
    status: row ? effectiveStatus(row, today) : 'missing',
    file: row ? { name: row.name, mime: row.mime, size: row.size } : null,
    issuedAt: row?.issuedAt ?? null,
    number: row?.number ?? null,
    expiresAt: row?.expiresAt ?? null,
    refusalReason: row?.refusalReason ?? null,
    uploadedAt: row?.uploadedAt.toISOString() ?? null,
    reviewedAt: row?.reviewedAt?.toISOString() ?? null,
  };
}

/** The types a company of this kind sees: its required ones first, then the optional ones. */
function typesFor(kind: string): TLegalDocumentType[] {
  const required = requiredDocumentTypes(kind);
  const optional = LEGAL_DOCUMENT_TYPES.filter((type) => LEGAL_DOCUMENTS[type].requiredFor.length === 0);
  return [...required, ...optional];
}

/** GET /api/documents: the caller's company only. */
export async function listDocuments(ctx: TAppContext, options: { auth: TAuth }): Promise<TCompanyDocumentsResponse> {
  const { auth } = options;
  assertAccess(auth, RULE);
  const today = documentToday(ctx.clock.now());
  const { kind, rows } = await ctx.db.read(async (db) => {
    const [found, documents] = await Promise.all([
      findCompanyKind(db, auth.companyId),
      findCompanyDocuments(db, auth.companyId),
    ]);
    if (!found) throw new AppError('NOT_FOUND');
    return { kind: found, rows: documents };
  });
  const byType = new Map(rows.map((row) => [row.type, row]));
  // A type kept from elsewhere (another kind's document sent at sign-up) is shown too.
  const types = [...new Set([...typesFor(kind), ...rows.map((row) => row.type)])];
  return {
    data: types.map((type) => toCompanyDocument(type, kind, byType.get(type), today)),
    isDocOk: documentsOkOf(kind, rows, today),
    verifiedUntil: verifiedUntilOf(kind, rows, today),
  };
}

/** The company's documents as the dashboard counts them (issue 31): what the documents tab shows, in figures. */
export type TDocumentsFigures = {
  isDocOk: boolean;
  /** The required types of the company's kind. */
  required: number;
  /** The required types by their status today (a type without a file is `missing`). */
  byStatus: Record<TDocumentStatus, number>;
  /** The verified document (required or not) whose validity ends first, today or later. */
  nextExpiry: { type: TLegalDocumentType; expiresAt: string } | null;
};

/**
 * For the dashboard, which checked its caller's access: the figures of `GET /api/documents` for
 * the company, read in the caller's `db`. Statuses are those of today (a verified document past its
 * date is expired, whatever the sweep did yet).
 */
export async function findDocumentsFigures(
  db: TDb,
  options: { companyId: string; today: string },
): Promise<TDocumentsFigures> {
  const [kind, rows] = await Promise.all([
    findCompanyKind(db, options.companyId),
    findCompanyDocuments(db, options.companyId),
  ]);
  const required = kind ? requiredDocumentTypes(kind) : [];
  const byType = new Map(rows.map((row) => [row.type, row]));
  const byStatus: Record<TDocumentStatus, number> = {
    missing: 0,
    in_validation: 0,
    verified: 0,
    refused: 0,
    expired: 0,
  };
  for (const type of required) {
    const row = byType.get(type);
    byStatus[row ? effectiveStatus(row, options.today) : 'missing'] += 1;
  }
  const next = rows
    .filter((row) => row.status === 'verified' && row.expiresAt !== null && row.expiresAt >= options.today)
    .sort((a, b) => (a.expiresAt! < b.expiresAt! ? -1 : a.expiresAt! > b.expiresAt! ? 1 : 0))[0];
  return {
    isDocOk: kind ? documentsOkOf(kind, rows, options.today) : false,
    required: required.length,
    byStatus,
    nextExpiry: next ? { type: next.type, expiresAt: next.expiresAt! } : null,
  };
}

export type TUploadDocumentOptions = {
  auth: TAuth;
  type: TLegalDocumentType;
  bytes: Buffer;
  fileName: string;
  fields: TDocumentFields;
};

/** A file's checks, before anything is stored (SECURITY.md #12): size, emptiness, type from its bytes. */
async function checkFile(bytes: Buffer): Promise<(typeof DOCUMENT_MIME_TYPES)[number]> {
  if (bytes.length === 0) throw new AppError('VALIDATION', { fields: { file: { key: 'fileEmpty' } } });
  if (bytes.length > DOCUMENT_LIMITS.fileMaxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', {
      fields: { file: { key: 'fileTooLarge', params: { max: DOCUMENT_LIMITS.fileMaxBytes / 1024 ** 2 } } },
    });
  }
  const mime = await recognizedMime(bytes, DOCUMENT_MIME_TYPES);
  if (!mime) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { fields: { file: { key: 'documentFileType' } } });
  return mime;
}

/**
 * PUT /api/documents/{type}: the company's document of this type, new or replacing the one it had
 * (back to validation either way: a replaced verified document no longer counts until reviewed).
 * The issue date cannot be after today. The file is stored in place (storeInPlace): removed if
 * the transaction does not commit, the replaced one once it has.
 */
export async function uploadDocument(
  ctx: TAppContext,
  options: TUploadDocumentOptions,
): Promise<TCompanyDocumentsResponse> {
  const { auth, fields } = options;
  assertAccess(auth, RULE);
  const now = ctx.clock.now();
  if (fields.issuedAt && fields.issuedAt > documentToday(now)) {
    throw new AppError('VALIDATION', { fields: { issuedAt: { key: 'futureDate' } } });
  }
  const mime = await checkFile(options.bytes);
  await storeInPlace(ctx.files, options.bytes, (key) =>
    ctx.db.transaction(async (tx) => {
      const company = await lockDocumentCompany(tx, auth.companyId);
      if (!company) throw new AppError('NOT_FOUND');
      const saved = await upsertDocument(tx, {
        companyId: company.id,
        type: options.type,
        storageKey: key,
        name: displayFileName(options.fileName, { fallback: options.type, max: NAME_MAX }),
        mime,
        size: options.bytes.length,
        status: 'in_validation',
        issuedAt: fields.issuedAt,
        number: fields.number,
        expiresAt: fields.expiresAt,
        uploadedAt: now,
      });
      await refreshDocumentsOk(ctx, tx, company);
      return { replaced: saved.replacedKey, result: undefined };
    }),
  );
  return listDocuments(ctx, { auth });
}

/**
 * DELETE /api/documents/{type} (after the spec's confirmation): the file is gone; a required
 * document removed makes the account inactive again. 404 when the company has none of this type.
 */
export async function removeDocument(
  ctx: TAppContext,
  options: { auth: TAuth; type: TLegalDocumentType },
): Promise<TCompanyDocumentsResponse> {
  const { auth } = options;
  assertAccess(auth, RULE);
  const removed = await ctx.db.transaction(async (tx) => {
    const company = await lockDocumentCompany(tx, auth.companyId);
    if (!company) throw new AppError('NOT_FOUND');
    const row = await deleteDocument(tx, company.id, options.type);
    if (!row) throw new AppError('NOT_FOUND');
    await refreshDocumentsOk(ctx, tx, company);
    return row;
  });
  await ctx.files.remove(removed.storageKey);
  return listDocuments(ctx, { auth });
}

/** GET /api/documents/{type}/file: the caller's company's file only (404 otherwise). */
export async function downloadDocument(
  ctx: TAppContext,
  options: { auth: TAuth; type: TLegalDocumentType },
): Promise<TDownload> {
  const { auth } = options;
  assertAccess(auth, RULE);
  const row = await ctx.db.read((db) => findCompanyDocument(db, auth.companyId, options.type));
  if (!row) throw new AppError('NOT_FOUND');
  return { bytes: await ctx.files.read(row.storageKey), name: row.name, mime: row.mime };
}

// --- For the accounts module (sign-up, a changed NIF or RC) ------------------------------------

export type TSignUpDocument = {
  type: TLegalDocumentType;
  storageKey: string;
  name: string;
  mime: string;
  size: number;
};

/** The files of a multipart sign-up, in its transaction, in validation. */
export async function addSignUpDocuments(
  tx: TTx,
  options: { companyId: string; documents: readonly TSignUpDocument[]; now: Date },
): Promise<TCompanyDocumentRow[]> {
  return insertDocuments(
    tx,
    options.documents.map((document) => ({
      companyId: options.companyId,
      type: document.type,
      storageKey: document.storageKey,
      name: document.name,
      mime: document.mime,
      size: document.size,
      uploadedAt: options.now,
    })),
  );
}

/**
 * The company's NIF or RC changed: every document names it by the old one, so all go back to
 * validation and the account is inactive until the staff review them again.
 */
export async function sendDocumentsBackToValidation(
  ctx: Pick<TAppContext, 'clock' | 'sessions'>,
  tx: TTx,
  companyId: string,
): Promise<void> {
  const company = await lockDocumentCompany(tx, companyId);
  if (!company) return;
  await resetDocumentsToValidation(tx, companyId);
  await refreshDocumentsOk(ctx, tx, company, { deactivate: true });
}

/** The events with their own words (the e-mail names the document and its date); the others say the account changed. */
const WORDED_ACTIONS = { document_expiring: 'documentExpiring', document_expired: 'documentExpired' } as const;

/**
 * Tells the company's users of a change to its documents (type 9: pushed, mailed per their
 * settings). An expiry names the document and its last valid day.
 */
export async function tellCompany(
  ctx: Pick<TAppContext, 'clock' | 'pubsub' | 'externalHub' | 'config'>,
  tx: TTx,
  companyId: string,
  action: 'document_verified' | 'document_refused' | 'document_expiring' | 'document_expired',
  document?: Pick<TCompanyDocumentRow, 'type' | 'expiresAt'>,
): Promise<void> {
  const userIds = await findCompanyUserIds(tx, companyId);
  const about = document
    ? { document: document.type, ...(document.expiresAt ? { expires_at: document.expiresAt } : {}) }
    : {};
  const message =
    action === 'document_expiring' || action === 'document_expired'
      ? notificationOf(WORDED_ACTIONS[action], about)
      : notificationOf('accountEvent', about);
  await notify(ctx, tx, { userIds, type: message.type, data: { action, ...message.data } });
}
