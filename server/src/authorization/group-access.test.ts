import { describe, expect, it } from 'vitest';
import { demoDatabaseForFile } from '../testing/demo-database-for-file.js';
import { viewerOf } from '../testing/demo-viewers.js';
import { loadGroupFor } from './group-access.js';
import { statusOfLoad } from './loader-test-helpers.js';

// loadGroupFor on the demo data (fixtures/src/demo-groups.ts).

const demo = demoDatabaseForFile();

describe('loadGroupFor', () => {
  it.each([
    // Grade 8 Science: coordinator coordinates; student is a member.
    ['student', 'Grade 8 Science', 'view', 200],
    ['student', 'Grade 8 Science', 'manage', 403],
    ['coordinator', 'Grade 8 Science', 'manage', 200],
    ['teacher', 'Grade 8 Science', 'view', 403],
    ['admin', 'Grade 8 Science', 'manage', 200],
    [null, 'Grade 8 Science', 'view', 403],
    // Robotics Club: coordinated by teacher and jchen.
    ['jchen', 'Robotics Club', 'manage', 200],
    ['student', 'Robotics Club', 'view', 200],
    ['coordinator', 'Robotics Club', 'view', 403],
  ] as const)('%s, %s, %s -> %i', async (username, name, need, status) => {
    const load = (viewer: Parameters<typeof loadGroupFor>[1]) =>
      loadGroupFor(demo.database.db, viewer, demo.ids.group(name), need);
    expect(await statusOfLoad(demo.database, username, load)).toBe(status);
  });

  it('answers the spec messages: 403 for a non-member, 404 for no such group', async () => {
    const teacher = await viewerOf(demo.database, 'teacher');
    await expect(
      loadGroupFor(demo.database.db, teacher, demo.ids.group('Grade 8 Science')),
    ).rejects.toMatchObject({
      statusCode: 403,
      message: 'Access denied: You are not a member of this group',
    });
    await expect(loadGroupFor(demo.database.db, teacher, 2_000_000)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Group not found',
    });
  });
});
