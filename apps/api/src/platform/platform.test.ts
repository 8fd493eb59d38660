import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ConfigError, loadConfig, parseConfig, testConfig } from '../config';
import { DataDirLockedError, acquireLock, openDatabase, processStartTime } from '../db/client';
import { createTestApp, startSecondInstance } from '../test/helpers';
import type { TTestApp } from '../test/helpers';
import { createPasswordHasher, isCommonPassword, verifyPassword } from './passwords';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.get('/api/__test/crash', async () => {
      throw new Error('relation "users" does not exist at /srv/app/secret.ts');
    });
  });
});
afterAll(async () => t.close());

describe('error handler', () => {
  it('answers a 500 with no detail, in the caller language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/__test/crash',
      headers: { 'user-language': 'en' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL', message: 'An error occurred. Please try again.' });
    expect(response.body).not.toMatch(/relation|secret|stack|\.ts/);
  });

  it('answers 404 in the shape of every error for an unknown API path', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'user-language': 'ar' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'المورد غير موجود.' });
  });

  it('answers 413 for a body over the limit and 415 for an unknown content type', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: 'a@b.dz', password: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('falls back to French for an unknown language', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing', headers: { 'user-language': 'xx' } });
    expect(response.json().message).toBe('Ressource introuvable.');
  });
});

