import { and, asc, eq, or, sql } from 'drizzle-orm';
import { ADMIN_ROLE, CARRIER_ROLE, DRIVER_ROLE, SHIPPER_ROLE } from '@tariq/contracts';
import type { TRole } from '@tariq/contracts';
import type { TDatabase } from '../client';
import { companies, companyDocuments, drivers, missions, users } from '../schema';
import {
  DEMO_OFFER_STATUSES,
  createRandom,
  generateOffers,
  insertGeneratedOffers,
  loadGeneratorPlaces,
} from './offer-generator';
import type { TNewCompanyRow, TNewOfferRow } from '../schema';
import { generateTrucks, insertTrucks } from './truck-generator';
import { seedDemoMissions } from './demo-missions';
import { createPasswordHasher } from '../../platform/passwords';
import type { TPasswordHasher } from '../../platform/passwords';
import { PRODUCTION_SCRYPT_N } from '../../config';
import type { TFileStorage } from '../../platform/storage';
import { LEGAL_DOCUMENTS, requiredDocumentTypes } from '@tariq/contracts/documents';
import type { TTx } from '../client';

/** Shared by every demo account; listed in the README. Demo data never exists in production. */
export const DEMO_PASSWORD = 'Tariq-demo-2026';

type TDemoAccount = {
  company: TNewCompanyRow;
  user: { email: string; role: TRole; firstName: string; lastName: string; phone: string; roleInCompany: string };
};

const DEMO_ACCOUNTS: TDemoAccount[] = [
  {
    company: {
      kind: 'shipper',
      legalName: 'Sahel Agro Distribution SARL',
      // Every mention an Algerian invoice needs (décret exécutif 05-468): the demo carrier can issue to it.
      legalForm: 'sarl',
      shareCapital: '5000000.00',
      vatNumber: '000916001234567',
      tradeRegisterNumber: '16001234567B21',
      statisticalNumber: '000916019876543',
      taxArticle: '16011234567',
      taxRegime: 'reel',
      billingEmail: 'comptabilite@sahel-agro.demo.tariq.dz',
      address: '12 rue Didouche Mourad',
      postalCode: '16000',
      city: 'Alger',
      country: 'DZ',
      phone: '+213 21 63 45 10',
      modules: ['private_freight', 'trucks'],
      documentsOk: true,
      shipmentsCount: 'm',
      typesOfGoods: ['palette', 'alimentaire'],
      truckLoading: 'ftl',
      geographicRadius: ['national'],
    },
    user: {
      email: 'shipper@demo.tariq.dz',
      role: SHIPPER_ROLE,
      firstName: 'Amina',
      lastName: 'Benali',
      phone: '+213 550 12 34 56',
      roleInCompany: 'logistics_manager',
    },
  },
  {
    company: {
      kind: 'carrier',
      legalName: 'Transports Atlas Express',
      legalForm: 'eurl',
      shareCapital: '1000000.00',
      vatNumber: '000931007654321',
      tradeRegisterNumber: '31007654321B19',
      statisticalNumber: '000931011223344',
      taxArticle: '31010654321',
      taxRegime: 'reel',
      billingEmail: 'facturation@atlas-express.demo.tariq.dz',
      address: 'Zone industrielle Es Senia',
      postalCode: '31000',
      city: 'Oran',
      country: 'DZ',
      phone: '+213 41 58 22 90',
      modules: ['trucks', 'invoices', 'private_freight'],
      documentsOk: true,
      trucksCount: 'l',
      trucksTypes: ['truckPL19', 'truckSPL'],
      geographicRadius: ['national', 'international'],
    },
    user: {
      email: 'carrier@demo.tariq.dz',
      role: CARRIER_ROLE,
      firstName: 'Karim',
      lastName: 'Haddad',
      phone: '+213 661 98 76 54',
      roleInCompany: 'operations_manager',
    },
  },
  // A second carrier, outside the demo shipper's private network: what one carrier sees and another does not.
  {
    company: {
      kind: 'carrier',
      legalName: 'Transports Djurdjura',
      vatNumber: '000915002468135',
      tradeRegisterNumber: '15002468135B20',
      address: 'Route nationale 12, Oued Aïssi',
      postalCode: '15000',
      city: 'Tizi Ouzou',
      country: 'DZ',
      phone: '+213 26 21 40 40',
      modules: ['trucks'],
      documentsOk: true,
      trucksCount: 's',
      trucksTypes: ['truckPL12'],
      geographicRadius: ['national'],
    },
    user: {
      email: 'carrier2@demo.tariq.dz',
      role: CARRIER_ROLE,
      firstName: 'Mourad',
      lastName: 'Aït Saïd',
      phone: '+213 661 24 68 13',
      roleInCompany: 'operations_manager',
    },
  },
  {
    company: { kind: 'platform', legalName: 'Tariq', country: 'DZ', documentsOk: true },
    user: {
      email: 'admin@demo.tariq.dz',
      role: ADMIN_ROLE,
      firstName: 'Yacine',
      lastName: 'Meziane',
      phone: '+213 770 00 11 22',
      roleInCompany: 'operations_manager',
    },
  },
];

