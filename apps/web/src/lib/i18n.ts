import { DEFAULT_LANGUAGE, RTL_LANGUAGES, isLanguage } from '@tariq/contracts/enums';
import { LIMITS } from '@tariq/contracts/limits';
import { MESSAGES } from '@tariq/contracts/messages';
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

const loaded = new Set<TLanguage>();

async function loadLanguage(language: TLanguage): Promise<void> {
  if (loaded.has(language)) return;
  const loader = loaders[`../locales/${language}.json`];
  if (loader) i18next.addResourceBundle(language, 'translation', (await loader()).default, true, true);
  // Server messages and validation texts come from the shared catalogue, under the same keys.
  const { errors, validation } = MESSAGES[language];
  i18next.addResourceBundle(language, 'translation', { errors, validation }, true, true);
  loaded.add(language);
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
