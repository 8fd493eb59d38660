import { interpolate } from '@tariq/contracts';
import type { TLanguage } from '@tariq/contracts';

type TMailText = { subject: string; text: string };

/** The e-mail that verifies a new account's address, in the user's language (`{{firstName}}`, `{{link}}`, `{{hours}}`). */
const VERIFICATION_MAIL: Record<TLanguage, TMailText> = {
  fr: {
    subject: 'Confirmez votre adresse e-mail sur Tariq',
    text: [
      'Bonjour {{firstName}},',
      '',
      'Bienvenue sur Tariq. Pour activer votre compte, confirmez votre adresse e-mail en ouvrant ce lien :',
      '{{link}}',
      '',
      "Ce lien est valable {{hours}} heures et ne fonctionne qu'une fois.",
      "Si vous n'avez pas créé de compte sur Tariq, ignorez ce message.",
      '',
      "L'équipe Tariq",
    ].join('\n'),
  },
  en: {
    subject: 'Confirm your e-mail address on Tariq',
    text: [
      'Hello {{firstName}},',
      '',
      'Welcome to Tariq. To activate your account, confirm your e-mail address by opening this link:',
      '{{link}}',
      '',
      'This link is valid for {{hours}} hours and works only once.',
      'If you did not create an account on Tariq, ignore this message.',
      '',
      'The Tariq team',
    ].join('\n'),
  },
  ar: {
    subject: 'أكّد عنوان بريدك الإلكتروني على طريق',
    text: [
      'مرحباً {{firstName}}،',
      '',
      'مرحباً بك في طريق. لتفعيل حسابك، أكّد عنوان بريدك الإلكتروني بفتح هذا الرابط:',
      '{{link}}',
      '',
      'هذا الرابط صالح لمدة {{hours}} ساعة ويعمل مرة واحدة فقط.',
      'إن لم تنشئ حساباً على طريق، فتجاهل هذه الرسالة.',
      '',
      'فريق طريق',
    ].join('\n'),
  },
  de: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse bei Tariq',
    text: [
      'Guten Tag {{firstName}},',
      '',
      'Willkommen bei Tariq. Um Ihr Konto zu aktivieren, bestätigen Sie Ihre E-Mail-Adresse über diesen Link:',
      '{{link}}',
      '',
      'Dieser Link ist {{hours}} Stunden gültig und funktioniert nur einmal.',
      'Wenn Sie kein Konto bei Tariq erstellt haben, ignorieren Sie diese Nachricht.',
      '',
      'Ihr Tariq-Team',
    ].join('\n'),
  },
  pl: {
    subject: 'Potwierdź swój adres e-mail w Tariq',
    text: [
      'Dzień dobry {{firstName}},',
      '',
      'Witamy w Tariq. Aby aktywować konto, potwierdź swój adres e-mail, otwierając ten link:',
      '{{link}}',
      '',
      'Link jest ważny przez {{hours}} godzin i działa tylko raz.',
      'Jeśli nie zakładałeś konta w Tariq, zignoruj tę wiadomość.',
      '',
      'Zespół Tariq',
    ].join('\n'),
  },
  es: {
    subject: 'Confirme su dirección de correo electrónico en Tariq',
    text: [
      'Hola, {{firstName}}:',
      '',
      'Bienvenido a Tariq. Para activar su cuenta, confirme su dirección de correo electrónico abriendo este enlace:',
      '{{link}}',
      '',
      'Este enlace es válido durante {{hours}} horas y solo funciona una vez.',
      'Si no ha creado una cuenta en Tariq, ignore este mensaje.',
      '',
      'El equipo de Tariq',
    ].join('\n'),
  },
  pt: {
    subject: 'Confirme o seu endereço de e-mail no Tariq',
    text: [
      'Olá {{firstName}},',
      '',
      'Bem-vindo ao Tariq. Para ativar a sua conta, confirme o seu endereço de e-mail abrindo esta ligação:',
      '{{link}}',
      '',
      'Esta ligação é válida durante {{hours}} horas e só funciona uma vez.',
      'Se não criou uma conta no Tariq, ignore esta mensagem.',
      '',
      'A equipa Tariq',
    ].join('\n'),
  },
  it: {
    subject: 'Conferma il tuo indirizzo e-mail su Tariq',
    text: [
      'Buongiorno {{firstName}},',
      '',
      'Benvenuto su Tariq. Per attivare il tuo account, conferma il tuo indirizzo e-mail aprendo questo link:',
      '{{link}}',
      '',
      'Questo link è valido per {{hours}} ore e funziona una sola volta.',
      'Se non hai creato un account su Tariq, ignora questo messaggio.',
      '',
      'Il team Tariq',
    ].join('\n'),
  },
};

export function verificationMail(
  language: TLanguage,
  values: { firstName: string; link: string; hours: number },
): TMailText {
  const mail = VERIFICATION_MAIL[language];
  return { subject: mail.subject, text: interpolate(mail.text, values) };
}
