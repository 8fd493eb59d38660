import { interpolate } from '@tariq/contracts';
import type { TLanguage } from '@tariq/contracts';

type TInvoiceMailText = { subject: string; text: string };

/**
 * The e-mail that carries an issued invoice to its client, in the language of the client's user
 * who published the shipment (`{{carrier}}`, `{{number}}`, `{{date}}`, `{{amount}}`, `{{dueDate}}`,
 * `{{link}}`). The PDF attached is French, or Arabic for an Arabic reader.
 */
const INVOICE_MAIL: Record<TLanguage, TInvoiceMailText> = {
  fr: {
    subject: 'Facture {{number}} de {{carrier}}',
    text: [
      'Bonjour,',
      '',
      '{{carrier}} vous adresse sa facture {{number}} du {{date}}, d’un montant de {{amount}}, à régler au plus tard le {{dueDate}}. Elle est jointe à ce message au format PDF.',
      '',
      'Vous la retrouvez sur Tariq, avec votre expédition : {{link}}',
      '',
      "L'équipe Tariq",
    ].join('\n'),
  },
  en: {
    subject: 'Invoice {{number}} from {{carrier}}',
    text: [
      'Hello,',
      '',
      '{{carrier}} sends you its invoice {{number}} of {{date}}, for {{amount}}, due by {{dueDate}}. It is attached to this message as a PDF.',
      '',
      'You will also find it on Tariq, with your shipment: {{link}}',
      '',
      'The Tariq team',
    ].join('\n'),
  },
  ar: {
    subject: 'الفاتورة {{number}} من {{carrier}}',
    text: [
      'مرحباً،',
      '',
      'يرسل إليكم {{carrier}} فاتورته رقم {{number}} بتاريخ {{date}}، بمبلغ {{amount}}، تُسدَّد في أجل أقصاه {{dueDate}}. الفاتورة مرفقة بهذه الرسالة بصيغة PDF.',
      '',
      'تجدونها أيضًا على طريق مع شحنتكم: {{link}}',
      '',
      'فريق طريق',
    ].join('\n'),
  },
  de: {
    subject: 'Rechnung {{number}} von {{carrier}}',
    text: [
      'Guten Tag,',
      '',
      '{{carrier}} sendet Ihnen die Rechnung {{number}} vom {{date}} über {{amount}}, zahlbar bis {{dueDate}}. Sie liegt dieser Nachricht als PDF bei.',
      '',
      'Sie finden sie auch auf Tariq bei Ihrer Sendung: {{link}}',
      '',
      'Ihr Tariq-Team',
    ].join('\n'),
  },
  pl: {
    subject: 'Faktura {{number}} od {{carrier}}',
    text: [
      'Dzień dobry,',
      '',
      '{{carrier}} przesyła fakturę {{number}} z dnia {{date}} na kwotę {{amount}}, płatną do {{dueDate}}. Faktura w formacie PDF jest załączona do tej wiadomości.',
      '',
      'Znajdziesz ją także w Tariq, przy swojej przesyłce: {{link}}',
      '',
      'Zespół Tariq',
    ].join('\n'),
  },
  es: {
    subject: 'Factura {{number}} de {{carrier}}',
    text: [
      'Hola:',
      '',
      '{{carrier}} le envía su factura {{number}} del {{date}}, por un importe de {{amount}}, pagadera a más tardar el {{dueDate}}. Va adjunta a este mensaje en PDF.',
      '',
      'También la encontrará en Tariq, con su envío: {{link}}',
      '',
      'El equipo de Tariq',
    ].join('\n'),
  },
  pt: {
    subject: 'Fatura {{number}} de {{carrier}}',
    text: [
      'Olá,',
      '',
      '{{carrier}} envia-lhe a fatura {{number}} de {{date}}, no valor de {{amount}}, a pagar até {{dueDate}}. Segue em anexo em PDF.',
      '',
      'Também a encontra no Tariq, com a sua expedição: {{link}}',
      '',
      'A equipa Tariq',
    ].join('\n'),
  },
  it: {
    subject: 'Fattura {{number}} di {{carrier}}',
    text: [
      'Buongiorno,',
      '',
      '{{carrier}} le invia la fattura {{number}} del {{date}}, per un importo di {{amount}}, da pagare entro il {{dueDate}}. È allegata a questo messaggio in PDF.',
      '',
      'La trova anche su Tariq, con la sua spedizione: {{link}}',
      '',
      'Il team Tariq',
    ].join('\n'),
  },
};

/**
 * The reminder of an unsettled invoice (by hand, or the daily job's at the due date + 7 and + 30
 * days), the PDF attached again: `{{amount}}` is what remains to pay.
 */
