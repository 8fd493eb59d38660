import { DEFAULT_LANGUAGE, RTL_LANGUAGES, isLanguage } from '@tariq/contracts/enums';
import { LIMITS } from '@tariq/contracts/limits';
import type { TMessageCatalogue } from '@tariq/contracts/message-types';
import { fr as frMessages } from '@tariq/contracts/messages/fr';
import type { TLanguage } from '@tariq/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import fr from '../locales/fr.json';

const COOKIE = 'lang';

// French is the reference and the fallback: bundled. The others load when chosen.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>(['../locales/*.json', '!../locales/fr.json']);

export function readLanguageCookie(): TLanguage {
  const match = document.cookie.match(/(?:^|;\s*)lang=([^;]+)/);
  const value = match?.[1];
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

function writeLanguageCookie(language: TLanguage): void {
  document.cookie = `${COOKIE}=${language}; max-age=${LIMITS.languageCookieMaxAgeSeconds}; path=/; SameSite=Lax`;
}

export function getCurrentLanguage(): TLanguage {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export function isRtl(language: TLanguage): boolean {
  return RTL_LANGUAGES.includes(language);
}

function applyToDocument(language: TLanguage): void {
  document.documentElement.lang = language;
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}

// Server messages and validation texts: French bundled, the others loaded with their language.
const catalogues: Record<TLanguage, () => Promise<TMessageCatalogue>> = {
  fr: async () => frMessages,
  ar: async () => (await import('@tariq/contracts/messages/ar')).ar,
  en: async () => (await import('@tariq/contracts/messages/en')).en,
  de: async () => (await import('@tariq/contracts/messages/de')).de,
  pl: async () => (await import('@tariq/contracts/messages/pl')).pl,
  es: async () => (await import('@tariq/contracts/messages/es')).es,
  pt: async () => (await import('@tariq/contracts/messages/pt')).pt,
  it: async () => (await import('@tariq/contracts/messages/it')).it,
};

const loaded = new Set<TLanguage>();

async function loadTexts(language: TLanguage): Promise<void> {
  if (loaded.has(language)) return;
  const loader = loaders[`../locales/${language}.json`];
  const [texts, { errors, validation }] = await Promise.all([loader?.(), catalogues[language]()]);
  if (texts) i18next.addResourceBundle(language, 'translation', texts.default, true, true);
  // The shared catalogue's keys sit beside the interface texts: `errors.*`, `validation.*`.
  i18next.addResourceBundle(language, 'translation', { errors, validation }, true, true);
  loaded.add(language);
}

// Labels of catalogue values (vehicle types, goods, pallets…) are not needed to log in: they load
// with the first screen that shows one (useCatalogueLabels), then with every language chosen after.
let cataloguesWanted = false;
const catalogueLoads = new Map<TLanguage, Promise<void>>();
const cataloguesLoaded = new Set<TLanguage>();
const catalogueListeners = new Set<() => void>();

export function hasCatalogueLabels(language: TLanguage): boolean {
  return cataloguesLoaded.has(language);
}

/** Calls `listener` each time a language's catalogue labels arrive; returns the unsubscribe. */
export function onCatalogueLabelsLoaded(listener: () => void): () => void {
  catalogueListeners.add(listener);
  return () => catalogueListeners.delete(listener);
}

/** Adds `catalogue.<group>.<value>` labels of one language; loads them once. */
export function loadCatalogueLabels(language: TLanguage): Promise<void> {
  cataloguesWanted = true;
  let load = catalogueLoads.get(language);
  if (!load) {
    load = (async () => {
      const { CATALOGUE_LABEL_LOADERS } = await import('@tariq/contracts/labels');
      const catalogue = await CATALOGUE_LABEL_LOADERS[language]();
      i18next.addResourceBundle(language, 'translation', { catalogue }, true, true);
      cataloguesLoaded.add(language);
      catalogueListeners.forEach((listener) => listener());
    })();
    // A chunk that failed to arrive (network) is asked for again by the next caller.
    void load.catch(() => catalogueLoads.delete(language));
    catalogueLoads.set(language, load);
  }
  return load;
}

async function loadLanguage(language: TLanguage): Promise<void> {
  // Missing catalogue labels must not stop a language change: the next screen needing them asks again.
  const catalogue = cataloguesWanted ? loadCatalogueLabels(language).catch(() => undefined) : undefined;
  await Promise.all([loadTexts(language), catalogue]);
}

export async function initI18n(language: TLanguage = readLanguageCookie()): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      // A copy: i18next merges the shared catalogue into its resources in place.
      resources: { fr: { translation: structuredClone(fr) } },
      lng: 'fr',
      fallbackLng: 'fr',
      supportedLngs: ['fr', 'ar', 'en', 'de', 'pl', 'es', 'pt', 'it'],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    await loadLanguage('fr');
  }
  await changeLanguage(language, { persist: false });
  return i18next;
}

/** Switches the interface language, mirrors the layout for Arabic and keeps the choice for a year. */
export async function changeLanguage(language: TLanguage, options: { persist?: boolean } = {}): Promise<void> {
  await loadLanguage(language);
  await i18next.changeLanguage(language);
  applyToDocument(language);
  if (options.persist !== false) writeLanguageCookie(language);
}

export { i18next };
