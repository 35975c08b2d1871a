import { describe, expect, it } from 'vitest';
import { demoDatabaseForFile } from '../testing/demo-database-for-file.js';
import { viewerOf } from '../testing/demo-viewers.js';
import { findCourseFor, loadCourseFor } from './course-access.js';
import { statusOfLoad } from './loader-test-helpers.js';

// loadCourseFor on the demo data (fixtures/src/demo-courses.ts).

const demo = demoDatabaseForFile();

describe('loadCourseFor', () => {
  it.each([
    // Published, public; teacher 'teacher', owner teacher, editor jchen.
    [null, 'Introduction to Robotics', 'view', 200],
    ['student', 'Introduction to Robotics', 'edit', 403],
    ['jchen', 'Introduction to Robotics', 'edit', 200],
    ['jchen', 'Introduction to Robotics', 'manage', 403],
    ['teacher', 'Introduction to Robotics', 'manage', 200],
    // Holding create_course opens the course form, not other people's courses (sdk courseAccess).
    ['mlopez', 'Introduction to Robotics', 'edit', 403],
    ['coordinator', 'Introduction to Robotics', 'edit', 403],
    ['admin', 'Introduction to Robotics', 'manage', 200],
    // Published, private to Grade 8 Science; owners teacher and coordinator; students student, emma.wilson.
    ['student', 'Grade 8 Science Lab', 'view', 200],
    ['ava.johnson', 'Grade 8 Science Lab', 'view', 200],
    ['parent', 'Grade 8 Science Lab', 'view', 200],
    ['coordinator', 'Grade 8 Science Lab', 'manage', 200],
    ['manager', 'Grade 8 Science Lab', 'view', 403],
    [null, 'Grade 8 Science Lab', 'view', 403],
    // Draft (mlopez) and pending (created by coordinator): 404 to everyone but their staff and admin.
    ['mlopez', 'Watercolor Basics', 'manage', 200],
    ['teacher', 'Watercolor Basics', 'view', 404],
    ['student', 'Watercolor Basics', 'view', 404],
    ['admin', 'Watercolor Basics', 'manage', 200],
    ['coordinator', 'Creative Writing Circle', 'manage', 200],
    ['student', 'Creative Writing Circle', 'view', 404],
  ] as const)('%s, %s, %s -> %i', async (username, name, need, status) => {
    const load = (viewer: Parameters<typeof loadCourseFor>[1]) =>
      loadCourseFor(demo.database.db, viewer, demo.ids.course(name), need);
    expect(await statusOfLoad(demo.database, username, load)).toBe(status);
  });

  it('answers 404 for an id that does not exist, and the spec message for a private course', async () => {
    const admin = await viewerOf(demo.database, 'admin');
    await expect(loadCourseFor(demo.database.db, admin, 2_000_000)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Course not found',
    });
    const manager = await viewerOf(demo.database, 'manager');
    await expect(
      loadCourseFor(demo.database.db, manager, demo.ids.course('Grade 8 Science Lab')),
    ).rejects.toMatchObject({
      statusCode: 403,
      message: 'Access denied: You do not have permission to view this course',
    });
  });

  it('names each relation of the viewer', async () => {
    const jchen = await viewerOf(demo.database, 'jchen');
    const found = await findCourseFor(demo.database.db, jchen, demo.ids.course('Introduction to Robotics'));
    expect(found?.relation).toEqual({
      isAdmin: false,
      isOwner: false,
      isEditor: true,
      isTeacher: false,
      isCreator: false,
      isGroupMember: false,
      isStudent: false,
      isParentOfStudent: false,
      enrollmentStatus: null,
      isParentOfEnrolled: false,
    });
    // ethan.brown's enrollment was rejected: no student relation.
    const ethan = await viewerOf(demo.database, 'ethan.brown');
    const rejected = await findCourseFor(
      demo.database.db,
      ethan,
      demo.ids.course('Introduction to Robotics'),
    );
    expect(rejected?.relation.isStudent).toBe(false);
    expect(rejected?.relation.enrollmentStatus).toBe('rejected');
    // parent's child (student) is enrolled.
    const parent = await viewerOf(demo.database, 'parent');
    const ofChild = await findCourseFor(
      demo.database.db,
      parent,
      demo.ids.course('Introduction to Robotics'),
    );
    expect(ofChild?.relation.isParentOfEnrolled).toBe(true);
  });
});
