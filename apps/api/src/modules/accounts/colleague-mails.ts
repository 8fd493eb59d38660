import { interpolate } from '@tariq/contracts';
import type { TLanguage } from '@tariq/contracts';
import { renderMail } from '../mail';
import type { TMailBlock } from '../mail';

type TMailTexts = { subject: string; paragraphs: string[]; button: string; note: string; signature: string };

/**
 * The invitation to join a company, in the inviter's language (the invitee has none on Tariq yet):
 * `{{inviter}}`, `{{company}}`, `{{days}}`.
 */
const INVITATION_MAIL: Record<TLanguage, TMailTexts> = {
  fr: {
    subject: '{{inviter}} vous invite à rejoindre {{company}} sur Tariq',
    paragraphs: [
      'Bonjour,',
      '{{inviter}} vous invite à rejoindre la société {{company}} sur Tariq, la bourse de fret routier. Choisissez votre nom et votre mot de passe en ouvrant ce lien :',
    ],
    button: "Accepter l'invitation",
    note: "Ce lien est valable {{days}} jours et ne fonctionne qu'une fois. Si vous ne connaissez pas {{inviter}}, ignorez ce message.",
    signature: "L'équipe Tariq",
  },
  en: {
    subject: '{{inviter}} invites you to join {{company}} on Tariq',
    paragraphs: [
      'Hello,',
      '{{inviter}} invites you to join {{company}} on Tariq, the road-freight exchange. Choose your name and password by opening this link:',
    ],
    button: 'Accept the invitation',
    note: 'This link is valid for {{days}} days and works only once. If you do not know {{inviter}}, ignore this message.',
    signature: 'The Tariq team',
  },
  ar: {
    subject: '{{inviter}} يدعوك للانضمام إلى {{company}} على طريق',
    paragraphs: [
      'مرحباً،',
      'يدعوك {{inviter}} للانضمام إلى شركة {{company}} على طريق، بورصة الشحن البري. اختر اسمك وكلمة مرورك بفتح هذا الرابط:',
    ],
    button: 'قبول الدعوة',
    note: 'هذا الرابط صالح لمدة {{days}} أيام ويعمل مرة واحدة فقط. إن كنت لا تعرف {{inviter}}، فتجاهل هذه الرسالة.',
    signature: 'فريق طريق',
  },
  de: {
    subject: '{{inviter}} lädt Sie ein, {{company}} bei Tariq beizutreten',
    paragraphs: [
      'Guten Tag,',
      '{{inviter}} lädt Sie ein, dem Unternehmen {{company}} bei Tariq, der Straßenfrachtbörse, beizutreten. Wählen Sie Ihren Namen und Ihr Passwort über diesen Link:',
    ],
    button: 'Einladung annehmen',
    note: 'Dieser Link ist {{days}} Tage gültig und funktioniert nur einmal. Wenn Sie {{inviter}} nicht kennen, ignorieren Sie diese Nachricht.',
    signature: 'Ihr Tariq-Team',
  },
  pl: {
    subject: '{{inviter}} zaprasza Cię do firmy {{company}} w Tariq',
    paragraphs: [
      'Dzień dobry,',
      '{{inviter}} zaprasza Cię do dołączenia do firmy {{company}} w Tariq, giełdzie frachtu drogowego. Wybierz swoje imię i hasło, otwierając ten link:',
    ],
    button: 'Przyjmij zaproszenie',
    note: 'Link jest ważny przez {{days}} dni i działa tylko raz. Jeśli nie znasz {{inviter}}, zignoruj tę wiadomość.',
    signature: 'Zespół Tariq',
  },
  es: {
    subject: '{{inviter}} le invita a unirse a {{company}} en Tariq',
    paragraphs: [
      'Hola:',
      '{{inviter}} le invita a unirse a la empresa {{company}} en Tariq, la bolsa de carga por carretera. Elija su nombre y su contraseña abriendo este enlace:',
    ],
    button: 'Aceptar la invitación',
    note: 'Este enlace es válido durante {{days}} días y solo funciona una vez. Si no conoce a {{inviter}}, ignore este mensaje.',
    signature: 'El equipo de Tariq',
  },
  pt: {
    subject: '{{inviter}} convida-o a juntar-se a {{company}} no Tariq',
    paragraphs: [
      'Olá,',
      '{{inviter}} convida-o a juntar-se à empresa {{company}} no Tariq, a bolsa de frete rodoviário. Escolha o seu nome e a sua palavra-passe abrindo esta ligação:',
    ],
    button: 'Aceitar o convite',
    note: 'Esta ligação é válida durante {{days}} dias e só funciona uma vez. Se não conhece {{inviter}}, ignore esta mensagem.',
    signature: 'A equipa Tariq',
  },
  it: {
    subject: '{{inviter}} ti invita a unirti a {{company}} su Tariq',
    paragraphs: [
      'Buongiorno,',
      "{{inviter}} ti invita a unirti all'azienda {{company}} su Tariq, la borsa del trasporto stradale. Scegli il tuo nome e la tua password aprendo questo link:",
    ],
    button: "Accetta l'invito",
    note: 'Questo link è valido per {{days}} giorni e funziona una sola volta. Se non conosci {{inviter}}, ignora questo messaggio.',
    signature: 'Il team Tariq',
  },
};

