import { CARRIER_ROLE, LIMITS, SHIPPER_ROLE } from '@tariq/contracts';
import type { TLanguage } from '@tariq/contracts';
import { REGISTRATION_DOCUMENT_LIMITS, REGISTRATION_DOCUMENT_MIME_TYPES } from '@tariq/contracts/registration';
import type {
  TAccountType,
  TRegisterRequest,
  TRegisterWithDocumentsResponse,
  TRegistrationDocumentType,
  TVatCheckResponse,
} from '@tariq/contracts/registration';
import { readTaxId } from '@tariq/contracts/tax-ids';
import type { TTx } from '../../db/client';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { TFieldErrors } from '../../platform/errors';
import { defineInstanceState } from '../../platform/modules';
import { assertPasswordPolicy } from '../../platform/passwords';
import { createRateLimiter, tooManyRequests } from '../../platform/rate-limit';
import { displayFileName } from '../../platform/storage';
import { addSignUpDocuments } from '../documents';
import { getPlaceSnapshot } from '../places';
import { recordNetworkSignUp } from '../private-exchange';
import { insertCompany, insertUser, isVatNumberTaken } from './accounts.repository';
import { createEmailVerification } from './email-verification.service';
import { getVatRegistry } from './vat-registry';

const ROLE_OF: Record<TAccountType, typeof SHIPPER_ROLE | typeof CARRIER_ROLE> = {
  shipper: SHIPPER_ROLE,
  carrier: CARRIER_ROLE,
};

/**
 * Per address, on this instance (SECURITY.md #4), as the login counts its failures. Sign-up: every
 * well-formed attempt counts (each costs a password hash, and a 409 tells whether an e-mail or a
 * NIF is known). VAT check: it tells whether a company is on Tariq.
 */
const limiters = defineInstanceState('accounts.registration-limits', (ctx) => ({
  register: createRateLimiter({
    clock: ctx.clock,
    points: LIMITS.registrationsPerAddress,
    windowMs: LIMITS.registrationWindowSeconds * 1000,
  }),
  vatCheck: createRateLimiter({
    clock: ctx.clock,
    points: LIMITS.vatChecksPerAddress,
    windowMs: LIMITS.vatCheckWindowSeconds * 1000,
  }),
}));

/** Longer names are cut: the name is for display only. */
const DOCUMENT_NAME_MAX = 200;

function assertUnderLimit(limiter: ReturnType<typeof createRateLimiter>, address: string): void {
  const waitMs = limiter.waitMs(address);
  if (waitMs > 0) throw tooManyRequests(waitMs);
  limiter.hit(address);
}

/** A file sent with a multipart sign-up, as read from the request. */
export type TRegistrationDocumentUpload = { type: TRegistrationDocumentType; bytes: Buffer; fileName: string };

export type TCreateRegistrationOptions = {
  request: TRegisterRequest;
  /** The multipart sign-up's files, one per type; none for the JSON sign-up. */
  documents?: TRegistrationDocumentUpload[];
  /** The interface language of the sign-up: the user's language, and its verification mail's. */
  language: TLanguage;
  ip: string;
};

/** Documents' size and type, from their bytes (SECURITY.md #12): field errors keyed `documents[type]`. */
async function checkDocuments(documents: TRegistrationDocumentUpload[]) {
  const { fileTypeFromBuffer } = await import('file-type');
  const maxMegabytes = REGISTRATION_DOCUMENT_LIMITS.fileMaxBytes / (1024 * 1024);
  const checked = [];
  for (const document of documents) {
    const field = `documents[${document.type}]`;
    if (document.bytes.length > REGISTRATION_DOCUMENT_LIMITS.fileMaxBytes) {
      throw new AppError('PAYLOAD_TOO_LARGE', {
        fields: { [field]: { key: 'fileTooLarge', params: { max: maxMegabytes } } },
      });
    }
    const detected = await fileTypeFromBuffer(document.bytes);
    const mime = REGISTRATION_DOCUMENT_MIME_TYPES.find((type) => type === detected?.mime);
    if (!mime) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { fields: { [field]: { key: 'documentFileType' } } });
    checked.push({ ...document, mime });
  }
  return checked;
}

