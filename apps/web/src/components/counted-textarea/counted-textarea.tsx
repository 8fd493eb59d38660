import { Textarea } from '@mantine/core';
import type { TextareaProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

export type TCountedTextareaProps = Omit<TextareaProps, 'value' | 'description' | 'max'> & {
  value: string;
  /** The contract's limit for the field (`MISSION_LIMITS.podReservesMax`…): the counter's ceiling. */
  limit: number;
  ref?: Ref<HTMLTextAreaElement>;
};

/**
 * A free text with its count under it ('12 / 500 caractères'), as the field's description, so a screen
 * reader reads it with the field. Going past `limit` is not blocked: the contract's check says it, in
 * the same words as the server.
 */
export function CountedTextarea({ value, limit, ...props }: TCountedTextareaProps) {
  const { t } = useTranslation();
  // The characters the server counts: zod's .max() measures the string's length (UTF-16 units).
  return (
    <Textarea
      dir="auto"
      {...props}
      value={value}
      description={t('common.characterCount', { count: value.length, max: limit })}
    />
  );
}