/**
 * To each colleague when someone joins (`{{firstName}}`, `{{newcomer}}`, `{{email}}`, `{{inviter}}`,
 * `{{company}}`): always sent, whatever the e-mail settings (it guards the account).
 */
const JOINED_MAIL: Record<TLanguage, TMailTexts> = {
  fr: {
    subject: '{{newcomer}} a rejoint {{company}} sur Tariq',
    paragraphs: [
      'Bonjour {{firstName}},',
      '{{newcomer}} ({{email}}) a rejoint votre société {{company}} sur Tariq, invité(e) par {{inviter}}.',
      "Si cette personne ne travaille pas chez vous, signalez-le depuis la liste de vos collègues : son compte sera désactivé aussitôt et l'équipe Tariq sera prévenue.",
    ],
    button: 'Voir mes collègues',
    note: 'Vous recevez ce message parce que vous êtes utilisateur de {{company}} sur Tariq.',
    signature: "L'équipe Tariq",
  },
  en: {
    subject: '{{newcomer}} joined {{company}} on Tariq',
    paragraphs: [
      'Hello {{firstName}},',
      '{{newcomer}} ({{email}}) joined your company {{company}} on Tariq, invited by {{inviter}}.',
      'If this person does not work at your company, report it from your colleagues list: their account will be disabled at once and the Tariq team will be alerted.',
    ],
    button: 'See my colleagues',
    note: 'You receive this message because you are a user of {{company}} on Tariq.',
    signature: 'The Tariq team',
  },
  ar: {
    subject: 'انضم {{newcomer}} إلى {{company}} على طريق',
    paragraphs: [
      'مرحباً {{firstName}}،',
      'انضم {{newcomer}} ({{email}}) إلى شركتك {{company}} على طريق، بدعوة من {{inviter}}.',
      'إن كان هذا الشخص لا يعمل لدى شركتك، فأبلغ عن ذلك من قائمة زملائك: سيُعطَّل حسابه فوراً وسيُنبَّه فريق طريق.',
    ],
    button: 'عرض زملائي',
    note: 'تصلك هذه الرسالة لأنك مستخدم لدى {{company}} على طريق.',
    signature: 'فريق طريق',
  },
  de: {
    subject: '{{newcomer}} ist {{company}} bei Tariq beigetreten',
    paragraphs: [
      'Guten Tag {{firstName}},',
      '{{newcomer}} ({{email}}) ist Ihrem Unternehmen {{company}} bei Tariq beigetreten, eingeladen von {{inviter}}.',
      'Wenn diese Person nicht bei Ihnen arbeitet, melden Sie es in Ihrer Kollegenliste: Das Konto wird sofort deaktiviert und das Tariq-Team benachrichtigt.',
    ],
    button: 'Meine Kollegen anzeigen',
    note: 'Sie erhalten diese Nachricht als Benutzer von {{company}} bei Tariq.',
    signature: 'Ihr Tariq-Team',
  },
  pl: {
    subject: '{{newcomer}} dołączył(a) do {{company}} w Tariq',
    paragraphs: [
      'Dzień dobry {{firstName}},',
      '{{newcomer}} ({{email}}) dołączył(a) do Twojej firmy {{company}} w Tariq z zaproszenia {{inviter}}.',
      'Jeśli ta osoba nie pracuje w Twojej firmie, zgłoś to na liście współpracowników: jej konto zostanie natychmiast wyłączone, a zespół Tariq powiadomiony.',
    ],
    button: 'Zobacz współpracowników',
    note: 'Otrzymujesz tę wiadomość jako użytkownik firmy {{company}} w Tariq.',
    signature: 'Zespół Tariq',
  },
  es: {
    subject: '{{newcomer}} se ha unido a {{company}} en Tariq',
    paragraphs: [
      'Hola, {{firstName}}:',
      '{{newcomer}} ({{email}}) se ha unido a su empresa {{company}} en Tariq, invitado/a por {{inviter}}.',
      'Si esta persona no trabaja en su empresa, indíquelo desde su lista de compañeros: su cuenta se desactivará de inmediato y se avisará al equipo de Tariq.',
    ],
    button: 'Ver mis compañeros',
    note: 'Recibe este mensaje porque es usuario de {{company}} en Tariq.',
    signature: 'El equipo de Tariq',
  },
  pt: {
    subject: '{{newcomer}} juntou-se a {{company}} no Tariq',
    paragraphs: [
      'Olá {{firstName}},',
      '{{newcomer}} ({{email}}) juntou-se à sua empresa {{company}} no Tariq, a convite de {{inviter}}.',
      'Se esta pessoa não trabalha na sua empresa, indique-o na lista dos seus colegas: a conta será desativada de imediato e a equipa Tariq será avisada.',
    ],
    button: 'Ver os meus colegas',
    note: 'Recebe esta mensagem por ser utilizador de {{company}} no Tariq.',
    signature: 'A equipa Tariq',
  },
  it: {
    subject: '{{newcomer}} si è unito/a a {{company}} su Tariq',
    paragraphs: [
      'Buongiorno {{firstName}},',
      '{{newcomer}} ({{email}}) si è unito/a alla tua azienda {{company}} su Tariq, su invito di {{inviter}}.',
      "Se questa persona non lavora nella tua azienda, segnalalo dall'elenco dei colleghi: il suo account verrà disattivato subito e il team Tariq sarà avvisato.",
    ],
    button: 'Vedi i miei colleghi',
    note: 'Ricevi questo messaggio in quanto utente di {{company}} su Tariq.',
    signature: 'Il team Tariq',
  },
};

