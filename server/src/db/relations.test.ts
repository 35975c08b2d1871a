import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../testing/count-queries.js';
import { createTestDatabase } from '../testing/test-database.js';
import type { DatabaseHandle } from './connect.js';
import { loadGeneratedDataset } from './generated-data.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe('relational queries', () => {
  it('load the demo relations of users, courses and events', async () => {
    const student = await handle.db.query.users.findFirst({
      where: (user, { eq }) => eq(user.username, 'student'),
      with: {
        parentLinks: { with: { parent: true } },
        groupMemberships: { with: { group: true } },
        enrollments: { with: { course: true } },
        rsvps: { with: { event: true } },
        receivedMessages: true,
      },
    });
    expect(student?.parentLinks.map((link) => link.parent.username)).toContain('parent');
    expect(student?.groupMemberships.map((m) => m.group.name)).toContain('Grade 8 Science');
    expect(student?.enrollments.length).toBeGreaterThan(0);
    expect(student?.rsvps.length).toBeGreaterThan(0);
    expect(student?.receivedMessages.length).toBeGreaterThan(0);

    const manager = await handle.db.query.users.findFirst({
      where: (user, { eq }) => eq(user.username, 'manager'),
      with: { subordinateLinks: { with: { user: true } }, permissions: { with: { permission: true } } },
    });
    expect(manager?.subordinateLinks.map((link) => link.user.username)).toEqual(
      expect.arrayContaining(['coordinator', 'teacher']),
    );

    const jazz = await handle.db.query.events.findFirst({
      where: (event, { eq }) => eq(event.title, 'Riverside Jazz Night'),
      with: {
        ticketTypes: true,
        owners: true,
        rsvps: { with: { tickets: true } },
        images: true,
        mainImage: true,
      },
    });
    expect(jazz?.ticketTypes).toHaveLength(2);
    expect(jazz?.rsvps.flatMap((rsvp) => rsvp.tickets).length).toBeGreaterThan(0);

    const robotics = await handle.db.query.courses.findFirst({
      where: (course, { eq }) => eq(course.name, 'Introduction to Robotics'),
      with: {
        teacher: true,
        owners: { with: { user: true } },
        editors: { with: { user: true } },
        sessions: { with: { attendance: true, notes: true } },
        messages: true,
      },
    });
    expect(robotics?.teacher?.username).toBe('teacher');
    expect(robotics?.editors.map((e) => e.user.username)).toEqual(['jchen']);
    expect(robotics?.sessions.some((session) => session.attendance.length > 0)).toBe(true);
  });

  it('load a list with its children in one statement, for 10 rows as for 500', async () => {
    await loadGeneratedDataset(handle.db, {
      sizes: {
        organizations: 2,
        users: 300,
        groups: 3,
        groupSize: 5,
        courses: 500,
        events: 10,
        enrollments: 2_000,
        rsvps: 100,
      },
    });
    const list = (limit: number) =>
      handle.db.query.courses.findMany({
        limit,
        with: { teacher: true, owners: { with: { user: true } }, groups: true, enrollments: true },
      });
    const few = await countQueries(handle, () => list(10));
    const many = await countQueries(handle, () => list(500));
    expect(few.result).toHaveLength(10);
    expect(many.result).toHaveLength(500);
    expect(many.count).toBe(few.count);
    expect(few.count).toBe(1);
  });
});
