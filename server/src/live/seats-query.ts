import { type LiveEvent, placesLeft, seatsLeft, ticketsLeft } from '@campus/sdk';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { courses, events, rsvps, rsvpTickets, ticketTypes } from '../db/schema.js';
import { heldPlaces } from '../modules/waitlist/holds.js';

type SeatsEvent = Extract<LiveEvent, { type: 'seats' }>;

// The correlated subqueries name the outer table in full: Drizzle may write an outer column unqualified,
// which would bind to the subquery's own table.

/**
 * Seats and tickets left on an event, as the sdk's rules count them (seats: yes RSVPs not denied; tickets:
 * sold on RSVPs not denied), live waitlist holds counted as taken as the writes count them (issue 25): two
 * statements. Null when the event is gone.
 */
async function eventSeats(db: Database, eventId: number): Promise<SeatsEvent | null> {
  const [event] = await db
    .select({
      maxCapacity: events.maxCapacity,
      held: sql<number>`coalesce((
        select sum(r.quantity) from rsvps r
        where r.event_id = "events"."id" and r.response = 'yes' and r.status <> 'denied'
      ), 0) + ${heldPlaces(sql`w.event_id = "events"."id"`)}`.mapWith(Number),
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) return null;
  const tickets = await db
    .select({
      id: ticketTypes.id,
      maxQuantity: ticketTypes.maxQuantity,
      sold: sql<number>`coalesce(sum(${rsvpTickets.quantity}) filter (where ${rsvps.id} is not null), 0)
        + ${heldPlaces(sql`w.ticket_type_id = "ticket_types"."id"`)}`.mapWith(Number),
    })
    .from(ticketTypes)
    .leftJoin(rsvpTickets, eq(rsvpTickets.ticketTypeId, ticketTypes.id))
    .leftJoin(rsvps, and(eq(rsvps.id, rsvpTickets.rsvpId), ne(rsvps.status, 'denied')))
    .where(eq(ticketTypes.eventId, eventId))
    .groupBy(ticketTypes.id)
    .orderBy(asc(ticketTypes.displayOrder), asc(ticketTypes.id));
  return {
    type: 'seats',
    target: 'event',
    id: eventId,
    seats_left: seatsLeft({ max_capacity: event.maxCapacity }, event.held),
    tickets: tickets.map((ticket) => ({ id: ticket.id, left: ticketsLeft(ticket.maxQuantity, ticket.sold) })),
  };
}

/**
 * Places left on a course (enrollments with status enrolled hold one each, and live waitlist holds one
 * each): one statement.
 */
async function courseSeats(db: Database, courseId: number): Promise<SeatsEvent | null> {
  const [course] = await db
    .select({
      maxQuantity: courses.maxQuantity,
      enrolled: sql<number>`(
        select count(*) from enrollments e where e.course_id = "courses"."id" and e.status = 'enrolled'
      ) + ${heldPlaces(sql`w.course_id = "courses"."id"`)}`.mapWith(Number),
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) return null;
  return {
    type: 'seats',
    target: 'course',
    id: courseId,
    seats_left: placesLeft({ max_quantity: course.maxQuantity }, course.enrolled),
    tickets: [],
  };
}

export function readSeats(db: Database, target: 'event' | 'course', id: number): Promise<SeatsEvent | null> {
  return target === 'event' ? eventSeats(db, id) : courseSeats(db, id);
}
