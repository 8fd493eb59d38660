import { interpolate } from '@tariq/contracts';
import type { TLanguage } from '@tariq/contracts';
import { renderMail } from '../mail';
import type { TMailBlock } from '../mail';

type TMailTexts = { subject: string; paragraphs: string[]; button: string; note: string; signature: string };

/**
 * A shipper invites a carrier not on Tariq into its private exchange, in the inviter's language
 * (the carrier has none on Tariq yet): `{{inviter}}`, `{{company}}`, `{{days}}`.
 */
const NETWORK_INVITATION_MAIL: Record<TLanguage, TMailTexts> = {
  fr: {
    subject: '{{company}} vous invite dans sa bourse privée sur Tariq',
    paragraphs: [
      'Bonjour,',
      '{{inviter}}, de la société {{company}}, souhaite vous proposer ses chargements en priorité dans sa bourse privée sur Tariq, la bourse de fret routier. Inscrivez votre entreprise de transport en ouvrant ce lien : vous rejoindrez son réseau dès que votre compte sera activé.',
    ],
    button: 'Inscrire mon entreprise',
    note: "Ce lien est valable {{days}} jours. Si vous ne connaissez pas {{company}}, ignorez ce message.",
    signature: "L'équipe Tariq",
  },
  en: {
    subject: '{{company}} invites you to its private exchange on Tariq',
    paragraphs: [
      'Hello,',
      '{{inviter}}, of {{company}}, would like to offer you its loads first in its private exchange on Tariq, the road-freight exchange. Sign your transport company up by opening this link: you will join its network as soon as your account is active.',
    ],
    button: 'Sign my company up',
    note: 'This link is valid for {{days}} days. If you do not know {{company}}, ignore this message.',
    signature: 'The Tariq team',
  },
  ar: {
    subject: '{{company}} تدعوك إلى بورصتها الخاصة على طريق',
    paragraphs: [
      'مرحباً،',
      'يرغب {{inviter}} من شركة {{company}} في أن يعرض عليك شحناته أولاً في بورصته الخاصة على طريق، بورصة الشحن البري. سجّل شركة النقل الخاصة بك بفتح هذا الرابط: ستنضم إلى شبكتها بمجرد تفعيل حسابك.',
    ],
    button: 'تسجيل شركتي',
    note: 'هذا الرابط صالح لمدة {{days}} يوماً. إن كنت لا تعرف {{company}}، فتجاهل هذه الرسالة.',
    signature: 'فريق طريق',
  },
  de: {
    subject: '{{company}} lädt Sie in ihre private Börse bei Tariq ein',
    paragraphs: [
      'Guten Tag,',
      '{{inviter}} von {{company}} möchte Ihnen seine Ladungen zuerst in seiner privaten Börse bei Tariq, der Straßenfrachtbörse, anbieten. Registrieren Sie Ihr Transportunternehmen über diesen Link: Sie treten seinem Netzwerk bei, sobald Ihr Konto aktiv ist.',
    ],
    button: 'Mein Unternehmen registrieren',
    note: 'Dieser Link ist {{days}} Tage gültig. Wenn Sie {{company}} nicht kennen, ignorieren Sie diese Nachricht.',
    signature: 'Ihr Tariq-Team',
  },
  es: {
    subject: '{{company}} le invita a su bolsa privada en Tariq',
    paragraphs: [
      'Hola:',
      '{{inviter}}, de la empresa {{company}}, desea ofrecerle sus cargas en primer lugar en su bolsa privada de Tariq, la bolsa de carga por carretera. Registre su empresa de transporte abriendo este enlace: se unirá a su red en cuanto su cuenta esté activa.',
    ],
    button: 'Registrar mi empresa',
    note: 'Este enlace es válido durante {{days}} días. Si no conoce a {{company}}, ignore este mensaje.',
    signature: 'El equipo de Tariq',
  },
  it: {
    subject: '{{company}} la invita nella sua borsa privata su Tariq',
    paragraphs: [
      'Buongiorno,',
      "{{inviter}}, della società {{company}}, desidera proporle per primo i suoi carichi nella sua borsa privata su Tariq, la borsa del trasporto merci su strada. Registri la sua impresa di trasporto aprendo questo link: entrerà nella sua rete non appena il suo account sarà attivo.",
    ],
    button: 'Registrare la mia impresa',
    note: 'Questo link è valido per {{days}} giorni. Se non conosce {{company}}, ignori questo messaggio.',
    signature: 'Il team Tariq',
  },
  pl: {
    subject: '{{company}} zaprasza Cię do swojej prywatnej giełdy w Tariq',
    paragraphs: [
      'Dzień dobry,',
      '{{inviter}} z firmy {{company}} chce w pierwszej kolejności proponować Ci swoje ładunki na swojej prywatnej giełdzie w Tariq, giełdzie frachtu drogowego. Zarejestruj swoją firmę transportową, otwierając ten link: dołączysz do jej sieci, gdy tylko Twoje konto zostanie aktywowane.',
    ],
    button: 'Zarejestruj moją firmę',
    note: 'Link jest ważny przez {{days}} dni. Jeśli nie znasz firmy {{company}}, zignoruj tę wiadomość.',
    signature: 'Zespół Tariq',
  },
  pt: {
    subject: '{{company}} convida-o para a sua bolsa privada no Tariq',
    paragraphs: [
      'Olá,',
      '{{inviter}}, da empresa {{company}}, pretende propor-lhe primeiro as suas cargas na sua bolsa privada no Tariq, a bolsa de frete rodoviário. Registe a sua empresa de transporte abrindo esta ligação: entrará na sua rede assim que a sua conta estiver ativa.',
    ],
    button: 'Registar a minha empresa',
    note: 'Esta ligação é válida durante {{days}} dias. Se não conhece {{company}}, ignore esta mensagem.',
    signature: 'A equipa Tariq',
  },
};

type TMail = { subject: string; text: string; html: string };

/** Values go in as text: renderMail escapes them in the HTML (names are users' input). */
export function networkInvitationMail(
  language: TLanguage,
  values: { inviter: string; company: string; days: number; link: string },
): TMail {
  const texts = NETWORK_INVITATION_MAIL[language];
  const fill = (text: string) => interpolate(text, values);
  const blocks: TMailBlock[] = [
    ...texts.paragraphs.map((text): TMailBlock => ({ kind: 'paragraph', text: fill(text) })),
    { kind: 'button', label: texts.button, href: values.link },
    { kind: 'note', text: fill(texts.note) },
    { kind: 'paragraph', text: texts.signature },
  ];
  return renderMail({ language, subject: fill(texts.subject), blocks });
}
