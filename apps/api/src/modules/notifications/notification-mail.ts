import { readFileSync } from 'node:fs';
import path from 'node:path';
import { interpolate } from '@tariq/contracts';
import { LEGAL_DOCUMENTS } from '@tariq/contracts/documents';
import type { TLegalDocumentType } from '@tariq/contracts/documents';
import { renderMail } from '../mail';
import type { TLanguage, TNotificationData, TNotificationEvent } from '@tariq/contracts';

/**
 * The e-mail copy of a notification and the daily digest, in the recipient's language. The event's
 * words are the interface's own (`notifications.text.*` of the web's texts, read from the one file
 * both use), so the panel and the mail never say two different things; the frame is here.
 */

type TFrame = {
  subject: string;
  greeting: string;
  open: string;
  digestSubject: string;
  digestIntro: string;
  footer: string;
};

const FRAMES: Record<TLanguage, TFrame> = {
  fr: {
    subject: 'Tariq : {{text}}',
    greeting: 'Bonjour {{firstName}},',
    open: 'Voir sur Tariq',
    digestSubject: 'Votre résumé Tariq du jour : {{count}} nouvelle(s) notification(s)',
    digestIntro: 'Voici ce qui s’est passé sur Tariq depuis votre dernier résumé :',
    footer:
      'Vous recevez ce message selon vos réglages de notifications par e-mail, modifiables dans votre compte : {{settings}}',
  },
  en: {
    subject: 'Tariq: {{text}}',
    greeting: 'Hello {{firstName}},',
    open: 'See it on Tariq',
    digestSubject: 'Your Tariq daily summary: {{count}} new notification(s)',
    digestIntro: 'Here is what happened on Tariq since your last summary:',
    footer:
      'You receive this message under your e-mail notification settings, which you can change in your account: {{settings}}',
  },
  ar: {
    subject: 'طريق: {{text}}',
    greeting: 'مرحباً {{firstName}}،',
    open: 'اطّلع عليه في طريق',
    digestSubject: 'ملخّصك اليومي في طريق: {{count}} إشعار(ات) جديد(ة)',
    digestIntro: 'إليك ما حدث في طريق منذ ملخّصك الأخير:',
    footer: 'تصلك هذه الرسالة حسب إعدادات إشعارات البريد الإلكتروني، ويمكنك تعديلها في حسابك: {{settings}}',
  },
  de: {
    subject: 'Tariq: {{text}}',
    greeting: 'Guten Tag {{firstName}},',
    open: 'Auf Tariq ansehen',
    digestSubject: 'Ihre tägliche Tariq-Zusammenfassung: {{count}} neue Benachrichtigung(en)',
    digestIntro: 'Das ist seit Ihrer letzten Zusammenfassung auf Tariq passiert:',
    footer:
      'Sie erhalten diese Nachricht gemäß Ihren E-Mail-Benachrichtigungseinstellungen, die Sie in Ihrem Konto ändern können: {{settings}}',
  },
  pl: {
    subject: 'Tariq: {{text}}',
    greeting: 'Dzień dobry {{firstName}},',
    open: 'Zobacz w Tariq',
    digestSubject: 'Twoje dzienne podsumowanie Tariq: nowe powiadomienia ({{count}})',
    digestIntro: 'Oto co wydarzyło się w Tariq od ostatniego podsumowania:',
    footer:
      'Otrzymujesz tę wiadomość zgodnie z ustawieniami powiadomień e-mail, które możesz zmienić na swoim koncie: {{settings}}',
  },
  es: {
    subject: 'Tariq: {{text}}',
    greeting: 'Hola, {{firstName}}:',
    open: 'Verlo en Tariq',
    digestSubject: 'Su resumen diario de Tariq: {{count}} notificación(es) nueva(s)',
    digestIntro: 'Esto es lo que ha pasado en Tariq desde su último resumen:',
    footer:
      'Recibe este mensaje según sus ajustes de notificaciones por correo, que puede cambiar en su cuenta: {{settings}}',
  },
  pt: {
    subject: 'Tariq: {{text}}',
    greeting: 'Olá {{firstName}},',
    open: 'Ver no Tariq',
    digestSubject: 'O seu resumo diário do Tariq: {{count}} nova(s) notificação(ões)',
    digestIntro: 'Eis o que aconteceu no Tariq desde o seu último resumo:',
    footer:
      'Recebe esta mensagem de acordo com as suas definições de notificações por e-mail, que pode alterar na sua conta: {{settings}}',
  },
  it: {
    subject: 'Tariq: {{text}}',
    greeting: 'Buongiorno {{firstName}},',
    open: 'Vedi su Tariq',
    digestSubject: 'Il tuo riepilogo giornaliero di Tariq: {{count}} nuove notifiche',
    digestIntro: 'Ecco cosa è successo su Tariq dal tuo ultimo riepilogo:',
    footer:
      'Ricevi questo messaggio in base alle tue impostazioni di notifica via e-mail, modificabili nel tuo account: {{settings}}',
  },
};

type TTexts = { text: Record<string, unknown>; reference: string };

