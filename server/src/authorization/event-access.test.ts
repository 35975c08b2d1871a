import { beforeAll, describe, expect, it } from 'vitest';
import { eventImages } from '../db/schema.js';
import { demoDatabaseForFile } from '../testing/demo-database-for-file.js';
import { viewerOf } from '../testing/demo-viewers.js';
import { findEventFor, loadEventFor } from './event-access.js';
import { loadEventImageFor } from './event-image-access.js';
import { statusOfLoad } from './loader-test-helpers.js';

// The event loaders on the demo data (fixtures/src/demo-events.ts, demo-groups.ts, demo-users.ts).

const demo = demoDatabaseForFile();

function statusOf(username: string | null, title: string, need: 'view' | 'manage') {
  return statusOfLoad(demo.database, username, (viewer) =>
    loadEventFor(demo.database.db, viewer, demo.ids.event(title), need),
  );
}

describe('loadEventFor', () => {
  it.each([
    // Published and public: everyone sees it, only owners (teacher) and admin manage it.
    [null, 'Spring Science Fair', 'view', 200],
    ['student', 'Spring Science Fair', 'view', 200],
    ['student', 'Spring Science Fair', 'manage', 403],
    ['coordinator', 'Spring Science Fair', 'manage', 403],
    ['teacher', 'Spring Science Fair', 'manage', 200],
    ['admin', 'Spring Science Fair', 'manage', 200],
    // Private to Grade 8 Science (owners teacher and coordinator): members, owners, attendees' parents.
    ['student', 'Grade 8 Parent-Teacher Night', 'view', 200],
    ['ava.johnson', 'Grade 8 Parent-Teacher Night', 'view', 200],
    ['parent', 'Grade 8 Parent-Teacher Night', 'view', 200],
    ['dwilson', 'Grade 8 Parent-Teacher Night', 'view', 200],
    ['coordinator', 'Grade 8 Parent-Teacher Night', 'manage', 200],
    ['manager', 'Grade 8 Parent-Teacher Night', 'view', 404],
    ['noah.smith', 'Grade 8 Parent-Teacher Night', 'view', 404],
    [null, 'Grade 8 Parent-Teacher Night', 'view', 404],
    // Pending (owners teacher, coordinator) and draft (jchen): hidden from everyone else, also members.
    ['coordinator', 'Robotics Showcase', 'view', 200],
    ['student', 'Robotics Showcase', 'view', 404],
    ['jchen', 'Alumni Networking Brunch', 'manage', 200],
    ['teacher', 'Alumni Networking Brunch', 'view', 404],
    ['admin', 'Alumni Networking Brunch', 'manage', 200],
    // Created by admin, owned by owner.
    ['owner', 'Fall Open House', 'manage', 200],
  ] as const)('%s, %s, %s -> %i', async (username, title, need, status) => {
    expect(await statusOf(username, title, need)).toBe(status);
  });

  it('answers 404 for an id that does not exist, whoever asks', async () => {
    const admin = await viewerOf(demo.database, 'admin');
    await expect(loadEventFor(demo.database.db, admin, 2_000_000)).rejects.toMatchObject({ statusCode: 404 });
    expect(await findEventFor(demo.database.db, admin, 2_000_000)).toBeNull();
  });

  it('names each relation of the viewer', async () => {
    const coordinator = await viewerOf(demo.database, 'coordinator');
    const found = await findEventFor(
      demo.database.db,
      coordinator,
      demo.ids.event('Grade 8 Parent-Teacher Night'),
    );
    expect(found?.relation).toEqual({
      isAdmin: false,
      isOwner: true,
      isCreator: false,
      isGroupMember: true,
      isAttendee: false,
      isParentOfAttendee: false,
    });
    const parent = await viewerOf(demo.database, 'parent');
    const asParent = await findEventFor(
      demo.database.db,
      parent,
      demo.ids.event('Grade 8 Parent-Teacher Night'),
    );
    expect(asParent?.relation).toMatchObject({
      isOwner: false,
      isGroupMember: false,
      isParentOfAttendee: true,
    });
  });
});

describe('loadEventImageFor (nested under its event)', () => {
  let imageOfFair: number;

  beforeAll(async () => {
    const [image] = await demo.database.db
      .insert(eventImages)
      .values({
        eventId: demo.ids.event('Spring Science Fair'),
        imageUrl: '/uploads/fair.jpg',
        imageUrlSmall: '/uploads/fair-small.jpg',
        imageUrlLarge: '/uploads/fair-large.jpg',
      })
      .returning({ id: eventImages.id });
    imageOfFair = image?.id ?? 0;
  });

  it('finds the image under its own event', async () => {
    const teacher = await viewerOf(demo.database, 'teacher');
    const found = await loadEventImageFor(
      demo.database.db,
      teacher,
      demo.ids.event('Spring Science Fair'),
      imageOfFair,
      'manage',
    );
    expect(found.image.id).toBe(imageOfFair);
    expect(found.event.title).toBe('Spring Science Fair');
  });

  it('answers 404 for the image under another event, even one the viewer manages', async () => {
    const teacher = await viewerOf(demo.database, 'teacher');
    await expect(
      loadEventImageFor(
        demo.database.db,
        teacher,
        demo.ids.event('Riverside Jazz Night'),
        imageOfFair,
        'manage',
      ),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('checks the event first: a viewer who may not manage the event gets 403 whatever the image', async () => {
    const student = await viewerOf(demo.database, 'student');
    await expect(
      loadEventImageFor(
        demo.database.db,
        student,
        demo.ids.event('Spring Science Fair'),
        imageOfFair,
        'manage',
      ),
    ).rejects.toMatchObject({ statusCode: 403 });
    const found = await loadEventImageFor(
      demo.database.db,
      student,
      demo.ids.event('Spring Science Fair'),
      imageOfFair,
    );
    expect(found.image.id).toBe(imageOfFair);
  });
});
