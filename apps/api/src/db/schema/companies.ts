import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TCompanyKind, TModule } from '@tariq/contracts';

/** A pickup or delivery zone chosen at sign-up: a country and, optionally, one of its states. */
export type TZone = { country: string; stateId?: string | null };

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<TCompanyKind>().notNull(),
    legalName: text('legal_name').notNull(),
    /** Legal form (`OPTION_LISTS.legalForm`). */
    legalForm: text('legal_form'),
    /** Share capital in Algerian dinars; none for a sole trader. */
    shareCapital: numeric('share_capital', { precision: 15, scale: 2 }),
    /**
     * The tax number, normalised (`normalizeTaxId`): the Algerian NIF (15 digits, 20 for a branch),
     * or a foreign company's VAT number. Unique: one company per number.
     */
    vatNumber: text('vat_number'),
    /** Registre du commerce (RC), normalised. */
    tradeRegisterNumber: text('trade_register_number'),
    /** Numéro d'identification statistique (NIS), normalised. */
    statisticalNumber: text('statistical_number'),
    /** Article d'imposition, normalised. */
    taxArticle: text('tax_article'),
    /** `reel` or `ifu` (`OPTION_LISTS.taxRegime`): under IFU the company invoices without VAT. */
    taxRegime: text('tax_regime'),
    siret: text('siret'),
    nafCode: text('naf_code'),
    address: text('address'),
    /** The place picked for the address (`DZ:16:1601`); postal code, city and country are its. */
    addressPlaceId: text('address_place_id'),
    postalCode: text('postal_code'),
    city: text('city'),
    country: text('country').notNull().default('DZ'),
    phone: text('phone'),
    fax: text('fax'),
    mobile: text('mobile'),
    languagesSpoken: text('languages_spoken')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    billingService: text('billing_service'),
    billingPhone: text('billing_phone'),
    billingEmail: text('billing_email'),
    billingAddress: text('billing_address'),
    /** Storage key of the logo (never a user-supplied path). */
    logoKey: text('logo_key'),
    /** The logo's type, recognised from its bytes at upload. */
    logoMime: text('logo_mime'),
    /** The company's default e-protocol: a copy is attached to each offer it publishes. */
    eprotocolKey: text('eprotocol_key'),
    eprotocolName: text('eprotocol_name'),
    eprotocolMime: text('eprotocol_mime'),
    eprotocolSize: integer('eprotocol_size'),
    modules: text('modules')
      .array()
      .$type<TModule[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    isVip: boolean('is_vip').notNull().default(false),
    /**
     * True exactly when every required legal document is verified and unexpired. Kept up to date by
     * the documents capability on every document change and by its expiry sweep, so that every
     * request can read it without recomputing.
     */
    documentsOk: boolean('documents_ok').notNull().default(false),
    /**
     * The account is active (the access table's `documents`): set with documents_ok, and kept when a
     * document only expires or its renewal awaits review, so that running missions and invoices stay
     * open; cleared when a required document is deleted or refused, or when the NIF or RC changes
     * (docs/decisions/0008). Kept by the documents capability, like documents_ok.
     */
    documentsActive: boolean('documents_active').notNull().default(false),
    /**
     * 'Documents vérifiés jusqu'au': the earliest expiry of the required documents while
     * documents_ok holds, else null. Stored beside the flag so that proposals and freight search
     * read it with the company's name, never per request from the documents.
     */
    documentsValidUntil: date('documents_valid_until'),
    // Business details (spec 000 §3): answered in the onboarding wizard or at sign-up.
    shipmentsCount: text('shipments_count'),
    typesOfGoods: text('types_of_goods').array(),
    truckLoading: text('truck_loading'),
    trucksCount: text('trucks_count'),
    trucksTypes: text('trucks_types').array(),
    geographicRadius: text('geographic_radius').array(),
    pickupZones: jsonb('pickup_zones').$type<TZone[]>(),
    deliveryZones: jsonb('delivery_zones').$type<TZone[]>(),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2 }),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('companies_vat_number_key').on(sql`upper(${table.vatNumber})`)],
);

export type TCompanyRow = typeof companies.$inferSelect;
export type TNewCompanyRow = typeof companies.$inferInsert;
