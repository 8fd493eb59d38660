import { describe, expect, it } from 'vitest';
import { describeIssue } from './validation';
import {
  ZPhone,
  ZRegisterRequest,
  ZRegistrationCompany,
  registrationStepOfField,
  registrationStepSchema,
  toE164,
} from './registration';

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

  it('takes a private-exchange invitation token as an optional string of at most 200 characters', () => {
    const token = ZRegisterRequest.shape.network_invitation;
    expect(token.safeParse(undefined).success).toBe(true);
    expect(token.safeParse('a'.repeat(200)).success).toBe(true);
    const tooLong = token.safeParse('a'.repeat(201));
    expect(tooLong.success).toBe(false);
    expect(describeIssue(tooLong.error!.issues[0]!).key).toBe('invalid');
    expect(registrationStepOfField('network_invitation')).toBeNull();
  });

  it('names the step of a server field error, so the form goes back to it', () => {
    expect(registrationStepOfField('company.nif')).toBe('company');
    expect(registrationStepOfField('user.email')).toBe('user');
    expect(registrationStepOfField('zones.delivery.1')).toBe('zones');
    expect(registrationStepOfField('documents[insurance]')).toBe('documents');
    expect(registrationStepOfField('termsAccepted')).toBe('terms');
    expect(registrationStepOfField('accountType')).toBe('account');
    expect(registrationStepOfField('_')).toBeNull();
  });

  it('checks each step with the rules of its part of the request, the activity by account type', () => {
    const issues = (
      step: Parameters<typeof registrationStepSchema>[0],
      type: 'shipper' | 'carrier',
      value: unknown,
    ) => {
      const result = registrationStepSchema(step, type).safeParse(value);
      return result.success
        ? []
        : result.error.issues.map((issue) => `${issue.path.join('.')}:${describeIssue(issue).key}`);
    };
    expect(issues('activity', 'shipper', { activity: {} })).toEqual([
      'activity.shipmentsCount:required',
      'activity.typesOfGoods:required',
    ]);
    expect(issues('activity', 'carrier', { activity: { trucksCount: 's', trucksTypes: ['truckVan'] } })).toEqual([]);
    const user = {
      firstName: 'Nadia',
      lastName: 'Bouzid',
      phone: '+213550123456',
      roleInCompany: 'buyer',
      email: 'nadia@example.dz',
      password: 'une longue phrase',
      passwordConfirmation: 'une longue phrase ',
    };
    expect(issues('user', 'shipper', { user })).toEqual(['user.passwordConfirmation:passwordMismatch']);
    // Told with the other errors of the step, not only once they are fixed.
    expect(issues('user', 'shipper', { user: { ...user, firstName: '' } })).toEqual([
      'user.firstName:required',
      'user.passwordConfirmation:passwordMismatch',
    ]);
    expect(issues('terms', 'shipper', { termsAccepted: false })).toEqual(['termsAccepted:termsRequired']);
    expect(issues('zones', 'shipper', { zones: { pickup: ['16'], delivery: [] } })).toEqual([
      'zones.delivery:selectAtLeastOne',
    ]);
  });
});
