import { describe, expect, it } from 'vitest';
import { countQueries } from '../testing/count-queries.js';
import { demoDatabaseForFile } from '../testing/demo-database-for-file.js';
import { viewerOf } from '../testing/demo-viewers.js';
import { statusOfLoad } from './loader-test-helpers.js';
import { loadUserFor } from './user-access.js';

// loadUserFor on the demo data (fixtures/src/demo-users.ts: parent is the parent of student and mia.parker,
// dwilson of emma.wilson; manager holds view_management and assign_manager; coordinator create_user).

const demo = demoDatabaseForFile();

describe('loadUserFor', () => {
  it.each([
    ['student', 'student', 'view', 200],
    ['student', 'student', 'viewCoursesTaken', 200],
    ['parent', 'student', 'viewCoursesTaken', 200],
    ['parent', 'mia.parker', 'view', 200],
    ['parent', 'emma.wilson', 'view', 403],
    ['dwilson', 'emma.wilson', 'view', 200],
    // A child may not open the parent's page; view_management alone does not show a user page.
    ['student', 'parent', 'view', 403],
    ['manager', 'student', 'view', 403],
    // Editing another user needs create_user or edit_user on top of seeing them.
    ['parent', 'student', 'edit', 403],
    ['coordinator', 'student', 'view', 403],
    ['admin', 'student', 'edit', 200],
    ['admin', 'student', 'grantPermissions', 200],
    [null, 'student', 'view', 403],
  ] as const)('%s viewing %s, %s -> %i', async (username, target, need, status) => {
    const load = (viewer: Parameters<typeof loadUserFor>[1]) =>
      loadUserFor(demo.database.db, viewer, demo.ids.user(target), need);
    expect(await statusOfLoad(demo.database, username, load)).toBe(status);
  });

  it('answers the spec message for a forbidden page and 404 for no such user', async () => {
    const student = await viewerOf(demo.database, 'student');
    await expect(loadUserFor(demo.database.db, student, demo.ids.user('teacher'))).rejects.toMatchObject({
      statusCode: 403,
      message: 'You do not have permission to view this user profile.',
    });
    const admin = await viewerOf(demo.database, 'admin');
    await expect(loadUserFor(demo.database.db, admin, 2_000_000)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('names the family relations and loads the user in the contract shape', async () => {
    const parent = await viewerOf(demo.database, 'parent');
    const found = await loadUserFor(demo.database.db, parent, demo.ids.user('student'));
    expect(found.relation).toEqual({ isAdmin: false, isSelf: false, isParent: true, isChild: false });
    expect(found.user.username).toBe('student');
    expect(found.user).not.toHaveProperty('password_hash');
    expect(found.user).not.toHaveProperty('passwordHash');
  });

  it("reads no relation for the viewer's own account", async () => {
    const student = await viewerOf(demo.database, 'student');
    const own = await countQueries(demo.database, () => loadUserFor(demo.database.db, student, student.id));
    const admin = await viewerOf(demo.database, 'admin');
    const other = await countQueries(demo.database, () => loadUserFor(demo.database.db, admin, student.id));
    expect(own.result.relation.isSelf).toBe(true);
    expect(other.count).toBe(own.count + 1);
  });
});
