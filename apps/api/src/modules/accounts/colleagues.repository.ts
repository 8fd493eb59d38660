import { and, asc, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ADMIN_ROLE, DRIVER_ROLE } from '@tariq/contracts';
import type { TDb, TTx } from '../../db/client';
import { companies, companyInvitations, users } from '../../db/schema';
import type { TCompanyInvitationRow, TCompanyRow, TNewCompanyInvitationRow, TUserRow } from '../../db/schema';

const inviters = alias(users, 'inviter');

export type TColleagueRow = Pick<
  TUserRow,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'roleInCompany'
  | 'createdAt'
  | 'disabledAt'
  | 'reportedAt'
  | 'leftAt'
  | 'invitedById'
> & { inviter: { firstName: string; lastName: string } | null };

/** The company's users but its drivers (the drivers capability lists them), oldest first. */
export async function findColleagues(db: TDb, companyId: string): Promise<TColleagueRow[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      roleInCompany: users.roleInCompany,
      createdAt: users.createdAt,
      disabledAt: users.disabledAt,
      reportedAt: users.reportedAt,
      leftAt: users.leftAt,
      invitedById: users.invitedById,
      inviterFirstName: inviters.firstName,
      inviterLastName: inviters.lastName,
    })
    .from(users)
    .leftJoin(inviters, eq(inviters.id, users.invitedById))
    .where(and(eq(users.companyId, companyId), ne(users.role, DRIVER_ROLE)))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    roleInCompany: row.roleInCompany,
    createdAt: row.createdAt,
    disabledAt: row.disabledAt,
    reportedAt: row.reportedAt,
    leftAt: row.leftAt,
    invitedById: row.invitedById,
    inviter:
      row.inviterFirstName === null ? null : { firstName: row.inviterFirstName, lastName: row.inviterLastName ?? '' },
  }));
}

/** A user of the company (drivers apart), locked for the change the caller makes. */
export async function lockColleague(tx: TTx, companyId: string, userId: string): Promise<TUserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), ne(users.role, DRIVER_ROLE)))
    .for('update');
  return row ?? null;
}

/**
 * The company's enabled users but its drivers, every one locked: two colleagues leaving at once
 * count one after the other, so the last one cannot leave.
 */
export async function lockActiveColleagues(tx: TTx, companyId: string): Promise<Pick<TUserRow, 'id'>[]> {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), ne(users.role, DRIVER_ROLE), isNull(users.disabledAt)))
    .for('update');
}

export async function countActiveColleagues(db: TDb, companyId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), ne(users.role, DRIVER_ROLE), isNull(users.disabledAt)));
  return row?.total ?? 0;
}

/** Who hears that someone joined: the company's enabled, verified users but drivers and the newcomer. */
export async function findColleaguesToTell(
  tx: TTx,
  companyId: string,
  newcomerId: string,
): Promise<Pick<TUserRow, 'id' | 'email' | 'firstName' | 'language'>[]> {
  return tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        ne(users.role, DRIVER_ROLE),
        ne(users.id, newcomerId),
        isNull(users.disabledAt),
        sql`${users.emailVerifiedAt} IS NOT NULL`,
      ),
    );
}

/** The platform staff, who hear of a reported newcomer. */
export async function findStaff(tx: TTx): Promise<Pick<TUserRow, 'id' | 'email' | 'firstName' | 'language'>[]> {
  return tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(eq(users.role, ADMIN_ROLE), isNull(users.disabledAt)));
}

export async function markColleagueReported(
  tx: TTx,
  options: { userId: string; reportedById: string; now: Date },
): Promise<void> {
  const { now } = options;
  await tx
    .update(users)
    .set({ disabledAt: now, reportedAt: now, reportedById: options.reportedById, updatedAt: now })
    .where(eq(users.id, options.userId));
}

export async function markColleagueLeft(tx: TTx, userId: string, now: Date): Promise<void> {
  await tx.update(users).set({ disabledAt: now, leftAt: now, updatedAt: now }).where(eq(users.id, userId));
}

export type TInvitationRow = TCompanyInvitationRow & { inviter: { firstName: string; lastName: string } };