/** Seeds the demo set on an empty database; returns the logins it created, or null when data was there. */
export async function seedDemoData(
  db: TDatabase,
  passwords: TPasswordHasher = createPasswordHasher({ n: PRODUCTION_SCRYPT_N }),
  options: {
    /** The load of places under way (the demo offers go between them): the passwords are hashed meanwhile. */
    placesLoaded?: Promise<unknown>;
    /** Where the demo companies' legal documents go; without it they have none (the benchmarks' seed). */
    files?: TFileStorage;
  } = {},
): Promise<{ email: string; role: TRole }[] | null> {
  const [existing] = await db.read((d) => d.select({ count: sql<number>`count(*)::int` }).from(companies));
  if ((existing?.count ?? 0) > 0) return null;
  // Hashing is slow on purpose (and off the main thread): before the transaction, which must stay
  // short. One hash for every demo account: they share a published password, and each hash holds
  // 128 MB while it runs (three at once took the first start's memory past 1 GB).
  const [hash] = await Promise.all([passwords.hash(DEMO_PASSWORD), options.placesLoaded]);
  // Read before the transaction: on PGlite the outer handle waits while a transaction is open.
  const demoPlaces = await loadGeneratorPlaces(db);
  // One file per document, written before the transaction (no I/O inside it): replacing or deleting
  // one demo document removes its own file only.
  const files = options.files;
  const documentKeys = files
    ? await Promise.all(
        DEMO_ACCOUNTS.flatMap((account) => requiredDocumentTypes(account.company.kind)).map(() =>
          files.save(DEMO_DOCUMENT),
        ),
      )
    : [];
  return db.transaction(async (tx) => {
    const now = new Date();
    const created: { email: string; role: TRole }[] = [];
    const parties = new Map<TRole, { companyId: string; userId: string }>();
    const byEmail = new Map<string, { companyId: string; userId: string }>();
    let shipperOffers: TNewOfferRow[] = [];
    for (const account of DEMO_ACCOUNTS) {
      const [company] = await tx.insert(companies).values(account.company).returning({ id: companies.id });
      const [user] = await tx
        .insert(users)
        .values({
          ...account.user,
          companyId: company!.id,
          passwordHash: hash,
          language: 'fr',
          emailVerifiedAt: now,
          businessDetailsCompletedAt: now,
        })
        .returning({ id: users.id });
      created.push({ email: account.user.email, role: account.user.role });
      byEmail.set(account.user.email, { companyId: company!.id, userId: user!.id });
      if (files) await seedDemoDocuments(tx, { company: account.company, companyId: company!.id, documentKeys, now });
      // The first account of each role is the one the demo's offers and missions are between.
      if (!parties.has(account.user.role)) parties.set(account.user.role, { companyId: company!.id, userId: user!.id });
      if (account.user.role === SHIPPER_ROLE && demoPlaces.length > 1) {
        const rows = generateOffers({
          count: DEMO_OFFER_STATUSES.length,
          owners: [{ companyId: company!.id, userId: user!.id }],
          places: demoPlaces,
          now,
          random: createRandom(2026),
          statusOf: (offerIndex) => DEMO_OFFER_STATUSES[offerIndex]!,
        });
        shipperOffers = await insertGeneratedOffers(tx, rows);
      }
    }
    const shipper = parties.get(SHIPPER_ROLE);
    const carrier = parties.get(CARRIER_ROLE);
    // The shipments that have a carrier have their mission, the demo carrier's.
    if (shipper && carrier)
      await seedDemoMissions(tx, { offers: shipperOffers, shipper, carrier, random: createRandom(2027), now });
    // The demo carrier's driver (issue 29), on its scheduled and started missions: the driver app's
    // calls and `npm run driver:simulate` work on them at once.
    if (carrier) {
      created.push(await seedDemoDriver(tx, { carrier, passwordHash: hash, now }));
    }
    // The second carrier's trucks, for the vehicle search (the demo carrier starts with none: its
    // 'Mes camions' shows how to add one).
    const secondCarrier = byEmail.get(DEMO_TRUCK_OWNER);
    if (secondCarrier && demoPlaces.length > 1) {
      const rows = generateTrucks({
        count: 6,
        owners: [secondCarrier],
        places: demoPlaces,
        now,
        random: createRandom(2028),
      });
      await insertTrucks(
        tx,
        rows.map((row) => ({ ...row, isVisible: true, visibleSince: now })),
      );
    }
    return created;
  });
}