describe('errors raised before routing', () => {
  it('answers a URL the router cannot decode and an over-long path parameter with our body and headers', async () => {
    const cases = [
      { url: '/api/offers/%ff%fe', status: 400, code: 'BAD_REQUEST', message: 'The request is invalid.' },
      {
        url: `/api/offers/${'a'.repeat(500)}`,
        status: 414,
        code: 'URI_TOO_LONG',
        message: 'The requested address is too long.',
      },
    ];
    for (const { url, status, code, message } of cases) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'user-language': 'en' } });
      expect(response.statusCode, url).toBe(status);
      expect(response.json(), url).toEqual({ code, message });
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-request-id'], url).toMatch(/^[\w-]+$/);
    }
    const arabic = await t.app.inject({ method: 'GET', url: '/api/offers/%ff', headers: { 'user-language': 'ar' } });
    expect(arabic.json().message).toBe('الطلب غير صالح.');
  });

  it('answers a page address the browser cannot decode (/offres/%) with the web app, which shows its own error page', async () => {
    const webDistDir = mkdtempSync(path.join(tmpdir(), 'tariq-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Tariq</title><div id="root"></div>');
    const web = await startSecondInstance({ ...t, config: { ...t.config, webDistDir } });
    try {
      const page = await web.inject({ method: 'GET', url: '/offres/%' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      // The API keeps its JSON.
      const api = await web.inject({ method: 'GET', url: '/api/offers/%ff%fe' });
      expect(api.statusCode).toBe(400);
      expect(api.json().code).toBe('BAD_REQUEST');
    } finally {
      await web.close();
    }
  });
});

describe('the built web app', () => {
  it('sends the compressed files written at build as they are, cached for a year, and compresses what has none', async () => {
    const webDistDir = mkdtempSync(path.join(tmpdir(), 'tariq-web-'));
    mkdirSync(path.join(webDistDir, 'assets'));
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Tariq</title><div id="root"></div>');
    const script = `export const words = ${JSON.stringify('route '.repeat(2000))};`;
    const scriptFile = path.join(webDistDir, 'assets/page-a1b2c3.js');
    writeFileSync(scriptFile, script);
    // Not what the server would make of the file on the fly: only the build's files can give these bytes.
    const brotli = brotliCompressSync(script);
    const gzip = gzipSync(script, { level: 9 });
    writeFileSync(`${scriptFile}.br`, brotli);
    writeFileSync(`${scriptFile}.gz`, gzip);
    writeFileSync(path.join(webDistDir, 'assets/plain-d4e5f6.css'), `.a{color:red}${'\n.b{margin:0}'.repeat(300)}`);
    const web = await startSecondInstance({ ...t, config: { ...t.config, webDistDir } });
    try {
      const asBrotli = await web.inject({
        method: 'GET',
        url: '/assets/page-a1b2c3.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(asBrotli.statusCode).toBe(200);
      expect(asBrotli.headers['content-encoding']).toBe('br');
      expect(asBrotli.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(asBrotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asBrotli.headers.vary).toMatch(/accept-encoding/i);
      expect(asBrotli.rawPayload.equals(brotli)).toBe(true);
      expect(brotliDecompressSync(asBrotli.rawPayload).toString()).toBe(script);

      const asGzip = await web.inject({
        method: 'GET',
        url: '/assets/page-a1b2c3.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(asGzip.headers['content-encoding']).toBe('gzip');
      expect(asGzip.rawPayload.equals(gzip)).toBe(true);

      const plain = await web.inject({ method: 'GET', url: '/assets/page-a1b2c3.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);

      // A file the build left alone is still compressed, on the fly.
      const css = await web.inject({
        method: 'GET',
        url: '/assets/plain-d4e5f6.css',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(css.headers['content-encoding']).toBe('gzip');
      expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(gunzipSync(css.rawPayload).toString()).toMatch(/^\.a\{color:red\}/);

      // The page itself is never kept: a new build must be seen at the next visit.
      const page = await web.inject({ method: 'GET', url: '/freights', headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
    } finally {
      await web.close();
    }
  });
});

describe('request log', () => {
  it('never writes a token given in the query string, whatever the case of its name', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({ config: { ...t.config, logLevel: 'info' }, db: t.db, clock: t.clock, logStream });
    await app.ready();
    try {
      for (const url of [
        '/api/offers/1/eprotocol?token=secret-one&x=1',
        '/api/offers/1/eprotocol?TOKEN=secret-two',
        '/.well-known/mercure?topic=a&Authorization=Bearer%20secret-three',
        '/.well-known/mercure?topic=a&authorization=secret-four&access_token=secret-five',
        '/api/offers/%ff?token=secret-six',
      ]) {
        await app.inject({ method: 'GET', url });
      }
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('[redacted]');
    expect(log).toContain('x=1');
    expect(log).not.toMatch(/secret-/);
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual headers, with a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    // A document's PDF previewed from a blob: URL (the staff's review), and nothing of another site.
    expect(csp).toContain("frame-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[\w-]+$/);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('GET /api/health and /api/docs', () => {
  it('reports the database as reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up', driver: t.db.driver });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/login_check'].post.requestBody.content['application/json'].schema.required).toEqual([
      'username',
      'password',
    ]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/token/refresh', '/api/user/logged', '/api/health']),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('configuration', () => {
  it('stops with a message naming each wrong variable', () => {
    expect(() => parseConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      parseConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(String((error as Error).message)).toMatch(/PORT/);
      expect(String((error as Error).message)).toMatch(/DATABASE_URL/);
    }
  });

  it('takes an external Mercure hub only with its publisher key, the subscriber key defaulting to it', () => {
    const key = 'k'.repeat(32);
    expect(() => parseConfig({ MERCURE_URL: 'https://hub.example/.well-known/mercure' })).toThrow(/MERCURE_URL/);
    expect(() => parseConfig({ MERCURE_PUBLISHER_JWT_KEY: key })).toThrow(/MERCURE_URL/);
    expect(
      parseConfig({ MERCURE_URL: 'https://hub.example/.well-known/mercure', MERCURE_PUBLISHER_JWT_KEY: key }).mercure,
    ).toEqual({
      url: 'https://hub.example/.well-known/mercure',
      publisherKey: key,
      subscriberKey: key,
    });
  });

  it('has the documented defaults', () => {
    const config = parseConfig({});
    expect(config.mercure).toBeNull();
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('./data/db') });
    expect(config.seedDemo).toBe(true);
    expect(parseConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
  });

  it('keeps files in an S3-compatible bucket only when S3_BUCKET comes with its keys', () => {
    expect(parseConfig({}).s3).toBeNull();
    expect(() => parseConfig({ S3_BUCKET: 'tariq-files' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() =>
      parseConfig({ S3_BUCKET: 'tariq-files', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b', S3_ENDPOINT: 'minio' }),
    ).toThrow(/S3_ENDPOINT/);
    expect(
      parseConfig({
        S3_BUCKET: 'tariq-files',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
      }).s3,
    ).toEqual({
      bucket: 'tariq-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'files/',
    });
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tariq-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
  });
});

describe('embedded database lock', () => {
  // The lock's rules on the lock alone (opening PGlite on disk costs seconds); one real open below.
  it('refuses a second process on the same data folder and takes over a stale lock', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tariq-lock-'));
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(path.join(dataDir, 'tariq.lock'), `${holder.pid} ${processStartTime(holder.pid!)}`);
      await expect(acquireLock(dataDir)).rejects.toThrow(DataDirLockedError);
    } finally {
      holder.kill();
    }
    await new Promise((resolve) => holder.once('exit', resolve));
    const release = await acquireLock(dataDir);
    // The same folder taken twice in one process is refused as well.
    await expect(acquireLock(dataDir)).rejects.toThrow(/in use/);
    release();
    (await acquireLock(dataDir))();
  });

  it('opens the database at once after the holder was killed with SIGKILL, while it is still exiting or a zombie', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tariq-lock-'));
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    await new Promise((resolve) => holder.once('spawn', resolve));
    writeFileSync(path.join(dataDir, 'tariq.lock'), `${holder.pid} ${processStartTime(holder.pid!)}`);
    holder.kill('SIGKILL');
    // No wait for 'exit': the restart comes before the dead process is reaped.
    const db = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    expect(await db.ping()).toBe(true);
    // The open database holds the folder: a second open is refused.
    await expect(openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') })).rejects.toThrow(/in use/);
    await db.close();
  });

  it('takes over the lock of a killed process whose pid a live process now has (containers: PID 1)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tariq-lock-'));
    // A kill -9 leaves the lock; the next server starts with the same pid (here: this test's own).
    const start = Number(processStartTime(process.pid));
    expect(start).toBeGreaterThan(0);
    writeFileSync(path.join(dataDir, 'tariq.lock'), `${process.pid} ${start - 1}`);
    const release = await acquireLock(dataDir);
    expect(readFileSync(path.join(dataDir, 'tariq.lock'), 'utf8')).toBe(`${process.pid} ${start}`);
    release();
  });
});

describe('server start', () => {
  it('says in one line that the port is taken, before opening, loading or seeding anything', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tariq-port-'));
    try {
      const server = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../server.ts')], {
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
      });
      let output = '';
      server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise((resolve) => server.once('exit', resolve));
      expect(code).toBe(1);
      expect(output.trim()).toBe(`Port ${port} on 127.0.0.1 is already in use: stop the other program, or set PORT.`);
      expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    } finally {
      taken.close();
    }
  }, 30_000);
});

describe('passwords', () => {
  it('hashes as scrypt$N$r$p$salt$hash with OWASP parameters and a fresh salt in every configuration but tests', async () => {
    for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'development' }, {}] as const) {
      // No variable lowers the cost: an operator cannot weaken it by mistake.
      expect(parseConfig({ ...env, PASSWORD_HASH_N: '1024', SCRYPT_N: '1024' }).passwordHashing).toEqual({
        n: 2 ** 17,
      });
    }
    const passwords = createPasswordHasher(parseConfig({ NODE_ENV: 'production' }).passwordHashing);
    const hash = await passwords.hash('Tariq-demo-2026');
    const [scheme, n, r, p, salt] = hash.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(await passwords.hash('Tariq-demo-2026')).not.toBe(hash);
    expect(await verifyPassword('Tariq-demo-2026', hash)).toBe(true);
    expect(await verifyPassword('tariq-demo-2026', hash)).toBe(false);
    expect(await verifyPassword('Tariq-demo-2026', 'md5$abc')).toBe(false);
  });

  it('checks a hash with the cost stored in it, so a cheaper test hash and a production hash both verify', async () => {
    const cheap = await createPasswordHasher(testConfig().passwordHashing).hash('Tariq-demo-2026');
    expect(Number(cheap.split('$')[1])).toBeLessThan(2 ** 17);
    const passwords = createPasswordHasher(parseConfig({ NODE_ENV: 'production' }).passwordHashing);
    expect(await passwords.verify('Tariq-demo-2026', cheap)).toBe(true);
    expect(await passwords.burn('Tariq-demo-2026')).toBe(false);
  });

  it('knows the common passwords', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('Azerty123')).toBe(true);
    expect(isCommonPassword('Tariq-demo-2026')).toBe(false);
  });
});
