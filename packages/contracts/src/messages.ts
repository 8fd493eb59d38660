import type { TLanguage } from './enums';
import type { TMessageCatalogue } from './message-types';
import { fr } from './messages/fr';
import { en } from './messages/en';
import { ar } from './messages/ar';
import { de } from './messages/de';
import { pl } from './messages/pl';
import { es } from './messages/es';
import { pt } from './messages/pt';
import { it } from './messages/it';

export type { TMessageCatalogue, TValidationKey } from './message-types';

/** Every language's catalogue; the web loads one language at a time from `messages/<lang>`. */
export const MESSAGES: Record<TLanguage, TMessageCatalogue> = { fr, ar, en, de, pl, es, pt, it };

/** Fills `{{name}}` placeholders. */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
