/**
 * Legal documents (spec 000 §6; spec 001 §1, §3 "Legal document", §4; issue 26): which documents an
 * account must hold, their statuses, and the calls of the documents tab and of the staff's review.
 *
 * Not exported from the package index (zod with it stays off the login route): import
 * `@tariq/contracts/documents`.
 */
import { z } from 'zod';
import type { TLanguage } from './enums';
import { ZDate } from './offers';
import { listPage, pagingQuery } from './query';
import { vkey } from './validation';

/** The account kinds that hold documents (platform staff hold none). */
type TDocumentHolder = 'shipper' | 'carrier';

/**
 * What an expired or missing document stops, beside the account's activation: the deal
 * (proposing, accepting, publishing), and starting a mission. Finishing a mission in progress,
 * reading invoices and sending a new document stay open (issue 26).
 */
export const DOCUMENT_COVERS = ['deals', 'missionStart'] as const;
export type TDocumentCover = (typeof DOCUMENT_COVERS)[number];

export type TLegalDocumentSpec = {
  /** The account kinds that must hold it; empty: optional for everyone. */
  requiredFor: readonly TDocumentHolder[];
  /** Whether it stops being valid on a date. */
  expires: boolean;
  /** When it expires and shows no date: this many days after its issue date (else after its review). */
  defaultValidityDays: number | null;
  /** What it covers once the account is active (see DOCUMENT_COVERS). */
  covers: readonly TDocumentCover[];
  label: Record<TLanguage, string>;
  /** Why it is asked: the text that requires it, or Tariq's own policy, with what it proves. */
  source: string;
};

/**
 * The legal documents, as data (reviewed 2026-11-24). Validity periods are our reading of common
 * practice where the document itself shows no date: tax and social-security certificates are
 * delivered for the current quarter (Algerian administrations and public buyers ask for them less
 * than three months old), insurance certificates for the policy year.
 */
