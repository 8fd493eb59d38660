import { randomBytes, randomUUID } from 'node:crypto';
import { FREIGHTS_TOPIC, ZDriverResponse, ZDriversListResponse } from '@tariq/contracts';
import type { TCreateDriverRequest, TDriver } from '@tariq/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, missions, users } from '../../db/schema';
import { bearer, createSignedInUser, createTestAppWithPlaces, login } from '../../test/helpers';
import type { TCreateUserOptions, TSignedInUser, TTestApp } from '../../test/helpers';
import { listen, subscribe } from '../../test/hub';
import { validOffer } from '../../test/offers';
import { findMailsTo } from '../mail';
import { setMissionDriver } from '../missions';
import { DRIVER_PASSWORD_BITS, generateDriverPassword } from './driver-password';

let t: TTestApp;

beforeAll(async () => {
  // Places of Algeria: the missions of the delete test come from real offers.
  t = await createTestAppWithPlaces(['DZ']);
}, 120_000);
afterAll(() => t.close());

const carrier = (options: TCreateUserOptions = {}) =>
  createSignedInUser(t, { role: 'ROLE_TRANSPORTEUR', documentsOk: true, ...options });
const shipper = () => createSignedInUser(t, { role: 'ROLE_COMMISSIONNAIRE', documentsOk: true });

const newEmail = () => `chauffeur-${randomBytes(4).toString('hex')}@example.dz`;

function payload(overrides: Partial<TCreateDriverRequest> = {}): TCreateDriverRequest {
  return {
    firstName: 'Karim',
    lastName: 'Benali',
    email: newEmail(),
    enginePlate: '12345-516-16',
    trailerPlate: '00174 801 27',
    remark: 'Permis C+E, ADR',
    ...overrides,
  };
}

