import type { TLanguage } from '@tariq/contracts';
import { DEFAULT_PHONE_COUNTRY, countryFlag } from '@tariq/contracts/places';
import { Group, Input } from '@mantine/core';
import { Select } from '../select/select';
import type { ComboboxItem } from '@mantine/core';
import { useId } from '@mantine/hooks';
import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../lib/country-names';
import { getCurrentLanguage } from '../../lib/i18n';

export type TPhoneInputDetails = {
  /** The number is a valid one for its country (an empty field is not). */
  isValid: boolean;
  country: CountryCode;
};

export type TPhoneInputProps = {
  /** E.164 (`+33612345678`), or '' for none. */
  value: string;
  /**
   * E.164 when the number is valid; '' when the field is emptied; otherwise the digits typed
   * with the calling code (`+33612`), which no schema accepts as a phone number.
   */
  onChange: (value: string, details: TPhoneInputDetails) => void;
  /** Label of the number field (default "Téléphone"). */
  label?: string;
  /** An error from the form; without one the component shows its own for an invalid number. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Country while the value has none (FR, spec 000 §5). */
  defaultCountry?: string;
  name?: string;
  id?: string;
};

function toCountryCode(value: string | undefined): CountryCode | undefined {
  const code = value?.toUpperCase();
  return code && isSupportedCountry(code) ? code : undefined;
}

/** The country and the national number shown for an E.164 value. */
function fromValue(value: string, fallback: CountryCode): { country: CountryCode; text: string } {
  const parsed = value ? parsePhoneNumberFromString(value) : undefined;
  if (!parsed) return { country: fallback, text: value };
  return { country: parsed.country ?? fallback, text: parsed.formatNational() };
}

/** What a form receives for the text typed in a country. */
function toValue(text: string, country: CountryCode): { value: string; details: TPhoneInputDetails } {
  const parsed = text.trim() ? parsePhoneNumberFromString(text, country) : undefined;
  // A number typed with another calling code (+213…) is that country's number.
  const numberCountry = parsed?.country ?? country;
  if (!text.trim()) return { value: '', details: { isValid: false, country } };
  if (parsed?.isValid()) return { value: parsed.number, details: { isValid: true, country: numberCountry } };
  const digits = text.replace(/\D/g, '');
  const value =
    parsed?.number ?? (text.trim().startsWith('+') ? `+${digits}` : `+${getCountryCallingCode(country)}${digits}`);
  return { value, details: { isValid: false, country: numberCountry } };
}

function countryItems(language: TLanguage): ComboboxItem[] {
  const collator = new Intl.Collator(language);
  return getCountries()
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ code, name }) => ({ value: code, label: `${name} (+${getCountryCallingCode(code)})` }));
}

/** A calling-code country (FR by default) and a national number; hands out E.164. */
export function PhoneInput({
  value,
  onChange,
  label,
  error,
  required,
  disabled,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  name,
  id,
}: TPhoneInputProps) {
  const { t } = useTranslation('components');
  const language = getCurrentLanguage();
  const inputId = useId(id);
  const fallbackCountry = toCountryCode(defaultCountry) ?? 'FR';
  const countries = useMemo(() => countryItems(language), [language]);

  const [state, setState] = useState(() => ({ ...fromValue(value, fallbackCountry), emitted: value }));
  const [touched, setTouched] = useState(false);
  // A value the form set (reset, loaded record) replaces what is shown; the one this field handed out does not.
  if (value !== state.emitted) setState({ ...fromValue(value, state.country), emitted: value });

  const { country, text } = state;
  const { details } = toValue(text, country);
  const shownError = error ?? (touched && text.trim() && !details.isValid ? t('phoneInput.invalid') : undefined);

  const update = (nextText: string, nextCountry: CountryCode) => {
    const next = toValue(nextText, nextCountry);
    // A full international number pasted in moves the selector to its country.
    const shownCountry = nextText.trim().startsWith('+') ? next.details.country : nextCountry;
    setState({ country: shownCountry, text: nextText, emitted: next.value });
    onChange(next.value, next.details);
  };

  return (
    <Input.Wrapper id={inputId} label={label ?? t('phoneInput.label')} required={required} error={shownError}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Select
          aria-label={t('phoneInput.country')}
          data={countries}
          value={country}
          onChange={(next) => {
            const code = toCountryCode(next ?? undefined);
            if (code) update(text, code);
          }}
          searchable
          allowDeselect={false}
          disabled={disabled}
          nothingFoundMessage={t('common.noResults')}
          leftSection={<span aria-hidden>{countryFlag(country)}</span>}
          renderOption={({ option }) => (
            <Group gap="xs" wrap="nowrap">
              <span aria-hidden>{countryFlag(option.value)}</span>
              <span>{option.label}</span>
            </Group>
          )}
          comboboxProps={{ width: 300, position: 'bottom-start' }}
          w="40%"
          maw={220}
          miw={120}
        />
        <Input
          type="tel"
          name={name}
          inputMode="tel"
          autoComplete="tel"
          value={text}
          error={Boolean(shownError)}
          disabled={disabled}
          required={required}
          style={{ flex: 1 }}
          onChange={(event) => update(event.currentTarget.value, country)}
          onBlur={() => {
            setTouched(true);
            // Formatted once typing is over: reformatting on each key would move the caret.
            if (text.trim()) setState({ ...state, text: new AsYouType(country).input(text) });
          }}
        />
      </Group>
    </Input.Wrapper>
  );
}