export const LEGAL_DOCUMENTS = {
  trade_register: {
    requiredFor: ['shipper', 'carrier'],
    expires: false,
    defaultValidityDays: null,
    covers: ['deals', 'missionStart'],
    label: {
      fr: 'Extrait du registre du commerce (RC)',
      en: 'Trade register extract (RC)',
      ar: 'مستخرج السجل التجاري',
      de: 'Handelsregisterauszug (RC)',
      pl: 'Odpis z rejestru handlowego (RC)',
      es: 'Extracto del registro mercantil (RC)',
      pt: 'Certidão do registo comercial (RC)',
      it: 'Visura del registro delle imprese (RC)',
    },
    source:
      'Loi n° 04-08 du 14 août 2004 relative aux conditions d’exercice des activités commerciales (inscription au registre du commerce); spec 001 §1: every account holds a trade register number.',
  },
  tax_id: {
    requiredFor: ['shipper', 'carrier'],
    expires: false,
    defaultValidityDays: null,
    covers: ['deals', 'missionStart'],
    label: {
      fr: "Carte ou attestation d'immatriculation fiscale (NIF)",
      en: 'Tax identification certificate (NIF)',
      ar: 'بطاقة أو شهادة التعريف الجبائي',
      de: 'Steuer-Identifikationsbescheinigung (NIF)',
      pl: 'Zaświadczenie o numerze identyfikacji podatkowej (NIF)',
      es: 'Certificado de identificación fiscal (NIF)',
      pt: 'Certificado de identificação fiscal (NIF)',
      it: 'Certificato di identificazione fiscale (NIF)',
    },
    source:
      'Loi de finances pour 2006, art. 66 (numéro d’identification fiscale, DGI): the NIF is printed on every invoice (décret exécutif n° 05-468, art. 3).',
  },
  tax_regularity: {
    requiredFor: ['shipper', 'carrier'],
    expires: true,
    defaultValidityDays: 90,
    covers: ['deals'],
    label: {
      fr: 'Attestation de situation fiscale (extrait de rôle apuré)',
      en: 'Certificate of tax standing',
      ar: 'شهادة الوضعية الجبائية (مستخرج الجدول المصفى)',
      de: 'Steuerliche Unbedenklichkeitsbescheinigung',
      pl: 'Zaświadczenie o niezaleganiu z podatkami',
      es: 'Certificado de estar al corriente de obligaciones tributarias',
      pt: 'Certidão de situação fiscal regularizada',
      it: 'Certificato di regolarità fiscale',
    },
    source:
      'Tariq policy: a party that pays its taxes (DGI, extrait de rôle apuré), as Algerian public buyers require of their contractors (décret présidentiel n° 15-247, art. 69).',
  },
  social_security: {
    requiredFor: ['shipper', 'carrier'],
    expires: true,
    defaultValidityDays: 90,
    covers: ['deals'],
    label: {
      fr: 'Attestation de mise à jour CNAS / CASNOS',
      en: 'Social-security standing certificate (CNAS / CASNOS)',
      ar: 'شهادة تحيين الوضعية لدى CNAS / CASNOS',
      de: 'Sozialversicherungsbescheinigung (CNAS / CASNOS)',
      pl: 'Zaświadczenie o niezaleganiu ze składkami (CNAS / CASNOS)',
      es: 'Certificado de estar al corriente con la seguridad social (CNAS / CASNOS)',
      pt: 'Certidão de situação regularizada na segurança social (CNAS / CASNOS)',
      it: 'Certificato di regolarità contributiva (CNAS / CASNOS)',
    },
    source:
      'Tariq policy: employees (CNAS) and the self-employed (CASNOS) declared, as Algerian public buyers require of their contractors (décret présidentiel n° 15-247, art. 69).',
  },
  transport_capacity: {
    requiredFor: ['carrier'],
    expires: true,
    defaultValidityDays: 365,
    covers: ['deals', 'missionStart'],
    label: {
      fr: "Autorisation d'exercer le transport routier de marchandises (direction des transports de wilaya)",
      en: 'Road-haulage authorisation (wilaya transport directorate)',
      ar: 'رخصة ممارسة النقل البري للبضائع (مديرية النقل للولاية)',
      de: 'Genehmigung für den Straßengüterverkehr (Verkehrsdirektion der Wilaya)',
      pl: 'Zezwolenie na drogowy przewóz rzeczy (dyrekcja transportu wilai)',
      es: 'Autorización de transporte de mercancías por carretera (dirección de transportes de la wilaya)',
      pt: 'Autorização de transporte rodoviário de mercadorias (direção de transportes da wilaya)',
      it: 'Autorizzazione al trasporto merci su strada (direzione dei trasporti della wilaya)',
    },
    source:
      'Loi n° 01-13 du 7 août 2001 portant orientation et organisation des transports terrestres, art. 17; décret exécutif n° 04-415 du 20 décembre 2004, art. 3, modifié par le décret exécutif n° 17-331 du 15 novembre 2017: prior authorisation by the wilaya transport director.',
  },
  insurance: {
    requiredFor: ['carrier'],
    expires: true,
    defaultValidityDays: 365,
    covers: ['deals', 'missionStart'],
    label: {
      fr: "Attestation d'assurance des marchandises transportées",
      en: 'Goods-in-transit insurance certificate',
      ar: 'شهادة تأمين البضائع المنقولة',
      de: 'Versicherungsbescheinigung für transportierte Güter',
      pl: 'Zaświadczenie o ubezpieczeniu przewożonych towarów',
      es: 'Certificado de seguro de las mercancías transportadas',
      pt: 'Certificado de seguro das mercadorias transportadas',
      it: 'Certificato di assicurazione delle merci trasportate',
    },
    source:
      'Tariq policy: the carrier answers for the goods it moves (ordonnance n° 75-59 portant code de commerce, contrat de transport, art. 36 and following); shippers on freight exchanges expect the cover proven.',
  },
  other: {
    requiredFor: [],
    expires: false,
    defaultValidityDays: null,
    covers: [],
    label: {
      fr: 'Autre document',
      en: 'Other document',
      ar: 'وثيقة أخرى',
      de: 'Anderes Dokument',
      pl: 'Inny dokument',
      es: 'Otro documento',
      pt: 'Outro documento',
      it: 'Altro documento',
    },
    source: 'Optional: anything the company wants its reviewers to see (a licence, a certification).',
  },
} as const satisfies Record<string, TLegalDocumentSpec>;

export type TLegalDocumentType = keyof typeof LEGAL_DOCUMENTS;
export const LEGAL_DOCUMENT_TYPES = Object.keys(LEGAL_DOCUMENTS) as TLegalDocumentType[];

/** The documents an account kind must hold, in the catalogue's order. */
export function requiredDocumentTypes(kind: string): TLegalDocumentType[] {
  return LEGAL_DOCUMENT_TYPES.filter((type) => (LEGAL_DOCUMENTS[type].requiredFor as readonly string[]).includes(kind));
}

/** Spec 001 §4: a type without a file is `missing`; a file is in one of the other four. */
export const DOCUMENT_STATUSES = ['missing', 'in_validation', 'verified', 'refused', 'expired'] as const;
export type TDocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export type TStoredDocumentStatus = Exclude<TDocumentStatus, 'missing'>;

/** Checked from the bytes, never from the name or the declared type (SECURITY.md #12). */
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const DOCUMENT_LIMITS = {
  fileMaxBytes: 10 * 1024 * 1024,
  numberMax: 60,
  reasonMin: 3,
  reasonMax: 500,
  queuePageSize: 20,
  /** The company is told this many days before a verified document's expiry date, then again at the second (issue 26). */
  firstReminderDays: 30,
  lastReminderDays: 7,
} as const;

