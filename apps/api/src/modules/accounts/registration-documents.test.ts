import { MESSAGES } from '@tariq/contracts';
import type { TRegisterInput } from '@tariq/contracts/registration';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { companies, companyDocuments, users } from '../../db/schema';
import { findMailsTo } from '../mail';
import { UPLOADS_PER_USER, UPLOAD_WINDOW_MS } from '../../platform/uploads';
import { createTestAppWithPlaces } from '../../test/helpers';
import type { TTestApp } from '../../test/helpers';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestAppWithPlaces(['DZ']);
}, 60_000);
afterAll(async () => t.close());

let serial = 0;
/** Each test signs up from its own address: the per-address limits are not what is tested here. */
let address = '';
/** Keys of every file the storage wrote during the test, to check what became of them. */
let saved: Promise<string>[] = [];
beforeEach(() => {
  serial += 1;
  address = `10.35.${Math.floor(serial / 250)}.${serial % 250}`;
  const save = t.app.ctx.files.save.bind(t.app.ctx.files);
  saved = [];
  vi.spyOn(t.app.ctx.files, 'save').mockImplementation((bytes) => {
    const key = save(bytes);
    saved.push(key);
    return key;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const BOUNDARY = 'tariq-signup-boundary';
const PDF = Buffer.from('%PDF-1.4\n% an extract of the trade register\n%%EOF\n');
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
// A Windows executable's first bytes, sent under a PDF's name and type.
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]);

function digits(prefix: string) {
  return `${prefix}${String(serial).padStart(6, '0')}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`.slice(
    0,
    15,
  );
}

function payload(): TRegisterInput {
  return {
    accountType: 'carrier',
    company: {
      legalName: 'EURL Trans Hodna',
      legalForm: 'eurl',
      shareCapital: 100_000,
      rc: '28/00-7654321 B 20',
      nif: digits('3'),
      nis: digits('4'),
      taxArticle: '28011234567',
      taxRegime: 'ifu',
      address: 'Zone industrielle, lot 12',
      placeId: 'DZ:16',
      phone: '+213 35 55 00 00',
      mobile: null,
      fax: null,
    },
    user: {
      firstName: 'Karim',
      lastName: 'Mansouri',
      phone: '+213 550 00 11 22',
      roleInCompany: 'operations_manager',
      email: `docs-${serial}-${Math.random().toString(36).slice(2, 8)}@example.dz`,
      password: 'une longue phrase de passe',
      passwordConfirmation: 'une longue phrase de passe',
    },
    activity: { trucksCount: 'm', trucksTypes: ['truckPL19'] },
    zones: { pickup: ['16'], delivery: ['31'] },
    termsAccepted: true,
  };
}

type TPart = { name: string; value: string } | { name: string; fileName: string; type: string; bytes: Buffer };

function multipart(parts: TPart[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
            `Content-Type: ${part.type}\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

function register(parts: TPart[], language = 'fr') {
  return t.app.inject({
    method: 'POST',
    url: '/register_from_api/com',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'user-language': language },
    payload: multipart(parts),
    remoteAddress: address,
  });
}

const data = (body: TRegisterInput): TPart => ({ name: 'data', value: JSON.stringify(body) });

async function companyByNif(nif: string) {
  return t.db.read((db) => db.select().from(companies).where(eq(companies.vatNumber, nif)));
}

/** The company's documents, by type (the table has no order of its own). */
async function documentsOf(companyId: string) {
  return t.db.read((db) =>
    db
      .select()
      .from(companyDocuments)
      .where(eq(companyDocuments.companyId, companyId))
      .orderBy(desc(companyDocuments.type)),
  );
}

async function countRows(table: typeof companyDocuments | typeof users) {
  const [row] = await t.db.read((db) => db.select({ count: sql<number>`count(*)::int` }).from(table));
  return row!.count;
}

/** Every file written during the test is gone from the storage. */
async function expectNoFileLeft() {
  const keys = await Promise.all(saved);
  for (const key of keys) await expect(t.app.ctx.files.read(key)).rejects.toThrow();
}

describe('POST /register_from_api/com (multipart sign-up)', () => {
  it('creates the company, its first user and its documents in validation, each file stored as sent', async () => {
    const body = payload();
    const response = await register([
      data(body),
      { name: 'documents[trade_register]', fileName: 'extrait RC.pdf', type: 'application/pdf', bytes: PDF },
      { name: 'documents[insurance]', fileName: 'assurance.png', type: 'image/png', bytes: PNG },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      email: body.user.email,
      isVerified: false,
      documents: [
        { type: 'trade_register', name: 'extrait RC.pdf', status: 'in_validation' },
        { type: 'insurance', name: 'assurance.png', status: 'in_validation' },
      ],
    });

    const [company] = await companyByNif(body.company.nif);
    expect(company).toMatchObject({ kind: 'carrier', legalName: 'EURL Trans Hodna', trucksCount: 'm' });
    const [user] = await t.db.read((db) => db.select().from(users).where(eq(users.companyId, company!.id)));
    expect(user).toMatchObject({ email: body.user.email, role: 'ROLE_TRANSPORTEUR', emailVerifiedAt: null });
    expect(await t.db.read((db) => findMailsTo(db, body.user.email))).toHaveLength(1);

    const documents = await documentsOf(company!.id);
    expect(documents.map(({ type, name, mime, size, status }) => ({ type, name, mime, size, status }))).toEqual([
      {
        type: 'trade_register',
        name: 'extrait RC.pdf',
        mime: 'application/pdf',
        size: PDF.length,
        status: 'in_validation',
      },
      { type: 'insurance', name: 'assurance.png', mime: 'image/png', size: PNG.length, status: 'in_validation' },
    ]);
    expect(documents[0]!.uploadedAt).toEqual(t.clock.now());
    for (const document of documents) {
      // A key of the server's making, never the user's name.
      expect(document.storageKey).toMatch(/^[a-f0-9]{32}$/);
    }
    expect(await t.app.ctx.files.read(documents[0]!.storageKey)).toEqual(PDF);
    expect(await t.app.ctx.files.read(documents[1]!.storageKey)).toEqual(PNG);
  });

  it('signs up without any document, as the JSON sign-up does', async () => {
    const body = payload();
    const response = await register([data(body)]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().documents).toEqual([]);
    expect(await companyByNif(body.company.nif)).toHaveLength(1);
  });

  it('refuses a file whose bytes are no PDF or image (415), whatever its name and declared type, and keeps nothing', async () => {
    const body = payload();
    const documentsBefore = await countRows(companyDocuments);
    const response = await register([
      data(body),
      { name: 'documents[trade_register]', fileName: 'extrait.pdf', type: 'application/pdf', bytes: PDF },
      { name: 'documents[insurance]', fileName: 'assurance.pdf', type: 'application/pdf', bytes: EXE },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: MESSAGES.fr.errors.UNSUPPORTED_MEDIA_TYPE,
      fields: { 'documents[insurance]': MESSAGES.fr.validation.documentFileType },
    });
    expect(await companyByNif(body.company.nif)).toEqual([]);
    expect(await countRows(companyDocuments)).toBe(documentsBefore);
    await expectNoFileLeft();
  });

  it('answers the registration’s field errors as the JSON sign-up does, in the caller’s language, and keeps nothing', async () => {
    const body = payload();
    body.company.nif = '123';
    const response = await register(
      [data(body), { name: 'documents[insurance]', fileName: 'a.pdf', type: 'application/pdf', bytes: PDF }],
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ 'company.nif': MESSAGES.en.validation.nifFormat });
    expect(saved).toEqual([]);

    const control = payload();
    control.company.legalName = 'EURL\u0000Hodna';
    const refused = await register([data(control)]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'company.legalName': MESSAGES.fr.validation.controlCharacter });
  });

  it('refuses a body without data, with data that is no JSON, an unknown document field or one type twice (400)', async () => {
    const file = (name: string): TPart => ({ name, fileName: 'a.pdf', type: 'application/pdf', bytes: PDF });
    const cases: [TPart[], Record<string, string>][] = [
      [[file('documents[insurance]')], { data: MESSAGES.fr.validation.required }],
      [[{ name: 'data', value: '{"accountType":' }], { data: MESSAGES.fr.validation.invalid }],
      [[data(payload()), file('documents[passport]')], { documents: MESSAGES.fr.validation.invalidChoice }],
      [
        [data(payload()), file('documents[insurance]'), file('documents[insurance]')],
        { documents: MESSAGES.fr.validation.invalidChoice },
      ],
    ];
    for (const [parts, fields] of cases) {
      const response = await register(parts);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fields).toEqual(fields);
    }
    expect(saved).toEqual([]);
  });

  it('answers 409 COMPANY_EXISTS on company.nif for a NIF on Tariq, and removes the files it had stored', async () => {
    const first = payload();
    expect((await register([data(first)])).statusCode).toBe(201);
    const second = payload();
    second.company.nif = first.company.nif;
    const response = await register([
      data(second),
      { name: 'documents[insurance]', fileName: 'a.pdf', type: 'application/pdf', bytes: PDF },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json().fields).toEqual({ 'company.nif': MESSAGES.fr.validation.companyExists });
    expect(saved).toHaveLength(1);
    await expectNoFileLeft();
    const [user] = await t.db.read((db) =>
      db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, second.user.email)),
    );
    expect(user).toBeUndefined();
  });

  it('is atomic: a failure while recording the documents leaves no company, user, document, mail or file', async () => {
    const body = payload();
    const usersBefore = await countRows(users);
    await t.db.transaction(async (tx) => {
      await tx.execute(
        sql.raw(`create or replace function tariq_test_refuse_document() returns trigger language plpgsql as $$
          begin raise exception 'refused by the test'; end $$`),
      );
      await tx.execute(
        sql.raw(`create trigger tariq_test_refuse_document before insert on company_documents for each row
          when (new.type = 'insurance') execute function tariq_test_refuse_document()`),
      );
    });
    try {
      const response = await register([
        data(body),
        { name: 'documents[trade_register]', fileName: 'rc.pdf', type: 'application/pdf', bytes: PDF },
        { name: 'documents[insurance]', fileName: 'assurance.png', type: 'image/png', bytes: PNG },
      ]);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'INTERNAL', message: MESSAGES.fr.errors.INTERNAL });
    } finally {
      await t.db.transaction(async (tx) => {
        await tx.execute(sql.raw('drop trigger tariq_test_refuse_document on company_documents'));
        await tx.execute(sql.raw('drop function tariq_test_refuse_document()'));
      });
    }
    expect(saved).toHaveLength(2);
    await expectNoFileLeft();
    expect(await companyByNif(body.company.nif)).toEqual([]);
    expect(await countRows(users)).toBe(usersBefore);
    expect(await t.db.read((db) => findMailsTo(db, body.user.email))).toEqual([]);
    // And the same sign-up goes through once the cause is gone.
    expect((await register([data(body)])).statusCode).toBe(201);
  });

  it('is throttled per address as every upload is (429 with Retry-After), other addresses unaffected', async () => {
    // Bodies refused at once (no data): the throttle counts requests, before any body is read.
    const empty = [{ name: 'note', value: 'x' }];
    for (let index = 0; index < UPLOADS_PER_USER; index++) {
      expect((await register(empty)).statusCode).toBe(400);
    }
    const refused = await register([data(payload())]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(saved).toEqual([]);
    address = '10.36.0.1';
    expect((await register(empty)).statusCode).toBe(400);
    t.clock.advance(UPLOAD_WINDOW_MS);
  });

  it('answers 415 for a body that is not multipart', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/register_from_api/com',
      payload: payload(),
      remoteAddress: address,
    });
    expect(response.statusCode).toBe(415);
  });
});
