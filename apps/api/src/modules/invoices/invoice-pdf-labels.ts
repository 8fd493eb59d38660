import type { TInvoiceDocumentLanguage } from '@tariq/contracts';

/**
 * The words of an invoice's PDF, in the two languages it is written in (issue 30: French, and
 * Arabic on the Arabic version). The other interface languages get the French document, the
 * language of Algerian commercial paper (docs/decisions/0012). `{{name}}` placeholders.
 */
export type TInvoicePdfLabels = {
  title: string;
  number: string;
  issueDate: string;
  dueDate: string;
  seller: string;
  buyer: string;
  legalForm: string;
  shareCapital: string;
  address: string;
  phone: string;
  email: string;
  rc: string;
  nif: string;
  nis: string;
  taxArticle: string;
  references: string;
  mission: string;
  offer: string;
  loadingReference: string;
  unloadingReference: string;
  description: string;
  quantity: string;
  unitPriceHt: string;
  vatRate: string;
  amountHt: string;
  totalHt: string;
  /** The nature and rate of a tax, with the base it is charged on. */
  vatLine: string;
  totalVat: string;
  totalTtc: string;
  stampDuty: string;
  totalDue: string;
  inWords: string;
  dueInWords: string;
  paymentMethod: string;
  paymentTerm: string;
  payment: string;
  footer: string;
  page: string;
  /** A credit note's: its title, the invoice it corrects, why, and its total in words. */
  creditNoteTitle: string;
  creditedInvoice: string;
  reason: string;
  creditInWords: string;
  creditNoteFooter: string;
};

export const INVOICE_PDF_LABELS: Record<TInvoiceDocumentLanguage, TInvoicePdfLabels> = {
  fr: {
    title: 'Facture',
    number: 'N°',
    issueDate: 'Date',
    dueDate: "Date d'échéance",
    seller: 'Vendeur',
    buyer: 'Client',
    legalForm: 'Forme juridique',
    shareCapital: 'Capital social',
    address: 'Adresse',
    phone: 'Téléphone',
    email: 'E-mail',
    rc: 'RC',
    nif: 'NIF',
    nis: 'NIS',
    taxArticle: "Article d'imposition",
    references: 'Références',
    mission: 'Mission',
    offer: 'Expédition',
    loadingReference: 'Réf. chargement',
    unloadingReference: 'Réf. livraison',
    description: 'Désignation',
    quantity: 'Quantité',
    unitPriceHt: 'Prix unitaire HT',
    vatRate: 'TVA',
    amountHt: 'Montant HT',
    totalHt: 'Total HT',
    vatLine: 'TVA {{rate}} % sur {{base}}',
    totalVat: 'Total TVA',
    totalTtc: 'Total TTC',
    stampDuty: 'Droit de timbre (paiement en espèces)',
    totalDue: 'Net à payer',
    inWords: 'Arrêtée la présente facture à la somme toutes taxes comprises de :',
    dueInWords: 'Soit, droit de timbre compris, un net à payer de :',
    paymentMethod: 'Mode de paiement',
    paymentTerm: 'Délai de paiement',
    payment: 'Règlement',
    footer: 'Facture {{number}} · établie sur Tariq',
    creditNoteTitle: 'Avoir',
    creditedInvoice: 'Avoir sur la facture {{number}} du {{date}}',
    reason: 'Motif',
    creditInWords: 'Arrêté le présent avoir à la somme toutes taxes comprises de :',
    creditNoteFooter: 'Avoir {{number}} · établi sur Tariq',
    page: 'Page {{page}} / {{pages}}',
  },
  ar: {
    title: 'فاتورة',
    number: 'رقم',
    issueDate: 'التاريخ',
    dueDate: 'تاريخ الاستحقاق',
    seller: 'البائع',
    buyer: 'الزبون',
    legalForm: 'الشكل القانوني',
    shareCapital: 'رأس المال الاجتماعي',
    address: 'العنوان',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    rc: 'رقم السجل التجاري',
    nif: 'رقم التعريف الجبائي',
    nis: 'رقم التعريف الإحصائي',
    taxArticle: 'رقم المادة الضريبية',
    references: 'المراجع',
    mission: 'المهمة',
    offer: 'الشحنة',
    loadingReference: 'مرجع التحميل',
    unloadingReference: 'مرجع التسليم',
    description: 'البيان',
    quantity: 'الكمية',
    unitPriceHt: 'سعر الوحدة دون الرسوم',
    vatRate: 'الرسم على القيمة المضافة',
    amountHt: 'المبلغ دون الرسوم',
    totalHt: 'المجموع دون الرسوم',
    vatLine: 'الرسم على القيمة المضافة {{rate}} % على {{base}}',
    totalVat: 'مجموع الرسم على القيمة المضافة',
    totalTtc: 'المجموع مع احتساب الرسوم',
    stampDuty: 'حقوق الطابع (الدفع نقدًا)',
    totalDue: 'الصافي للدفع',
    inWords: 'أوقفت هذه الفاتورة على مبلغ، مع احتساب جميع الرسوم، قدره:',
    dueInWords: 'أي الصافي للدفع، بما فيه حقوق الطابع، وقدره:',
    paymentMethod: 'طريقة الدفع',
    paymentTerm: 'أجل الدفع',
    payment: 'التسديد',
    footer: 'الفاتورة {{number}} · أُعدّت على طريق',
    creditNoteTitle: 'إشعار دائن',
    creditedInvoice: 'إشعار دائن على الفاتورة {{number}} بتاريخ {{date}}',
    reason: 'السبب',
    creditInWords: 'أُوقف هذا الإشعار الدائن على مبلغ، مع احتساب جميع الرسوم، قدره:',
    creditNoteFooter: 'الإشعار الدائن {{number}} · أُعدّ على طريق',
    page: 'الصفحة {{page}} / {{pages}}',
  },
};
