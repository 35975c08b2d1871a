import { describe, expect, it } from 'vitest';
import { demoDatabaseForFile } from '../testing/demo-database-for-file.js';
import { viewerOf } from '../testing/demo-viewers.js';
import { loadAnnouncementFor } from './announcement-access.js';
import { statusOfLoad } from './loader-test-helpers.js';

// loadAnnouncementFor on the demo data (fixtures/src/demo-social.ts): the group first, then the announcement
// under it; members reach only Active ones.

const demo = demoDatabaseForFile();
const SCIENCE = 'Grade 8 Science';
const ACTIVE = 'Bring safety goggles to every lab';
const SCHEDULED = 'Field trip permission slips';
const EXPIRED = 'Science fair sign-ups are closed';
const INACTIVE = 'End-of-year party (draft)';
const ROBOTICS = 'Regional competition schedule';

describe('loadAnnouncementFor', () => {
  it.each([
    ['student', SCIENCE, ACTIVE, 'view', 200],
    ['student', SCIENCE, SCHEDULED, 'view', 404],
    ['student', SCIENCE, EXPIRED, 'view', 404],
    ['student', SCIENCE, INACTIVE, 'view', 404],
    ['student', SCIENCE, ACTIVE, 'manage', 403],
    ['coordinator', SCIENCE, INACTIVE, 'manage', 200],
    ['coordinator', SCIENCE, SCHEDULED, 'view', 200],
    ['admin', SCIENCE, EXPIRED, 'manage', 200],
    // Another group's announcement under Grade 8 Science's id.
    ['coordinator', SCIENCE, ROBOTICS, 'manage', 404],
    ['admin', SCIENCE, ROBOTICS, 'view', 404],
    // Its own group: the member and the coordinator reach it there.
    ['student', 'Robotics Club', ROBOTICS, 'view', 200],
    ['teacher', 'Robotics Club', ROBOTICS, 'manage', 200],
    // The group decides first: a non-member learns nothing about the announcement.
    ['teacher', SCIENCE, ACTIVE, 'view', 403],
    [null, SCIENCE, ACTIVE, 'view', 403],
  ] as const)('%s, %s, %s, %s -> %i', async (username, group, title, need, status) => {
    const { ids } = demo;
    const load = (viewer: Parameters<typeof loadAnnouncementFor>[1]) =>
      loadAnnouncementFor(demo.database.db, viewer, ids.group(group), ids.announcement(title), need);
    expect(await statusOfLoad(demo.database, username, load)).toBe(status);
  });

  it('answers 404 Announcement not found for an unknown id in a group the viewer reads', async () => {
    await expect(
      loadAnnouncementFor(
        demo.database.db,
        await viewerOf(demo.database, 'coordinator'),
        demo.ids.group(SCIENCE),
        2_000_000,
      ),
    ).rejects.toMatchObject({ statusCode: 404, message: 'Announcement not found' });
  });
});