/**
 * To the platform staff when a colleague reports a newcomer (`{{firstName}}`, `{{newcomer}}`,
 * `{{email}}`, `{{company}}`, `{{reporter}}`, `{{inviter}}`).
 */
const REPORTED_MAIL: Record<TLanguage, TMailTexts> = {
  fr: {
    subject: 'Tariq : un nouvel utilisateur de {{company}} a été signalé',
    paragraphs: [
      'Bonjour {{firstName}},',
      '{{reporter}} indique que {{newcomer}} ({{email}}), invité(e) par {{inviter}}, ne travaille pas chez {{company}}. Le compte signalé a été désactivé et ses invitations en attente annulées.',
      "Vérifiez le compte de l'invitant et décidez s'il faut réactiver ou supprimer le compte signalé.",
    ],
    button: 'Ouvrir Tariq',
    note: "Vous recevez ce message en tant que membre de l'équipe Tariq.",
    signature: 'Tariq',
  },
  en: {
    subject: 'Tariq: a new user of {{company}} was reported',
    paragraphs: [
      'Hello {{firstName}},',
      '{{reporter}} says that {{newcomer}} ({{email}}), invited by {{inviter}}, does not work at {{company}}. The reported account was disabled and its pending invitations cancelled.',
      "Check the inviter's account and decide whether to enable or remove the reported account.",
    ],
    button: 'Open Tariq',
    note: 'You receive this message as a member of the Tariq team.',
    signature: 'Tariq',
  },
  ar: {
    subject: 'طريق: تم الإبلاغ عن مستخدم جديد لدى {{company}}',
    paragraphs: [
      'مرحباً {{firstName}}،',
      'يفيد {{reporter}} بأن {{newcomer}} ({{email}})، المدعو من {{inviter}}، لا يعمل لدى {{company}}. عُطِّل الحساب المُبلَّغ عنه وأُلغيت دعواته المعلّقة.',
      'تحقّق من حساب صاحب الدعوة وقرّر إعادة تفعيل الحساب المُبلَّغ عنه أو حذفه.',
    ],
    button: 'فتح طريق',
    note: 'تصلك هذه الرسالة بصفتك عضواً في فريق طريق.',
    signature: 'طريق',
  },
  de: {
    subject: 'Tariq: Ein neuer Benutzer von {{company}} wurde gemeldet',
    paragraphs: [
      'Guten Tag {{firstName}},',
      '{{reporter}} gibt an, dass {{newcomer}} ({{email}}), eingeladen von {{inviter}}, nicht bei {{company}} arbeitet. Das gemeldete Konto wurde deaktiviert, seine offenen Einladungen zurückgezogen.',
      'Prüfen Sie das Konto des Einladenden und entscheiden Sie, ob das gemeldete Konto reaktiviert oder entfernt wird.',
    ],
    button: 'Tariq öffnen',
    note: 'Sie erhalten diese Nachricht als Mitglied des Tariq-Teams.',
    signature: 'Tariq',
  },
  pl: {
    subject: 'Tariq: zgłoszono nowego użytkownika firmy {{company}}',
    paragraphs: [
      'Dzień dobry {{firstName}},',
      '{{reporter}} informuje, że {{newcomer}} ({{email}}), zaproszony/a przez {{inviter}}, nie pracuje w {{company}}. Zgłoszone konto zostało wyłączone, a jego oczekujące zaproszenia anulowane.',
      'Sprawdź konto zapraszającego i zdecyduj, czy przywrócić, czy usunąć zgłoszone konto.',
    ],
    button: 'Otwórz Tariq',
    note: 'Otrzymujesz tę wiadomość jako członek zespołu Tariq.',
    signature: 'Tariq',
  },
  es: {
    subject: 'Tariq: se ha señalado un nuevo usuario de {{company}}',
    paragraphs: [
      'Hola, {{firstName}}:',
      '{{reporter}} indica que {{newcomer}} ({{email}}), invitado/a por {{inviter}}, no trabaja en {{company}}. La cuenta señalada se ha desactivado y sus invitaciones pendientes se han cancelado.',
      'Revise la cuenta de quien invitó y decida si reactivar o eliminar la cuenta señalada.',
    ],
    button: 'Abrir Tariq',
    note: 'Recibe este mensaje como miembro del equipo de Tariq.',
    signature: 'Tariq',
  },
  pt: {
    subject: 'Tariq: foi assinalado um novo utilizador de {{company}}',
    paragraphs: [
      'Olá {{firstName}},',
      '{{reporter}} indica que {{newcomer}} ({{email}}), convidado/a por {{inviter}}, não trabalha em {{company}}. A conta assinalada foi desativada e os seus convites pendentes cancelados.',
      'Verifique a conta de quem convidou e decida se reativa ou remove a conta assinalada.',
    ],
    button: 'Abrir o Tariq',
    note: 'Recebe esta mensagem como membro da equipa Tariq.',
    signature: 'Tariq',
  },
  it: {
    subject: 'Tariq: è stato segnalato un nuovo utente di {{company}}',
    paragraphs: [
      'Buongiorno {{firstName}},',
      "{{reporter}} indica che {{newcomer}} ({{email}}), invitato/a da {{inviter}}, non lavora presso {{company}}. L'account segnalato è stato disattivato e i suoi inviti in sospeso annullati.",
      "Verifica l'account di chi ha invitato e decidi se riattivare o rimuovere l'account segnalato.",
    ],
    button: 'Apri Tariq',
    note: 'Ricevi questo messaggio in quanto membro del team Tariq.',
    signature: 'Tariq',
  },
};

