import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { TInvoiceFormValues, TInvoiceLineFormValues } from '../utils/invoice-form';

let nextKey = 0;
const newKey = () => `line-${++nextKey}`;

/**
 * The draft's lines as rows: a stable key for each (a removed row takes its inputs with it), adding
 * and removing through the form's values. Not react-hook-form's `useFieldArray`: the form library sits
 * in the login route's shared chunk, and its field-array code would weigh 1.5 KB gzipped there for a
 * page the login never opens.
 */
export function useLineRows(
  form: UseFormReturn<TInvoiceFormValues, unknown, unknown>,
  lines: TInvoiceLineFormValues[],
) {
  const keys = useRef<string[]>([]);
  // The lines may change under the rows (the form reset to the draft as saved): one key each.
  while (keys.current.length < lines.length) keys.current.push(newKey());
  if (keys.current.length > lines.length) keys.current.length = lines.length;
  const options = { shouldDirty: true, shouldTouch: true } as const;
  return {
    keys: keys.current,
    append(line: TInvoiceLineFormValues) {
      keys.current.push(newKey());
      form.setValue('lines', [...form.getValues('lines'), line], options);
    },
    remove(index: number) {
      keys.current.splice(index, 1);
      form.setValue(
        'lines',
        form.getValues('lines').filter((_, position) => position !== index),
        options,
      );
    },
  };
}
