import { describe, expect, it } from 'vitest';
import { ZAmountInput, ZCreateInvoiceRequest, ZUpdateInvoiceRequest } from './invoices';

describe('ZAmountInput', () => {
  it.each([
    ['1234.50', 123450],
    ['1234.5', 123450],
    [' 1234 ', 123400],
    [0.29, 29],
    [85000, 8_500_000],
    ['0', 0],
  ])('reads %j as %i centimes', (input, centimes) => {
    expect(ZAmountInput.parse(input)).toBe(centimes);
  });

  it.each(['12,50', '1.234', '-1', '1e3', '', 'abc', 0.001, -5, Number.NaN])('refuses %j', (input) => {
    expect(ZAmountInput.safeParse(input).success).toBe(false);
  });
});

describe('ZUpdateInvoiceRequest', () => {
  it('takes a line with at most three decimals of quantity and a known VAT rate; names each wrong field', () => {
    const parsed = ZUpdateInvoiceRequest.parse({
      lines: [{ label: ' Attente ', quantity: 2.5, unit_price: '1500.35', vat_rate: 900 }],
    });
    expect(parsed.lines).toEqual([
      { label: 'Attente', quantity: 2.5, unit_price: 150_035, vat_rate: 900, kind: 'other' },
    ]);
    const refused = ZUpdateInvoiceRequest.safeParse({
      lines: [{ label: '', quantity: 1.0001, unit_price: '1', vat_rate: 1700 }],
    });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'lines.0.label',
      'lines.0.quantity',
      'lines.0.vat_rate',
    ]);
  });
});

describe('ZCreateInvoiceRequest', () => {
  it('refuses no mission and the same mission twice', () => {
    const id = '0b7f5a4e-8a43-4c1e-9d65-2f7a3c1b9e01';
    expect(ZCreateInvoiceRequest.safeParse({ mission_ids: [] }).success).toBe(false);
    const twice = ZCreateInvoiceRequest.safeParse({ mission_ids: [id, id] });
    expect(twice.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['mission_ids.1']);
    expect(ZCreateInvoiceRequest.parse({ mission_ids: [id] })).toEqual({ mission_ids: [id] });
  });
});
