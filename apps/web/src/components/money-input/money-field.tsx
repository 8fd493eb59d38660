import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { MoneyInput } from './money-input';
import type { TMoneyInputProps } from './money-input';

export type TMoneyFieldProps<TValues extends FieldValues> = Omit<
  TMoneyInputProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'ref'
> & {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  /** What the form holds for an empty field (the offer form keeps '' as its inputs do). */
  emptyValue?: '' | null | undefined;
};

/** A MoneyInput bound to a react-hook-form field: every price of every form. */
export function MoneyField<TValues extends FieldValues>({
  control,
  name,
  emptyValue,
  ...props
}: TMoneyFieldProps<TValues>) {
  const { field } = useController({ control, name });
  const value = field.value as number | '' | null | undefined;
  return (
    <MoneyInput
      {...props}
      value={value === '' ? null : value}
      onChange={(next) => field.onChange(next ?? emptyValue)}
      onBlur={field.onBlur}
      name={field.name}
      ref={field.ref}
    />
  );
}