/** Invitations neither accepted, cancelled nor expired, newest first. */
export async function findPendingInvitations(db: TDb, companyId: string, now: Date): Promise<TInvitationRow[]> {
  const rows = await db
    .select({ invitation: companyInvitations, firstName: inviters.firstName, lastName: inviters.lastName })
    .from(companyInvitations)
    .innerJoin(inviters, eq(inviters.id, companyInvitations.invitedById))
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.cancelledAt),
        gt(companyInvitations.expiresAt, now),
      ),
    )
    .orderBy(sql`${companyInvitations.createdAt} DESC`, asc(companyInvitations.id));
  return rows.map(({ invitation, firstName, lastName }) => ({ ...invitation, inviter: { firstName, lastName } }));
}

/** Pending invitations of the company to other addresses than this one. */
export async function countPendingInvitations(
  tx: TTx,
  options: { companyId: string; exceptEmail: string; now: Date },
): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, options.companyId),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.cancelledAt),
        gt(companyInvitations.expiresAt, options.now),
        ne(sql`lower(${companyInvitations.email})`, options.exceptEmail.toLowerCase()),
      ),
    );
  return row?.total ?? 0;
}

const openInvitationTo = (companyId: string, email: string) =>
  and(
    eq(companyInvitations.companyId, companyId),
    eq(sql`lower(${companyInvitations.email})`, email.toLowerCase()),
    isNull(companyInvitations.acceptedAt),
    isNull(companyInvitations.cancelledAt),
  );

/**
 * A new invitation, or the open one to the same address renewed (new link, new time, new inviter).
 * Two sent at once: the unique index on open invitations lets one insert; the other's insert does
 * nothing and its second update renews the row the first made.
 */
export async function upsertInvitation(tx: TTx, values: TNewCompanyInvitationRow): Promise<TCompanyInvitationRow> {
  const renew = async () => {
    const [row] = await tx
      .update(companyInvitations)
      .set({
        email: values.email,
        invitedById: values.invitedById,
        tokenHash: values.tokenHash,
        expiresAt: values.expiresAt,
        createdAt: values.createdAt,
      })
      .where(openInvitationTo(values.companyId, values.email))
      .returning();
    return row ?? null;
  };
  const renewed = await renew();
  if (renewed) return renewed;
  const [inserted] = await tx.insert(companyInvitations).values(values).onConflictDoNothing().returning();
  return inserted ?? (await renew())!;
}

/** Cancels an open invitation of the company; false when there is none by this id. */
export async function cancelInvitation(
  tx: TTx,
  options: { companyId: string; invitationId: string; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(companyInvitations)
    .set({ cancelledAt: options.now })
    .where(
      and(
        eq(companyInvitations.id, options.invitationId),
        eq(companyInvitations.companyId, options.companyId),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.cancelledAt),
      ),
    )
    .returning({ id: companyInvitations.id });
  return rows.length > 0;
}

/** A reported user's open invitations go with them: someone who does not work here invites nobody. */
export async function cancelInvitationsBy(tx: TTx, userId: string, now: Date): Promise<void> {
  await tx
    .update(companyInvitations)
    .set({ cancelledAt: now })
    .where(
      and(
        eq(companyInvitations.invitedById, userId),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.cancelledAt),
      ),
    );
}

export type TInvitationWithCompany = {
  invitation: TCompanyInvitationRow;
  company: TCompanyRow;
  inviter: TUserRow;
};

/** The invitation of a link, with its company and inviter; locked when accepted in a transaction. */
export async function findInvitationByTokenHash(
  db: TDb,
  tokenHash: string,
  options: { lock?: boolean } = {},
): Promise<TInvitationWithCompany | null> {
  const query = db
    .select({ invitation: companyInvitations, company: companies, inviter: inviters })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .innerJoin(inviters, eq(inviters.id, companyInvitations.invitedById))
    .where(eq(companyInvitations.tokenHash, tokenHash))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: companyInvitations }) : await query;
  return row ?? null;
}

export async function markInvitationAccepted(
  tx: TTx,
  options: { invitationId: string; userId: string; now: Date },
): Promise<void> {
  await tx
    .update(companyInvitations)
    .set({ acceptedAt: options.now, acceptedUserId: options.userId })
    .where(eq(companyInvitations.id, options.invitationId));
}
