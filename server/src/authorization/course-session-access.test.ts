import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseSessions, sessionImages } from '../db/schema.js';
import { demoDatabaseForFile } from '../testing/demo-database-for-file.js';
import { viewerOf } from '../testing/demo-viewers.js';
import { loadCourseSessionFor, loadSessionImageFor } from './course-session-access.js';
import { statusOfLoad } from './loader-test-helpers.js';

// loadCourseSessionFor on the demo data (fixtures/src/demo-courses.ts): Introduction to Robotics has staff
// teacher (owner, teacher) and jchen (editor); student and emma.wilson enrolled, noah.smith requested,
// ethan.brown rejected; parent is student's parent.

const demo = demoDatabaseForFile();

async function firstSessionOf(name: string): Promise<number> {
  const [row] = await demo.database.db
    .select({ id: courseSessions.id })
    .from(courseSessions)
    .where(eq(courseSessions.courseId, demo.ids.course(name)))
    .orderBy(asc(courseSessions.sessionDate))
    .limit(1);
  if (!row) throw new Error(`${name} has no session`);
  return row.id;
}

describe('loadCourseSessionFor', () => {
  it.each([
    ['teacher', 'view', 200],
    ['teacher', 'edit', 200],
    ['jchen', 'edit', 200],
    ['admin', 'edit', 200],
    ['student', 'view', 200],
    ['student', 'edit', 403],
    ['parent', 'view', 200],
    ['parent', 'edit', 403],
    ['noah.smith', 'view', 403],
    ['ethan.brown', 'view', 403],
    // Sees the public course, but is not enrolled: no sessions.
    ['manager', 'view', 403],
    ['mlopez', 'edit', 403],
    [null, 'view', 403],
  ] as const)('%s, %s -> %i', async (username, need, status) => {
    const courseId = demo.ids.course('Introduction to Robotics');
    const sessionId = await firstSessionOf('Introduction to Robotics');
    const load = (viewer: Parameters<typeof loadCourseSessionFor>[1]) =>
      loadCourseSessionFor(demo.database.db, viewer, courseId, sessionId, need);
    expect(await statusOfLoad(demo.database, username, load)).toBe(status);
  });

  it('answers the sessions-hidden message to a requested student, before the session id is looked at', async () => {
    const noah = await viewerOf(demo.database, 'noah.smith');
    const courseId = demo.ids.course('Introduction to Robotics');
    await expect(loadCourseSessionFor(demo.database.db, noah, courseId, 2_000_000)).rejects.toMatchObject({
      statusCode: 403,
      message: 'You must be enrolled in this course to view its sessions.',
    });
  });

  it("answers 404 'Session not found' for another course's session, even to an admin", async () => {
    const admin = await viewerOf(demo.database, 'admin');
    const algebraSession = await firstSessionOf('Algebra Workshop');
    await expect(
      loadCourseSessionFor(
        demo.database.db,
        admin,
        demo.ids.course('Introduction to Robotics'),
        algebraSession,
        'edit',
      ),
    ).rejects.toMatchObject({ statusCode: 404, message: 'Session not found' });
  });

  it('answers 404 for an image of another session of the same course', async () => {
    const teacher = await viewerOf(demo.database, 'teacher');
    const courseId = demo.ids.course('Introduction to Robotics');
    const sessions = await demo.database.db
      .select({ id: courseSessions.id })
      .from(courseSessions)
      .where(eq(courseSessions.courseId, courseId))
      .orderBy(asc(courseSessions.sessionDate))
      .limit(2);
    const [first, second] = sessions.map((row) => row.id);
    if (first === undefined || second === undefined) throw new Error('Robotics has two sessions');
    const [image] = await demo.database.db
      .insert(sessionImages)
      .values({ courseSessionId: first, imageUrl: '/o', imageUrlSmall: '/s', imageUrlLarge: '/l' })
      .returning();
    if (!image) throw new Error('no image');
    const found = await loadSessionImageFor(demo.database.db, teacher, courseId, first, image.id, 'edit');
    expect(found.image.id).toBe(image.id);
    await expect(
      loadSessionImageFor(demo.database.db, teacher, courseId, second, image.id, 'edit'),
    ).rejects.toMatchObject({ statusCode: 404, message: 'Image not found' });
  });
});
