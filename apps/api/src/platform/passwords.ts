import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import { LIMITS } from '@tariq/contracts';
import { AppError } from './errors';

/** OWASP parameters (SECURITY.md #3): r = 8, p = 1, 16-byte salt, 64-byte key; N comes from the config. */
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
// scrypt needs 128 * N * r bytes; node's default cap (32 MiB) is below that.
const MAX_MEM = 256 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Stored as `scrypt$N$r$p$salt$hash` (base64url), so the parameters can be raised later. */
async function hashPassword(password: string, n: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, n, R, P);
  return ['scrypt', n, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks with the parameters stored in the hash, whatever cost new hashes use now. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export type TPasswordHasher = {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Verifies against a hash of a random password, so an unknown e-mail takes as long as a wrong password. */
  burn(password: string): Promise<boolean>;
};

export function createPasswordHasher(options: { n: number }): TPasswordHasher {
  let dummyHash: Promise<string> | null = null;
  return {
    hash: (password) => hashPassword(password, options.n),
    verify: verifyPassword,
    burn(password) {
      dummyHash ??= hashPassword(randomBytes(24).toString('base64url'), options.n);
      return dummyHash.then((hash) => verifyPassword(password, hash));
    },
  };
}

// About 50,000 passwords that leaked most often (zxcvbn-ts common dictionary).
const COMMON_PASSWORDS = new Set(dictionary.passwords as string[]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password) || COMMON_PASSWORDS.has(password.toLowerCase());
}

/**
 * The one password policy of sign-up, reset and change (SECURITY.md #1, #2): the length of
 * ZNewPassword (which the form applies too) and the common-password list, which only the server
 * holds (too large to ship to the form). No composition rules; exactly what was typed is checked.
 * The schema already refused a wrong length; checked again here so no caller can skip it.
 */
function findPasswordPolicyIssue(password: string): 'passwordTooShort' | 'passwordTooLong' | 'passwordCommon' | null {
  if (password.length < LIMITS.passwordMin) return 'passwordTooShort';
  if (password.length > LIMITS.passwordMax) return 'passwordTooLong';
  if (isCommonPassword(password)) return 'passwordCommon';
  return null;
}

/** A 400 with the field error of `field` (in the caller's language) when the password breaks the policy. */
export function assertPasswordPolicy(password: string, field: string): void {
  const key = findPasswordPolicyIssue(password);
  if (!key) return;
  const params = { min: LIMITS.passwordMin, max: LIMITS.passwordMax };
  throw new AppError('VALIDATION', { fields: { [field]: { key, params } } });
}
