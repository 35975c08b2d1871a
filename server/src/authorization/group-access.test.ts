import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connect.js';
import { viewerOf } from '../testing/demo-viewers.js';
import { type FixtureIds, loadFixtureIds } from '../testing/fixture-ids.js';
import { createTestDatabase } from '../testing/test-database.js';
import { loadGroupFor } from './group-access.js';
import { statusOfLoad } from './loader-test-helpers.js';

// loadGroupFor on the demo data (fixtures/src/demo-groups.ts).

let database: DatabaseHandle;
let ids: FixtureIds;

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await loadFixtureIds(database);
});
afterAll(() => database?.close());

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
      loadGroupFor(database.db, viewer, ids.group(name), need);
    expect(await statusOfLoad(database, username, load)).toBe(status);
  });

  it('answers the spec messages: 403 for a non-member, 404 for no such group', async () => {
    const teacher = await viewerOf(database, 'teacher');
    await expect(loadGroupFor(database.db, teacher, ids.group('Grade 8 Science'))).rejects.toMatchObject({
      statusCode: 403,
      message: 'Access denied: You are not a member of this group',
    });
    await expect(loadGroupFor(database.db, teacher, 2_000_000)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Group not found',
    });
  });
});
