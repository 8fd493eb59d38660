import type { TInvoice, TInvoiceBillingType, TInvoiceLineKind, TUpdateInvoiceRequest } from '@tariq/contracts';
import type { TOptionValue } from '@tariq/contracts/catalogues/options';

/** A line as the draft's form holds it: numbers as the inputs give them, empty while not typed. */
export type TInvoiceLineFormValues = {
  label: string;
  quantity: number | undefined;
  /** Excluding tax, in units of the currency (2 decimals at most); null while empty. */
  unit_price: number | null;
  /** Basis points (1900 = 19 %). */
  vat_rate: number;
  kind: TInvoiceLineKind;
  mission_id: string | null;
};

export type TInvoiceFormValues = {
  lines: TInvoiceLineFormValues[];
  billing_type: TInvoiceBillingType;
  payment_method: TOptionValue<'paymentMethod'>;
  payment_term: TOptionValue<'paymentTerm'>;
  /** The date the carrier chose; null: the one the payment term gives. */
  due_date: string | null;
};

/** The form's fields, for the server's field messages (`lines.0.unit_price`, `due_date`). */
export const INVOICE_FORM_FIELDS = ['lines', 'billing_type', 'payment_method', 'payment_term', 'due_date'] as const;

export function lineValuesOf(line: TInvoice['lines'][number]): TInvoiceLineFormValues {
  return {
    label: line.label,
    quantity: line.quantity,
    unit_price: Number(line.unit_price),
    vat_rate: line.vat_rate,
    kind: line.kind,
    mission_id: line.mission_id,
  };
}

/** The draft as the form starts from it. */
export function invoiceValuesOf(invoice: TInvoice): TInvoiceFormValues {
  return {
    lines: invoice.lines.map(lineValuesOf),
    billing_type: invoice.billing_type,
    payment_method: invoice.payment_method as TOptionValue<'paymentMethod'>,
    payment_term: invoice.payment_term as TOptionValue<'paymentTerm'>,
    due_date: invoice.due_date_is_manual ? invoice.due_date : null,
  };
}

const isSame = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/** Whether a line of the form is the saved line at its place (its amount is then the server's). */
export function isSavedLine(line: TInvoiceLineFormValues | undefined, saved: TInvoice['lines'][number] | undefined) {
  return line !== undefined && saved !== undefined && isSame(line, lineValuesOf(saved));
}

/**
 * What the PUT sends: the fields that differ from the draft as saved, the lines whole when any
 * changed. Amounts go as decimal strings ('85000.00'), never as floats the server would have to trust.
 */
export function invoiceChanges(values: TInvoiceFormValues, saved: TInvoiceFormValues): TUpdateInvoiceRequest {
  const changes: TUpdateInvoiceRequest = {};
  if (!isSame(values.lines, saved.lines))
    changes.lines = values.lines.map((line) => ({
      label: line.label,
      quantity: line.quantity ?? 0,
      unit_price: (line.unit_price ?? 0).toFixed(2),
      vat_rate: line.vat_rate,
      kind: line.kind,
      mission_id: line.mission_id,
    }));
  if (values.billing_type !== saved.billing_type) changes.billing_type = values.billing_type;
  if (values.payment_method !== saved.payment_method) changes.payment_method = values.payment_method;
  if (values.payment_term !== saved.payment_term) changes.payment_term = values.payment_term;
  if (values.due_date !== saved.due_date) changes.due_date = values.due_date;
  return changes;
}

export function hasChanges(values: TInvoiceFormValues, saved: TInvoiceFormValues): boolean {
  return Object.keys(invoiceChanges(values, saved)).length > 0;
}
