import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cleanFileName } from './download';

/**
 * Uploaded files (e-protocols, legal documents, proofs of delivery, logos), under names the server
 * makes, outside any served folder (SECURITY.md #13): on local disk under DATA_DIR, or in an
 * S3-compatible bucket when S3_BUCKET is set (s3-storage.ts). What the user called the file is
 * kept in the database only, and never touches a path or an object key. Downloads go through the
 * API's authorised endpoints: the bucket is never public.
 */
export type TFileStorage = {
  save(bytes: Buffer): Promise<string>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  close(): Promise<void>;
};

const KEY = /^[a-f0-9]{32}$/;

/** A new key: 128 random bits, never reused. */
export function newFileKey(): string {
  return randomBytes(16).toString('hex');
}

/** Refuses anything but a key the server made: no path, no other object, can be named. */
export function assertFileKey(key: string): string {
  if (!KEY.test(key)) throw new Error('Invalid file key');
  return key;
}

/** The name a user sent a file under, for display and download only: no folders, no control or bidi characters. */
export function displayFileName(name: string, options: { fallback: string; max: number }): string {
  return (cleanFileName(name) || options.fallback).slice(0, options.max);
}

function pathOf(dir: string, key: string): string {
  assertFileKey(key);
  return path.join(dir, key.slice(0, 2), key);
}

/**
 * A new file in place of an old one: `bytes` are stored first (no I/O inside a transaction), then
 * `write` runs the transaction that points its row at the new key and answers the key it replaced.
 * If `write` throws, the new file is removed (nothing points at it); once it has committed, the
 * replaced one is.
 */
export async function storeInPlace<T>(
  files: TFileStorage,
  bytes: Buffer,
  write: (key: string) => Promise<{ replaced: string | null; result: T }>,
): Promise<T> {
  const key = await files.save(bytes);
  let written: { replaced: string | null; result: T };
  try {
    written = await write(key);
  } catch (error) {
    await files.remove(key);
    throw error;
  }
  if (written.replaced) await files.remove(written.replaced);
  return written.result;
}

/** Files in `dir` (DATA_DIR/files); with none given, a temporary folder removed on close (tests, PostgreSQL without DATA_DIR). */
export async function createFileStorage(dir: string | null): Promise<TFileStorage> {
  const isTemporary = dir === null;
  const root = dir ?? (await mkdtemp(path.join(tmpdir(), 'tariq-files-')));
  await mkdir(root, { recursive: true });
  return {
    async save(bytes) {
      const key = newFileKey();
      const file = pathOf(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      // `wx`: a key is never reused, so a write that finds a file is a bug, not an overwrite.
      await writeFile(file, bytes, { flag: 'wx' });
      return key;
    },
    read: (key) => readFile(pathOf(root, key)),
    remove: (key) => rm(pathOf(root, key), { force: true }),
    async close() {
      if (isTemporary) await rm(root, { recursive: true, force: true });
    },
  };
}
