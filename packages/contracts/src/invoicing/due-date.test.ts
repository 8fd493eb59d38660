import { describe, expect, it } from 'vitest';
import { OPTION_LISTS } from '../catalogues/options';
import { PAYMENT_TERM_DAYS, daysAfterDueDate, invoiceDueDate } from './due-date';

describe('due date from the payment term', () => {
  it('has a number of days for every payment term of the offers', () => {
    expect(Object.keys(PAYMENT_TERM_DAYS).sort()).toEqual([...OPTION_LISTS.paymentTerm].sort());
  });

  it('counts calendar days from the issue date, with no end-of-month rule', () => {
    expect(invoiceDueDate('2026-11-25', 'on_receipt')).toBe('2026-11-25');
    expect(invoiceDueDate('2026-11-25', '30_days')).toBe('2026-12-25');
    expect(invoiceDueDate('2026-11-25', '45_days')).toBe('2027-01-09');
    expect(invoiceDueDate('2026-11-25', '60_days')).toBe('2027-01-24');
    expect(invoiceDueDate('2026-11-25', '90_days')).toBe('2027-02-23');
    expect(invoiceDueDate('2026-01-31', '30_days')).toBe('2026-03-02'); // February has 28 days in 2026
    expect(invoiceDueDate('2028-01-31', '30_days')).toBe('2028-03-01'); // and 29 in 2028
    expect(invoiceDueDate('2026-12-15', '30_days')).toBe('2027-01-14');
  });

  it('refuses a date that is not a calendar day', () => {
    for (const date of ['2026-02-30', '2026-13-01', '25/11/2026', '']) {
      expect(() => invoiceDueDate(date, '30_days'), date).toThrow(RangeError);
    }
  });

  it('counts the days past the due date', () => {
    expect(daysAfterDueDate('2026-12-25', '2026-12-24')).toBe(-1);
    expect(daysAfterDueDate('2026-12-25', '2026-12-25')).toBe(0);
    expect(daysAfterDueDate('2026-12-25', '2027-01-01')).toBe(7);
  });
});
