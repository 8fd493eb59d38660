import { LANGUAGES } from '@tariq/contracts';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });

/** Keys without i18next's plural suffixes, which vary by language. */
function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`.replace(/_(zero|one|two|few|many|other)$/, '')],
  );
}

describe('translation files', () => {
  const reference = [...new Set(keys(files['./fr.json']!))].sort();
  it.each(LANGUAGES)('%s has every key of the French reference, and no other', (language) => {
    const file = files[`./${language}.json`];
    expect(file, `${language}.json is missing`).toBeDefined();
    expect([...new Set(keys(file!))].sort()).toEqual(reference);
  });
});
