import { ACCESS_RULES } from '@tariq/contracts';
import { LEGAL_DOCUMENTS } from '@tariq/contracts/documents';
import type {
  TDocumentQueueResponse,
  TQueuedDocument,
  TStoredDocumentStatus,
  TVerifyDocumentRequest,
} from '@tariq/contracts/documents';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import type { TDownload } from '../../platform/download';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../audit';
import {
  findDocumentById,
  findDocumentCompanyId,
  findDocumentQueue,
  lockDocumentById,
  lockDocumentCompany,
  updateDocumentReview,
} from './documents.repository';
import type { TQueuedDocumentRow } from './documents.repository';
import { addDays, documentToday, effectiveStatus, refreshDocumentsOk, tellCompany } from './documents.service';

/** Platform staff only: every call checks the role on the server. */
const RULE = ACCESS_RULES.platformAdmin;

function toQueued({ document, company }: TQueuedDocumentRow, today: string): TQueuedDocument {
  return {
    id: document.id,
    type: document.type,
    required: (LEGAL_DOCUMENTS[document.type].requiredFor as readonly string[]).includes(company.kind),
    status: effectiveStatus(document, today),
    file: { name: document.name, mime: document.mime, size: document.size },
    issuedAt: document.issuedAt,
    number: document.number,
    expiresAt: document.expiresAt,
    refusalReason: document.refusalReason,
    uploadedAt: document.uploadedAt.toISOString(),
    reviewedAt: document.reviewedAt?.toISOString() ?? null,
    company: {
      id: company.id,
      kind: company.kind,
      legalName: company.legalName,
      nif: company.vatNumber,
      rc: company.tradeRegisterNumber,
      nis: company.statisticalNumber,
      city: company.city,
    },
  };
}

/** GET /api/admin/documents: documents of a status, oldest first (the queue: in validation). */
export async function listDocumentQueue(
  ctx: TAppContext,
  options: { auth: TAuth; status: TStoredDocumentStatus; page: number; limit: number },
): Promise<TDocumentQueueResponse> {
  assertAccess(options.auth, RULE);
  const { page, limit } = options;
  const { rows, count } = await ctx.db.read((db) =>
    findDocumentQueue(db, { status: options.status, limit, offset: (page - 1) * limit }),
  );
  const today = documentToday(ctx.clock.now());
  return { data: rows.map((row) => toQueued(row, today)), page, total_pages: Math.ceil(count / limit), count };
}

/** GET /api/admin/documents/{id}/file: the file, for the inline preview. */
export async function downloadQueuedDocument(
  ctx: TAppContext,
  options: { auth: TAuth; id: string },
): Promise<TDownload> {
  assertAccess(options.auth, RULE);
  const found = await ctx.db.read((db) => findDocumentById(db, options.id));
  if (!found) throw new AppError('NOT_FOUND');
  return {
    bytes: await ctx.files.read(found.document.storageKey),
    name: found.document.name,
    mime: found.document.mime,
  };
}

type TReview = { decision: 'verify'; request: TVerifyDocumentRequest } | { decision: 'refuse'; reason: string };

/**
 * A document reviewed: verified (with the expiry date read on it, else the type's default validity
 * from its issue date or from today) or refused with a reason the company reads. Only a document in
 * validation is reviewed (409 otherwise). The company's `is_doc_ok` follows at once, its users are
 * told (type 9 and e-mail per their settings), and the decision is in the audit log.
 */
export async function reviewDocument(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; review: TReview },
): Promise<TQueuedDocument> {
  const { auth, review } = options;
  assertAccess(auth, RULE);
  const now = ctx.clock.now();
  const today = documentToday(now);
  const id = await ctx.db.transaction(async (tx) => {
    // The company first, then its document: the order of uploads and of the expiry sweep.
    const companyId = await findDocumentCompanyId(tx, options.id);
    const company = companyId ? await lockDocumentCompany(tx, companyId) : null;
    const document = company ? await lockDocumentById(tx, options.id) : null;
    if (!company || !document || document.companyId !== company.id) throw new AppError('NOT_FOUND');
    if (document.status !== 'in_validation') throw new AppError('CONFLICT');
    const spec = LEGAL_DOCUMENTS[document.type];
    let expiresAt: string | null = null;
    if (review.decision === 'verify' && spec.expires) {
      expiresAt =
        review.request.expiresAt ??
        document.expiresAt ??
        addDays(document.issuedAt ?? today, spec.defaultValidityDays ?? 365);
      if (expiresAt < today) {
        throw new AppError('VALIDATION', { fields: { expiresAt: { key: 'pastDate' } } });
      }
    }
    const updated = await updateDocumentReview(tx, document.id, {
      status: review.decision === 'verify' ? 'verified' : 'refused',
      expiresAt: review.decision === 'verify' ? expiresAt : document.expiresAt,
      refusalReason: review.decision === 'refuse' ? review.reason : null,
      reviewedById: auth.userId,
      reviewedAt: now,
    });
    await recordAudit(tx, {
      actor: auth,
      action: review.decision === 'verify' ? 'document.verified' : 'document.refused',
      entityType: 'document',
      entityId: document.id,
      before: { status: document.status, expiresAt: document.expiresAt },
      after: { status: updated.status, expiresAt: updated.expiresAt, reason: updated.refusalReason },
      at: now,
    });
    await refreshDocumentsOk(ctx, tx, company);
    await tellCompany(ctx, tx, company.id, review.decision === 'verify' ? 'document_verified' : 'document_refused');
    return document.id;
  });
  const found = await ctx.db.read((db) => findDocumentById(db, id));
  return toQueued(found!, today);
}
