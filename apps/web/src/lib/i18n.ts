import { DEFAULT_LANGUAGE, LANGUAGES, RTL_LANGUAGES, isLanguage } from '@tariq/contracts/enums';
import { LIMITS } from '@tariq/contracts/limits';
import type { TMessageCatalogue } from '@tariq/contracts/message-types';
import type { TLanguage } from '@tariq/contracts';
import i18next from 'i18next';
import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import frCommon from '../locales/fr/common.json';

const COOKIE = 'lang';

/**
 * Texts are split in namespaces, one per domain (`locales/<language>/<namespace>.json`), plus three
 * from `@tariq/contracts`: `validation` and `errors` (the messages the server shares) and
 * `catalogue` (labels of catalogue values). A route loads the namespaces it shows with its code
 * (`loadNamespaces` in its lazy()); French `common`, the shell of every screen, is bundled.
 */
export const NAMESPACES = [
  'common',
  'auth',
  'pages',
  'dashboard',
  'accounts',
  'onboarding',
  'places',
  'components',
  'expeditions',
  'offerForm',
  'freights',
  'notifications',
  'proposals',
  'missions',
  'password',
  'verification',
  'register',
  'profile',
  'colleagues',
  'documents',
  'admin',
  'privateExchange',
  'trucks',
  'drivers',
  'invoices',
  'lanePrices',
  'routing',
  'validation',
  'errors',
  'catalogue',
] as const;
export type TNamespace = (typeof NAMESPACES)[number];

/** The version of the text files, set at build (locales-plugin.ts): a new text, a new URL. */
declare const __LOCALES_VERSION__: string;

/**
 * A namespace's texts: in the browser a static file (`/locales/<language>/<namespace>.json`, see
 * locales-plugin.ts), so that the entry carries no map of them; under test the file itself.
 */
async function readTexts(language: TLanguage, namespace: string): Promise<ResourceKey> {
  if (import.meta.env.MODE === 'test') {
    const loaders = import.meta.glob<{ default: ResourceKey }>('../locales/*/*.json');
    const loader = loaders[`../locales/${language}/${namespace}.json`];
    if (!loader) throw new Error(`No texts for ${language}/${namespace}`);
    return (await loader()).default;
  }
  const response = await fetch(`/locales/${language}/${namespace}.json?v=${__LOCALES_VERSION__}`);
  if (!response.ok) throw new Error(`No texts for ${language}/${namespace} (${response.status})`);
  return (await response.json()) as ResourceKey;
}

// Server messages and validation texts, per language.
const messageLoaders: Record<TLanguage, () => Promise<TMessageCatalogue>> = {
  fr: async () => (await import('@tariq/contracts/messages/fr')).fr,
  ar: async () => (await import('@tariq/contracts/messages/ar')).ar,
  en: async () => (await import('@tariq/contracts/messages/en')).en,
  de: async () => (await import('@tariq/contracts/messages/de')).de,
  pl: async () => (await import('@tariq/contracts/messages/pl')).pl,
  es: async () => (await import('@tariq/contracts/messages/es')).es,
  pt: async () => (await import('@tariq/contracts/messages/pt')).pt,
  it: async () => (await import('@tariq/contracts/messages/it')).it,
};

/** One namespace of one language. Keys keep their group (`dashboard.welcome` in `dashboard`). */
async function loadNamespace(language: TLanguage, namespace: string): Promise<ResourceKey> {
  switch (namespace) {
    case 'validation':
      return { validation: (await messageLoaders[language]()).validation };
    case 'errors':
      return { errors: (await messageLoaders[language]()).errors };
    case 'catalogue': {
      const { CATALOGUE_LABEL_LOADERS } = await import('@tariq/contracts/labels');
      return { catalogue: await CATALOGUE_LABEL_LOADERS[language]() };
    }
  }
  return readTexts(language, namespace);
}

const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    if (!isLanguage(language)) return callback(new Error(`Unknown language ${language}`), false);
    loadNamespace(language, namespace).then(
      (resources) => callback(null, resources),
      // i18next asks again the next time the namespace is wanted (a chunk lost to the network).
      (error: Error) => callback(error, false),
    );
  },
};

export function readLanguageCookie(): TLanguage {
  const match = document.cookie.match(/(?:^|;\s*)lang=([^;]+)/);
  const value = match?.[1];
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

function writeLanguageCookie(language: TLanguage): void {
  document.cookie = `${COOKIE}=${language}; max-age=${LIMITS.languageCookieMaxAgeSeconds}; path=/; SameSite=Lax`;
}

export function getCurrentLanguage(): TLanguage {
  // Before i18next starts (the user read as the app starts), the language it will start in.
  if (!i18next.isInitialized) return readLanguageCookie();
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

/** Loads `namespaces` in the current language (and French, the fallback); a route calls it in its lazy(). */
export async function loadNamespaces(...namespaces: TNamespace[]): Promise<void> {
  await i18next.loadNamespaces(namespaces);
}

export async function initI18n(language: TLanguage = readLanguageCookie()): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next
      .use(backend)
      .use(initReactI18next)
      .init({
        resources: { fr: { common: frCommon } },
        // The rest comes from the backend; every namespace loaded once follows each language change.
        partialBundledLanguages: true,
        ns: ['common'],
        defaultNS: 'common',
        // `common` (app, header, loading and error words) serves every namespace without a prefix.
        fallbackNS: 'common',
        lng: 'fr',
        fallbackLng: 'fr',
        supportedLngs: [...LANGUAGES],
        interpolation: { escapeValue: false },
        returnNull: false,
      });
  }
  await changeLanguage(language, { persist: false });
  return i18next;
}

/** Switches the interface language, mirrors the layout for Arabic and keeps the choice for a year. */
export async function changeLanguage(language: TLanguage, options: { persist?: boolean } = {}): Promise<void> {
  // i18next loads every namespace in use in the new language before it switches: no untranslated frame.
  await i18next.changeLanguage(language);
  applyToDocument(language);
  if (options.persist !== false) writeLanguageCookie(language);
}

export { i18next };
