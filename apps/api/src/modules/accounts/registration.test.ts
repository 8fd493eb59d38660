import { LIMITS, MESSAGES } from '@tariq/contracts';
import type { TRegisterInput } from '@tariq/contracts/registration';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, emailTokens, users } from '../../db/schema';
import { hashOpaqueToken } from '../../platform/auth/tokens';
import { verifyPassword } from '../../platform/passwords';
import { findMailsTo } from '../mail';
import { createTestAppWithPlaces, login } from '../../test/helpers';
import type { TTestApp } from '../../test/helpers';
import { setVatRegistry } from '.';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
}, 60_000);
afterAll(async () => t.close());

let serial = 0;
/** Each test signs up from its own address, so that the per-address limit is only met where tested. */
let address = '';
beforeEach(() => {
  serial += 1;
  address = `10.25.${Math.floor(serial / 250)}.${serial % 250}`;
});

/** A NIF, NIS and e-mail of their own for each sign-up (15 digits each). */
function uniqueDigits(prefix: string) {
  return `${prefix}${String(serial).padStart(6, '0')}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`.slice(
    0,
    15,
  );
}

function shipperPayload(overrides: { email?: string; nif?: string } = {}): TRegisterInput {
  return {
    accountType: 'shipper',
    company: {
      legalName: 'Sarl Transit Soummam',
      legalForm: 'sarl',
      shareCapital: 1_000_000,
      rc: '06/00-1234567 B 18',
      nif: overrides.nif ?? uniqueDigits('0'),
      nis: uniqueDigits('1'),
      taxArticle: '06011234567',
      taxRegime: 'reel',
      address: '12 rue des Frères Amirouche',
      placeId: 'DZ:06:0601',
      phone: '+213 34 21 00 00',
      mobile: '+213 550 12 34 56',
      fax: null,
    },
    user: {
      firstName: 'Nadia',
      lastName: 'Bouzid',
      // The phone picker's default country is FR (spec 000 §5): a number without `+` is French.
      phone: '06 12 34 56 78',
      roleInCompany: 'logistics_manager',
      email: overrides.email ?? `signup-${serial}-${Math.random().toString(36).slice(2, 8)}@example.dz`,
      password: 'une longue phrase de passe',
      passwordConfirmation: 'une longue phrase de passe',
    },
    activity: { shipmentsCount: 'm', typesOfGoods: ['palette', 'alimentaire'] },
    zones: { pickup: ['06', '16'], delivery: ['31', '58'] },
    termsAccepted: true,
  };
}

function carrierPayload(): TRegisterInput {
  const base = shipperPayload();
  return {
    ...base,
    accountType: 'carrier',
    company: { ...base.company, legalName: 'EURL Trans Sahara', legalForm: 'eurl', taxRegime: 'ifu' },
    activity: { trucksCount: 'l', trucksTypes: ['truckPL19', 'truckSPL'] },
  };
}

function register(payload: unknown, options: { language?: string; remoteAddress?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: payload as object,
    remoteAddress: options.remoteAddress ?? address,
    headers: options.language ? { 'user-language': options.language } : {},
  });
}

async function companyByNif(nif: string) {
  return t.db.read((db) => db.select().from(companies).where(eq(companies.vatNumber, nif)));
}

async function userByEmail(email: string) {
  const [row] = await t.db.read((db) =>
    db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase())),
  );
  return row;
}

