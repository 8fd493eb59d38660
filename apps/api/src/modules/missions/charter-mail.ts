import { DEAL_LIMITS, interpolate } from '@tariq/contracts';
import type { TLanguage } from '@tariq/contracts';

type TCharterMailText = { subject: string; text: string };

/**
 * The e-mail that carries the charter order to the carrier, in the language of each recipient
 * (`{{shipper}}`, `{{route}}`, `{{price}}`, `{{minutes}}`, `{{link}}`, `{{reference}}`).
 */
const CHARTER_MAIL: Record<TLanguage, TCharterMailText> = {
  fr: {
    subject: "Bon d'affrètement {{reference}} : {{route}}",
    text: [
      'Bonjour,',
      '',
      "{{shipper}} vous confie le transport {{route}} au prix de {{price}} HT. Le bon d'affrètement est joint à ce message.",
      '',
      'Confirmez-le ou refusez-le sur Tariq : {{link}}',
      'Sans réponse de votre part dans les {{minutes}} minutes, il est réputé accepté.',
      '',
      "L'équipe Tariq",
    ].join('\n'),
  },
  en: {
    subject: 'Charter order {{reference}}: {{route}}',
    text: [
      'Hello,',
      '',
      '{{shipper}} has chosen you for the transport {{route}} at {{price}} excl. tax. The charter order is attached.',
      '',
      'Confirm or decline it on Tariq: {{link}}',
      'Without an answer within {{minutes}} minutes, it counts as accepted.',
      '',
      'The Tariq team',
    ].join('\n'),
  },
  ar: {
    subject: 'أمر الشحن {{reference}}: {{route}}',
    text: [
      'مرحباً،',
      '',
      'عهدت إليكم {{shipper}} بالنقل {{route}} بسعر {{price}} دون احتساب الرسوم. أمر الشحن مرفق بهذه الرسالة.',
      '',
      'أكّدوه أو ارفضوه على طريق: {{link}}',
      'إن لم تردّوا خلال {{minutes}} دقيقة، يُعدّ مقبولاً.',
      '',
      'فريق طريق',
    ].join('\n'),
  },
  de: {
    subject: 'Frachtauftrag {{reference}}: {{route}}',
    text: [
      'Guten Tag,',
      '',
      '{{shipper}} beauftragt Sie mit dem Transport {{route}} zum Preis von {{price}} netto. Der Frachtauftrag liegt dieser Nachricht bei.',
      '',
      'Bestätigen oder lehnen Sie ihn auf Tariq ab: {{link}}',
      'Ohne Antwort innerhalb von {{minutes}} Minuten gilt er als angenommen.',
      '',
      'Ihr Tariq-Team',
    ].join('\n'),
  },
  pl: {
    subject: 'Zlecenie przewozowe {{reference}}: {{route}}',
    text: [
      'Dzień dobry,',
      '',
      '{{shipper}} powierza Państwu przewóz {{route}} za cenę {{price}} netto. Zlecenie przewozowe jest załączone do tej wiadomości.',
      '',
      'Potwierdź je lub odrzuć w Tariq: {{link}}',
      'Bez odpowiedzi w ciągu {{minutes}} minut uznaje się je za przyjęte.',
      '',
      'Zespół Tariq',
    ].join('\n'),
  },
  es: {
    subject: 'Orden de carga {{reference}}: {{route}}',
    text: [
      'Hola:',
      '',
      '{{shipper}} le confía el transporte {{route}} por {{price}} sin impuestos. La orden de carga va adjunta a este mensaje.',
      '',
      'Confírmela o recházela en Tariq: {{link}}',
      'Sin respuesta en {{minutes}} minutos, se considera aceptada.',
      '',
      'El equipo de Tariq',
    ].join('\n'),
  },
  pt: {
    subject: 'Ordem de carga {{reference}}: {{route}}',
    text: [
      'Olá,',
      '',
      '{{shipper}} confia-lhe o transporte {{route}} por {{price}} sem impostos. A ordem de carga segue em anexo.',
      '',
      'Confirme-a ou recuse-a no Tariq: {{link}}',
      'Sem resposta em {{minutes}} minutos, considera-se aceite.',
      '',
      'A equipa Tariq',
    ].join('\n'),
  },
  it: {
    subject: 'Ordine di carico {{reference}}: {{route}}',
    text: [
      'Buongiorno,',
      '',
      "{{shipper}} le affida il trasporto {{route}} al prezzo di {{price}} IVA esclusa. L'ordine di carico è allegato a questo messaggio.",
      '',
      'Lo confermi o lo rifiuti su Tariq: {{link}}',
      'Senza risposta entro {{minutes}} minuti, si considera accettato.',
      '',
      'Il team Tariq',
    ].join('\n'),
  },
};

export function charterMail(
  language: TLanguage,
  values: { shipper: string; route: string; price: string; link: string; reference: string },
): TCharterMailText {
  const template = CHARTER_MAIL[language];
  const all = { ...values, minutes: DEAL_LIMITS.tacitAcceptanceMinutes };
  return { subject: interpolate(template.subject, all), text: interpolate(template.text, all) };
}