const INVOICE_REMINDER_MAIL: Record<TLanguage, TInvoiceMailText> = {
  fr: {
    subject: 'Rappel : facture {{number}} de {{carrier}}',
    text: [
      'Bonjour,',
      '',
      "Sauf erreur de notre part, la facture {{number}} du {{date}} de {{carrier}}, à régler au plus tard le {{dueDate}}, n'est pas encore soldée : il reste {{amount}} à payer. Vous la trouverez de nouveau jointe à ce message au format PDF.",
      '',
      "Si vous l'avez réglée entre-temps, merci de ne pas tenir compte de ce message.",
      '',
      'Votre expédition sur Tariq : {{link}}',
      '',
      "L'équipe Tariq",
    ].join('\n'),
  },
  en: {
    subject: 'Reminder: invoice {{number}} from {{carrier}}',
    text: [
      'Hello,',
      '',
      'Unless we are mistaken, invoice {{number}} of {{date}} from {{carrier}}, due by {{dueDate}}, is not settled yet: {{amount}} remains to be paid. It is attached to this message again as a PDF.',
      '',
      'If you have paid it in the meantime, please disregard this message.',
      '',
      'Your shipment on Tariq: {{link}}',
      '',
      'The Tariq team',
    ].join('\n'),
  },
  ar: {
    subject: 'تذكير: الفاتورة {{number}} من {{carrier}}',
    text: [
      'مرحباً،',
      '',
      'ما لم نكن مخطئين، فإن الفاتورة رقم {{number}} بتاريخ {{date}} من {{carrier}}، المستحقة في أجل أقصاه {{dueDate}}، لم تُسدَّد بعد: يتبقى {{amount}} للدفع. تجدونها مرفقة مجدداً بهذه الرسالة بصيغة PDF.',
      '',
      'إذا كنتم قد سدّدتموها في الأثناء، يُرجى تجاهل هذه الرسالة.',
      '',
      'شحنتكم على طريق: {{link}}',
      '',
      'فريق طريق',
    ].join('\n'),
  },
  de: {
    subject: 'Erinnerung: Rechnung {{number}} von {{carrier}}',
    text: [
      'Guten Tag,',
      '',
      'Sofern wir uns nicht irren, ist die Rechnung {{number}} vom {{date}} von {{carrier}}, zahlbar bis {{dueDate}}, noch nicht beglichen: Es sind noch {{amount}} offen. Sie liegt dieser Nachricht erneut als PDF bei.',
      '',
      'Falls Sie sie inzwischen bezahlt haben, betrachten Sie diese Nachricht bitte als gegenstandslos.',
      '',
      'Ihre Sendung auf Tariq: {{link}}',
      '',
      'Ihr Tariq-Team',
    ].join('\n'),
  },
  pl: {
    subject: 'Przypomnienie: faktura {{number}} od {{carrier}}',
    text: [
      'Dzień dobry,',
      '',
      'O ile się nie mylimy, faktura {{number}} z dnia {{date}} od {{carrier}}, płatna do {{dueDate}}, nie została jeszcze rozliczona: pozostaje do zapłaty {{amount}}. Faktura w formacie PDF jest ponownie załączona do tej wiadomości.',
      '',
      'Jeśli zapłacili Państwo w międzyczasie, prosimy zignorować tę wiadomość.',
      '',
      'Twoja przesyłka w Tariq: {{link}}',
      '',
      'Zespół Tariq',
    ].join('\n'),
  },
  es: {
    subject: 'Recordatorio: factura {{number}} de {{carrier}}',
    text: [
      'Hola:',
      '',
      'Salvo error por nuestra parte, la factura {{number}} del {{date}} de {{carrier}}, pagadera a más tardar el {{dueDate}}, aún no está saldada: quedan {{amount}} por pagar. Va adjunta de nuevo a este mensaje en PDF.',
      '',
      'Si la ha pagado entretanto, no tenga en cuenta este mensaje.',
      '',
      'Su envío en Tariq: {{link}}',
      '',
      'El equipo de Tariq',
    ].join('\n'),
  },
  pt: {
    subject: 'Lembrete: fatura {{number}} de {{carrier}}',
    text: [
      'Olá,',
      '',
      'Salvo erro da nossa parte, a fatura {{number}} de {{date}} de {{carrier}}, a pagar até {{dueDate}}, ainda não está liquidada: faltam pagar {{amount}}. Segue novamente em anexo em PDF.',
      '',
      'Se já a pagou entretanto, ignore esta mensagem.',
      '',
      'A sua expedição no Tariq: {{link}}',
      '',
      'A equipa Tariq',
    ].join('\n'),
  },
  it: {
    subject: 'Promemoria: fattura {{number}} di {{carrier}}',
    text: [
      'Buongiorno,',
      '',
      'Salvo errori da parte nostra, la fattura {{number}} del {{date}} di {{carrier}}, da pagare entro il {{dueDate}}, non è ancora saldata: restano da pagare {{amount}}. È di nuovo allegata a questo messaggio in PDF.',
      '',
      "Se l'ha pagata nel frattempo, non tenga conto di questo messaggio.",
      '',
      'La sua spedizione su Tariq: {{link}}',
      '',
      'Il team Tariq',
    ].join('\n'),
  },
};

export type TInvoiceMailKind = 'invoice' | 'reminder';

export function invoiceMail(
  kind: TInvoiceMailKind,
  language: TLanguage,
  values: { carrier: string; number: string; date: string; amount: string; dueDate: string; link: string },
): TInvoiceMailText {
  const template = (kind === 'reminder' ? INVOICE_REMINDER_MAIL : INVOICE_MAIL)[language];
  return { subject: interpolate(template.subject, values), text: interpolate(template.text, values) };
}
