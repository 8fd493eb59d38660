import type { TCharterStatus, TMissionStatus, TPodStatus } from '@tariq/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { offers } from './offers';
import { proposals } from './proposals';
import { users } from './users';

/** The transport the shipper chose a carrier for; its life follows in the missions capability. */
export const missions = pgTable(
  'missions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The readable number, 'MIS-26-0042'; its charter order is 'BA-26-0042' (contracts' numbers.ts). */
    number: text('number').notNull(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    carrierCompanyId: uuid('carrier_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    shipperCompanyId: uuid('shipper_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /**
     * The carrier's driver (a user of role ROLE_DRIVER of the carrier company), once one is assigned
     * (issue 29). A deleted driver leaves the mission without one rather than blocking the deletion;
     * a driver on a mission in progress is not deleted (the drivers module checks it).
     */
    driverUserId: uuid('driver_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the driver gave at start (the driver app, issue 29): the odometer and the plates actually used. */
    startOdometerKm: integer('start_odometer_km'),
    startEnginePlate: text('start_engine_plate'),
    startTrailerPlate: text('start_trailer_plate'),
    status: text('status').$type<TMissionStatus>().notNull().default('scheduled'),
    /**
     * The mission's road distance and carbon footprint (issue 31), set at the deal from the routing
     * module ('estimate' or 'osrm'; 'odometer' once the driver's readings give it), and its CO2e by
     * the fuel-based method of the emission data it names (`co2Method`), allocated by weight.
     */
    distanceKm: integer('distance_km'),
    distanceSource: text('distance_source').$type<'estimate' | 'osrm' | 'odometer'>(),
    /** The vehicle class the footprint and the tolls were figured for (contracts' routing data). */
    vehicleClass: text('vehicle_class'),
    co2eKg: numeric('co2e_kg', { precision: 12, scale: 1 }),
    co2Method: text('co2_method'),
    /** Kilometres the truck drove empty to the loading place, where matching knew the truck. */
    emptyKm: integer('empty_km'),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    /** The charter (freight order): the carrier confirms or declines it; silence counts as yes at `charterDueAt`. */
    charterStatus: text('charter_status').$type<TCharterStatus>().notNull().default('pending'),
    charterDueAt: timestamp('charter_due_at', { withTimezone: true }).notNull(),
    charterDecidedAt: timestamp('charter_decided_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by').$type<'carrier' | 'shipper'>(),
    cancelReason: text('cancel_reason'),
    /** The pickup handshake (6 digits): shown to the carrier, typed by the shipper when the truck arrives. */
    pickupCode: text('pickup_code').notNull(),
    pickupVerifiedAt: timestamp('pickup_verified_at', { withTimezone: true }),
    pickupAttempts: integer('pickup_attempts').notNull().default(0),
    /** The shipper let the mission start without the code (recorded in the timeline as such). */
    pickupWaivedAt: timestamp('pickup_waived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('missions_number_key').on(table.number.op('text_pattern_ops')),
    check('missions_status_check', sql`${table.status} in ('scheduled', 'in_progress', 'completed', 'cancelled')`),
    check('missions_charter_status_check', sql`${table.charterStatus} in ('pending', 'confirmed', 'declined')`),
    // Exactly one live mission per offer, whatever arrives at once.
    uniqueIndex('missions_one_live_per_offer_key')
      .on(table.offerId)
      .where(sql`${table.status} <> 'cancelled' and ${table.charterStatus} <> 'declined'`),
    index('missions_carrier_status_idx').on(table.carrierCompanyId, table.status, table.createdAt),
    index('missions_shipper_idx').on(table.shipperCompanyId, table.createdAt),
    // The carrier's latest missions whatever their status (the dashboard, issue 31).
    index('missions_carrier_created_idx').on(table.carrierCompanyId, table.createdAt),
    // A driver's missions by status (the drivers list's counts, the driver app's lists).
    index('missions_driver_status_idx')
      .on(table.driverUserId, table.status)
      .where(sql`${table.driverUserId} is not null`),
    index('missions_charter_due_idx')
      .on(table.charterDueAt)
      .where(sql`${table.charterStatus} = 'pending'`),
  ],
);

/**
 * The proofs of delivery of a mission, one per round: round 1 is sent on finishing; after the
 * shipper contests the latest, the carrier may send another (round n+1). Each round is answered on
 * its own (accepted, contested, or accepted by silence DEAL_LIMITS.tacitAcceptanceMinutes after it
 * was sent); the rounds before the latest stay as they were decided, for the history.
 */
export const missionPods = pgTable(
  'mission_pods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    missionId: uuid('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    status: text('status').$type<TPodStatus>().notNull().default('pending'),
    reserves: text('reserves'),
    /** The truck's waiting the carrier declared at each site, in minutes (issue 30: immobilisation). */
    waitingAtLoadingMinutes: integer('waiting_at_loading_minutes'),
    waitingAtUnloadingMinutes: integer('waiting_at_unloading_minutes'),
    contestReason: text('contest_reason'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** Past it, a round still pending counts as accepted. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    check('mission_pods_status_check', sql`${table.status} in ('pending', 'accepted', 'contested')`),
    check('mission_pods_round_check', sql`${table.round} >= 1`),
    uniqueIndex('mission_pods_mission_round_key').on(table.missionId, table.round),
    // At most one round waits for the shipper's answer: the latest.
    uniqueIndex('mission_pods_one_pending_key')
      .on(table.missionId)
      .where(sql`${table.status} = 'pending'`),
    index('mission_pods_due_idx')
      .on(table.dueAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** The files of a mission's proofs of delivery (each of one round), stored under keys the server makes. */
export const missionPodFiles = pgTable(
  'mission_pod_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    missionId: uuid('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    podId: uuid('pod_id')
      .notNull()
      .references(() => missionPods.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** The order the carrier sent them in, within their round. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mission_pod_files_mission_idx').on(table.missionId, table.position),
    index('mission_pod_files_pod_idx').on(table.podId, table.position),
  ],
);