async function addDriver(user: TSignedInUser, overrides: Partial<TCreateDriverRequest> = {}): Promise<TDriver> {
  const response = await user.inject({ method: 'POST', url: '/api/drivers', payload: payload(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return ZDriverResponse.parse(response.json()).data;
}

async function listOf(user: TSignedInUser) {
  const response = await user.inject({ method: 'GET', url: '/api/drivers' });
  expect(response.statusCode, response.body).toBe(200);
  return ZDriversListResponse.parse(response.json());
}

const PASSWORD = /[a-z2-9]{5}(?:-[a-z2-9]{5}){3}/;

/** The mails sent to a driver, each with the password it gives. */
async function mailsTo(email: string) {
  const mails = await t.db.read((db) => findMailsTo(db, email));
  return mails.map((mail) => ({ ...mail, password: PASSWORD.exec(mail.text)?.[0] ?? null }));
}

async function lastPasswordOf(email: string): Promise<string> {
  const password = (await mailsTo(email)).at(-1)?.password;
  expect(password).toBeTruthy();
  return password!;
}

async function driverRows(email: string) {
  return t.db.read((db) =>
    db
      .select({ user: users, driver: drivers })
      .from(users)
      .leftJoin(drivers, eq(drivers.userId, users.id))
      .where(eq(users.email, email)),
  );
}

describe('the generated password', () => {
  it('is long and random: about 99 bits from the CSPRNG, never the same twice', () => {
    expect(DRIVER_PASSWORD_BITS).toBeGreaterThan(95);
    const passwords = new Set(Array.from({ length: 200 }, () => generateDriverPassword()));
    expect(passwords.size).toBe(200);
    for (const password of passwords) expect(password).toMatch(new RegExp(`^${PASSWORD.source}$`));
  });
});

describe('POST /api/drivers', () => {
  it('makes a user of role ROLE_DRIVER in the carrier company, and mails their login and password', async () => {
    const user = await carrier({ companyName: 'Trans Sahel' });
    const email = newEmail();
    const driver = await addDriver(user, { email: email.toUpperCase() });
    expect(driver).toMatchObject({
      firstName: 'Karim',
      lastName: 'Benali',
      email,
      enginePlate: '12345 516 16',
      enginePlateCountry: 'DZ',
      trailerPlate: '00174 801 27',
      trailerPlateCountry: 'DZ',
      remark: 'Permis C+E, ADR',
      language: 'fr',
      connected: false,
      missionCounts: { inProgress: 0, upcoming: 0, done: 0 },
      lastLocation: null,
    });
    expect(driver).not.toHaveProperty('password');

    const [row] = await driverRows(email);
    expect(row!.user).toMatchObject({ id: driver.id, role: 'ROLE_DRIVER', companyId: user.company.id });
    expect(row!.user.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.driver).toMatchObject({ companyId: user.company.id, enginePlate: '12345 516 16', isOnline: false });

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Vos identifiants de chauffeur Tariq');
    expect(mail!.text).toContain(
      "Trans Sahel vous a créé un compte de chauffeur sur Tariq. Connectez-vous à l'application chauffeur avec ces identifiants :",
    );
    expect(mail!.text).toContain(`Identifiant : ${email}\nMot de passe : ${mail!.password}`);
    expect(mail!.html).toContain(mail!.password);
    // The password is the one stored: the driver logs in with it.
    const session = await login(t.app, email, mail!.password!);
    expect(session.response.statusCode, session.response.body).toBe(200);
    expect(session.body.token).toBeTruthy();
    expect(session.body.user).toMatchObject({ role: 'ROLE_DRIVER' });

    const { data, count: total } = await listOf(user);
    expect(total).toBe(1);
    expect(data).toEqual([driver]);
  });

  it("mails in the language given for the driver, else in the carrier user's", async () => {
    const user = await carrier();
    await t.db.transaction((tx) => tx.update(users).set({ language: 'en' }).where(eq(users.id, user.user.id)));
    const english = await addDriver(user);
    expect(english.language).toBe('en');
    const [inEnglish] = await mailsTo(english.email);
    expect(inEnglish!.subject).toBe('Your Tariq driver credentials');
    expect(inEnglish!.text).toContain(`Login: ${english.email}\nPassword: ${inEnglish!.password}`);

    const arabic = await addDriver(user, { language: 'ar' });
    const [inArabic] = await mailsTo(arabic.email);
    expect(inArabic!.subject).toBe('بيانات دخولك كسائق على طريق');
    expect(inArabic!.html).toContain('dir="rtl"');
    expect(inArabic!.text).toContain(`كلمة المرور: ${inArabic!.password}`);
  });

  it('lists the company’s drivers by name, a page at a time, and no one else’s', async () => {
    const user = await carrier();
    await addDriver(user, { lastName: 'Zitouni', firstName: 'Ali' });
    await addDriver(user, { lastName: 'Ābbas', firstName: 'Sami' });
    await addDriver(user, { lastName: 'benali', firstName: 'Yacine' });
    const other = await carrier();
    await addDriver(other, { lastName: 'Aaron' });
    const { data, count: total, total_pages } = await listOf(user);
    expect(data.map((driver) => driver.lastName)).toEqual(['Ābbas', 'benali', 'Zitouni']);
    expect([total, total_pages]).toEqual([3, 1]);
    const second = await user.inject({ method: 'GET', url: '/api/drivers?page=2&limit=2' });
    expect(ZDriversListResponse.parse(second.json())).toMatchObject({ page: 2, total_pages: 2, count: 3 });
    expect(second.json().data.map((driver: TDriver) => driver.lastName)).toEqual(['Zitouni']);
  });

  it.each([
    ['firstName', { firstName: 'K'.repeat(100) }, { firstName: 'K'.repeat(101) }, 'Au plus 100 caractères'],
    ['lastName', { lastName: 'B'.repeat(100) }, { lastName: 'B'.repeat(101) }, 'Au plus 100 caractères'],
    ['remark', { remark: 'r'.repeat(255) }, { remark: 'r'.repeat(256) }, 'Au plus 255 caractères'],
    [
      'enginePlate',
      { enginePlate: '123456 116 58' },
      { enginePlate: '1234567 116 58' },
      'Immatriculation invalide : numéro, catégorie et année, wilaya (exemple : 12345 116 16).',
    ],
    [
      'enginePlate',
      { enginePlate: '12345 916 16' },
      { enginePlate: '12345 016 16' },
      'La catégorie du véhicule (premier chiffre du groupe du milieu) doit être comprise entre 1 et 9.',
    ],
    [
      'enginePlate',
      { enginePlate: '12345 116 69' },
      { enginePlate: '12345 116 70' },
      'Le code de wilaya (les deux derniers chiffres) doit être compris entre 01 et 69.',
    ],
    [
      'trailerPlate',
      { trailerPlate: '12345 816 01' },
      { trailerPlate: '12345 816 00' },
      'Le code de wilaya (les deux derniers chiffres) doit être compris entre 01 et 69.',
    ],
    [
      'enginePlate',
      { enginePlate: 'ABC', enginePlateCountry: 'FR' },
      { enginePlate: 'AB', enginePlateCountry: 'FR' },
      'Immatriculation invalide : 3 à 12 lettres ou chiffres, séparés par des espaces ou des tirets.',
    ],
    [
      'trailerPlate',
      { trailerPlate: 'ABCDEF-123456', trailerPlateCountry: 'TN' },
      { trailerPlate: 'ABCDEF-1234567', trailerPlateCountry: 'TN' },
      'Immatriculation invalide : 3 à 12 lettres ou chiffres, séparés par des espaces ou des tirets.',
    ],
    ['enginePlateCountry', { enginePlateCountry: 'DZ' }, { enginePlateCountry: 'DZA' }, 'Valeur invalide'],
    ['language', { language: 'de' }, { language: 'xx' }, 'Choix invalide'],
  ] as const)(
    '%s: at its limit accepted, one past it refused with its message, nothing written',
    async (field, atLimit, past, message) => {
      const user = await carrier();
      await addDriver(user, atLimit as Partial<TCreateDriverRequest>);
      const email = newEmail();
      const refused = await user.inject({
        method: 'POST',
        url: '/api/drivers',
        payload: payload({ ...(past as Partial<TCreateDriverRequest>), email }),
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toEqual({
        code: 'VALIDATION',
        message: 'Veuillez corriger les erreurs indiquées dans le formulaire, puis réessayer.',
        fields: { [field]: message },
      });
      expect(await driverRows(email)).toEqual([]);
      expect(await mailsTo(email)).toEqual([]);
      expect((await listOf(user)).count).toBe(1);
    },
  );

  it('says everything missing at once, in French and in the caller’s language', async () => {
    const user = await carrier();
    const empty = await user.inject({
      method: 'POST',
      url: '/api/drivers',
      payload: { firstName: ' ', email: 'pas un e-mail', trailerPlate: '12345 016 16' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      firstName: 'Ce champ est obligatoire',
      lastName: 'Ce champ est obligatoire',
      email: 'Adresse e-mail invalide',
      enginePlate: 'Ce champ est obligatoire',
      trailerPlate: 'La catégorie du véhicule (premier chiffre du groupe du milieu) doit être comprise entre 1 et 9.',
    });
    const english = await user.inject({
      method: 'POST',
      url: '/api/drivers',
      headers: { 'user-language': 'en' },
      payload: payload({ enginePlate: '12345 116 70', email: 'x@', remark: 'r'.repeat(256) }),
    });
    expect(english.json()).toEqual({
      code: 'VALIDATION',
      message: 'Please correct the errors shown in the form, then try again.',
      fields: {
        email: 'Invalid e-mail address',
        enginePlate: 'The wilaya code (the last two digits) must be between 01 and 69.',
        remark: 'At most 255 characters',
      },
    });
    expect((await listOf(user)).count).toBe(0);
  });

  it('refuses an e-mail that is already a user’s, whatever its case (409), and writes nothing', async () => {
    const user = await carrier();
    const first = await addDriver(user);
    for (const email of [user.email.toUpperCase(), first.email]) {
      const refused = await user.inject({ method: 'POST', url: '/api/drivers', payload: payload({ email }) });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'DRIVER_EMAIL_TAKEN',
        message: 'Cette adresse e-mail a déjà un compte Tariq : donnez une autre adresse à ce chauffeur.',
        fields: { email: 'Un compte existe déjà avec cette adresse e-mail.' },
      });
    }
    const english = await user.inject({
      method: 'POST',
      url: '/api/drivers',
      headers: { 'user-language': 'en' },
      payload: payload({ email: first.email }),
    });
    expect(english.json().message).toBe(
      'This e-mail address already has a Tariq account: give this driver another address.',
    );
    expect((await listOf(user)).count).toBe(1);
    expect(await mailsTo(first.email)).toHaveLength(1);
  });
});

describe('GET /api/drivers/{id}', () => {
  it('says the driver is connected while online with a position of the last 5 minutes, and where', async () => {
    const user = await carrier();
    const driver = await addDriver(user);
    const read = async () => (await user.inject({ method: 'GET', url: `/api/drivers/${driver.id}` })).json().data;
    // What the driver app's positions will write (another slice of issue 29): set here by hand.
    const at = new Date(t.clock.now().getTime() - 4 * 60_000);
    const report = (isOnline: boolean) =>
      t.db.transaction((tx) =>
        tx
          .update(drivers)
          .set({ isOnline, lastPingLat: 36.75, lastPingLng: 3.06, lastPingAt: at })
          .where(eq(drivers.userId, driver.id)),
      );
    await report(true);
    expect(await read()).toMatchObject({
      connected: true,
      lastLocation: { lat: 36.75, lng: 3.06, at: at.toISOString() },
    });
    t.clock.advance(60_000);
    expect(await read()).toMatchObject({ connected: true });
    t.clock.advance(1);
    // 5 minutes and a millisecond since the last position: the phone stopped sending.
    expect(await read()).toMatchObject({ connected: false, lastLocation: { at: at.toISOString() } });
    await report(false);
    t.clock.advance(-60_001);
    expect(await read()).toMatchObject({ connected: false });
  });
});

describe('the OpenAPI document', () => {
  it('describes every drivers call with its tag and summary', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operations = Object.entries(
      document.paths as Record<string, Record<string, { tags: string[]; summary: string }>>,
    )
      .filter(([path]) => path.startsWith('/api/drivers'))
      .flatMap(([path, verbs]) => Object.entries(verbs).map(([verb, operation]) => ({ path, verb, ...operation })));
    expect(operations.map((operation) => `${operation.verb} ${operation.path}`).sort()).toEqual([
      'delete /api/drivers/{id}',
      'get /api/drivers',
      'get /api/drivers/{id}',
      'post /api/drivers',
      'post /api/drivers/{id}/credentials',
      'put /api/drivers/{id}',
    ]);
    for (const operation of operations) {
      expect(operation.tags).toEqual(['drivers']);
      expect(operation.summary).toBeTruthy();
    }
    const body = document.paths['/api/drivers'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['firstName', 'lastName', 'email', 'enginePlate']);
  });
});

describe('PUT /api/drivers/{id}', () => {
  it('changes only what was sent', async () => {
    const user = await carrier();
    const driver = await addDriver(user);
    t.clock.advance(60_000);
    const renamed = await user.inject({
      method: 'PUT',
      url: `/api/drivers/${driver.id}`,
      payload: { lastName: 'Saadi' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(ZDriverResponse.parse(renamed.json()).data).toEqual({
      ...driver,
      lastName: 'Saadi',
      updated_at: t.clock.now().toISOString(),
    });

    const replated = await user.inject({
      method: 'PUT',
      url: `/api/drivers/${driver.id}`,
      payload: { enginePlate: 'ab-123-cd', enginePlateCountry: 'FR', trailerPlate: '', remark: null },
    });
    expect(replated.json().data).toMatchObject({
      lastName: 'Saadi',
      enginePlate: 'AB-123-CD',
      enginePlateCountry: 'FR',
      trailerPlate: null,
      trailerPlateCountry: null,
      remark: null,
    });
    // A plate sent alone is Algerian.
    const back = await user.inject({
      method: 'PUT',
      url: `/api/drivers/${driver.id}`,
      payload: { enginePlate: '987 163 09' },
    });
    expect(back.json().data).toMatchObject({ enginePlate: '987 163 09', enginePlateCountry: 'DZ' });
  });

  it('changes the login: the driver logs in with the new e-mail, not the old one', async () => {
    const user = await carrier();
    const driver = await addDriver(user);
    const password = await lastPasswordOf(driver.email);
    const email = newEmail();
    const changed = await user.inject({
      method: 'PUT',
      url: `/api/drivers/${driver.id}`,
      payload: { email: ` ${email.toUpperCase()} ` },
    });
    expect(changed.json().data.email).toBe(email);
    expect((await login(t.app, email, password)).response.statusCode).toBe(200);
    expect((await login(t.app, driver.email, password)).response.statusCode).toBe(401);
  });

  it('refuses an e-mail another user has (409) and bad fields with their messages, changing nothing', async () => {
    const user = await carrier();
    const driver = await addDriver(user);
    const other = await addDriver(user);
    const taken = await user.inject({
      method: 'PUT',
      url: `/api/drivers/${driver.id}`,
      payload: { email: other.email.toUpperCase(), lastName: 'Saadi' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'DRIVER_EMAIL_TAKEN',
      fields: { email: 'Un compte existe déjà avec cette adresse e-mail.' },
    });
    const invalid = await user.inject({
      method: 'PUT',
      url: `/api/drivers/${driver.id}`,
      payload: { firstName: '', enginePlateCountry: 'FR', trailerPlate: '12345 116 00' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({
      firstName: 'Ce champ est obligatoire',
      enginePlate: 'Ce champ est obligatoire',
      trailerPlate: 'Le code de wilaya (les deux derniers chiffres) doit être compris entre 01 et 69.',
    });
    const unchanged = await user.inject({ method: 'GET', url: `/api/drivers/${driver.id}` });
    expect(unchanged.json().data).toEqual(driver);
  });
});

describe('POST /api/drivers/{id}/credentials', () => {
  it('mails a new password: the old one and the old sessions stop working, the new one works', async () => {
    const user = await carrier({ companyName: 'Trans Sahel' });
    const driver = await addDriver(user);
    const first = await lastPasswordOf(driver.email);
    const session = await login(t.app, driver.email, first);
    expect(session.response.statusCode).toBe(200);

    const resent = await user.inject({ method: 'POST', url: `/api/drivers/${driver.id}/credentials` });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ success: true });
    const mails = await mailsTo(driver.email);
    expect(mails).toHaveLength(2);
    const second = mails[1]!;
    expect(second.password).not.toBe(first);
    expect(second.text).toContain(
      "Trans Sahel vous a envoyé de nouveaux identifiants Tariq. L'ancien mot de passe ne fonctionne plus et vos sessions ouvertes ont été fermées.",
    );

    expect((await login(t.app, driver.email, first)).body.code).toBe('INVALID_CREDENTIALS');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: session.body.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().code).toBe('INVALID_REFRESH_TOKEN');
    const fresh = await login(t.app, driver.email, second.password!);
    expect(fresh.response.statusCode).toBe(200);
    expect(fresh.body.token).toBeTruthy();
  });
});

describe('DELETE /api/drivers/{id}', () => {
  it('deletes the driver: the user and profile go, the login stops, the e-mail is free again', async () => {
    const user = await carrier();
    const driver = await addDriver(user);
    const password = await lastPasswordOf(driver.email);
    const deleted = await user.inject({ method: 'DELETE', url: `/api/drivers/${driver.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect(await driverRows(driver.email)).toEqual([]);
    expect((await login(t.app, driver.email, password)).response.statusCode).toBe(401);
    expect((await user.inject({ method: 'GET', url: `/api/drivers/${driver.id}` })).statusCode).toBe(404);
    expect((await user.inject({ method: 'DELETE', url: `/api/drivers/${driver.id}` })).statusCode).toBe(404);
    await addDriver(user, { email: driver.email });
  });

  describe('with missions', () => {
    // A 1×1 PNG: the proof of delivery a mission is finished with.
    const PNG = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );

    /** A real mission: the shipper's offer, the carrier's proposal accepted, the driver set on it. */
    async function missionOf(user: TSignedInUser, owner: TSignedInUser, driverId: string): Promise<string> {
      const published = await owner.inject({ method: 'POST', url: '/api/offers', payload: validOffer() });
      const uid = (published.json().uids as string[])[0]!;
      const proposal = await user.inject({
        method: 'POST',
        url: `/api/freights/${uid}/proposals`,
        payload: { price: 80000 },
      });
      const accepted = await owner.inject({ method: 'POST', url: `/api/proposals/${proposal.json().id}/accept` });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const id = accepted.json().mission_id as string;
      const set = await t.db.transaction((tx) =>
        setMissionDriver(tx, {
          carrierCompanyId: user.company.id,
          missionId: id,
          driverUserId: driverId,
          now: t.clock.now(),
        }),
      );
      expect(set).toBe(true);
      return id;
    }

    async function start(user: TSignedInUser, owner: TSignedInUser, id: string) {
      expect((await user.inject({ method: 'POST', url: `/api/missions/${id}/confirm` })).statusCode).toBe(200);
      expect((await owner.inject({ method: 'POST', url: `/api/missions/${id}/pickup/waive` })).statusCode).toBe(200);
      const started = await user.inject({ method: 'POST', url: `/api/missions/${id}/start` });
      expect(started.statusCode, started.body).toBe(200);
    }

    it('counts the driver’s missions, refuses the deletion while one is in progress and says why', async () => {
      const user = await carrier();
      const owner = await shipper();
      const driver = await addDriver(user, { lastName: 'Amrani' });
      const other = await addDriver(user, { lastName: 'Zerrouki' });
      const driving = await missionOf(user, owner, driver.id);
      const next = await missionOf(user, owner, driver.id);
      await missionOf(user, owner, other.id);
      const counts = async () => (await listOf(user)).data.map((one) => [one.id, one.missionCounts]);
      expect(await counts()).toEqual([
        [driver.id, { inProgress: 0, upcoming: 2, done: 0 }],
        [other.id, { inProgress: 0, upcoming: 1, done: 0 }],
      ]);

      await start(user, owner, driving);
      expect(
        (await user.inject({ method: 'GET', url: `/api/drivers/${driver.id}` })).json().data.missionCounts,
      ).toEqual({ inProgress: 1, upcoming: 1, done: 0 });
      const refused = await user.inject({ method: 'DELETE', url: `/api/drivers/${driver.id}` });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'DRIVER_ON_MISSION',
        message:
          "Ce chauffeur est sur une mission en cours : il ne pourra être supprimé qu'une fois la mission terminée ou annulée.",
      });
      const inEnglish = await user.inject({
        method: 'DELETE',
        url: `/api/drivers/${driver.id}`,
        headers: { 'user-language': 'en' },
      });
      expect(inEnglish.json().message).toBe(
        'This driver is on a mission in progress: they can be deleted only once the mission is finished or cancelled.',
      );
      expect(await driverRows(driver.email)).toHaveLength(1);

      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(PNG)]), 'livraison.png');
      const finished = await user.inject({ method: 'POST', url: `/api/missions/${driving}/finish`, payload: form });
      expect(finished.statusCode, finished.body).toBe(200);
      expect((await counts())[0]).toEqual([driver.id, { inProgress: 0, upcoming: 1, done: 1 }]);

      // Finished: the driver may go; the missions keep their history without a driver.
      expect((await user.inject({ method: 'DELETE', url: `/api/drivers/${driver.id}` })).statusCode).toBe(200);
      const left = await t.db.read((db) =>
        db.select({ id: missions.id, driver: missions.driverUserId }).from(missions).where(eq(missions.id, next)),
      );
      expect(left).toEqual([{ id: next, driver: null }]);
      expect(await counts()).toEqual([[other.id, { inProgress: 0, upcoming: 1, done: 0 }]]);
    });

    it('sets a mission’s driver only to a driver of the carrier’s own company', async () => {
      const user = await carrier();
      const owner = await shipper();
      const driver = await addDriver(user);
      const id = await missionOf(user, owner, driver.id);
      const outsider = await carrier();
      const theirs = await addDriver(outsider);
      const set = (carrierCompanyId: string, driverUserId: string | null) =>
        t.db.transaction((tx) =>
          setMissionDriver(tx, { carrierCompanyId, missionId: id, driverUserId, now: t.clock.now() }),
        );
      expect(await set(user.company.id, theirs.id)).toBe(false);
      expect(await set(user.company.id, user.user.id)).toBe(false);
      expect(await set(outsider.company.id, theirs.id)).toBe(false);
      expect(await set(user.company.id, null)).toBe(true);
    });
  });
});

describe('who may manage drivers', () => {
  const calls = (id: string) => [
    { method: 'GET' as const, url: `/api/drivers/${id}` },
    { method: 'PUT' as const, url: `/api/drivers/${id}`, payload: { lastName: 'Intrus' } },
    { method: 'POST' as const, url: `/api/drivers/${id}/credentials` },
    { method: 'DELETE' as const, url: `/api/drivers/${id}` },
  ];

  it('answers 404 to another carrier company for every verb, and changes nothing', async () => {
    const user = await carrier();
    const driver = await addDriver(user);
    const other = await carrier();
    for (const call of calls(driver.id)) {
      const response = await other.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await listOf(other)).count).toBe(0);
    expect((await user.inject({ method: 'GET', url: `/api/drivers/${driver.id}` })).json().data).toEqual(driver);
    expect(await mailsTo(driver.email)).toHaveLength(1);
  });

  it('answers 403 to a shipper and to a carrier whose documents are not verified, 401 to no one', async () => {
    const user = await carrier();
    const driver = await addDriver(user);
    const everything = [
      { method: 'GET' as const, url: '/api/drivers' },
      { method: 'POST' as const, url: '/api/drivers', payload: payload() },
      ...calls(driver.id),
    ];
    const cases: [TSignedInUser, string][] = [
      [await shipper(), 'ROLE_FORBIDDEN'],
      [await carrier({ documentsOk: false }), 'DOCUMENTS_REQUIRED'],
    ];
    for (const [caller, code] of cases) {
      for (const call of everything) {
        const response = await caller.inject(call);
        expect(response.statusCode, `${code} ${call.method} ${call.url}`).toBe(403);
        expect(response.json().code).toBe(code);
      }
    }
    for (const call of everything) expect((await t.app.inject(call)).statusCode).toBe(401);
    const [{ total }] = (await t.db.read((db) =>
      db.select({ total: count() }).from(drivers).where(eq(drivers.companyId, user.company.id)),
    )) as [{ total: number }];
    expect(total).toBe(1);
    expect(await mailsTo(driver.email)).toHaveLength(1);
  });

  it('refuses an id that is not one (400)', async () => {
    const user = await carrier();
    const response = await user.inject({ method: 'GET', url: '/api/drivers/pas-un-id' });
    expect(response.statusCode).toBe(400);
  });
});

describe('the driver wall', () => {
  /** Every route the app's router holds, as `METHOD /path` (HEAD, the twin of each GET, apart). */
  function registeredRoutes(): string[] {
    const routes: string[] = [];
    const segments: string[] = [];
    for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const node = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
      if (!node) continue;
      segments.length = node[1]!.length / 4;
      segments.push(node[2]!);
      for (const method of (node[3] ?? '').split(', ').filter((one) => one && one !== 'HEAD'))
        routes.push(`${method} ${segments.join('')}`);
    }
    return routes;
  }

  /** The session's calls (login and refresh need no token). */
  const SESSION = ['POST /api/login_check', 'POST /api/token/refresh'];
  /** The session's calls and the driver app's own, open to a driver (issue 29). */
  const FOR_DRIVERS = [
    ...SESSION,
    'POST /api/user/logout',
    'GET /api/driver/me',
    'PUT /api/driver/status',
    'POST /api/driver/positions',
    'GET /api/driver/missions',
    'GET /api/driver/missions/:id',
    'POST /api/driver/missions/:id/start',
    'POST /api/driver/missions/:id/finish',
  ];

  /**
   * Calls that need no access token at all: a driver's token changes nothing there. A new public
   * route must be added here on purpose, or this table expects it to refuse drivers.
   */
  const PUBLIC = [
    'GET /api/health',
    'GET /api/dev/mailbox',
    'POST /api/forgot-pass',
    'POST /api/reset-password',
    'GET /api/auth/verify-email',
    'GET /api/auth/vat-check/:vat',
    'GET /api/auth/invitation',
    'POST /api/auth/invitation/accept',
    'POST /api/auth/register',
    'POST /api/auth/resend-verification-email',
    'GET /api/auth/network-invitation',
    'POST /register_from_api/com',
    'GET /api/catalogues',
    'GET /api/country/active',
    'GET /api/countries/:alpha2/states',
    'GET /api/countries/:alpha2/states/:stateId/cities',
    'POST /countries/:alpha2/cities',
    'GET /api/places/search',
    'GET /api/places/:placeId',
    'GET /api/companies/:id/logo',
    'GET /api/trucks/:id/picture',
    // The hub takes the `mercure_token`, not the access token (a driver's grants only its own topic).
    'GET /.well-known/mercure',
  ];
  const isDocs = (route: string) => /^GET \/api\/docs\b/.test(route);

  const urlOf = (route: string) =>
    route
      .split(' ')[1]!
      .replace(/:\w+/g, () => randomUUID())
      .replace('*', 'x');

  /** A driver added by a carrier through the API, logged in with the mailed password. */
  async function loggedInDriver() {
    const user = await carrier();
    const driver = await addDriver(user);
    const session = await login(t.app, driver.email, await lastPasswordOf(driver.email));
    expect(session.response.statusCode, session.response.body).toBe(200);
    return { user, driver, session: session.body as Required<typeof session.body> };
  }

  it('answers 403 to a driver on every route but the session’s and the public ones, whatever is sent', async () => {
    const { user, driver, session } = await loggedInDriver();
    const walled = registeredRoutes().filter(
      (route) => !FOR_DRIVERS.includes(route) && !PUBLIC.includes(route) && !isDocs(route),
    );
    // Not an empty table: every capability's calls are in it.
    expect(walled.length).toBeGreaterThan(100);
    expect(walled).toEqual(
      expect.arrayContaining([
        'GET /api/drivers',
        'GET /api/drivers/:id',
        'GET /api/missions',
        'GET /api/missions/:id',
        'GET /api/freights',
        'GET /api/offers/my',
        'POST /api/user/logged',
        'PUT /api/users/:id',
      ]),
    );
    const answers: string[] = [];
    for (const route of walled) {
      const [method] = route.split(' ') as ['GET'];
      // Its own id where the route takes one: a driver reads not even itself through them.
      const url = urlOf(route).replace(/[0-9a-f-]{36}/, driver.id);
      const response = await t.app.inject({
        method,
        url,
        headers: bearer(session.token),
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      answers.push(`${route} → ${response.statusCode} ${response.json().code}`);
    }
    expect(answers).toEqual(walled.map((route) => `${route} → 403 ROLE_FORBIDDEN`));
    // The calls that take the token in the query string too (spec 000 §7).
    const byQuery = await t.app.inject({ method: 'GET', url: `/api/user/info?token=${session.token}` });
    expect(byQuery.statusCode).toBe(403);
    expect(byQuery.json()).toEqual({ code: 'ROLE_FORBIDDEN', message: 'Votre rôle ne permet pas cette action.' });
    // Nothing was done on the driver's behalf: the carrier's driver is as it was.
    expect((await user.inject({ method: 'GET', url: `/api/drivers/${driver.id}` })).json().data).toEqual(driver);
  });

  it('keeps the public list honest: none of its calls asks for a token', async () => {
    const routes = registeredRoutes();
    for (const route of FOR_DRIVERS) expect(routes, route).toContain(route);
    for (const route of [...PUBLIC, ...SESSION]) {
      expect(routes, route).toContain(route);
      const [method] = route.split(' ') as ['GET'];
      const response = await t.app.inject({
        method,
        url: urlOf(route),
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, route).not.toBe(401);
    }
  });

  it('opens the session’s calls to a driver: login, refresh, the hub on their own topic only, logout', async () => {
    const { user, driver, session } = await loggedInDriver();
    const hubClaims = JSON.parse(Buffer.from(session.mercure_token.split('.')[1]!, 'base64url').toString());
    expect(hubClaims.mercure).toEqual({ subscribe: [driver.id] });
    const exchange = await t.app.inject({
      method: 'GET',
      url: `/.well-known/mercure?topic=${FREIGHTS_TOPIC}`,
      headers: bearer(session.mercure_token),
    });
    expect(exchange.statusCode).toBe(403);

    const url = await listen(t.app);
    const stream = await subscribe(url, session.mercure_token, [driver.id]);
    try {
      expect(stream.response.status).toBe(200);
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/api/token/refresh',
        payload: { refresh_token: session.refresh_token },
      });
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      // New credentials end every session of the driver: the open stream is told and closed.
      expect((await user.inject({ method: 'POST', url: `/api/drivers/${driver.id}/credentials` })).statusCode).toBe(
        200,
      );
      const until = Date.now() + 3000;
      while (!stream.ended() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(stream.ended()).toBe(true);
      expect(stream.events()).toContainEqual(expect.objectContaining({ data: { action: 'logout' } }));
    } finally {
      await stream.close();
    }

    const again = await login(t.app, driver.email, await lastPasswordOf(driver.email));
    const loggedOut = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearer(again.body.token),
      payload: {},
    });
    expect(loggedOut.statusCode, loggedOut.body).toBe(200);
    const afterLogout = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: again.body.refresh_token },
    });
    expect(afterLogout.statusCode).toBe(401);
  });
});
