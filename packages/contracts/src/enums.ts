/** Roles as the spec names them; the first role of a token is the user's role. */
export const ROLES = ['ROLE_COMMISSIONNAIRE', 'ROLE_TRANSPORTEUR', 'ROLE_DRIVER', 'ROLE_ADMIN'] as const;
export type TRole = (typeof ROLES)[number];
export const SHIPPER_ROLE = 'ROLE_COMMISSIONNAIRE' satisfies TRole;
export const CARRIER_ROLE = 'ROLE_TRANSPORTEUR' satisfies TRole;
export const DRIVER_ROLE = 'ROLE_DRIVER' satisfies TRole;
export const ADMIN_ROLE = 'ROLE_ADMIN' satisfies TRole;

/** A company is a shipper or a carrier; platform staff belong to a company of kind `platform`. */
export const COMPANY_KINDS = ['shipper', 'carrier', 'platform'] as const;
export type TCompanyKind = (typeof COMPANY_KINDS)[number];

/** Optional modules a company can be given; each gates routes (spec 000 §6). */
export const MODULES = ['private_freight', 'trucks', 'invoices'] as const;
export type TModule = (typeof MODULES)[number];

/** Interface languages: fr is the reference and the fallback; ar is written right to left. */
export const LANGUAGES = ['fr', 'ar', 'en', 'de', 'pl', 'es', 'pt', 'it'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'fr';
export const RTL_LANGUAGES: readonly TLanguage[] = ['ar'];
/** Each language named in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = {
  fr: 'Français',
  ar: 'العربية',
  en: 'English',
  de: 'Deutsch',
  pl: 'Polski',
  es: 'Español',
  pt: 'Português',
  it: 'Italiano',
};

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks a supported language from a header or cookie value such as `ar`, `en-GB` or `de;q=0.8`. */
export function pickLanguage(value: string | undefined | null): TLanguage {
  if (!value) return DEFAULT_LANGUAGE;
  const first = value.split(',')[0]?.split(';')[0]?.trim().toLowerCase().slice(0, 2);
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** Notification types of ARCHITECTURE.md §6. */
/**
 * 0–9: ARCHITECTURE.md §6 (spec 000 §2). 10: new offers for a carrier's alert (a saved search or a
 * truck, issue 28); 11: "is your truck still available?" (issue 28: no ghost trucks).
 */
export const NOTIFICATION_TYPES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];
