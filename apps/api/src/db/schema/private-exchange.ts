import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { offers } from './offers';
import { users } from './users';

/**
 * The private exchange (issue 27). A shipper's network: the carriers it added (from the directory,
 * or by an e-mail invitation once the invited carrier's account is active). Removing a carrier, or
 * the carrier leaving, deletes the row, and with it its groups and what it could see.
 */
export const carrierNetworks = pgTable(
  'carrier_networks',
  {
    shipperCompanyId: uuid('shipper_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    carrierCompanyId: uuid('carrier_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    addedByUserId: uuid('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.shipperCompanyId, table.carrierCompanyId] }),
    index('carrier_networks_carrier_idx').on(table.carrierCompanyId),
  ],
);

/** A named group of a shipper's network ('Frigorifique Est'). */
export const networkGroups = pgTable(
  'network_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipperCompanyId: uuid('shipper_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('network_groups_name_key').on(table.shipperCompanyId, sql`lower(${table.name})`)],
);

/** A carrier of the network in one of the shipper's groups: gone with the group or the network row. */
export const networkGroupMembers = pgTable(
  'network_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => networkGroups.id, { onDelete: 'cascade' }),
    shipperCompanyId: uuid('shipper_company_id').notNull(),
    carrierCompanyId: uuid('carrier_company_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.carrierCompanyId] }),
    foreignKey({
      name: 'network_group_members_network_fk',
      columns: [table.shipperCompanyId, table.carrierCompanyId],
      foreignColumns: [carrierNetworks.shipperCompanyId, carrierNetworks.carrierCompanyId],
    }).onDelete('cascade'),
    index('network_group_members_network_idx').on(table.shipperCompanyId, table.carrierCompanyId),
  ],
);

/**
 * A carrier not on Tariq invited by e-mail: the link's token stored hashed. Signing up with it
 * records the new company (`signed_up_company_id`); the carrier joins the network (and these groups)
 * once its account is active. One open invitation per shipper and address: inviting again renews it.
 */
export const networkInvitations = pgTable(
  'network_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipperCompanyId: uuid('shipper_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    groupIds: uuid('group_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    signedUpCompanyId: uuid('signed_up_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('network_invitations_shipper_idx').on(table.shipperCompanyId),
    index('network_invitations_signed_up_idx')
      .on(table.signedUpCompanyId)
      .where(sql`${table.joinedAt} IS NULL AND ${table.cancelledAt} IS NULL`),
    uniqueIndex('network_invitations_open_key')
      .on(table.shipperCompanyId, sql`lower(${table.email})`)
      .where(sql`${table.joinedAt} IS NULL AND ${table.cancelledAt} IS NULL`),
  ],
);

/**
 * Who a private offer reaches: the carriers its audience named when it was published (or edited),
 * resolved from the network then. A carrier sees the offer while it has a row here and is still
 * in the shipper's network.
 */
export const offerAudiences = pgTable(
  'offer_audiences',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    carrierCompanyId: uuid('carrier_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.offerId, table.carrierCompanyId] }),
    index('offer_audiences_carrier_idx').on(table.carrierCompanyId, table.offerId),
  ],
);

export type TNetworkGroupRow = typeof networkGroups.$inferSelect;
export type TNetworkInvitationRow = typeof networkInvitations.$inferSelect;