const ZOptionalDate = z
  .preprocess((value) => (value === '' ? null : value), ZDate.nullish())
  .transform((value) => value ?? null);

/**
 * The fields sent with a document's file (multipart, beside `file`): what the document shows.
 * The issue date cannot be after today, the expiry not before the issue (both checked by the server
 * against its own today).
 */
export const ZDocumentFields = z
  .object({
    issuedAt: ZOptionalDate,
    number: z
      .string({ error: vkey('invalid') })
      .trim()
      .max(DOCUMENT_LIMITS.numberMax, { error: vkey('tooLong') })
      .nullish()
      .transform((value) => (value ? value : null)),
    expiresAt: ZOptionalDate,
  })
  .superRefine((value, context) => {
    if (value.issuedAt && value.expiresAt && value.expiresAt < value.issuedAt) {
      context.addIssue({ code: 'custom', path: ['expiresAt'], message: vkey('expiryBeforeIssue') });
    }
  });
export type TDocumentFields = z.infer<typeof ZDocumentFields>;
export type TDocumentFieldsInput = z.input<typeof ZDocumentFields>;

export const ZDocumentTypeParams = z.object({
  type: z.enum(LEGAL_DOCUMENT_TYPES as [TLegalDocumentType, ...TLegalDocumentType[]], {
    error: vkey('invalidChoice'),
  }),
});

const ZDocumentFile = z.object({ name: z.string(), mime: z.string(), size: z.number() });

/** One type of the company's documents, as the documents tab shows it. */
export const ZCompanyDocument = z.object({
  type: z.enum(LEGAL_DOCUMENT_TYPES as [TLegalDocumentType, ...TLegalDocumentType[]]),
  required: z.boolean(),
  status: z.enum(DOCUMENT_STATUSES),
  file: ZDocumentFile.nullable(),
  issuedAt: z.string().nullable(),
  number: z.string().nullable(),
  /** The date it stops being valid (verified documents: the reviewer's reading). */
  expiresAt: z.string().nullable(),
  /** Why the staff refused it. */
  refusalReason: z.string().nullable(),
  uploadedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type TCompanyDocument = z.infer<typeof ZCompanyDocument>;

/** `GET /api/documents`: every type the account kind knows, required ones first. */
export const ZCompanyDocumentsResponse = z.object({
  data: z.array(ZCompanyDocument),
  /** Every required document verified and not expired (the session's `is_doc_ok`). */
  isDocOk: z.boolean(),
  /** The earliest expiry of the required documents, when all are verified ("Documents vérifiés jusqu'au"). */
  verifiedUntil: z.string().nullable(),
});
export type TCompanyDocumentsResponse = z.infer<typeof ZCompanyDocumentsResponse>;

// --- The staff's review (ROLE_ADMIN, /admin) -------------------------------------------------

export const ZDocumentIdParams = z.object({ id: z.guid({ error: vkey('invalid') }) });

/** `GET /api/admin/documents?status=&page=`: the queue, oldest first. */
export const ZDocumentQueueQuery = z.object({
  status: z.enum(['in_validation', 'verified', 'refused', 'expired']).default('in_validation'),
  ...pagingQuery({ pageSizeDefault: DOCUMENT_LIMITS.queuePageSize, pageSizeMax: 100 }),
});
export type TDocumentQueueQuery = z.input<typeof ZDocumentQueueQuery>;

export const ZQueuedDocument = ZCompanyDocument.extend({
  id: z.string(),
  company: z.object({
    id: z.string(),
    kind: z.string(),
    legalName: z.string(),
    nif: z.string().nullable(),
    rc: z.string().nullable(),
    nis: z.string().nullable(),
    city: z.string().nullable(),
  }),
});
export type TQueuedDocument = z.infer<typeof ZQueuedDocument>;
export const ZDocumentQueueResponse = listPage(ZQueuedDocument);
export type TDocumentQueueResponse = z.infer<typeof ZDocumentQueueResponse>;

/**
 * `POST /api/admin/documents/{id}/verify`: the expiry date read on the document (null for a type
 * that does not expire, or to apply the type's default validity when the document shows none).
 */
export const ZVerifyDocumentRequest = z.object({ expiresAt: ZOptionalDate });
export type TVerifyDocumentRequest = z.infer<typeof ZVerifyDocumentRequest>;

/** `POST /api/admin/documents/{id}/refuse`: the reason the company reads. */
export const ZRefuseDocumentRequest = z.object({
  reason: z
    .string({ error: vkey('required') })
    .trim()
    .min(DOCUMENT_LIMITS.reasonMin, { error: vkey('tooShort') })
    .max(DOCUMENT_LIMITS.reasonMax, { error: vkey('tooLong') }),
});
export type TRefuseDocumentRequest = z.infer<typeof ZRefuseDocumentRequest>;