describe('POST /api/auth/register', () => {
  it('signs a shipper up: the company, its first user not verified, a hashed token and the mail in French', async () => {
    const payload = shipperPayload();
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, email: payload.user.email, isVerified: false });

    const [company] = await companyByNif(payload.company.nif);
    expect(company).toMatchObject({
      kind: 'shipper',
      legalName: 'Sarl Transit Soummam',
      legalForm: 'sarl',
      shareCapital: '1000000.00',
      tradeRegisterNumber: '06001234567B18',
      statisticalNumber: payload.company.nis,
      taxArticle: '06011234567',
      taxRegime: 'reel',
      address: '12 rue des Frères Amirouche',
      addressPlaceId: 'DZ:06:0601',
      city: 'Béjaïa',
      country: 'DZ',
      phone: '+21334210000',
      mobile: '+213550123456',
      fax: null,
      shipmentsCount: 'm',
      typesOfGoods: ['palette', 'alimentaire'],
      trucksCount: null,
      trucksTypes: null,
      pickupZones: [
        { country: 'DZ', stateId: '06' },
        { country: 'DZ', stateId: '16' },
      ],
      deliveryZones: [
        { country: 'DZ', stateId: '31' },
        { country: 'DZ', stateId: '58' },
      ],
      modules: [],
      documentsOk: false,
    });

    const user = (await userByEmail(payload.user.email))!;
    expect(user).toMatchObject({
      companyId: company!.id,
      role: 'ROLE_COMMISSIONNAIRE',
      firstName: 'Nadia',
      lastName: 'Bouzid',
      phone: '+33612345678',
      roleInCompany: 'logistics_manager',
      language: 'fr',
      emailVerifiedAt: null,
      businessDetailsCompletedAt: null,
    });
    expect(user.termsAcceptedAt).toEqual(t.clock.now());
    expect(user.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]{22}\$[\w-]+$/);

    const tokens = await t.db.read((db) => db.select().from(emailTokens).where(eq(emailTokens.userId, user.id)));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ purpose: 'verify_email', usedAt: null });
    expect(tokens[0]!.expiresAt.getTime() - t.clock.now().getTime()).toBe(LIMITS.emailVerificationTtlSeconds * 1000);

    const mails = await t.db.read((db) => findMailsTo(db, payload.user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirmez votre adresse e-mail sur Tariq');
    expect(mails[0]!.text).toContain('Bonjour Nadia,');
    const link = /(\S+\/emailVerification\?token=(\S+))/.exec(mails[0]!.text);
    expect(link![1]!.startsWith(`${t.config.publicUrl}/emailVerification?token=`)).toBe(true);
    const token = decodeURIComponent(link![2]!);
    // At least 128 bits from the CSPRNG (SECURITY.md #15), stored only as its hash.
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(tokens[0]!.tokenHash).toBe(hashOpaqueToken(token));
    expect(tokens[0]!.tokenHash).not.toContain(token);
  });

  it('signs a carrier up in Arabic: its language is the user’s, and the mail is in it', async () => {
    const payload = carrierPayload();
    const response = await register(payload, { language: 'ar' });
    expect(response.statusCode).toBe(201);
    const [company] = await companyByNif(payload.company.nif);
    expect(company).toMatchObject({
      kind: 'carrier',
      legalForm: 'eurl',
      taxRegime: 'ifu',
      trucksCount: 'l',
      trucksTypes: ['truckPL19', 'truckSPL'],
      shipmentsCount: null,
      typesOfGoods: null,
    });
    const user = (await userByEmail(payload.user.email))!;
    expect(user).toMatchObject({ role: 'ROLE_TRANSPORTEUR', language: 'ar', emailVerifiedAt: null });
    const [mail] = await t.db.read((db) => findMailsTo(db, payload.user.email));
    expect(mail!.subject).toBe('أكّد عنوان بريدك الإلكتروني على طريق');
    expect(mail!.text).toContain('/emailVerification?token=');
  });

  it('lets the new user log in as an unverified user does: the user, and no tokens', async () => {
    for (const payload of [shipperPayload(), carrierPayload()]) {
      expect((await register(payload)).statusCode).toBe(201);
      const { response, body } = await login(t.app, payload.user.email, payload.user.password, address);
      expect(response.statusCode).toBe(200);
      expect(body).not.toHaveProperty('token');
      expect(body).not.toHaveProperty('refresh_token');
      expect(body.user).toMatchObject({
        email: payload.user.email,
        role: payload.accountType === 'shipper' ? 'ROLE_COMMISSIONNAIRE' : 'ROLE_TRANSPORTEUR',
        isVerified: false,
        is_doc_ok: false,
        isBusinessDetailsCompleted: false,
        society: payload.company.legalName,
      });
    }
  });

  it('takes a 20-digit NIF (a branch) and identifiers written with spaces, dots or dashes', async () => {
    const payload = shipperPayload();
    const nif = `${uniqueDigits('2')}12345`;
    payload.company.nif = nif.replace(/(\d{5})/g, '$1 ').trim();
    payload.company.taxArticle = '0601.123.4567';
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const [company] = await companyByNif(nif);
    expect(company).toMatchObject({ vatNumber: nif, taxArticle: '06011234567' });
  });

  describe('validation: each rule answers 400 with its field and message, and creates nothing', () => {
    const fr = MESSAGES.fr.validation;
    type TCase = [string, (payload: TRegisterInput & Record<string, unknown>) => void, string, string];
    const big = 'x'.repeat(LIMITS.legalNameMax + 1);
    const cases: TCase[] = [
      ['no account type', (p) => delete (p as Partial<TRegisterInput>).accountType, 'accountType', fr.required],
      ['an unknown account type', (p) => (p.accountType = 'driver' as never), 'accountType', fr.invalidChoice],
      ['no legal name', (p) => (p.company.legalName = '  '), 'company.legalName', fr.required],
      ['a legal name too long', (p) => (p.company.legalName = big), 'company.legalName', 'Au plus 200 caractères'],
      [
        'a control character in a text',
        (p) => (p.company.legalName = 'Sarl\u0000Soummam'),
        'company.legalName',
        fr.controlCharacter,
      ],
      ['an unknown legal form', (p) => (p.company.legalForm = 'gmbh' as never), 'company.legalForm', fr.invalidChoice],
      [
        'a negative share capital',
        (p) => (p.company.shareCapital = -1),
        'company.shareCapital',
        'La valeur doit être au moins 0',
      ],
      ['a malformed RC', (p) => (p.company.rc = '16-123'), 'company.rc', fr.rcFormat],
      ['a NIF of 14 digits', (p) => (p.company.nif = '00001600123456'), 'company.nif', fr.nifFormat],
      ['a NIF of 16 digits', (p) => (p.company.nif = '0000160012345678'), 'company.nif', fr.nifFormat],
      ['a NIF with letters', (p) => (p.company.nif = 'ABC016001234567'), 'company.nif', fr.nifFormat],
      ['no NIF', (p) => (p.company.nif = ''), 'company.nif', fr.required],
      ['a NIS of 10 digits', (p) => (p.company.nis = '0123456789'), 'company.nis', fr.nisFormat],
      [
        'a tax article of 9 digits',
        (p) => (p.company.taxArticle = '060112345'),
        'company.taxArticle',
        fr.taxArticleFormat,
      ],
      [
        'an unknown tax regime',
        (p) => (p.company.taxRegime = 'forfait' as never),
        'company.taxRegime',
        fr.invalidChoice,
      ],
      ['no address', (p) => (p.company.address = ''), 'company.address', fr.required],
      ['an unknown place', (p) => (p.company.placeId = 'DZ:99:9999'), 'company.placeId', fr.invalidChoice],
      ['a company phone that is no number', (p) => (p.company.phone = '12'), 'company.phone', fr.phone],
      ['a mobile that is no number', (p) => (p.company.mobile = '+213 12'), 'company.mobile', fr.phone],
      ['no first name', (p) => (p.user.firstName = ''), 'user.firstName', fr.required],
      [
        'no last name',
        (p) => delete (p.user as Partial<TRegisterInput['user']>).lastName,
        'user.lastName',
        fr.required,
      ],
      ['a personal phone that is no number', (p) => (p.user.phone = '+33 1'), 'user.phone', fr.phone],
      ['no personal phone', (p) => (p.user.phone = ''), 'user.phone', fr.required],
      [
        'a role not in the list',
        (p) => (p.user.roleInCompany = 'ceo' as never),
        'user.roleInCompany',
        fr.invalidChoice,
      ],
      [
        'no role',
        (p) => delete (p.user as Partial<TRegisterInput['user']>).roleInCompany,
        'user.roleInCompany',
        fr.required,
      ],
      ['a malformed e-mail', (p) => (p.user.email = 'nadia.example.dz'), 'user.email', fr.email],
      [
        'a password of 7 characters',
        (p) => (p.user.password = p.user.passwordConfirmation = 'abcdefg'),
        'user.password',
        'Le mot de passe doit contenir au moins 8 caractères.',
      ],
      [
        'a password over the maximum',
        (p) => (p.user.password = p.user.passwordConfirmation = 'a'.repeat(LIMITS.passwordMax + 1)),
        'user.password',
        `Le mot de passe ne doit pas dépasser ${LIMITS.passwordMax} caractères.`,
      ],
      [
        'a confirmation that differs',
        (p) => (p.user.passwordConfirmation = 'une longue phrase de passe '),
        'user.passwordConfirmation',
        fr.passwordMismatch,
      ],
      [
        'a common password',
        (p) => (p.user.password = p.user.passwordConfirmation = 'Azerty123'),
        'user.password',
        fr.passwordCommon,
      ],
      [
        'a shipper without monthly shipments',
        (p) => delete p.activity.shipmentsCount,
        'activity.shipmentsCount',
        fr.required,
      ],
      [
        'a shipper without goods types',
        (p) => (p.activity.typesOfGoods = []),
        'activity.typesOfGoods',
        fr.selectAtLeastOne,
      ],
      [
        'an unknown goods type',
        (p) => (p.activity.typesOfGoods = ['gold' as never]),
        'activity.typesOfGoods.0',
        fr.invalidChoice,
      ],
      ['a shipper giving a fleet size', (p) => (p.activity.trucksCount = 's'), 'activity.trucksCount', fr.invalid],
      [
        'an unknown monthly volume',
        (p) => (p.activity.shipmentsCount = 'huge' as never),
        'activity.shipmentsCount',
        fr.invalidChoice,
      ],
      [
        'a carrier without a fleet size',
        (p) => {
          p.accountType = 'carrier';
          p.activity = { trucksTypes: ['truckVan'] };
        },
        'activity.trucksCount',
        fr.required,
      ],
      [
        'a carrier without vehicle types',
        (p) => {
          p.accountType = 'carrier';
          p.activity = { trucksCount: 's', trucksTypes: [] };
        },
        'activity.trucksTypes',
        fr.selectAtLeastOne,
      ],
      [
        'an unknown vehicle type',
        (p) => {
          p.accountType = 'carrier';
          p.activity = { trucksCount: 's', trucksTypes: ['rocket' as never] };
        },
        'activity.trucksTypes.0',
        fr.invalidChoice,
      ],
      ['no pickup zone', (p) => (p.zones.pickup = []), 'zones.pickup', fr.selectAtLeastOne],
      ['a malformed wilaya code', (p) => (p.zones.pickup = ['6']), 'zones.pickup.0', fr.invalidChoice],
      ['an unknown wilaya', (p) => (p.zones.delivery = ['16', '99']), 'zones.delivery.1', fr.invalidChoice],
      ['terms not accepted', (p) => (p.termsAccepted = false as never), 'termsAccepted', fr.termsRequired],
      [
        'terms not answered',
        (p) => delete (p as Partial<TRegisterInput>).termsAccepted,
        'termsAccepted',
        fr.termsRequired,
      ],
    ];

    it.each(cases)('refuses %s', async (_name, change, field, message) => {
      const payload = shipperPayload() as TRegisterInput & Record<string, unknown>;
      change(payload);
      const response = await register(payload);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('VALIDATION');
      expect(body.message).toBe('Veuillez corriger les erreurs indiquées dans le formulaire, puis réessayer.');
      expect(body.fields[field]).toBe(message);
      expect(await userByEmail(payload.user.email)).toBeUndefined();
      expect(await companyByNif(payload.company.nif)).toEqual([]);
    });

    it('answers the messages in the caller’s language', async () => {
      const payload = shipperPayload();
      payload.company.nif = '123';
      payload.user.phone = 'abc';
      for (const language of ['en', 'de', 'ar'] as const) {
        const response = await register(payload, { language });
        expect(response.statusCode).toBe(400);
        const body = response.json();
        expect(body.message).toBe(MESSAGES[language].errors.VALIDATION);
        expect(body.fields['company.nif']).toBe(MESSAGES[language].validation.nifFormat);
        expect(body.fields['user.phone']).toBe(MESSAGES[language].validation.phone);
      }
    });
  });

  describe('passwords (SECURITY.md #1, #2)', () => {
    it('accepts 8 and 64 characters, and keeps exactly what was typed', async () => {
      for (const password of [' 8chars ', `${'Ab1 '.repeat(16)}`]) {
        const payload = shipperPayload();
        payload.user.password = payload.user.passwordConfirmation = password;
        expect([...password]).toHaveLength(password === ' 8chars ' ? 8 : 64);
        expect((await register(payload)).statusCode).toBe(201);
        const user = (await userByEmail(payload.user.email))!;
        expect(await verifyPassword(password, user.passwordHash)).toBe(true);
        expect(await verifyPassword(password.trim(), user.passwordHash)).toBe(false);
        expect(await verifyPassword(password.toLowerCase(), user.passwordHash)).toBe(
          password === password.toLowerCase(),
        );
      }
    });

    it('refuses a password of the shipped common list whatever its case, with no composition rule for the others', async () => {
      for (const common of ['password', 'PASSWORD', 'azerty123']) {
        const payload = shipperPayload();
        payload.user.password = payload.user.passwordConfirmation = common;
        const response = await register(payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().fields['user.password']).toBe(MESSAGES.fr.validation.passwordCommon);
      }
      // Lower case letters only, no digit, no symbol: accepted.
      const payload = shipperPayload();
      payload.user.password = payload.user.passwordConfirmation = 'tapis volant de grenade';
      expect((await register(payload)).statusCode).toBe(201);
    });
  });

  describe('duplicates: 409, and nothing left behind', () => {
    it('refuses an e-mail already a user’s, whatever its case, without naming its company', async () => {
      const first = shipperPayload();
      expect((await register(first)).statusCode).toBe(201);
      const second = carrierPayload();
      second.user.email = first.user.email.toUpperCase();
      const response = await register(second);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'ACCOUNT_EXISTS',
        message: MESSAGES.fr.errors.ACCOUNT_EXISTS,
        fields: { 'user.email': MESSAGES.fr.validation.accountExists },
      });
      expect(response.body).not.toContain(first.company.legalName);
      // The second company was inserted before the user's conflict: it went with the transaction.
      expect(await companyByNif(second.company.nif)).toEqual([]);
      expect(await t.db.read((db) => findMailsTo(db, first.user.email.toUpperCase()))).toEqual([]);
      expect(await t.db.read((db) => findMailsTo(db, first.user.email))).toHaveLength(1);
    });

    it('refuses a NIF already a company’s, however it is written', async () => {
      const first = shipperPayload();
      expect((await register(first)).statusCode).toBe(201);
      const second = carrierPayload();
      second.company.nif = first.company.nif.replace(/(\d{3})/g, '$1 ');
      const response = await register(second, { language: 'en' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'COMPANY_EXISTS',
        message: MESSAGES.en.errors.COMPANY_EXISTS,
        fields: { 'company.nif': MESSAGES.en.validation.companyExists },
      });
      expect(await userByEmail(second.user.email)).toBeUndefined();
      expect(await companyByNif(first.company.nif)).toHaveLength(1);
    });
  });

  it('lets one of two sign-ups racing for one NIF or one e-mail through, and answers the other 409', async () => {
    const first = shipperPayload();
    const sameNif = carrierPayload();
    sameNif.company.nif = first.company.nif;
    const byNif = await Promise.all([register(first), register(sameNif, { remoteAddress: '10.28.0.1' })]);
    expect(byNif.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await companyByNif(first.company.nif)).toHaveLength(1);

    const one = shipperPayload();
    const sameEmail = carrierPayload();
    sameEmail.user.email = one.user.email;
    const byEmail = await Promise.all([register(one), register(sameEmail, { remoteAddress: '10.28.0.2' })]);
    expect(byEmail.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const companiesLeft = [...(await companyByNif(one.company.nif)), ...(await companyByNif(sameEmail.company.nif))];
    expect(companiesLeft).toHaveLength(1);
    expect(await t.db.read((db) => findMailsTo(db, one.user.email))).toHaveLength(1);
  });

  it('is atomic: a failure after the company insert leaves no company, no user, no token and no mail', async () => {
    const payload = shipperPayload();
    // The user's insert fails for a reason of the database's own, after the company is written.
    await t.db.transaction(async (tx) => {
      await tx.execute(
        sql.raw(`create or replace function tariq_test_refuse_user() returns trigger language plpgsql as $$
          begin raise exception 'refused by the test'; end $$`),
      );
      await tx.execute(
        sql.raw(`create trigger tariq_test_refuse_user before insert on users for each row
          when (new.email = '${payload.user.email}') execute function tariq_test_refuse_user()`),
      );
    });
    try {
      const response = await register(payload);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'INTERNAL', message: MESSAGES.fr.errors.INTERNAL });
      expect(response.body).not.toMatch(/refused by the test|insert|users|\.ts/);
    } finally {
      await t.db.transaction(async (tx) => {
        await tx.execute(sql.raw('drop trigger tariq_test_refuse_user on users'));
        await tx.execute(sql.raw('drop function tariq_test_refuse_user()'));
      });
    }
    expect(await companyByNif(payload.company.nif)).toEqual([]);
    expect(await userByEmail(payload.user.email)).toBeUndefined();
    expect(await t.db.read((db) => findMailsTo(db, payload.user.email))).toEqual([]);
    const [orphans] = await t.db.read((db) =>
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(emailTokens)
        .leftJoin(users, eq(users.id, emailTokens.userId))
        .where(sql`${users.id} is null`),
    );
    expect(orphans!.count).toBe(0);
    // And the same sign-up goes through once the cause is gone.
    expect((await register(payload)).statusCode).toBe(201);
  });

  it('is rate-limited per address: 429 with Retry-After, other addresses unaffected, open again after the window', async () => {
    for (let attempt = 0; attempt < LIMITS.registrationsPerAddress; attempt++) {
      // Duplicates count as well: they tell whether an e-mail is known.
      const response = await register(shipperPayload({ email: `limit-${attempt}-${serial}@example.dz` }));
      expect(response.statusCode).toBe(201);
    }
    const refused = await register(shipperPayload());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(shipperPayload(), { remoteAddress: '10.26.0.1' })).statusCode).toBe(201);
    t.clock.advance(LIMITS.registrationWindowSeconds * 1000);
    expect((await register(shipperPayload())).statusCode).toBe(201);
  });

  it('answers 400 for a body that is not an object, and never 500', async () => {
    for (const payload of [[], 42, { company: 'x' }, { user: null }]) {
      const response = await register(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('GET /api/auth/vat-check/{vat}', () => {
  const check = (vat: string, remoteAddress = address) =>
    t.app.inject({ method: 'GET', url: `/api/auth/vat-check/${encodeURIComponent(vat)}`, remoteAddress });

  it('reads an Algerian NIF: 15 or 20 digits, and whether its company is on Tariq', async () => {
    const payload = shipperPayload();
    const unknown = await check(payload.company.nif);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({
      vat: payload.company.nif,
      scheme: 'dz_nif',
      country: 'DZ',
      is_valid_format: true,
      is_registered: false,
      registry: { status: 'not_checked', source: null },
    });
    expect((await register(payload)).statusCode).toBe(201);
    const spaced = payload.company.nif.replace(/(\d{5})/g, '$1 ').trim();
    expect((await check(spaced)).json()).toMatchObject({ vat: payload.company.nif, is_registered: true });
    expect((await check(`${payload.company.nif}00001`)).json()).toMatchObject({
      is_valid_format: true,
      is_registered: false,
    });
    for (const malformed of ['12345678901234', '1234567890123456', '123456789012345678901']) {
      expect((await check(malformed)).json()).toMatchObject({
        scheme: 'dz_nif',
        is_valid_format: false,
        is_registered: false,
      });
    }
  });

  it('reads EU VAT numbers by their country rule', async () => {
    const valid = [
      'FR12345678901',
      'FRK7399859412',
      'DE123456789',
      'ATU12345678',
      'NL123456789B01',
      'EL123456789',
      'ESX1234567X',
      'IE1234567WA',
      'be 0123.456.789',
    ];
    for (const vat of valid) {
      const body = (await check(vat)).json();
      expect(body, vat).toMatchObject({ scheme: 'eu_vat', is_valid_format: true, is_registered: false });
    }
    expect((await check('EL123456789')).json().country).toBe('GR');
    expect((await check('de123456789')).json()).toMatchObject({ vat: 'DE123456789', country: 'DE' });
    const invalid = [
      'FR1234567890',
      'FRO1234567890',
      'DE12345678',
      'ATU1234567',
      'NL123456789A01',
      'ES123456789',
      'BE2123456789',
      'SE123456789012',
    ];
    for (const vat of invalid) {
      const body = (await check(vat)).json();
      expect(body, vat).toMatchObject({ scheme: 'eu_vat', is_valid_format: false });
    }
    expect((await check('US123456789')).json()).toMatchObject({
      scheme: 'unknown',
      country: null,
      is_valid_format: false,
    });
  });

  it('asks the registry adapter about a well-formed number only', async () => {
    const asked: string[] = [];
    setVatRegistry(t.app.ctx, {
      lookup: async (reading) => {
        asked.push(reading.number);
        return { status: 'found', source: 'test registry' };
      },
    });
    try {
      expect((await check('DE123456789')).json().registry).toEqual({ status: 'found', source: 'test registry' });
      expect((await check('DE1234')).json().registry).toEqual({ status: 'not_checked', source: null });
      expect(asked).toEqual(['DE123456789']);
    } finally {
      setVatRegistry(t.app.ctx, { lookup: async () => ({ status: 'not_checked', source: null }) });
    }
  });

  it('is rate-limited per address', async () => {
    for (let attempt = 0; attempt < LIMITS.vatChecksPerAddress; attempt++) {
      expect((await check('DE123456789')).statusCode).toBe(200);
    }
    const refused = await check('DE123456789');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await check('DE123456789', '10.27.0.1')).statusCode).toBe(200);
  });

  it('answers 400 for a value too long', async () => {
    const response = await check('1'.repeat(41));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('vat');
  });
});

describe('the OpenAPI document', () => {
  it('describes both routes under the auth tag', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/auth/register'].post.tags).toEqual(['auth']);
    expect(document.paths['/api/auth/register'].post.requestBody).toBeDefined();
    expect(document.paths['/api/auth/vat-check/{vat}'].get.tags).toEqual(['auth']);
  });
});

describe('the onboarding wizard after sign-up', () => {
  it('starts from the answers sign-up gave, and completes with the ones it did not ask', async () => {
    const payload = shipperPayload();
    expect((await register(payload)).statusCode).toBe(201);
    const user = (await userByEmail(payload.user.email))!;
    const token = await t.app.ctx.tokens.signAccessToken(user.id, [user.role]);
    const headers = { authorization: `Bearer ${token}` };
    const prefill = await t.app.inject({ method: 'GET', url: '/api/auth/businessDetails', headers });
    expect(prefill.json()).toMatchObject({
      shipmentsCount: 'm',
      typesOfGoods: ['palette', 'alimentaire'],
      truckLoading: null,
      geoGraphicRadius: [],
    });
    const { shipmentsCount, typesOfGoods } = prefill.json();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/businessDetails',
      headers,
      payload: { shipmentsCount, typesOfGoods, truckLoading: 'ltl', geoGraphicRadius: ['regional'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().isBusinessDetailsCompleted).toBe(true);
    const [company] = await companyByNif(payload.company.nif);
    expect(company).toMatchObject({ truckLoading: 'ltl', geographicRadius: ['regional'], shipmentsCount: 'm' });
  });
});
