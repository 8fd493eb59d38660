import { interpolate } from '@tariq/contracts';
import type { TLanguage } from '@tariq/contracts';
import { renderMail } from '../mail';

type TPasswordResetTexts = {
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
 * The e-mail with a password-reset link, in the user's language (`{{firstName}}`, `{{link}}`,
 * `{{minutes}}`), as plain text and HTML made from these texts.
 */
const PASSWORD_RESET_MAIL: Record<TLanguage, TPasswordResetTexts> = {
  fr: {
    subject: 'Réinitialisez votre mot de passe Tariq',
    greeting: 'Bonjour {{firstName}},',
    intro:
      'Vous avez demandé à réinitialiser le mot de passe de votre compte Tariq. Pour choisir un nouveau mot de passe, ouvrez ce lien :',
    button: 'Choisir un nouveau mot de passe',
    validity:
      "Ce lien est valable {{minutes}} minutes et ne fonctionne qu'une fois. Une fois le mot de passe changé, toutes vos sessions ouvertes seront fermées.",
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    signature: "L'équipe Tariq",
  },
  en: {
    subject: 'Reset your Tariq password',
    greeting: 'Hello {{firstName}},',
    intro: 'You asked to reset the password of your Tariq account. To choose a new password, open this link:',
    button: 'Choose a new password',
    validity:
      'This link is valid for {{minutes}} minutes and works only once. Once the password is changed, all your open sessions will be closed.',
    ignore: 'If you did not make this request, ignore this message: your password stays unchanged.',
    signature: 'The Tariq team',
  },
  ar: {
    subject: 'أعد تعيين كلمة مرور حسابك على طريق',
    greeting: 'مرحباً {{firstName}}،',
    intro: 'لقد طلبت إعادة تعيين كلمة مرور حسابك على طريق. لاختيار كلمة مرور جديدة، افتح هذا الرابط:',
    button: 'اختيار كلمة مرور جديدة',
    validity:
      'هذا الرابط صالح لمدة {{minutes}} دقيقة ويعمل مرة واحدة فقط. بعد تغيير كلمة المرور، ستُغلق جميع جلساتك المفتوحة.',
    ignore: 'إن لم تكن صاحب هذا الطلب، فتجاهل هذه الرسالة: تبقى كلمة مرورك دون تغيير.',
    signature: 'فريق طريق',
  },
  de: {
    subject: 'Setzen Sie Ihr Tariq-Passwort zurück',
    greeting: 'Guten Tag {{firstName}},',
    intro:
      'Sie haben das Zurücksetzen des Passworts Ihres Tariq-Kontos angefordert. Um ein neues Passwort zu wählen, öffnen Sie diesen Link:',
    button: 'Neues Passwort wählen',
    validity:
      'Dieser Link ist {{minutes}} Minuten gültig und funktioniert nur einmal. Sobald das Passwort geändert ist, werden alle Ihre offenen Sitzungen beendet.',
    ignore:
      'Wenn Sie diese Anfrage nicht gestellt haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
    signature: 'Ihr Tariq-Team',
  },
  pl: {
    subject: 'Zresetuj hasło do Tariq',
    greeting: 'Dzień dobry {{firstName}},',
    intro: 'Poproszono o zresetowanie hasła do Twojego konta Tariq. Aby ustawić nowe hasło, otwórz ten link:',
    button: 'Wybierz nowe hasło',
    validity:
      'Link jest ważny przez {{minutes}} minut i działa tylko raz. Po zmianie hasła wszystkie otwarte sesje zostaną zamknięte.',
    ignore: 'Jeśli to nie Ty wysłałeś tę prośbę, zignoruj tę wiadomość: hasło pozostaje bez zmian.',
    signature: 'Zespół Tariq',
  },
  es: {
    subject: 'Restablezca su contraseña de Tariq',
    greeting: 'Hola, {{firstName}}:',
    intro:
      'Ha solicitado restablecer la contraseña de su cuenta de Tariq. Para elegir una nueva contraseña, abra este enlace:',
    button: 'Elegir una nueva contraseña',
    validity:
      'Este enlace es válido durante {{minutes}} minutos y solo funciona una vez. Una vez cambiada la contraseña, se cerrarán todas sus sesiones abiertas.',
    ignore: 'Si no ha hecho esta solicitud, ignore este mensaje: su contraseña no cambia.',
    signature: 'El equipo de Tariq',
  },
  pt: {
    subject: 'Redefina a sua palavra-passe do Tariq',
    greeting: 'Olá {{firstName}},',
    intro:
      'Pediu para redefinir a palavra-passe da sua conta Tariq. Para escolher uma nova palavra-passe, abra esta ligação:',
    button: 'Escolher uma nova palavra-passe',
    validity:
      'Esta ligação é válida durante {{minutes}} minutos e só funciona uma vez. Depois de alterada a palavra-passe, todas as suas sessões abertas serão terminadas.',
    ignore: 'Se não fez este pedido, ignore esta mensagem: a sua palavra-passe mantém-se.',
    signature: 'A equipa Tariq',
  },
  it: {
    subject: 'Reimposta la password di Tariq',
    greeting: 'Buongiorno {{firstName}},',
    intro:
      'Hai chiesto di reimpostare la password del tuo account Tariq. Per scegliere una nuova password, apri questo link:',
    button: 'Scegli una nuova password',
    validity:
      'Questo link è valido per {{minutes}} minuti e funziona una sola volta. Una volta cambiata la password, tutte le sessioni aperte verranno chiuse.',
    ignore: 'Se non hai fatto questa richiesta, ignora questo messaggio: la tua password resta invariata.',
    signature: 'Il team Tariq',
  },
};

export function passwordResetMail(
  language: TLanguage,
  values: { firstName: string; link: string; minutes: number },
): { subject: string; text: string; html: string } {
  const texts = PASSWORD_RESET_MAIL[language];
  // Values go in as text: renderMail escapes them in the HTML (a first name is the user's input).
  const fill = (text: string) => interpolate(text, { firstName: values.firstName, minutes: values.minutes });
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
