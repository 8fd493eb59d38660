import { interpolate } from '@tariq/contracts';
import type { TLanguage } from '@tariq/contracts';

type TMailText = { subject: string; text: string };

/**
 * The e-mail with a password-reset link, in the user's language (`{{firstName}}`, `{{link}}`,
 * `{{minutes}}`). Plain text for now; an HTML part can be added beside it without changing callers.
 */
const PASSWORD_RESET_MAIL: Record<TLanguage, TMailText> = {
  fr: {
    subject: 'Réinitialisez votre mot de passe Tariq',
    text: [
      'Bonjour {{firstName}},',
      '',
      'Vous avez demandé à réinitialiser le mot de passe de votre compte Tariq. Pour choisir un nouveau mot de passe, ouvrez ce lien :',
      '{{link}}',
      '',
      "Ce lien est valable {{minutes}} minutes et ne fonctionne qu'une fois. Une fois le mot de passe changé, toutes vos sessions ouvertes seront fermées.",
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
      '',
      "L'équipe Tariq",
    ].join('\n'),
  },
  en: {
    subject: 'Reset your Tariq password',
    text: [
      'Hello {{firstName}},',
      '',
      'You asked to reset the password of your Tariq account. To choose a new password, open this link:',
      '{{link}}',
      '',
      'This link is valid for {{minutes}} minutes and works only once. Once the password is changed, all your open sessions will be closed.',
      'If you did not make this request, ignore this message: your password stays unchanged.',
      '',
      'The Tariq team',
    ].join('\n'),
  },
  ar: {
    subject: 'أعد تعيين كلمة مرور حسابك على طريق',
    text: [
      'مرحباً {{firstName}}،',
      '',
      'لقد طلبت إعادة تعيين كلمة مرور حسابك على طريق. لاختيار كلمة مرور جديدة، افتح هذا الرابط:',
      '{{link}}',
      '',
      'هذا الرابط صالح لمدة {{minutes}} دقيقة ويعمل مرة واحدة فقط. بعد تغيير كلمة المرور، ستُغلق جميع جلساتك المفتوحة.',
      'إن لم تكن صاحب هذا الطلب، فتجاهل هذه الرسالة: تبقى كلمة مرورك دون تغيير.',
      '',
      'فريق طريق',
    ].join('\n'),
  },
  de: {
    subject: 'Setzen Sie Ihr Tariq-Passwort zurück',
    text: [
      'Guten Tag {{firstName}},',
      '',
      'Sie haben das Zurücksetzen des Passworts Ihres Tariq-Kontos angefordert. Um ein neues Passwort zu wählen, öffnen Sie diesen Link:',
      '{{link}}',
      '',
      'Dieser Link ist {{minutes}} Minuten gültig und funktioniert nur einmal. Sobald das Passwort geändert ist, werden alle Ihre offenen Sitzungen beendet.',
      'Wenn Sie diese Anfrage nicht gestellt haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
      '',
      'Ihr Tariq-Team',
    ].join('\n'),
  },
  pl: {
    subject: 'Zresetuj hasło do Tariq',
    text: [
      'Dzień dobry {{firstName}},',
      '',
      'Poproszono o zresetowanie hasła do Twojego konta Tariq. Aby ustawić nowe hasło, otwórz ten link:',
      '{{link}}',
      '',
      'Link jest ważny przez {{minutes}} minut i działa tylko raz. Po zmianie hasła wszystkie otwarte sesje zostaną zamknięte.',
      'Jeśli to nie Ty wysłałeś tę prośbę, zignoruj tę wiadomość: hasło pozostaje bez zmian.',
      '',
      'Zespół Tariq',
    ].join('\n'),
  },
  es: {
    subject: 'Restablezca su contraseña de Tariq',
    text: [
      'Hola, {{firstName}}:',
      '',
      'Ha solicitado restablecer la contraseña de su cuenta de Tariq. Para elegir una nueva contraseña, abra este enlace:',
      '{{link}}',
      '',
      'Este enlace es válido durante {{minutes}} minutos y solo funciona una vez. Una vez cambiada la contraseña, se cerrarán todas sus sesiones abiertas.',
      'Si no ha hecho esta solicitud, ignore este mensaje: su contraseña no cambia.',
      '',
      'El equipo de Tariq',
    ].join('\n'),
  },
  pt: {
    subject: 'Redefina a sua palavra-passe do Tariq',
    text: [
      'Olá {{firstName}},',
      '',
      'Pediu para redefinir a palavra-passe da sua conta Tariq. Para escolher uma nova palavra-passe, abra esta ligação:',
      '{{link}}',
      '',
      'Esta ligação é válida durante {{minutes}} minutos e só funciona uma vez. Depois de alterada a palavra-passe, todas as suas sessões abertas serão terminadas.',
      'Se não fez este pedido, ignore esta mensagem: a sua palavra-passe mantém-se.',
      '',
      'A equipa Tariq',
    ].join('\n'),
  },
  it: {
    subject: 'Reimposta la password di Tariq',
    text: [
      'Buongiorno {{firstName}},',
      '',
      'Hai chiesto di reimpostare la password del tuo account Tariq. Per scegliere una nuova password, apri questo link:',
      '{{link}}',
      '',
      'Questo link è valido per {{minutes}} minuti e funziona una sola volta. Una volta cambiata la password, tutte le sessioni aperte verranno chiuse.',
      'Se non hai fatto questa richiesta, ignora questo messaggio: la tua password resta invariata.',
      '',
      'Il team Tariq',
    ].join('\n'),
  },
};

export function passwordResetMail(
  language: TLanguage,
  values: { firstName: string; link: string; minutes: number },
): TMailText {
  const mail = PASSWORD_RESET_MAIL[language];
  return { subject: mail.subject, text: interpolate(mail.text, values) };
}
