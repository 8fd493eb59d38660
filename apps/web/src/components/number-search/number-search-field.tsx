import { SEARCH_QUERY_MAX } from '@tariq/contracts/paging';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** How long typing pauses before the list is asked again: one request per number, not per key. */
export const NUMBER_SEARCH_DEBOUNCE_MS = 300;

export type TNumberSearchFieldProps = {
  /** The search the list shows now (from the URL). */
  value: string;
  /** Called once typing pauses, with the text trimmed ('' clears the search). */
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
  /** Shown when the text is longer than the API takes; nothing is searched then. */
  tooLong: string;
  /** The longest search the API takes: a list's number search unless it says otherwise. */
  max?: number;
};

/**
 * The search field of a list by readable number (EXP-26-0042, MIS-26-0042, BA-26-0042): the server
 * reads it in any form (case, dashes, with or without prefix or year). What is typed is kept as
 * typed, even over the limit, and refused with its message rather than cut.
 */
export function NumberSearchField({
  value,
  onSearch,
  label,
  placeholder,
  tooLong,
  max = SEARCH_QUERY_MAX,
}: TNumberSearchFieldProps) {
  const [text, setText] = useState(value);
  // The search changed from elsewhere (a saved search applied, the back button): the field follows,
  // unless it already says the same (a trailing space being typed is kept).
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  const isTooLong = text.trim().length > max;
  const search = useDebouncedCallback((next: string) => {
    if (next.trim().length <= max) onSearch(next.trim());
  }, NUMBER_SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      autoComplete="off"
      spellCheck={false}
      leftSection={<IconSearch size={16} aria-hidden />}
      error={isTooLong ? tooLong : undefined}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      maw={440}
    />
  );
}
