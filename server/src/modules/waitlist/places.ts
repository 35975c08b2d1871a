import { offerExpiresAt } from '@campus/sdk';
import { asc, eq } from 'drizzle-orm';
import { courses, ticketTypes, waitlistEntries } from '../../db/schema.js';
import { lockCourse, placesAndEnrollment } from '../enrollments/repository.js';
import { countSeatsHeld, countTicketsSold, lockEvent, type Tx } from '../rsvps/repository.js';
import { courseHasEnded, eventHasEnded } from '../shared/event-end.js';
import { type LineOf, lockWaiting, setStatus, type WaitlistRow } from './repository.js';

// Free places on a line, counted inside the caller's transaction after the event or course row is locked
// (SELECT ... FOR UPDATE), so concurrent frees, offers, RSVPs, sales and enrolments are serialized: two
// places freed at once give two offers, never three.

/** An offer just made, for what is sent after the commit (the inbox message, the live event). */
export interface Offer {
  entryId: number;
  userId: number;
  line: LineOf;
  ticketTypeId: number | null;
  expiresAt: Date;
}

/** What is left on a locked line: seats (null: unlimited) and each ticket type's tickets (null: unlimited). */
export interface LineRoom {
  ended: boolean;
  seats: number | null;
  tickets: Map<number, number | null>;
  claimHours: number;
}

/** Locks the line's event or course and counts what is left, waitlist holds counted as taken. */
export async function lockLineRoom(tx: Tx, line: LineOf, now: Date): Promise<LineRoom | null> {
  if (line.kind === 'event') {
    const locked = await lockEvent(tx, line.id);
    if (!locked) return null;
    const held = await countSeatsHeld(tx, line.id);
    const types = await tx
      .select({ id: ticketTypes.id, maxQuantity: ticketTypes.maxQuantity, isActive: ticketTypes.isActive })
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, line.id))
      .orderBy(asc(ticketTypes.id))
      .for('update');
    const sold = await countTicketsSold(
      tx,
      types.map((type) => type.id),
    );
    const tickets = new Map<number, number | null>();
    for (const type of types) {
      // A ticket type set to Sold Out by hand offers nothing.
      const left = !type.isActive
        ? 0
        : type.maxQuantity === null
          ? null
          : Math.max(0, type.maxQuantity - (sold.get(type.id) ?? 0));
      tickets.set(type.id, left);
    }
    return {
      ended: eventHasEnded(locked, now),
      seats: locked.maxCapacity === null ? null : Math.max(0, locked.maxCapacity - held),
      tickets,
      claimHours: locked.waitlistClaimHours,
    };
  }
  const locked = await lockCourse(tx, line.id);
  if (!locked) return null;
  const [course] = await tx
    .select({
      date: courses.date,
      endDate: courses.endDate,
      isRecurring: courses.isRecurring,
      recurrenceEndDate: courses.recurrenceEndDate,
      claimHours: courses.waitlistClaimHours,
    })
    .from(courses)
    .where(eq(courses.id, line.id));
  if (!course) return null;
  // User 0 is nobody: every hold counts.
  const { enrolled } = await placesAndEnrollment(tx, line.id, 0);
  return {
    ended: courseHasEnded(course, now),
    seats: locked.maxQuantity === null ? null : Math.max(0, locked.maxQuantity - enrolled),
    tickets: new Map(),
    claimHours: course.claimHours,
  };
}

/** Whether the room has a place for this entry (its ticket type's, if it waits for one). */
export function fits(room: LineRoom, entry: Pick<WaitlistRow, 'ticketTypeId'>): boolean {
  if (room.ended) return false;
  if (room.seats !== null && room.seats <= 0) return false;
  if (entry.ticketTypeId === null) return true;
  if (!room.tickets.has(entry.ticketTypeId)) return false;
  const left = room.tickets.get(entry.ticketTypeId);
  return left === null || (left ?? 0) > 0;
}

/** Takes the entry's place out of the room (after an offer). */
function take(room: LineRoom, entry: Pick<WaitlistRow, 'ticketTypeId'>): void {
  if (room.seats !== null) room.seats -= 1;
  if (entry.ticketTypeId !== null) {
    const left = room.tickets.get(entry.ticketTypeId);
    if (left !== null && left !== undefined) room.tickets.set(entry.ticketTypeId, left - 1);
  }
}

/** Offers the entry a place now: it holds one until the line's claim window ends. */
export async function makeOffer(tx: Tx, room: LineRoom, entry: WaitlistRow, now: Date): Promise<Offer> {
  const expiresAt = offerExpiresAt(now, room.claimHours);
  await setStatus(tx, entry.id, 'offered', now, {
    offeredAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  take(room, entry);
  return {
    entryId: entry.id,
    userId: entry.userId,
    line:
      entry.eventId !== null
        ? { kind: 'event', id: entry.eventId }
        : { kind: 'course', id: entry.courseId ?? 0 },
    ticketTypeId: entry.ticketTypeId,
    expiresAt,
  };
}

/**
 * In the caller's transaction: offers every free place of the line to the first waiting who fit it (the
 * first for a free event's seats or a course's places; for a paid event, the first whose ticket type has
 * one left). Nothing is offered once the event or course is over.
 */
export async function offerFreePlaces(tx: Tx, line: LineOf, now: Date): Promise<Offer[]> {
  const room = await lockLineRoom(tx, line, now);
  if (!room || room.ended || room.seats === 0) return [];
  const waiting = await lockWaiting(tx, line);
  const offers: Offer[] = [];
  for (const entry of waiting) {
    if (room.seats !== null && room.seats <= 0) break;
    if (fits(room, entry)) offers.push(await makeOffer(tx, room, entry, now));
  }
  return offers;
}

/** Lines that have someone waiting: what the clock's sweep looks at for places nobody offered yet. */
export async function linesWithWaiting(tx: Tx): Promise<LineOf[]> {
  const rows = await tx
    .selectDistinct({ eventId: waitlistEntries.eventId, courseId: waitlistEntries.courseId })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.status, 'waiting'));
  return rows.map((row) =>
    row.eventId !== null
      ? { kind: 'event' as const, id: row.eventId }
      : { kind: 'course' as const, id: row.courseId ?? 0 },
  );
}
