import { dateIn } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { courses, eventOwners, events, ticketTypes } from '../../db/schema.js';
import { platformTimeZone } from '../shared/event-end.js';

/** The platform's calendar date `days` from now (negative: in the past). */
export function daysFrom(days: number): string {
  return dateIn(new Date(Date.now() + days * 86_400_000), platformTimeZone());
}

let made = 0;

/**
 * A published public paid event owned by `ownerId` (one ticket type, $12, 50 of them), dated `days` from
 * today, so each test has one of its own to move around.
 */
export async function paidEvent(db: Database, ownerId: number, days = 10) {
  made += 1;
  const title = `Ended probe ${made}-${Date.now()}`;
  const [event] = await db
    .insert(events)
    .values({
      title,
      date: daysFrom(days),
      eventStartTime: '18:00',
      eventEndTime: '20:00',
      status: 'published',
      visibility: 'public',
      isFree: false,
      creatorId: ownerId,
    })
    .returning({ id: events.id });
  if (!event) throw new Error('no event');
  await db.insert(eventOwners).values({ eventId: event.id, userId: ownerId });
  const [ticket] = await db
    .insert(ticketTypes)
    .values({ eventId: event.id, name: 'Entry', priceCents: 1200, maxQuantity: 50 })
    .returning({ id: ticketTypes.id });
  if (!ticket) throw new Error('no ticket type');
  return { id: event.id, title, ticketTypeId: ticket.id };
}

/** Moves an event to `days` from today, as its owner's edit would (a single-day event). */
export async function moveEvent(db: Database, eventId: number, days: number): Promise<void> {
  await db
    .update(events)
    .set({ date: daysFrom(days), eventEndDate: null })
    .where(eq(events.id, eventId));
}

/** A published public paid course ($45) whose only day is `days` from today. */
export async function paidCourse(db: Database, days: number) {
  made += 1;
  const [course] = await db
    .insert(courses)
    .values({
      name: `Course probe ${made}-${Date.now()}`,
      status: 'published',
      visibility: 'public',
      isFree: false,
      priceCents: 4500,
      date: daysFrom(days),
      startTime: '09:00',
      endTime: '10:00',
    })
    .returning({ id: courses.id });
  if (!course) throw new Error('no course');
  return course.id;
}
