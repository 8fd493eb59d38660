import { describe, expect, it } from 'vitest';
import { describeIssue } from './validation';
import { ZPhone, ZRegistrationCompany, toE164 } from './registration';

describe('registration schema', () => {
  it('keeps phones in E.164, a number without + read as French (the picker default)', () => {
    expect(toE164('06 12 34 56 78')).toBe('+33612345678');
    expect(toE164('+213 550 12 34 56')).toBe('+213550123456');
    expect(toE164('0550 12 34 56', 'DZ')).toBe('+213550123456');
    expect(toE164('12')).toBeNull();
    const result = ZPhone.safeParse('+213 12');
    expect(result.success).toBe(false);
    expect(describeIssue(result.error!.issues[0]!).key).toBe('phone');
  });

  it('names the format key of each malformed identifier', () => {
    const result = ZRegistrationCompany.pick({ nif: true, nis: true, rc: true, taxArticle: true }).safeParse({
      nif: '123',
      nis: '123',
      rc: '123',
      taxArticle: '123',
    });
    const keys = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), describeIssue(issue).key]),
    );
    expect(keys).toEqual({ nif: 'nifFormat', nis: 'nisFormat', rc: 'rcFormat', taxArticle: 'taxArticleFormat' });
  });
});
