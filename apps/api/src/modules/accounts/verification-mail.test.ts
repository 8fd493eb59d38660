import { LANGUAGES } from '@tariq/contracts';
import { describe, expect, it } from 'vitest';
import { verificationMail } from './verification-mail';

describe('the verification mail', () => {
  const link = 'https://tariq.example/emailVerification?token=abc';

  it.each(LANGUAGES)('%s: text and HTML carry the name, the link, its validity, and a button', (language) => {
    const mail = verificationMail(language, { firstName: 'Nadia', link, hours: 48 });
    expect(mail.subject).not.toBe('');
    expect(mail.text).toContain('Nadia');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain('48');
    expect(mail.html).toContain(`<html lang="${language}"`);
    expect(mail.html).toContain('Nadia');
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(mail.html).toContain('48');
    expect(mail.html).not.toMatch(/\{\{\w+\}\}/);
    expect(mail.text).not.toMatch(/\{\{\w+\}\}/);
  });

  it('has its own words in each language', () => {
    const subjects = LANGUAGES.map(
      (language) => verificationMail(language, { firstName: 'N', link, hours: 48 }).subject,
    );
    expect(new Set(subjects).size).toBe(LANGUAGES.length);
  });
});
