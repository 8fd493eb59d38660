import { DateInput, DatesProvider, TimePicker } from '@mantine/dates';
import type { DateInputProps, TimePickerProps } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjsLocale, firstDayOfWeek, formatDateInput, hourFormat, parseDateInput } from '../../lib/dates';
import { getCurrentLanguage } from '../../lib/i18n';

/**
 * Mantine's pickers in the interface language: month and weekday names, the first day of the week
 * (Monday in French, Saturday in Arabic), Algeria's weekend (Friday and Saturday: the goods and the
 * dispatchers are there). Around each field rather than the app, so that the pickers and dayjs load
 * with the pages that have a date field, not with the login page.
 */
export function LocalizedDatesProvider({ children }: { children: ReactNode }) {
  // Re-rendered on a language change (useTranslation), so the settings follow it.
  useTranslation('components');
  const language = getCurrentLanguage();
  return (
    <DatesProvider
      settings={{ locale: dayjsLocale(language), firstDayOfWeek: firstDayOfWeek(language), weekendDays: [5, 6] }}
    >
      {children}
    </DatesProvider>
  );
}

export type TDateFieldProps = Omit<
  DateInputProps,
  'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'minDate' | 'maxDate'
> & {
  /** `YYYY-MM-DD`, or empty. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  /** Days before it are greyed in the calendar; a day typed before it is left to the form's check and its message. */
  min?: string;
  max?: string;
};

/**
 * A calendar day, typed in the user's order ('26/11/2026' in French) or picked in the calendar
 * that opens with the field; the form holds `YYYY-MM-DD`, as the API takes it.
 */
export function DateField({ value, onChange, min, max, getDayProps, ...props }: TDateFieldProps) {
  const { t } = useTranslation('components');
  const language = getCurrentLanguage();
  return (
    <LocalizedDatesProvider>
      <DateInput
        placeholder={t('dateFields.placeholder')}
        {...props}
        value={value || null}
        onChange={(next) => onChange(next ? String(next).slice(0, 10) : null)}
        valueFormat={(date) => formatDateInput(String(date).slice(0, 10), language)}
        dateParser={(text) => parseDateInput(text, language)}
        getDayProps={(date) => {
          const day = String(date).slice(0, 10);
          const isOutside = (min !== undefined && day < min) || (max !== undefined && day > max);
          return { ...getDayProps?.(date), ...(isOutside ? { disabled: true } : {}) };
        }}
      />
    </LocalizedDatesProvider>
  );
}

export type TTimeFieldProps = Omit<TimePickerProps, 'value' | 'onChange' | 'format' | 'amPmLabels'> & {
  /** `HH:mm` on 24 hours, or empty. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A time of day, typed hours then minutes, on 24 hours or on 12 as the language tells time; the form
 * holds `HH:mm` on 24 hours, as the API takes it.
 */
export function TimeField({ value, onChange, ...props }: TTimeFieldProps) {
  const { t } = useTranslation('components');
  const hours = hourFormat(getCurrentLanguage());
  // The picker describes its outer box by the error; the hours and minutes, where the user is, are
  // described by it too, so that a screen reader says what is wrong with the time.
  const errorId = useId();
  const fieldProps = props.error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {};
  return (
    <TimePicker
      minutesInputLabel={t('dateFields.minutes')}
      amPmInputLabel={t('dateFields.amPm')}
      {...props}
      errorProps={{ id: errorId }}
      hoursInputProps={fieldProps}
      minutesInputProps={fieldProps}
      format={hours.format}
      amPmLabels={hours.format === '12h' ? { am: hours.am, pm: hours.pm } : undefined}
      value={value}
      onChange={onChange}
    />
  );
}
