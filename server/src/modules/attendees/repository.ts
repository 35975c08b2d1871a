import type { AttendeeStatistics, FinancialSummary, Rsvp, RsvpTicket, UserSummary } from '@campus/sdk';
import { and, asc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { RsvpRow } from '../../authorization/rsvp-access.js';
import type { Database } from '../../db/connect.js';
import { groupCoordinators, groupUsers, rsvps, users } from '../../db/schema.js';
import { toRsvp } from '../rsvps/repository.js';
import { toUserSummary, userSummaryColumns } from '../users/group-member.js';
import { toIsoTimestamp } from '../users/user-repository.js';

// An event's RSVPs as its owners and admins see them: each with its user, the owner-only fields and the
// tickets bought. Two statements whatever the number of RSVPs: the RSVPs with their users, then all tickets.

const dollars = (cents: number | null): number | null => (cents === null ? null : cents / 100);

/** Dollars (two decimals at most) to integer cents. */
export const toCents = (amount: number): number => Math.round(amount * 100);

export interface AttendeeRow {
  rsvp: RsvpRow;
  user: UserSummary;
}

/** Every RSVP of the event with its user, oldest first. */
export async function findEventRsvps(db: Database, eventId: number): Promise<AttendeeRow[]> {
  const rows = await db
    .select({ rsvp: rsvps, user: userSummaryColumns })
    .from(rsvps)
    .innerJoin(users, eq(users.id, rsvps.userId))
    .where(eq(rsvps.eventId, eventId))
    .orderBy(asc(rsvps.createdAt), asc(rsvps.id));
  return rows.map((row) => ({ rsvp: row.rsvp, user: toUserSummary(row.user) }));
}

/** An RSVP as the event's managers see it: the user's view plus the owner-only fields, its user and tickets. */
export function toAttendeeRsvp(
  row: RsvpRow,
  isFree: boolean,
  extra: { user?: UserSummary; tickets?: RsvpTicket[] } = {},
): Rsvp {
  return {
    ...toRsvp(row, isFree),
    owner_notes: row.ownerNotes,
    paid_amount: dollars(row.paidAmountCents),
    checked_in_at: row.checkedInAt === null ? null : toIsoTimestamp(row.checkedInAt),
    checkin_method: row.checkinMethod,
    tickets: extra.tickets ?? [],
    ...(extra.user ? { user: extra.user } : {}),
  };
}

/** The attendees modal's counts over every RSVP of the event. */
export function statisticsOf(rows: readonly RsvpRow[], maxCapacity: number | null): AttendeeStatistics {
  const stats: AttendeeStatistics = {
    total_rsvps: rows.length,
    approved: 0,
    pending: 0,
    denied: 0,
    yes: 0,
    maybe: 0,
    no: 0,
    confirmed_seats: 0,
    seats_taken: 0,
    max_capacity: maxCapacity,
  };
  for (const row of rows) {
    stats[row.status] += 1;
    stats[row.response] += 1;
    if (row.response !== 'yes') continue;
    if (row.status === 'approved') stats.confirmed_seats += row.quantity;
    if (row.status !== 'denied') stats.seats_taken += row.quantity;
  }
  return stats;
}

/** Money over the RSVPs that are not denied (cents summed, then dollars). */
export function financialSummaryOf(rows: readonly RsvpRow[], isFree: boolean): FinancialSummary {
  let owed = 0;
  let paid = 0;
  const byType = { credit_card: 0, cash: 0, zelle: 0, none: 0 };
  for (const row of rows) {
    if (row.status === 'denied') continue;
    if (!isFree) owed += row.totalAmountOwedCents;
    paid += row.paidAmountCents ?? 0;
    byType[row.paymentType ?? 'none'] += 1;
  }
  return {
    total_owed: owed / 100,
    total_paid: paid / 100,
    outstanding: Math.max(0, owed - paid) / 100,
    by_payment_type: byType,
  };
}

/**
 * Is `userId` someone the coordinator may add: a member or coordinator of a group `coordinatorId`
 * coordinates? One statement.
 */
export async function isInCoordinatedGroup(
  db: Database,
  coordinatorId: number,
  userId: number,
): Promise<boolean> {
  const coordinated = db
    .select({ id: groupCoordinators.groupId })
    .from(groupCoordinators)
    .where(eq(groupCoordinators.userId, coordinatorId));
  const member = db
    .select({ one: groupUsers.userId })
    .from(groupUsers)
    .where(and(eq(groupUsers.userId, userId), inArray(groupUsers.groupId, coordinated)));
  const fellowCoordinator = db
    .select({ one: groupCoordinators.userId })
    .from(groupCoordinators)
    .where(and(eq(groupCoordinators.userId, userId), inArray(groupCoordinators.groupId, coordinated)));
  const [row] = await db
    .select({ found: sql<boolean>`${or(exists(member), exists(fellowCoordinator))}`.mapWith(Boolean) })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.found === true;
}

export async function userExists(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined;
}