/** The web's notification texts of a language, read once. */
const textsCache = new Map<TLanguage, TTexts>();
const WEB_LOCALES = path.resolve(import.meta.dirname, '../../../../web/src/locales');

function textsOf(language: TLanguage): TTexts {
  let texts = textsCache.get(language);
  if (!texts) {
    const file = JSON.parse(readFileSync(path.join(WEB_LOCALES, language, 'notifications.json'), 'utf8')) as {
      notifications: TTexts;
    };
    texts = file.notifications;
    textsCache.set(language, texts);
  }
  return texts;
}

function lookup(tree: Record<string, unknown>, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/** A legal document's name in the language, for the texts of its expiry; the type as given when unknown. */
function documentName(language: TLanguage, type: string | undefined): string {
  if (!type) return '';
  return type in LEGAL_DOCUMENTS ? LEGAL_DOCUMENTS[type as TLegalDocumentType].label[language] : type;
}

/** A day (`YYYY-MM-DD`) as the language writes it in full: '30 novembre 2026'. */
function longDate(language: TLanguage, day: string | undefined): string {
  if (!day) return '';
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * The text of `key` in the tree, in the plural form the language gives `count` (`key_one`,
 * `key_few`…, as i18next reads them in the panel), falling back to `key_other`; a text with no
 * plural forms is `key` itself.
 */
function lookupCounted(tree: Record<string, unknown>, language: TLanguage, key: string, count: number) {
  const form = new Intl.PluralRules(language).select(count);
  return lookup(tree, key) ?? lookup(tree, `${key}_${form}`) ?? lookup(tree, `${key}_other`);
}

/**
 * The event's sentence as the panel words it: the `_named` variant when the data names who did it;
 * a document's expiry names the document and its date (`{{document}}`, `{{date}}`); the alerts of
 * issue 28 say how many offers came (`{{count}}`, in the language's plural form) for which search
 * or truck (`{{search}}`, `{{truck}}`).
 */
export function notificationSentence(language: TLanguage, event: TNotificationEvent, data: TNotificationData): string {
  const { text } = textsOf(language);
  const name = event.names ? data[event.names] : undefined;
  // The panel counts a notification without a count as one offer (notification-text.ts): so does the mail.
  const count = data.count ?? 1;
  const named = name ? lookup(text, `${event.text}_named`) : undefined;
  const sentence =
    named ??
    lookupCounted(text, language, event.text, count) ??
    lookupCounted(textsOf('fr').text, 'fr', event.text, count) ??
    event.text;
  return interpolate(sentence, {
    name: name ?? '',
    document: documentName(language, data.document),
    date: longDate(language, data.expires_at),
    count,
    search: data.search_name ?? '',
    truck: data.truck_name ?? '',
  });
}

/** Where the notification leads, as an absolute link. */
export function notificationLink(publicUrl: string, event: TNotificationEvent, data: TNotificationData): string {
  // Account events are never listed: news of the documents leads to the documents tab, the rest home.
  const target = event.target ?? (event.email === 'documents' ? '/profile/documents' : '/dashboard');
  return (
    publicUrl +
    target
      .replace('{offre_uid}', encodeURIComponent(data.offre_uid ?? ''))
      .replace('{search_id}', encodeURIComponent(data.search_id ?? ''))
      .replace('{truck_id}', encodeURIComponent(data.truck_id ?? ''))
  );
}

type TMailText = { subject: string; text: string; html: string };

export function notificationMail(
  language: TLanguage,
  values: { firstName: string; sentence: string; uid: string | undefined; link: string; settings: string },
): TMailText {
  const frame = FRAMES[language];
  const reference = values.uid ? interpolate(textsOf(language).reference, { uid: values.uid }) : null;
  return renderMail({
    language,
    subject: interpolate(frame.subject, { text: values.sentence }),
    blocks: [
      { kind: 'paragraph', text: interpolate(frame.greeting, { firstName: values.firstName }) },
      { kind: 'paragraph', text: reference ? `${values.sentence}\n${reference}` : values.sentence },
      { kind: 'button', label: frame.open, href: values.link },
      { kind: 'note', text: interpolate(frame.footer, { settings: values.settings }) },
    ],
  });
}

export function digestMail(
  language: TLanguage,
  values: {
    firstName: string;
    items: { sentence: string; uid: string | undefined; link: string }[];
    settings: string;
  },
): TMailText {
  const frame = FRAMES[language];
  const { reference } = textsOf(language);
  return renderMail({
    language,
    subject: interpolate(frame.digestSubject, { count: String(values.items.length) }),
    blocks: [
      { kind: 'paragraph', text: interpolate(frame.greeting, { firstName: values.firstName }) },
      { kind: 'paragraph', text: frame.digestIntro },
      ...values.items.map((item) => ({
        kind: 'paragraph' as const,
        text: `• ${item.sentence}${item.uid ? ` (${interpolate(reference, { uid: item.uid })})` : ''}\n${item.link}`,
      })),
      { kind: 'note', text: interpolate(frame.footer, { settings: values.settings }) },
    ],
  });
}
