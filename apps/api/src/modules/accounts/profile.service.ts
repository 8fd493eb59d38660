import { ACCESS_RULES, EPROTOCOL_MIME_TYPES, OFFER_LIMITS } from '@tariq/contracts';
import { LOGO_LIMITS } from '@tariq/contracts/profile';
import type { TCompanyBillingUpdate, TCompanyUpdate, TProfile, TUserProfileUpdate } from '@tariq/contracts/profile';
import type { TCompanyRow, TUserRow } from '../../db/schema';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import type { TDownload } from '../../platform/download';
import { AppError } from '../../platform/errors';
import { recognizedMime } from '../../platform/file-kind';
import { displayFileName, storeInPlace } from '../../platform/storage';
import { sendDocumentsBackToValidation } from '../documents';
import { getPlaceSnapshot } from '../places';
import {
  findCompanyEprotocol,
  findUserWithCompanyById,
  isVatNumberTakenByAnother,
  lockCompany,
  updateCompanyRow,
  updateUserRow,
} from './accounts.repository';

const RULE = ACCESS_RULES.signedIn;

export function toProfile(user: TUserRow, company: TCompanyRow): TProfile {
  return {
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      roleInCompany: user.roleInCompany,
      language: user.language,
    },
    company: {
      id: company.id,
      kind: company.kind,
      legalName: company.legalName,
      legalForm: company.legalForm,
      shareCapital: company.shareCapital === null ? null : Number(company.shareCapital),
      rc: company.tradeRegisterNumber,
      nif: company.vatNumber,
      nis: company.statisticalNumber,
      taxArticle: company.taxArticle,
      taxRegime: company.taxRegime,
      address: company.address,
      placeId: company.addressPlaceId,
      city: company.city,
      country: company.country,
      phone: company.phone,
      mobile: company.mobile,
      fax: company.fax,
      languagesSpoken: company.languagesSpoken,
      // Versioned by its file: a new logo is a new address, so no browser shows the old one from its cache.
      logo: company.logoKey ? `/api/companies/${company.id}/logo?v=${company.logoKey.slice(0, 8)}` : null,
      billingService: company.billingService,
      billingPhone: company.billingPhone,
      billingEmail: company.billingEmail,
      billingAddress: company.billingAddress,
      eprotocol:
        company.eprotocolName && company.eprotocolMime && company.eprotocolSize !== null
          ? { name: company.eprotocolName, mime: company.eprotocolMime, size: company.eprotocolSize }
          : null,
      documentsOk: company.documentsOk,
    },
  };
}

/** Someone else's user or company is not found, whatever it is (nothing tells it exists). */
function assertOwnUser(auth: TAuth, userId: string): void {
  if (userId !== auth.userId) throw new AppError('NOT_FOUND');
}
function assertOwnCompany(auth: TAuth, companyId: string): void {
  if (companyId !== auth.companyId) throw new AppError('NOT_FOUND');
}

async function readProfile(ctx: TAppContext, userId: string): Promise<TProfile> {
  const found = await ctx.db.read((db) => findUserWithCompanyById(db, userId));
  if (!found) throw new AppError('NOT_FOUND');
  return toProfile(found.user, found.company);
}

/** GET /api/users/{id}: the caller's own user and company. */
export async function getProfile(ctx: TAppContext, options: { auth: TAuth; userId: string }): Promise<TProfile> {
  assertAccess(options.auth, RULE);
  assertOwnUser(options.auth, options.userId);
  return readProfile(ctx, options.userId);
}

/** PUT /api/users/{id}: the caller's own information; the session (name, language) follows. */
export async function updateUserProfile(
  ctx: TAppContext,
  options: { auth: TAuth; userId: string; changes: TUserProfileUpdate },
): Promise<TProfile> {
  assertAccess(options.auth, RULE);
  assertOwnUser(options.auth, options.userId);
  await ctx.db.transaction((tx) =>
    updateUserRow(tx, options.userId, { ...options.changes, updatedAt: ctx.clock.now() }),
  );
  await ctx.sessions.invalidate({ userId: options.userId });
  return readProfile(ctx, options.userId);
}

/**
 * PUT /api/companies/{id}: by a user of that company only. Another company's NIF is a 409 that
 * says no more; a new NIF or RC sends the company's documents back to validation (the documents
 * name the company by them): the account is inactive until they are checked again.
 */
