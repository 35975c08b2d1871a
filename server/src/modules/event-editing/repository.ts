import type { UserSummary } from '@campus/sdk';
import { and, asc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import {
  eventGroups,
  eventOwners,
  events,
  groupCoordinators,
  groupUsers,
  rsvpTickets,
  ticketTypes,
  users,
} from '../../db/schema.js';
import { toUserSummary, userSummaryColumns } from '../users/group-member.js';

// The writes of the event form, status and owners (spec sections 4, 5, 6 and 7). Every function takes the
// database or the transaction it runs in; the service decides who may call them.

/** A transaction handle as db.transaction passes it. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type EventValues = Pick<
  typeof events.$inferInsert,
  | 'title'
  | 'description'
  | 'date'
  | 'eventStartTime'
  | 'eventEndTime'
  | 'eventEndDate'
  | 'location'
  | 'isOnline'
  | 'meetingLink'
  | 'isFree'
  | 'priceCents'
  | 'visibility'
  | 'waitlistClaimHours'
  | 'approvalRequired'
  | 'maxCapacity'
  | 'status'
>;

export interface TicketTypeValues {
  /** An existing ticket type of this event to keep (its sales stay attached). */
  id?: number;
  name: string;
  priceCents: number;
  description: string | null;
  maxQuantity: number | null;
  /** Undefined: a new ticket type is available, a kept one keeps its state. */
  isActive: boolean | undefined;
}

/** The event's current group ids. */
export async function groupIdsOf(db: Database, eventId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: eventGroups.groupId })
    .from(eventGroups)
    .where(eq(eventGroups.eventId, eventId));
  return new Set(rows.map((row) => row.id));
}

/** The event's ticket type ids. */
export async function ticketTypeIdsOf(db: Database | Tx, eventId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId));
  return new Set(rows.map((row) => row.id));
}

/** Creates the event with its groups, ticket types and its creator as first owner; returns its id. */
export async function insertEvent(
  tx: Tx,
  values: EventValues & { creatorId: number; organizationId: number | null },
  groupIds: readonly number[],
  tickets: readonly TicketTypeValues[],
): Promise<number> {
  const [row] = await tx.insert(events).values(values).returning({ id: events.id });
  if (!row) throw new Error('The event was not stored');
  await tx.insert(eventOwners).values({ eventId: row.id, userId: values.creatorId });
  await replaceGroups(tx, row.id, groupIds);
  await insertTicketTypes(tx, row.id, tickets);
  return row.id;
}

export async function updateEventRow(tx: Tx, eventId: number, values: Partial<EventValues>): Promise<void> {
  await tx
    .update(events)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(events.id, eventId));
}

export async function replaceGroups(tx: Tx, eventId: number, groupIds: readonly number[]): Promise<void> {
  await tx.delete(eventGroups).where(eq(eventGroups.eventId, eventId));
  if (groupIds.length === 0) return;
  await tx.insert(eventGroups).values(groupIds.map((groupId) => ({ eventId, groupId })));
}

async function insertTicketTypes(
  tx: Tx,
  eventId: number,
  tickets: ReadonlyArray<{ values: TicketTypeValues; order: number }> | readonly TicketTypeValues[],
): Promise<void> {
  const rows = tickets.map((entry, index) => {
    const { values, order } = 'values' in entry ? entry : { values: entry, order: index };
    return {
      eventId,
      name: values.name,
      priceCents: values.priceCents,
      description: values.description,
      maxQuantity: values.maxQuantity,
      isActive: values.isActive ?? true,
      displayOrder: order,
    };
  });
  if (rows.length > 0) await tx.insert(ticketTypes).values(rows);
}

/** Names of the ticket types among `ids` that have tickets sold (rsvp_tickets point at them). */
export async function soldTicketTypeNames(tx: Tx, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: ticketTypes.id, name: ticketTypes.name })
    .from(ticketTypes)
    .innerJoin(rsvpTickets, eq(rsvpTickets.ticketTypeId, ticketTypes.id))
    .where(inArray(ticketTypes.id, [...ids]))
    .orderBy(asc(ticketTypes.id));
  return rows.map((row) => row.name);
}