export const DEMO_DRIVER_EMAIL = 'chauffeur@demo.tariq.dz';

async function seedDemoDriver(
  tx: TTx,
  options: { carrier: { companyId: string; userId: string }; passwordHash: string; now: Date },
): Promise<{ email: string; role: TRole }> {
  const { carrier, now } = options;
  const [driver] = await tx
    .insert(users)
    .values({
      companyId: carrier.companyId,
      role: DRIVER_ROLE,
      email: DEMO_DRIVER_EMAIL,
      firstName: 'Samir',
      lastName: 'Bouzid',
      phone: '+213 661 44 55 66',
      passwordHash: options.passwordHash,
      language: 'fr',
      emailVerifiedAt: now,
      businessDetailsCompletedAt: now,
    })
    .returning({ id: users.id });
  await tx.insert(drivers).values({
    userId: driver!.id,
    companyId: carrier.companyId,
    enginePlate: '04512 119 31',
    trailerPlate: '00871 819 31',
    trailerPlateCountry: 'DZ',
    remark: 'Permis C+E',
  });
  // Its scheduled missions, and one under way: a driver drives one truck at a time.
  const [driving] = await tx
    .select({ id: missions.id })
    .from(missions)
    .where(and(eq(missions.carrierCompanyId, carrier.companyId), eq(missions.status, 'in_progress')))
    .orderBy(asc(missions.number))
    .limit(1);
  await tx
    .update(missions)
    .set({ driverUserId: driver!.id })
    .where(
      and(
        eq(missions.carrierCompanyId, carrier.companyId),
        or(eq(missions.status, 'scheduled'), driving ? eq(missions.id, driving.id) : undefined),
      ),
    );
  return { email: DEMO_DRIVER_EMAIL, role: DRIVER_ROLE };
}

/** Whose trucks the demo posts in the vehicle search. */
const DEMO_TRUCK_OWNER = 'carrier2@demo.tariq.dz';

/** A one-page PDF saying what it is: the file behind every demo document. */
const DEMO_DOCUMENT = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj\n' +
    '4 0 obj << /Length 58 >> stream\nBT /F1 18 Tf 72 760 Td (Document de demonstration Tariq) Tj ET\nendstream endobj\n' +
    '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/**
 * The demo companies are active: each required document of their kind verified, those that expire
 * valid a year from the seed (so that the documents module, which recomputes the flag from them,
 * agrees with `documentsOk: true`).
 */
async function seedDemoDocuments(
  tx: TTx,
  options: { company: TNewCompanyRow; companyId: string; documentKeys: string[]; now: Date },
): Promise<void> {
  const { now } = options;
  const inAYear = new Date(now.getTime() + 365 * 86_400_000).toISOString().slice(0, 10);
  const types = requiredDocumentTypes(options.company.kind);
  if (types.length === 0) return;
  await tx.insert(companyDocuments).values(
    types.map((type) => ({
      companyId: options.companyId,
      type,
      storageKey: options.documentKeys.pop()!,
      name: `${type}.pdf`,
      mime: 'application/pdf',
      size: DEMO_DOCUMENT.length,
      status: 'verified' as const,
      expiresAt: LEGAL_DOCUMENTS[type].expires ? inAYear : null,
      reviewedAt: now,
      uploadedAt: now,
    })),
  );
  // What the documents module keeps on the company row: active, and 'vérifiés jusqu'au' the earliest expiry.
  const expires = types.some((type) => LEGAL_DOCUMENTS[type].expires);
  await tx
    .update(companies)
    .set({ documentsActive: true, documentsValidUntil: expires ? inAYear : null })
    .where(eq(companies.id, options.companyId));
}