/** The places the form named, checked against the places module; field errors for the unknown ones. */
async function resolvePlaces(ctx: TAppContext, request: TRegisterRequest) {
  const zoneCodes = [...new Set([...request.zones.pickup, ...request.zones.delivery])];
  const [address, ...zones] = await ctx.db.read((db) =>
    Promise.all([
      getPlaceSnapshot(db, request.company.placeId),
      ...zoneCodes.map((code) => getPlaceSnapshot(db, `DZ:${code}`)),
    ]),
  );
  const known = new Set(zoneCodes.filter((_, index) => zones[index] && zones[index].cityId === null));
  const fields: TFieldErrors = {};
  if (!address) fields['company.placeId'] = { key: 'invalidChoice' };
  for (const side of ['pickup', 'delivery'] as const) {
    const index = request.zones[side].findIndex((code) => !known.has(code));
    if (index >= 0) fields[`zones.${side}.${index}`] = { key: 'invalidChoice' };
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', { fields });
  return address!;
}

/**
 * POST /api/auth/register: the company and its first user, in one transaction (nothing remains
 * of a sign-up that fails anywhere), the user not verified, and the verification mail queued in the
 * same transaction. A NIF already on Tariq or an e-mail already a user's is a 409 that says which,
 * and nothing about the account that holds it.
 */
export async function createRegistration(
  ctx: TAppContext,
  options: TCreateRegistrationOptions,
): Promise<TRegisterWithDocumentsResponse> {
  assertUnderLimit(limiters.of(ctx).register, options.ip);
  const { request } = options;
  assertPasswordPolicy(request.user.password, 'user.password');
  const address = await resolvePlaces(ctx, request);
  const documents = await checkDocuments(options.documents ?? []);
  // Hashed before the transaction: it takes a good part of a second, and PGlite runs one at a time.
  const passwordHash = await ctx.passwords.hash(request.user.password);
  const now = ctx.clock.now();

  // Files are written before the transaction (no I/O inside it) and removed if it does not commit:
  // a sign-up that fails anywhere leaves no row and no file.
  const keys: string[] = [];
  try {
    for (const document of documents) keys.push(await ctx.files.save(document.bytes));
    const kept = await ctx.db.transaction((tx) =>
      writeRegistration(tx, { ctx, options, address, passwordHash, now, documents, keys }),
    );
    return { success: true, email: request.user.email, isVerified: false, documents: kept };
  } catch (error) {
    await Promise.all(keys.map((key) => ctx.files.remove(key)));
    throw error;
  }
}

type TWriteRegistrationOptions = {
  ctx: TAppContext;
  options: TCreateRegistrationOptions;
  address: NonNullable<Awaited<ReturnType<typeof getPlaceSnapshot>>>;
  passwordHash: string;
  now: Date;
  documents: Array<TRegistrationDocumentUpload & { mime: string }>;
  keys: string[];
};

/** The rows of a sign-up, in its transaction: company, first user, documents, verification token and mail. */
async function writeRegistration(tx: TTx, write: TWriteRegistrationOptions) {
  const { ctx, options, address, passwordHash, now } = write;
  const { request } = options;
  const email = request.user.email;
  const zone = (code: string) => ({ country: 'DZ', stateId: code });
  const activity = request.activity;
  const company = await insertCompany(tx, {
    kind: request.accountType,
    legalName: request.company.legalName,
    legalForm: request.company.legalForm,
    shareCapital: request.company.shareCapital === null ? null : request.company.shareCapital.toFixed(2),
    vatNumber: request.company.nif,
    tradeRegisterNumber: request.company.rc,
    statisticalNumber: request.company.nis,
    taxArticle: request.company.taxArticle,
    taxRegime: request.company.taxRegime,
    address: request.company.address,
    addressPlaceId: address.placeId,
    city: address.cityName ?? address.stateName,
    country: address.country,
    phone: request.company.phone,
    mobile: request.company.mobile,
    fax: request.company.fax,
    shipmentsCount: activity.shipmentsCount ?? null,
    typesOfGoods: activity.typesOfGoods ?? null,
    trucksCount: activity.trucksCount ?? null,
    trucksTypes: activity.trucksTypes ?? null,
    pickupZones: request.zones.pickup.map(zone),
    deliveryZones: request.zones.delivery.map(zone),
    createdAt: now,
    updatedAt: now,
  });
  if (!company) throw new AppError('COMPANY_EXISTS', { fields: { 'company.nif': { key: 'companyExists' } } });
  const user = await insertUser(tx, {
    companyId: company.id,
    role: ROLE_OF[request.accountType],
    firstName: request.user.firstName,
    lastName: request.user.lastName,
    email,
    phone: request.user.phone,
    roleInCompany: request.user.roleInCompany,
    passwordHash,
    language: options.language,
    termsAcceptedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  // Thrown inside the transaction: the company inserted above goes with it.
  if (!user) throw new AppError('ACCOUNT_EXISTS', { fields: { 'user.email': { key: 'accountExists' } } });
  await createEmailVerification(ctx, tx, { user, now });
  if (request.network_invitation) {
    await recordNetworkSignUp(tx, {
      token: request.network_invitation,
      companyId: company.id,
      kind: company.kind,
      now,
    });
  }
  const rows = await addSignUpDocuments(tx, {
    companyId: company.id,
    now,
    documents: write.documents.map((document, index) => ({
      type: document.type,
      storageKey: write.keys[index]!,
      name: displayFileName(document.fileName, { fallback: document.type, max: DOCUMENT_NAME_MAX }),
      mime: document.mime,
      size: document.bytes.length,
    })),
  });
  return rows.map((row) => ({ type: row.type, name: row.name, status: 'in_validation' as const }));
}

export type TCheckVatNumberOptions = { vat: string; ip: string };

/**
 * GET /api/auth/vat-check/{vat}: the format by the number's rule (contracts' tax-ids), whether a
 * company on Tariq holds it, and what the registry adapter says of a well-formed one.
 */
export async function checkVatNumber(ctx: TAppContext, options: TCheckVatNumberOptions): Promise<TVatCheckResponse> {
  assertUnderLimit(limiters.of(ctx).vatCheck, options.ip);
  const reading = readTaxId(options.vat);
  const isRegistered = reading.isValidFormat ? await ctx.db.read((db) => isVatNumberTaken(db, reading.number)) : false;
  const registry = reading.isValidFormat
    ? await getVatRegistry(ctx).lookup(reading)
    : { status: 'not_checked' as const, source: null };
  return {
    vat: reading.number,
    scheme: reading.scheme,
    country: reading.country,
    is_valid_format: reading.isValidFormat,
    is_registered: isRegistered,
    registry,
  };
}