/**
 * Replaces the event's ticket types with `tickets` in their order: those with an id are updated in place,
 * the others inserted, and the event's ticket types not listed deleted (their cart lines go by cascade).
 * The caller checked that the ids are this event's and that no removed one has tickets sold.
 */
export async function replaceTicketTypes(
  tx: Tx,
  eventId: number,
  tickets: readonly TicketTypeValues[],
): Promise<void> {
  const kept = tickets.flatMap((ticket) => (ticket.id === undefined ? [] : [ticket.id]));
  await tx
    .delete(ticketTypes)
    .where(
      kept.length > 0
        ? and(eq(ticketTypes.eventId, eventId), notInArray(ticketTypes.id, kept))
        : eq(ticketTypes.eventId, eventId),
    );
  const added: Array<{ values: TicketTypeValues; order: number }> = [];
  for (const [order, ticket] of tickets.entries()) {
    if (ticket.id === undefined) {
      added.push({ values: ticket, order });
      continue;
    }
    await tx
      .update(ticketTypes)
      .set({
        name: ticket.name,
        priceCents: ticket.priceCents,
        description: ticket.description,
        maxQuantity: ticket.maxQuantity,
        ...(ticket.isActive === undefined ? {} : { isActive: ticket.isActive }),
        displayOrder: order,
        updatedAt: sql`now()`,
      })
      .where(and(eq(ticketTypes.id, ticket.id), eq(ticketTypes.eventId, eventId)));
  }
  await insertTicketTypes(tx, eventId, added);
}

/** Deletes the event; owners, groups, ticket types, RSVPs (with their tickets), cart lines and images cascade. */
export async function deleteEvent(db: Database | Tx, eventId: number): Promise<void> {
  await db.delete(events).where(eq(events.id, eventId));
}

export async function setEventStatus(
  db: Database,
  eventId: number,
  status: EventValues['status'],
): Promise<void> {
  await db.update(events).set({ status, updatedAt: sql`now()` }).where(eq(events.id, eventId));
}

/** The event's owners as summaries, by last name. */
export async function findOwners(db: Database, eventId: number): Promise<UserSummary[]> {
  const rows = await db
    .select(userSummaryColumns)
    .from(eventOwners)
    .innerJoin(users, eq(users.id, eventOwners.userId))
    .where(eq(eventOwners.eventId, eventId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map(toUserSummary);
}

/** Of `userIds`, those that exist. */
export async function existingUserIds(db: Database, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Set(rows.map((row) => row.id));
}

/**
 * Of `userIds`, those an owner may choose (spec section 6, as for course owners): the actor, the event's
 * current owners, and the members and coordinators of the groups the actor coordinates.
 */
export async function choosableOwnerIds(
  db: Database,
  actorId: number,
  eventId: number,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const wanted = [...userIds];
  const coordinated = db
    .select({ id: groupCoordinators.groupId })
    .from(groupCoordinators)
    .where(eq(groupCoordinators.userId, actorId));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, wanted),
        or(
          eq(users.id, actorId),
          inArray(
            users.id,
            db.select({ id: eventOwners.userId }).from(eventOwners).where(eq(eventOwners.eventId, eventId)),
          ),
          inArray(
            users.id,
            db
              .select({ id: groupUsers.userId })
              .from(groupUsers)
              .where(inArray(groupUsers.groupId, coordinated)),
          ),
          inArray(
            users.id,
            db
              .select({ id: groupCoordinators.userId })
              .from(groupCoordinators)
              .where(inArray(groupCoordinators.groupId, coordinated)),
          ),
        ),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function replaceOwners(tx: Tx, eventId: number, ownerIds: readonly number[]): Promise<void> {
  await tx
    .delete(eventOwners)
    .where(and(eq(eventOwners.eventId, eventId), notInArray(eventOwners.userId, [...ownerIds])));
  await tx
    .insert(eventOwners)
    .values(ownerIds.map((userId) => ({ eventId, userId })))
    .onConflictDoNothing();
}
