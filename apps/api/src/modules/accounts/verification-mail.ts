import { interpolate } from '@tariq/contracts';
import type { TLanguage } from '@tariq/contracts';
import { renderMail } from '../mail';

type TVerificationTexts = {
  subject: string;
  greeting: string;
  intro: string;
  /** The HTML button's label; the plain text shows the link itself. */
  button: string;
  validity: string;
  ignore: string;
  signature: string;
};

/**
 * The e-mail that verifies an account's address, in the user's language (`{{firstName}}`,
 * `{{hours}}`); sent at sign-up and again on request, as plain text and HTML made from these texts.
 */
const VERIFICATION_MAIL: Record<TLanguage, TVerificationTexts> = {
  fr: {
    subject: 'Confirmez votre adresse e-mail sur Tariq',
    greeting: 'Bonjour {{firstName}},',
    intro: 'Bienvenue sur Tariq. Pour activer votre compte, confirmez votre adresse e-mail en ouvrant ce lien :',
    button: 'Confirmer mon adresse e-mail',
    validity: "Ce lien est valable {{hours}} heures et ne fonctionne qu'une fois.",
    ignore: "Si vous n'avez pas créé de compte sur Tariq, ignorez ce message.",
    signature: "L'équipe Tariq",
  },
  en: {
    subject: 'Confirm your e-mail address on Tariq',
    greeting: 'Hello {{firstName}},',
    intro: 'Welcome to Tariq. To activate your account, confirm your e-mail address by opening this link:',
    button: 'Confirm my e-mail address',
    validity: 'This link is valid for {{hours}} hours and works only once.',
    ignore: 'If you did not create an account on Tariq, ignore this message.',
    signature: 'The Tariq team',
  },
  ar: {
    subject: 'أكّد عنوان بريدك الإلكتروني على طريق',
    greeting: 'مرحباً {{firstName}}،',
    intro: 'مرحباً بك في طريق. لتفعيل حسابك، أكّد عنوان بريدك الإلكتروني بفتح هذا الرابط:',
    button: 'تأكيد عنوان بريدي الإلكتروني',
    validity: 'هذا الرابط صالح لمدة {{hours}} ساعة ويعمل مرة واحدة فقط.',
    ignore: 'إن لم تنشئ حساباً على طريق، فتجاهل هذه الرسالة.',
    signature: 'فريق طريق',
  },
  de: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse bei Tariq',
    greeting: 'Guten Tag {{firstName}},',
    intro: 'Willkommen bei Tariq. Um Ihr Konto zu aktivieren, bestätigen Sie Ihre E-Mail-Adresse über diesen Link:',
    button: 'E-Mail-Adresse bestätigen',
    validity: 'Dieser Link ist {{hours}} Stunden gültig und funktioniert nur einmal.',
    ignore: 'Wenn Sie kein Konto bei Tariq erstellt haben, ignorieren Sie diese Nachricht.',
    signature: 'Ihr Tariq-Team',
  },
  pl: {
    subject: 'Potwierdź swój adres e-mail w Tariq',
    greeting: 'Dzień dobry {{firstName}},',
    intro: 'Witamy w Tariq. Aby aktywować konto, potwierdź swój adres e-mail, otwierając ten link:',
    button: 'Potwierdź adres e-mail',
    validity: 'Link jest ważny przez {{hours}} godzin i działa tylko raz.',
    ignore: 'Jeśli nie zakładałeś konta w Tariq, zignoruj tę wiadomość.',
    signature: 'Zespół Tariq',
  },
  es: {
    subject: 'Confirme su dirección de correo electrónico en Tariq',
    greeting: 'Hola, {{firstName}}:',
    intro:
      'Bienvenido a Tariq. Para activar su cuenta, confirme su dirección de correo electrónico abriendo este enlace:',
    button: 'Confirmar mi dirección de correo electrónico',
    validity: 'Este enlace es válido durante {{hours}} horas y solo funciona una vez.',
    ignore: 'Si no ha creado una cuenta en Tariq, ignore este mensaje.',
    signature: 'El equipo de Tariq',
  },
  pt: {
    subject: 'Confirme o seu endereço de e-mail no Tariq',
    greeting: 'Olá {{firstName}},',
    intro: 'Bem-vindo ao Tariq. Para ativar a sua conta, confirme o seu endereço de e-mail abrindo esta ligação:',
    button: 'Confirmar o meu endereço de e-mail',
    validity: 'Esta ligação é válida durante {{hours}} horas e só funciona uma vez.',
    ignore: 'Se não criou uma conta no Tariq, ignore esta mensagem.',
    signature: 'A equipa Tariq',
  },
  it: {
    subject: 'Conferma il tuo indirizzo e-mail su Tariq',
    greeting: 'Buongiorno {{firstName}},',
    intro: 'Benvenuto su Tariq. Per attivare il tuo account, conferma il tuo indirizzo e-mail aprendo questo link:',
    button: 'Conferma il mio indirizzo e-mail',
    validity: 'Questo link è valido per {{hours}} ore e funziona una sola volta.',
    ignore: 'Se non hai creato un account su Tariq, ignora questo messaggio.',
    signature: 'Il team Tariq',
  },
};

export function verificationMail(
  language: TLanguage,
  values: { firstName: string; link: string; hours: number },
): { subject: string; text: string; html: string } {
  const texts = VERIFICATION_MAIL[language];
  // Values go in as text: renderMail escapes them in the HTML (a first name is the user's input).
  const fill = (text: string) => interpolate(text, { firstName: values.firstName, hours: values.hours });
  return renderMail({
    language,
    subject: texts.subject,
    blocks: [
      { kind: 'paragraph', text: fill(texts.greeting) },
      { kind: 'paragraph', text: fill(texts.intro) },
      { kind: 'button', label: texts.button, href: values.link },
      { kind: 'note', text: `${fill(texts.validity)}\n${fill(texts.ignore)}` },
      { kind: 'paragraph', text: fill(texts.signature) },
    ],
  });
}
