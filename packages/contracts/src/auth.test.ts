import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZLoginRequest, ZNewPassword } from './auth';
import { describeIssue } from './validation';
import { MESSAGES } from './messages';
import { LANGUAGES, pickLanguage } from './enums';

describe('ZNewPassword (SECURITY.md #1)', () => {
  it('refuses 7 characters and accepts 8 and 64, exactly as typed', () => {
    const short = ZNewPassword.safeParse('1234567');
    expect(short.success).toBe(false);
    expect(describeIssue(short.error!.issues[0]!)).toEqual({ field: '_', key: 'passwordTooShort', params: { min: 8 } });
    expect(ZNewPassword.parse('12345678')).toBe('12345678');
    expect(ZNewPassword.parse('x'.repeat(64))).toHaveLength(64);
    expect(ZNewPassword.parse('  spaced  ')).toBe('  spaced  ');
  });

  it('accepts any string of 8 to 128 characters, without composition rules', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 128 }), (password) => ZNewPassword.safeParse(password).success),
    );
  });
});

describe('ZLoginRequest', () => {
  it('names each wrong field with a message key', () => {
    const result = ZLoginRequest.safeParse({ username: 'nope' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map(describeIssue).map(({ field, key }) => [field, key])).toEqual([
      ['username', 'email'],
      ['password', 'required'],
    ]);
  });
});

describe('messages', () => {
  it('has every key in every language', () => {
    const reference = MESSAGES.fr;
    for (const language of LANGUAGES) {
      expect(Object.keys(MESSAGES[language].errors).sort()).toEqual(Object.keys(reference.errors).sort());
      expect(Object.keys(MESSAGES[language].validation).sort()).toEqual(Object.keys(reference.validation).sort());
    }
  });

  it('picks a supported language from a header value, French otherwise', () => {
    expect(pickLanguage('ar')).toBe('ar');
    expect(pickLanguage('en-GB,en;q=0.8')).toBe('en');
    expect(pickLanguage('xx')).toBe('fr');
    expect(pickLanguage(undefined)).toBe('fr');
  });
});
