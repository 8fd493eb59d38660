import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp } from '../test/helpers';
import type { TTestApp } from '../test/helpers';
import { createS3FileStorage } from './s3-storage';
import type { TS3StorageConfig } from './s3-storage';

/*
 * The files in an S3-compatible bucket (issue 26), against a real S3 server started here: s3rver,
 * which speaks the S3 protocol over HTTP and signs as S3 does, keeping objects in a temporary folder.
 */

let server: S3rver;
let directory: string;
let s3: TS3StorageConfig;
let t: TTestApp;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'tariq-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'tariq', configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  s3 = {
    bucket: 'tariq',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'files/',
  };
  t = await createTestApp({ s3 });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const BOUNDARY = 'tariq-s3-boundary';
const multipart = (bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="rc.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

describe('files in an S3-compatible bucket', () => {
  it('saves, reads and removes objects under the prefix, and refuses any key it did not make', async () => {
    const storage = await createS3FileStorage(s3);
    try {
      const key = await storage.save(Buffer.from('bonjour'));
      expect(key).toMatch(/^[a-f0-9]{32}$/);
      expect((await storage.read(key)).toString()).toBe('bonjour');
      await storage.remove(key);
      await expect(storage.read(key)).rejects.toThrow();
      // Removing what is not there is no error, as on disk.
      await storage.remove(key);
      await expect(storage.read('../../etc/passwd')).rejects.toThrow('Invalid file key');
    } finally {
      await storage.close();
    }
  });

  it('keeps a company’s documents there: uploaded, downloaded through the API, replaced and deleted', async () => {
    const carrier = await createSignedInUser(t, { documentsOk: false });
    const upload = (bytes: Buffer) =>
      carrier.inject({
        method: 'PUT',
        url: '/api/documents/trade_register',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: multipart(bytes),
      });
    expect((await upload(PDF)).statusCode).toBe(200);
    const download = await carrier.inject({ method: 'GET', url: '/api/documents/trade_register/file' });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const second = Buffer.concat([PDF, Buffer.from('% second version\n')]);
    expect((await upload(second)).statusCode).toBe(200);
    expect((await carrier.inject({ method: 'GET', url: '/api/documents/trade_register/file' })).rawPayload).toEqual(
      second,
    );
    expect((await carrier.inject({ method: 'DELETE', url: '/api/documents/trade_register' })).statusCode).toBe(200);
    expect((await carrier.inject({ method: 'GET', url: '/api/documents/trade_register/file' })).statusCode).toBe(404);
  });
});