export async function updateCompany(
  ctx: TAppContext,
  options: { auth: TAuth; companyId: string; changes: TCompanyUpdate },
): Promise<TProfile> {
  assertAccess(options.auth, RULE);
  assertOwnCompany(options.auth, options.companyId);
  const { changes } = options;
  const place = await ctx.db.read((db) => getPlaceSnapshot(db, changes.placeId));
  if (!place) throw new AppError('VALIDATION', { fields: { placeId: { key: 'invalidChoice' } } });
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const current = await lockCompany(tx, options.companyId);
    if (!current) throw new AppError('NOT_FOUND');
    if (await isVatNumberTakenByAnother(tx, changes.nif, options.companyId)) {
      throw new AppError('COMPANY_EXISTS', { fields: { nif: { key: 'companyExists' } } });
    }
    const changed = current.vatNumber !== changes.nif || current.tradeRegisterNumber !== changes.rc;
    await updateCompanyRow(tx, options.companyId, {
      legalName: changes.legalName,
      legalForm: changes.legalForm,
      shareCapital: changes.shareCapital === null ? null : changes.shareCapital.toFixed(2),
      vatNumber: changes.nif,
      tradeRegisterNumber: changes.rc,
      statisticalNumber: changes.nis,
      taxArticle: changes.taxArticle,
      taxRegime: changes.taxRegime,
      address: changes.address,
      addressPlaceId: place.placeId,
      city: place.cityName ?? place.stateName,
      country: place.country,
      phone: changes.phone,
      mobile: changes.mobile,
      fax: changes.fax,
      languagesSpoken: changes.languagesSpoken,
      updatedAt: now,
    });
    if (changed) await sendDocumentsBackToValidation(ctx, tx, options.companyId);
  });
  // The session carries the company's name, and `is_doc_ok` when the documents went back to validation.
  await ctx.sessions.invalidate({ companyId: options.companyId });
  return readProfile(ctx, options.auth.userId);
}

/** PUT /api/companies/{id}/billing. */
export async function updateCompanyBilling(
  ctx: TAppContext,
  options: { auth: TAuth; companyId: string; changes: TCompanyBillingUpdate },
): Promise<TProfile> {
  assertAccess(options.auth, RULE);
  assertOwnCompany(options.auth, options.companyId);
  await ctx.db.transaction((tx) =>
    updateCompanyRow(tx, options.companyId, { ...options.changes, updatedAt: ctx.clock.now() }),
  );
  return readProfile(ctx, options.auth.userId);
}

