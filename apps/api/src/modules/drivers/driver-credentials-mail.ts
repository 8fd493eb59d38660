import { interpolate } from '@tariq/contracts';
import type { TLanguage } from '@tariq/contracts';
import { renderMail } from '../mail';

type TCredentialsTexts = {
  subject: string;
  greeting: string;
  /** A new account (`created`) or new credentials replacing the old ones (`resent`). */
  created: string;
  resent: string;
  login: string;
  password: string;
  keep: string;
  signature: string;
};

/**
 * The mail that gives a driver their login and generated password (spec 001 §1, issue 29), in the
 * driver's language (`{{firstName}}`, `{{company}}`, `{{email}}`, `{{password}}`).
 */
const DRIVER_CREDENTIALS_MAIL: Record<TLanguage, TCredentialsTexts> = {
  fr: {
    subject: 'Vos identifiants de chauffeur Tariq',
    greeting: 'Bonjour {{firstName}},',
    created:
      "{{company}} vous a créé un compte de chauffeur sur Tariq. Connectez-vous à l'application chauffeur avec ces identifiants :",
    resent:
      "{{company}} vous a envoyé de nouveaux identifiants Tariq. L'ancien mot de passe ne fonctionne plus et vos sessions ouvertes ont été fermées. Connectez-vous avec :",
    login: 'Identifiant : {{email}}',
    password: 'Mot de passe : {{password}}',
    keep: 'Gardez ce mot de passe pour vous seul. Si vous le perdez, demandez à {{company}} de vous en envoyer un nouveau.',
    signature: "L'équipe Tariq",
  },
  en: {
    subject: 'Your Tariq driver credentials',
    greeting: 'Hello {{firstName}},',
    created: '{{company}} created a driver account for you on Tariq. Log in to the driver app with these credentials:',
    resent:
      '{{company}} sent you new Tariq credentials. The old password no longer works and your open sessions were closed. Log in with:',
    login: 'Login: {{email}}',
    password: 'Password: {{password}}',
    keep: 'Keep this password to yourself. If you lose it, ask {{company}} to send you a new one.',
    signature: 'The Tariq team',
  },
  ar: {
    subject: 'بيانات دخولك كسائق على طريق',
    greeting: 'مرحباً {{firstName}}،',
    created: 'أنشأت لك {{company}} حساب سائق على طريق. سجّل الدخول إلى تطبيق السائق بهذه البيانات:',
    resent:
      'أرسلت لك {{company}} بيانات دخول جديدة إلى طريق. لم تعد كلمة المرور القديمة صالحة وأُغلقت جلساتك المفتوحة. سجّل الدخول بـ:',
    login: 'اسم المستخدم: {{email}}',
    password: 'كلمة المرور: {{password}}',
    keep: 'احتفظ بكلمة المرور هذه لنفسك. إن فقدتها، فاطلب من {{company}} أن ترسل لك كلمة مرور جديدة.',
    signature: 'فريق طريق',
  },
  de: {
    subject: 'Ihre Tariq-Zugangsdaten als Fahrer',
    greeting: 'Guten Tag {{firstName}},',
    created:
      '{{company}} hat für Sie ein Fahrerkonto bei Tariq angelegt. Melden Sie sich mit diesen Zugangsdaten in der Fahrer-App an:',
    resent:
      '{{company}} hat Ihnen neue Tariq-Zugangsdaten gesendet. Das alte Passwort gilt nicht mehr, und Ihre offenen Sitzungen wurden beendet. Melden Sie sich an mit:',
    login: 'Benutzername: {{email}}',
    password: 'Passwort: {{password}}',
    keep: 'Behalten Sie dieses Passwort für sich. Wenn Sie es verlieren, bitten Sie {{company}}, Ihnen ein neues zu senden.',
    signature: 'Ihr Tariq-Team',
  },
  pl: {
    subject: 'Twoje dane logowania kierowcy Tariq',
    greeting: 'Dzień dobry {{firstName}},',
    created:
      '{{company}} utworzyła dla Ciebie konto kierowcy w Tariq. Zaloguj się do aplikacji kierowcy, używając tych danych:',
    resent:
      '{{company}} wysłała Ci nowe dane logowania do Tariq. Stare hasło już nie działa, a Twoje otwarte sesje zostały zamknięte. Zaloguj się, używając:',
    login: 'Login: {{email}}',
    password: 'Hasło: {{password}}',
    keep: 'Zachowaj to hasło dla siebie. Jeśli je zgubisz, poproś {{company}} o przesłanie nowego.',
    signature: 'Zespół Tariq',
  },
  es: {
    subject: 'Sus credenciales de conductor de Tariq',
    greeting: 'Hola, {{firstName}}:',
    created:
      '{{company}} le ha creado una cuenta de conductor en Tariq. Inicie sesión en la aplicación de conductor con estas credenciales:',
    resent:
      '{{company}} le ha enviado nuevas credenciales de Tariq. La contraseña anterior ya no funciona y sus sesiones abiertas se han cerrado. Inicie sesión con:',
    login: 'Usuario: {{email}}',
    password: 'Contraseña: {{password}}',
    keep: 'Guarde esta contraseña solo para usted. Si la pierde, pida a {{company}} que le envíe una nueva.',
    signature: 'El equipo de Tariq',
  },
  pt: {
    subject: 'As suas credenciais de motorista Tariq',
    greeting: 'Olá {{firstName}},',
    created:
      '{{company}} criou-lhe uma conta de motorista no Tariq. Inicie sessão na aplicação de motorista com estas credenciais:',
    resent:
      '{{company}} enviou-lhe novas credenciais do Tariq. A palavra-passe antiga deixou de funcionar e as suas sessões abertas foram terminadas. Inicie sessão com:',
    login: 'Utilizador: {{email}}',
    password: 'Palavra-passe: {{password}}',
    keep: 'Guarde esta palavra-passe só para si. Se a perder, peça a {{company}} que lhe envie uma nova.',
    signature: 'A equipa Tariq',
  },
  it: {
    subject: 'Le sue credenziali di autista Tariq',
    greeting: 'Buongiorno {{firstName}},',
    created:
      "{{company}} le ha creato un account di autista su Tariq. Acceda all'app per autisti con queste credenziali:",
    resent:
      '{{company}} le ha inviato nuove credenziali Tariq. La vecchia password non funziona più e le sessioni aperte sono state chiuse. Acceda con:',
    login: 'Nome utente: {{email}}',
    password: 'Password: {{password}}',
    keep: 'Tenga questa password per sé. Se la perde, chieda a {{company}} di inviargliene una nuova.',
    signature: 'Il team Tariq',
  },
};

export function driverCredentialsMail(
  language: TLanguage,
  values: { kind: 'created' | 'resent'; firstName: string; company: string; email: string; password: string },
): { subject: string; text: string; html: string } {
  const texts = DRIVER_CREDENTIALS_MAIL[language];
  // Values go in as text: renderMail escapes them in the HTML (names are the carrier's input).
  const fill = (text: string) =>
    interpolate(text, {
      firstName: values.firstName,
      company: values.company,
      email: values.email,
      password: values.password,
    });
  return renderMail({
    language,
    subject: texts.subject,
    blocks: [
      { kind: 'paragraph', text: fill(texts.greeting) },
      { kind: 'paragraph', text: fill(texts[values.kind]) },
      { kind: 'paragraph', text: `${fill(texts.login)}\n${fill(texts.password)}` },
      { kind: 'note', text: fill(texts.keep) },
      { kind: 'paragraph', text: fill(texts.signature) },
    ],
  });
}
