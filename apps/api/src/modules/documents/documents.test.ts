import { MESSAGES } from '@tariq/contracts';
import { requiredDocumentTypes } from '@tariq/contracts/documents';
import type { TCompanyDocumentsResponse, TLegalDocumentType, TQueuedDocument } from '@tariq/contracts/documents';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, companyDocuments, notifications } from '../../db/schema';
import { findMailsTo } from '../mail';
import { createSignedInUser, createTestApp } from '../../test/helpers';
import type { TSignedInUser, TTestApp } from '../../test/helpers';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const BOUNDARY = 'tariq-documents-boundary';

type TPart = { name: string; value: string } | { name: string; fileName: string; bytes: Buffer };

function multipart(parts: TPart[]): Buffer {
  return Buffer.concat([
    ...parts.flatMap((part) =>
      'bytes' in part
        ? [
            Buffer.from(
              `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
            ),
            part.bytes,
            Buffer.from('\r\n'),
          ]
        : [
            Buffer.from(
              `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
            ),
          ],
    ),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

function upload(
  user: TSignedInUser,
  type: string,
  bytes: Buffer,
  options: { fileName?: string; fields?: Record<string, string> } = {},
) {
  const fields = Object.entries(options.fields ?? {}).map(([name, value]) => ({ name, value }));
  return user.inject({
    method: 'PUT',
    url: `/api/documents/${type}`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart([...fields, { name: 'file', fileName: options.fileName ?? 'document.pdf', bytes }]),
  });
}

async function documentsOf(user: TSignedInUser): Promise<TCompanyDocumentsResponse> {
  const response = await user.inject({ method: 'GET', url: '/api/documents' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const statusOf = (answer: TCompanyDocumentsResponse, type: TLegalDocumentType) =>
  answer.data.find((document) => document.type === type)!.status;

async function storedRows(companyId: string) {
  return t.db.read((db) => db.select().from(companyDocuments).where(eq(companyDocuments.companyId, companyId)));
}

async function queue(admin: TSignedInUser): Promise<TQueuedDocument[]> {
  const response = await admin.inject({ method: 'GET', url: '/api/admin/documents?limit=100' });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

function verify(admin: TSignedInUser, id: string, expiresAt: string | null = null) {
  return admin.inject({ method: 'POST', url: `/api/admin/documents/${id}/verify`, payload: { expiresAt } });
}

/** A new company (documents not verified) with its user signed in, and a staff member. */
async function newCompany(role: 'ROLE_TRANSPORTEUR' | 'ROLE_COMMISSIONNAIRE' = 'ROLE_TRANSPORTEUR') {
  return createSignedInUser(t, { role, documentsOk: false });
}

/** Sends and verifies every required document of the company. */
async function activate(user: TSignedInUser, admin: TSignedInUser) {
  for (const type of requiredDocumentTypes(user.company.kind)) {
    expect((await upload(user, type, PDF, { fields: { issuedAt: '2026-11-01' } })).statusCode).toBe(200);
  }
  for (const queued of (await queue(admin)).filter((document) => document.company.id === user.company.id)) {
    expect((await verify(admin, queued.id)).statusCode).toBe(200);
  }
}

describe('a company’s documents', () => {
  it('lists every type its kind must hold first, all missing, and is not active', async () => {
    const carrier = await newCompany();
    const answer = await documentsOf(carrier);
    expect(answer.data.map((document) => [document.type, document.required, document.status])).toEqual([
      ['trade_register', true, 'missing'],
      ['tax_id', true, 'missing'],
      ['tax_regularity', true, 'missing'],
      ['social_security', true, 'missing'],
      ['transport_capacity', true, 'missing'],
      ['insurance', true, 'missing'],
      ['other', false, 'missing'],
    ]);
    expect(answer).toMatchObject({ isDocOk: false, verifiedUntil: null });
    const shipper = await newCompany('ROLE_COMMISSIONNAIRE');
    expect((await documentsOf(shipper)).data.filter((document) => document.required)).toHaveLength(4);
  });

  it('keeps an uploaded file in validation with what the document shows, and serves it back', async () => {
    const carrier = await newCompany();
    const response = await upload(carrier, 'insurance', PDF, {
      fileName: 'assurance 2027.pdf',
      fields: { issuedAt: '2026-10-01', number: 'POL-778', expiresAt: '2027-09-30' },
    });
    expect(response.statusCode).toBe(200);
    const insurance = (response.json() as TCompanyDocumentsResponse).data.find((row) => row.type === 'insurance')!;
    expect(insurance).toMatchObject({
      status: 'in_validation',
      file: { name: 'assurance 2027.pdf', mime: 'application/pdf', size: PDF.length },
      issuedAt: '2026-10-01',
      number: 'POL-778',
      expiresAt: '2027-09-30',
    });
    const file = await carrier.inject({ method: 'GET', url: '/api/documents/insurance/file' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it.each([
    ['a PDF named .png', PDF, 'scan.png', 200, null],
    [
      'an executable named .pdf',
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
      'rc.pdf',
      415,
      'documentFileType',
    ],
    ['an empty file', Buffer.alloc(0), 'vide.pdf', 400, 'fileEmpty'],
    ['a text file', Buffer.from('juste du texte'), 'notes.pdf', 415, 'documentFileType'],
  ] as const)('judges %s by its bytes, and stores nothing when it refuses', async (_, bytes, fileName, status, key) => {
    const carrier = await newCompany();
    const response = await upload(carrier, 'trade_register', bytes, { fileName });
    expect(response.statusCode).toBe(status);
    if (key) {
      expect(response.json().fields).toEqual({ file: MESSAGES.fr.validation[key] });
      expect(await storedRows(carrier.company.id)).toEqual([]);
    } else {
      // A PDF is a PDF whatever it is called: kept, and downloaded as .pdf.
      const [row] = await storedRows(carrier.company.id);
      expect(row).toMatchObject({ mime: 'application/pdf', name: 'scan.png' });
    }
  });

  it('refuses a file over 10 MB, with nothing stored', async () => {
    const carrier = await newCompany();
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]);
    const response = await upload(carrier, 'trade_register', big);
    expect(response.statusCode).toBe(413);
    expect(await storedRows(carrier.company.id)).toEqual([]);
  });

  it('keeps a path-like file name as a name only, never a path', async () => {
    const carrier = await newCompany();
    const response = await upload(carrier, 'trade_register', PNG, { fileName: '../../etc/passwd.png' });
    expect(response.statusCode).toBe(200);
    const [row] = await storedRows(carrier.company.id);
    expect(row!.name).toBe('passwd.png');
    expect(row!.storageKey).not.toContain('/');
    expect(row!.storageKey).not.toContain('passwd');
  });

  it('checks the dates: a valid day, not issued in the future, not expiring before its issue', async () => {
    const carrier = await newCompany();
    const wrong = await upload(carrier, 'insurance', PDF, { fields: { issuedAt: '2026-02-30', expiresAt: 'demain' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({
      issuedAt: MESSAGES.fr.validation.invalid,
      expiresAt: MESSAGES.fr.validation.invalid,
    });
    const reversed = await upload(carrier, 'insurance', PDF, {
      fields: { issuedAt: '2026-10-01', expiresAt: '2026-09-01' },
    });
    expect(reversed.json().fields).toEqual({ expiresAt: MESSAGES.fr.validation.expiryBeforeIssue });
    const future = await upload(carrier, 'insurance', PDF, { fields: { issuedAt: '2027-01-01' } });
    expect(future.json().fields).toEqual({ issuedAt: MESSAGES.fr.validation.futureDate });
    expect(await storedRows(carrier.company.id)).toEqual([]);
  });

  it('refuses an unknown type', async () => {
    const carrier = await newCompany();
    expect((await upload(carrier, 'passport', PDF)).statusCode).toBe(400);
  });

  it('replaces a document: one row, back to validation, the old file gone', async () => {
    const carrier = await newCompany();
    await upload(carrier, 'trade_register', PDF);
    const [first] = await storedRows(carrier.company.id);
    await upload(carrier, 'trade_register', PNG, { fileName: 'rc.png' });
    const rows = await storedRows(carrier.company.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ mime: 'image/png', status: 'in_validation' });
    await expect(t.app.ctx.files.read(first!.storageKey)).rejects.toThrow();
  });
});

describe('activation: is_doc_ok', () => {
  it('opens once every required document is verified, without a new login, and closes when one is deleted', async () => {
    const admin = await createSignedInUser(t, { role: 'ROLE_ADMIN' });
    const carrier = await newCompany();
    const freights = () => carrier.inject({ method: 'GET', url: '/api/freights' });
    expect((await freights()).statusCode).toBe(403);

    await activate(carrier, admin);
    const answer = await documentsOf(carrier);
    expect(answer.isDocOk).toBe(true);
    const docOk = await carrier.inject({ method: 'GET', url: `/api/user/is_doc_ok?token=${carrier.token}` });
    expect(docOk.json()).toEqual({ doc_ok: true });
    expect((await freights()).statusCode).toBe(200);
    // The earliest expiry of the required documents: a quarter after the tax certificates' issue.
    expect(answer.verifiedUntil).toBe('2027-01-30');

    const removed = await carrier.inject({ method: 'DELETE', url: '/api/documents/insurance' });
    expect(removed.statusCode).toBe(200);
    expect(statusOf(removed.json(), 'insurance')).toBe('missing');
    expect((removed.json() as TCompanyDocumentsResponse).isDocOk).toBe(false);
    expect((await freights()).statusCode).toBe(403);
    const [company] = await t.db.read((db) => db.select().from(companies).where(eq(companies.id, carrier.company.id)));
    expect(company!.documentsOk).toBe(false);
  });

  it('does not count an optional document, nor another kind’s', async () => {
    const admin = await createSignedInUser(t, { role: 'ROLE_ADMIN' });
    const shipper = await newCompany('ROLE_COMMISSIONNAIRE');
    await activate(shipper, admin);
    expect((await documentsOf(shipper)).isDocOk).toBe(true);
  });

  it('closes again when a verified document is replaced, until it is reviewed', async () => {
    const admin = await createSignedInUser(t, { role: 'ROLE_ADMIN' });
    const shipper = await newCompany('ROLE_COMMISSIONNAIRE');
    await activate(shipper, admin);
    await upload(shipper, 'tax_id', PNG);
    expect((await documentsOf(shipper)).isDocOk).toBe(false);
  });
});

describe('the staff’s review', () => {
  it('queues documents in validation oldest first, with the company’s identifiers', async () => {
    const admin = await createSignedInUser(t, { role: 'ROLE_ADMIN' });
    const first = await newCompany();
    await upload(first, 'trade_register', PDF);
    t.clock.advance(60_000);
    const second = await newCompany();
    await upload(second, 'trade_register', PDF);
    const ours = (await queue(admin)).filter((document) =>
      [first.company.id, second.company.id].includes(document.company.id),
    );
    expect(ours.map((document) => document.company.id)).toEqual([first.company.id, second.company.id]);
    expect(ours[0]).toMatchObject({ type: 'trade_register', status: 'in_validation', company: { kind: 'carrier' } });
    const preview = await admin.inject({ method: 'GET', url: `/api/admin/documents/${ours[0]!.id}/file` });
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.equals(PDF)).toBe(true);
  });

  it('verifies with the expiry read on the document, tells the company, and records it', async () => {
    const admin = await createSignedInUser(t, { role: 'ROLE_ADMIN' });
    const carrier = await newCompany();
    await upload(carrier, 'insurance', PDF, { fields: { expiresAt: '2027-03-31' } });
    const [queued] = (await queue(admin)).filter((document) => document.company.id === carrier.company.id);
    const response = await verify(admin, queued!.id, '2027-06-30');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'verified', expiresAt: '2027-06-30' });
    expect((await verify(admin, queued!.id)).statusCode).toBe(409);

    const told = await t.db.read((db) =>
      db.select().from(notifications).where(eq(notifications.userId, carrier.user.id)),
    );
    expect(told.map((row) => [row.type, row.data])).toEqual([[9, { action: 'document_verified' }]]);
    const [entry] = await t.db.read((db) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, queued!.id), eq(auditLog.action, 'document.verified'))),
    );
    expect(entry).toMatchObject({ actorUserId: admin.user.id, after: { status: 'verified', expiresAt: '2027-06-30' } });
  });

  it('refuses with a reason the company reads; the reason is required', async () => {
    const admin = await createSignedInUser(t, { role: 'ROLE_ADMIN' });
    const carrier = await newCompany();
    await upload(carrier, 'tax_regularity', PDF);
    const [queued] = (await queue(admin)).filter((document) => document.company.id === carrier.company.id);
    const empty = await admin.inject({
      method: 'POST',
      url: `/api/admin/documents/${queued!.id}/refuse`,
      payload: { reason: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    const refused = await admin.inject({
      method: 'POST',
      url: `/api/admin/documents/${queued!.id}/refuse`,
      payload: { reason: 'Attestation illisible : merci d’envoyer un scan net.' },
    });
    expect(refused.statusCode).toBe(200);
    const seen = (await documentsOf(carrier)).data.find((document) => document.type === 'tax_regularity')!;
    expect(seen).toMatchObject({
      status: 'refused',
      refusalReason: 'Attestation illisible : merci d’envoyer un scan net.',
    });
    // The e-mail copy goes per the user's settings (documents: on by default).
    expect(await t.db.read((db) => findMailsTo(db, carrier.email))).toHaveLength(1);
  });

  it('refuses anyone but the staff on every review call (403), and 401 without a token', async () => {
    const carrier = await newCompany();
    await upload(carrier, 'trade_register', PDF);
    const [row] = await storedRows(carrier.company.id);
    for (const request of [
      { method: 'GET', url: '/api/admin/documents' },
      { method: 'GET', url: `/api/admin/documents/${row!.id}/file` },
      { method: 'POST', url: `/api/admin/documents/${row!.id}/verify`, payload: { expiresAt: null } },
      { method: 'POST', url: `/api/admin/documents/${row!.id}/refuse`, payload: { reason: 'Non conforme' } },
    ] as const) {
      expect((await carrier.inject(request)).statusCode).toBe(403);
      expect((await t.app.inject(request)).statusCode).toBe(401);
    }
    expect((await storedRows(carrier.company.id))[0]!.status).toBe('in_validation');
  });
});

describe('tenant isolation', () => {
  it('never lists, downloads or deletes another company’s documents', async () => {
    const owner = await newCompany();
    const other = await newCompany();
    await upload(owner, 'trade_register', PDF);
    expect(statusOf(await documentsOf(other), 'trade_register')).toBe('missing');
    expect((await other.inject({ method: 'GET', url: '/api/documents/trade_register/file' })).statusCode).toBe(404);
    expect((await other.inject({ method: 'DELETE', url: '/api/documents/trade_register' })).statusCode).toBe(404);
    expect(await storedRows(owner.company.id)).toHaveLength(1);
  });
});
