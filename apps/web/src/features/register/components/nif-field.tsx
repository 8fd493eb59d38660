import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkVatNumber } from '../api/register';

/** Typing fast in and out of the field sends one check, not one per blur. */
const CHECK_DEBOUNCE_MS = 300;

type TNifFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/**
 * The NIF, checked with `GET /api/auth/vat-check/{vat}` when the user leaves the field: a malformed
 * number and a company already on Tariq are told at once, before the last step.
 */
export function NifField({ value, onChange, error }: TNifFieldProps) {
  const { t } = useTranslation('register');
  const [left, setLeft] = useState('');
  const [toCheck] = useDebouncedValue(left.trim(), CHECK_DEBOUNCE_MS);
  const check = useQuery({
    queryKey: ['register', 'vat-check', toCheck],
    queryFn: ({ signal }) => checkVatNumber(toCheck, signal),
    enabled: toCheck.length > 0,
    staleTime: 60_000,
    retry: false,
  });
  // Only what was checked for the number now in the field is told.
  const answer = toCheck === value.trim() ? check.data : undefined;

  let checkError: string | undefined;
  let description = t('register.company.nifHint');
  if (answer && !answer.is_valid_format) checkError = t('validation.nifFormat', { ns: 'validation' });
  else if (answer?.is_registered) checkError = t('register.company.nifRegistered');
  else if (answer) description = t('register.company.nifAvailable');
  else if (check.isFetching && toCheck === value.trim()) description = t('register.company.nifChecking');

  return (
    <TextInput
      label={t('register.company.nif')}
      required
      inputMode="numeric"
      value={value}
      description={description}
      error={error ?? checkError}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => setLeft(event.currentTarget.value)}
    />
  );
}
