import { CARRIER_ROLE, LIMITS, SHIPPER_ROLE } from '@tariq/contracts';
import type { TLanguage } from '@tariq/contracts';
import type {
  TAccountType,
  TRegisterRequest,
  TRegisterResponse,
  TVatCheckResponse,
} from '@tariq/contracts/registration';
import { readTaxId } from '@tariq/contracts/tax-ids';
import type { TAppContext } from '../../platform/context';
import { createOpaqueToken } from '../../platform/auth/tokens';
import { AppError } from '../../platform/errors';
import type { TFieldErrors } from '../../platform/errors';
import { defineInstanceState } from '../../platform/modules';
import { isCommonPassword } from '../../platform/passwords';
import { createRateLimiter, tooManyRequests } from '../../platform/rate-limit';
import { queueMails } from '../mail';
import { getPlaceSnapshot } from '../places';
import { insertCompany, insertEmailToken, insertUser, isVatNumberTaken } from './accounts.repository';
import { getVatRegistry } from './vat-registry';
import { verificationMail } from './verification-mail';

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

function assertUnderLimit(limiter: ReturnType<typeof createRateLimiter>, address: string): void {
  const waitMs = limiter.waitMs(address);
  if (waitMs > 0) throw tooManyRequests(waitMs);
  limiter.hit(address);
}

export type TCreateRegistrationOptions = {
  request: TRegisterRequest;
  /** The interface language of the sign-up: the user's language, and its verification mail's. */
  language: TLanguage;
  ip: string;
};

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
): Promise<TRegisterResponse> {
  assertUnderLimit(limiters.of(ctx).register, options.ip);
  const { request } = options;
  // Checked here rather than in the shared schema: the list (zxcvbn-ts common passwords) is the
  // server's, too large to ship to the form.
  if (isCommonPassword(request.user.password)) {
    throw new AppError('VALIDATION', { fields: { 'user.password': { key: 'passwordCommon' } } });
  }
  const address = await resolvePlaces(ctx, request);
  // Hashed before the transaction: it takes a good part of a second, and PGlite runs one at a time.
  const passwordHash = await ctx.passwords.hash(request.user.password);
  const { token, hash: tokenHash } = createOpaqueToken();
  const now = ctx.clock.now();
  const email = request.user.email;
  const zone = (code: string) => ({ country: 'DZ', stateId: code });
  const activity = request.activity;

  await ctx.db.transaction(async (tx) => {
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
    await insertEmailToken(tx, {
      userId: user.id,
      purpose: 'verify_email',
      tokenHash,
      expiresAt: new Date(now.getTime() + LIMITS.emailVerificationTtlSeconds * 1000),
      createdAt: now,
    });
    const link = `${ctx.config.publicUrl}/emailVerification?token=${encodeURIComponent(token)}`;
    const mail = verificationMail(options.language, {
      firstName: user.firstName,
      link,
      hours: LIMITS.emailVerificationTtlSeconds / 3600,
    });
    await queueMails(tx, [{ to: user.email, ...mail }], now);
  });
  return { success: true, email, isVerified: false };
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
