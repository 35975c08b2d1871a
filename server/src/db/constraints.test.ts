import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.js';
import type { DatabaseHandle } from './connect.js';
import {
  attendance,
  courseSessions,
  courses,
  enrollments,
  events,
  rsvps,
  rsvpTickets,
  ticketTypes,
  users,
} from './schema.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

async function idOf(username: string): Promise<number> {
  const [row] = await handle.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

describe('schema constraints', () => {
  it('allows one enrollment per course and user, and one RSVP per event and user', async () => {
    const [course] = await handle.db.select().from(courses).where(eq(courses.name, 'Algebra Workshop'));
    const student = await idOf('student');
    await expect(
      handle.db.insert(enrollments).values({ courseId: course?.id ?? 0, userId: student }),
    ).rejects.toThrow();
    const [fair] = await handle.db.select().from(events).where(eq(events.title, 'Spring Science Fair'));
    await expect(
      handle.db.insert(rsvps).values({ eventId: fair?.id ?? 0, userId: student }),
    ).rejects.toThrow();
  });

  it('refuses usernames that differ only in case', async () => {
    await expect(
      handle.db
        .insert(users)
        .values({ firstName: 'A', lastName: 'B', username: 'STUDENT', passwordHash: 'x' }),
    ).rejects.toThrow();
  });

  it('removes what cannot outlive its course, and keeps sold tickets when a ticket type goes', async () => {
    const [course] = await handle.db
      .select()
      .from(courses)
      .where(eq(courses.name, 'Introduction to Robotics'));
    const courseId = course?.id ?? 0;
    const sessionIds = (
      await handle.db.select().from(courseSessions).where(eq(courseSessions.courseId, courseId))
    ).map((session) => session.id);
    expect(sessionIds.length).toBeGreaterThan(0);
    await handle.db.delete(courses).where(eq(courses.id, courseId));
    expect(await handle.db.select().from(enrollments).where(eq(enrollments.courseId, courseId))).toHaveLength(
      0,
    );
    expect(
      await handle.db.select().from(courseSessions).where(eq(courseSessions.courseId, courseId)),
    ).toHaveLength(0);
    const [firstSession] = sessionIds;
    expect(
      await handle.db
        .select()
        .from(attendance)
        .where(eq(attendance.courseSessionId, firstSession ?? 0)),
    ).toHaveLength(0);

    const [sold] = await handle.db.select().from(rsvpTickets).limit(1);
    await handle.db.delete(ticketTypes).where(eq(ticketTypes.id, sold?.ticketTypeId ?? 0));
    const [kept] = await handle.db
      .select()
      .from(rsvpTickets)
      .where(eq(rsvpTickets.id, sold?.id ?? 0));
    expect(kept?.ticketTypeId).toBeNull();
    expect(kept?.ticketName).toBe(sold?.ticketName);
  });

  it('deleting a user removes their RSVPs and enrollments', async () => {
    const noah = await idOf('noah.smith');
    await handle.db.delete(users).where(eq(users.id, noah));
    expect(await handle.db.select().from(rsvps).where(eq(rsvps.userId, noah))).toHaveLength(0);
    expect(await handle.db.select().from(enrollments).where(eq(enrollments.userId, noah))).toHaveLength(0);
  });
});
