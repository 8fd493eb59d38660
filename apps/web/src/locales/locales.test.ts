import { LANGUAGES } from '@tariq/contracts';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

/** Every text of a file by key; i18next's plural suffixes, which vary by language, are kept in the key. */
function texts(tree: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    value && typeof value === 'object'
      ? texts(value as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)]],
  );
}

const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const placeholders = (text: string) => [...new Set(text.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? [])].sort();

const namespaces = Object.keys(files)
  .filter((path) => path.startsWith('./fr/'))
  .map((path) => path.slice('./fr/'.length, -'.json'.length));
const cases = LANGUAGES.flatMap((language) => namespaces.map((namespace) => [language, namespace] as const));

describe('translation files', () => {
  it('has one folder per language, each with the namespaces of the French reference', () => {
    expect(namespaces.length).toBeGreaterThan(1);
    const paths = Object.keys(files).sort();
    expect(paths).toEqual(cases.map(([language, namespace]) => `./${language}/${namespace}.json`).sort());
  });

  it.each(cases)('%s/%s has every key of the French reference, and no other', (language, namespace) => {
    const reference = [...new Set(texts(files[`./fr/${namespace}.json`]!).map(([key]) => withoutPlural(key)))].sort();
    const file = files[`./${language}/${namespace}.json`];
    expect(file, `${language}/${namespace}.json is missing`).toBeDefined();
    expect([...new Set(texts(file!).map(([key]) => withoutPlural(key)))].sort()).toEqual(reference);
  });

  it.each(cases)('%s/%s keeps the placeholders of the French texts', (language, namespace) => {
    const reference = new Map(
      texts(files[`./fr/${namespace}.json`]!).map(([key, text]) => [withoutPlural(key), placeholders(text)]),
    );
    for (const [key, text] of texts(files[`./${language}/${namespace}.json`] ?? {})) {
      const expected = reference.get(withoutPlural(key)) ?? [];
      // A plural form may spell its number out ('إشعاران', two notifications): `{{count}}` is optional there.
      const isPlural = key !== withoutPlural(key);
      const found =
        isPlural && expected.includes('{{count}}') && !placeholders(text).includes('{{count}}')
          ? [...placeholders(text), '{{count}}']
          : placeholders(text);
      expect(found.sort(), `${language}/${namespace}: ${key}`).toEqual(expected);
    }
  });
});

describe('one label per thing', () => {
  const unitless = (label: string) => label.replace(/\s*\([^)]*\)$/, '');

  it.each(LANGUAGES)(
    '%s: a field of the offer form is named as the offer details name it (a unit or a need may follow)',
    (language) => {
      const details = (files[`./${language}/components.json`] as { offerDetails: { fields: Record<string, string> } })
        .offerDetails.fields;
      const form = (files[`./${language}/offerForm.json`] as { offerForm: { fields: Record<string, string> } })
        .offerForm.fields;
      // 'place' is the form's search field ('Ville ou wilaya'), not a label of the same thing.
      const shared = Object.keys(details).filter((key) => key in form && key !== 'place');
      expect(shared.length).toBeGreaterThan(10);
      const differing = shared.filter((key) => !unitless(form[key]!).startsWith(unitless(details[key]!)));
      expect(differing.map((key) => `${key}: ${form[key]} ≠ ${details[key]}`)).toEqual([]);
    },
  );
});
