import { NumberInput } from '@mantine/core';
import type { NumberInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalSeparator } from '../../lib/format';
import { getCurrentLanguage } from '../../lib/i18n';

export type TMoneyInputProps = Omit<
  NumberInputProps,
  | 'value'
  | 'onChange'
  | 'min'
  | 'allowDecimal'
  | 'decimalScale'
  | 'decimalSeparator'
  | 'thousandSeparator'
  | 'clampBehavior'
> & {
  /** The price, or null when the field is empty. */
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  /** Shown after the amount ('DZD', the default); null when a currency field sits beside it. */
  currency?: string | null;
  ref?: Ref<HTMLInputElement>;
};

/**
 * Every price field: an amount above 0 with at most two decimals, written with the interface
 * language's decimal separator. A 0 or a negative amount (a minus sign is never silently dropped) is
 * said to be refused as soon as the field is left (the contract's `validation.positive`), before any check of the form. The form's own
 * error, when it has one, is shown instead.
 */
export function MoneyInput({ value, onChange, currency = 'DZD', error, onBlur, ref, ...props }: TMoneyInputProps) {
  const { t } = useTranslation('validation', { useSuspense: false });
  const [isLeft, setLeft] = useState(false);
  const separator = decimalSeparator(getCurrentLanguage());
  // A minus sign is kept, not dropped: the amount is then refused with the field's message.
  const isNotPositive = value !== null && value !== undefined && value <= 0;
  return (
    <NumberInput
      {...props}
      ref={ref}
      value={value ?? ''}
      onChange={(next) => onChange(next === '' ? null : Number(next))}
      onBlur={(event) => {
        setLeft(true);
        onBlur?.(event);
      }}
      error={error ?? (isNotPositive && isLeft ? t('validation.positive', { ns: 'validation' }) : undefined)}
      min={0}
      decimalScale={2}
      decimalSeparator={separator}
      // Thousands grouped as the language groups them; never the decimal separator.
      thousandSeparator={separator === ',' ? ' ' : ','}
      clampBehavior="none"
      hideControls
      rightSection={currency ?? undefined}
      rightSectionWidth={currency ? 56 : undefined}
    />
  );
}
