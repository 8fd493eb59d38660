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

export function invoiceMail(
  language: TLanguage,
  values: { carrier: string; number: string; date: string; amount: string; dueDate: string; link: string },
): TInvoiceMailText {
  const template = INVOICE_MAIL[language];
  return { subject: interpolate(template.subject, values), text: interpolate(template.text, values) };
}