type TMail = { subject: string; text: string; html: string };

/** Values go in as text: renderMail escapes them in the HTML (names are users' input). */
function render(texts: TMailTexts, language: TLanguage, values: Record<string, string | number>, link: string): TMail {
  const fill = (text: string) => interpolate(text, values);
  const blocks: TMailBlock[] = [
    ...texts.paragraphs.map((text): TMailBlock => ({ kind: 'paragraph', text: fill(text) })),
    { kind: 'button', label: texts.button, href: link },
    { kind: 'note', text: fill(texts.note) },
    { kind: 'paragraph', text: texts.signature },
  ];
  return renderMail({ language, subject: fill(texts.subject), blocks });
}

export function invitationMail(
  language: TLanguage,
  values: { inviter: string; company: string; days: number; link: string },
): TMail {
  return render(INVITATION_MAIL[language], language, values, values.link);
}

export function colleagueJoinedMail(
  language: TLanguage,
  values: { firstName: string; newcomer: string; email: string; inviter: string; company: string; link: string },
): TMail {
  return render(JOINED_MAIL[language], language, values, values.link);
}

export function colleagueReportedMail(
  language: TLanguage,
  values: {
    firstName: string;
    newcomer: string;
    email: string;
    inviter: string;
    company: string;
    reporter: string;
    link: string;
  },
): TMail {
  return render(REPORTED_MAIL[language], language, values, values.link);
}