/** PUT /api/companies/{id}/logo: a PNG, JPEG or WebP image recognised from its bytes. */
export async function updateCompanyLogo(
  ctx: TAppContext,
  options: { auth: TAuth; companyId: string; bytes: Buffer },
): Promise<TProfile> {
  assertAccess(options.auth, RULE);
  assertOwnCompany(options.auth, options.companyId);
  if (options.bytes.length > LOGO_LIMITS.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
  const mime = await recognizedMime(options.bytes, LOGO_LIMITS.mimeTypes);
  if (!mime) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  await storeInPlace(ctx.files, options.bytes, (key) =>
    ctx.db.transaction(async (tx) => {
      const current = await lockCompany(tx, options.companyId);
      if (!current) throw new AppError('NOT_FOUND');
      await updateCompanyRow(tx, options.companyId, { logoKey: key, logoMime: mime, updatedAt: ctx.clock.now() });
      return { replaced: current.logoKey, result: undefined };
    }),
  );
  await ctx.sessions.invalidate({ companyId: options.companyId });
  return readProfile(ctx, options.auth.userId);
}

/** DELETE /api/companies/{id}/logo. */
export async function deleteCompanyLogo(
  ctx: TAppContext,
  options: { auth: TAuth; companyId: string },
): Promise<TProfile> {
  assertAccess(options.auth, RULE);
  assertOwnCompany(options.auth, options.companyId);
  const replaced = await ctx.db.transaction(async (tx) => {
    const current = await lockCompany(tx, options.companyId);
    if (!current) throw new AppError('NOT_FOUND');
    await updateCompanyRow(tx, options.companyId, { logoKey: null, logoMime: null, updatedAt: ctx.clock.now() });
    return current.logoKey;
  });
  if (replaced) await ctx.files.remove(replaced);
  await ctx.sessions.invalidate({ companyId: options.companyId });
  return readProfile(ctx, options.auth.userId);
}

/**
 * GET /api/companies/{id}/logo: a company's logo is for anyone to see (it stands beside its name in
 * the top bar, notifications and deals, where an <img> carries no token); none is not found.
 */
export async function getCompanyLogo(ctx: TAppContext, options: { companyId: string }): Promise<TDownload> {
  const company = await ctx.db.read((db) => lockCompany(db, options.companyId, { lock: false }));
  if (!company?.logoKey || !company.logoMime) throw new AppError('NOT_FOUND');
  const extension = company.logoMime.split('/')[1];
  return { bytes: await ctx.files.read(company.logoKey), name: `logo.${extension}`, mime: company.logoMime };
}

const EPROTOCOL_NAME_MAX = 200;

/**
 * PUT /api/companies/{id}/eprotocol: the company's default e-protocol, a PDF or an image as an
 * offer's; a copy of it is attached to each offer the company publishes from now on.
 */
export async function updateCompanyEprotocol(
  ctx: TAppContext,
  options: { auth: TAuth; companyId: string; bytes: Buffer; fileName: string },
): Promise<TProfile> {
  assertAccess(options.auth, RULE);
  assertOwnCompany(options.auth, options.companyId);
  if (options.bytes.length > OFFER_LIMITS.eprotocolMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
  const mime = await recognizedMime(options.bytes, EPROTOCOL_MIME_TYPES);
  if (!mime) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  // Offers published before hold copies of their own: the replaced file is nobody's now.
  await storeInPlace(ctx.files, options.bytes, (key) =>
    ctx.db.transaction(async (tx) => {
      const current = await lockCompany(tx, options.companyId);
      if (!current) throw new AppError('NOT_FOUND');
      await updateCompanyRow(tx, options.companyId, {
        eprotocolKey: key,
        eprotocolName: displayFileName(options.fileName, { fallback: 'e-protocole', max: EPROTOCOL_NAME_MAX }),
        eprotocolMime: mime,
        eprotocolSize: options.bytes.length,
        updatedAt: ctx.clock.now(),
      });
      return { replaced: current.eprotocolKey, result: undefined };
    }),
  );
  return readProfile(ctx, options.auth.userId);
}

/** DELETE /api/companies/{id}/eprotocol: new offers go without one; published ones keep theirs. */
export async function deleteCompanyEprotocol(
  ctx: TAppContext,
  options: { auth: TAuth; companyId: string },
): Promise<TProfile> {
  assertAccess(options.auth, RULE);
  assertOwnCompany(options.auth, options.companyId);
  const removed = await ctx.db.transaction(async (tx) => {
    const current = await lockCompany(tx, options.companyId);
    if (!current) throw new AppError('NOT_FOUND');
    await updateCompanyRow(tx, options.companyId, {
      eprotocolKey: null,
      eprotocolName: null,
      eprotocolMime: null,
      eprotocolSize: null,
      updatedAt: ctx.clock.now(),
    });
    return current.eprotocolKey;
  });
  if (removed) await ctx.files.remove(removed);
  return readProfile(ctx, options.auth.userId);
}

/** GET /api/companies/{id}/eprotocol: the company's own default file, for its users only. */
export async function getCompanyEprotocol(
  ctx: TAppContext,
  options: { auth: TAuth; companyId: string },
): Promise<TDownload> {
  assertAccess(options.auth, RULE);
  assertOwnCompany(options.auth, options.companyId);
  const company = await ctx.db.read((db) => lockCompany(db, options.companyId, { lock: false }));
  if (!company?.eprotocolKey || !company.eprotocolName || !company.eprotocolMime) throw new AppError('NOT_FOUND');
  return {
    bytes: await ctx.files.read(company.eprotocolKey),
    name: company.eprotocolName,
    mime: company.eprotocolMime,
  };
}

/**
 * For the offers module: copies of the company's default e-protocol, one per offer about to be
 * published (each offer owns its file: replacing or removing one leaves the others). Empty when the
 * company has none. The caller removes them if its publication fails.
 */
export async function copyDefaultEprotocol(
  ctx: Pick<TAppContext, 'db' | 'files'>,
  companyId: string,
  copies: number,
): Promise<{ key: string; name: string; mime: string; size: number }[]> {
  const company = await ctx.db.read((db) => findCompanyEprotocol(db, companyId));
  if (!company?.eprotocolKey || !company.eprotocolName || !company.eprotocolMime) return [];
  const bytes = await ctx.files.read(company.eprotocolKey);
  const keys: string[] = [];
  try {
    for (let copy = 0; copy < copies; copy += 1) keys.push(await ctx.files.save(bytes));
  } catch (error) {
    await Promise.all(keys.map((key) => ctx.files.remove(key)));
    throw error;
  }
  return keys.map((key) => ({ key, name: company.eprotocolName!, mime: company.eprotocolMime!, size: bytes.length }));
}
