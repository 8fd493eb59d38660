import { randomInt } from 'node:crypto';

/**
 * A driver's generated password (spec 001 §1: "generated credentials sent by e-mail"): typed on a
 * phone from a mail, so lower case and digits only, without the characters read alike (i, l, 1,
 * o, 0), in dashed groups. 20 characters from 31: about 99 bits from the CSPRNG, far past what
 * brute force or the common-password list could reach.
 */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 4;
const GROUP_LENGTH = 5;

export function generateDriverPassword(): string {
  return Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  ).join('-');
}

/** The bits of entropy of a generated password (for the test that keeps it strong). */
export const DRIVER_PASSWORD_BITS = GROUPS * GROUP_LENGTH * Math.log2(ALPHABET.length);
