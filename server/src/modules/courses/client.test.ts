import { ApiError, createCampusClient } from '@campus/sdk';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { startTestServer, type TestServer } from '../../testing/start-test-server.js';

// The courses calls through the sdk client, as the web app and the CLI make them: every answer is parsed by
// the contract's schemas (sdk/src/client/courses.ts), so a field the server shapes differently fails here.

let server: TestServer;
let ids: FixtureIds;

beforeAll(async () => {
  server = await startTestServer();
  ids = await loadFixtureIds(server.database);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

async function clientOf(username?: string) {
  const token = username ? await server.loginAs(username) : undefined;
  return createCampusClient({ baseUrl: server.apiUrl, getToken: () => token });
}

describe('client.courses and client.adminCourses', () => {
  it('browse, create, edit, publish and delete with answers the contract parses', async () => {
    const guest = await clientOf();
    const page = await guest.courses.list({ per_page: 3 });
    expect(page).toMatchObject({ per_page: 3, total: 5 });
    expect((await guest.courses.getPublic(ids.course('Introduction to Robotics'))).name).toBe(
      'Introduction to Robotics',
    );
    const denied = await guest.courses
      .get(ids.course('Grade 8 Science Lab'))
      .catch((error: unknown) => error);
    expect((denied as ApiError).status).toBe(403);

    const teacher = await clientOf('teacher');
    expect((await teacher.courses.teachers()).length).toBe(4);
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#963' } })
      .jpeg()
      .toBuffer();
    const photoForm = new FormData();
    photoForm.append('photo', new Blob([new Uint8Array(bytes)]), 'cover.jpg');
    const photo = await teacher.courses.uploadPhoto(photoForm);
    const created = await teacher.courses.create({
      name: 'Chemistry Club',
      description: '<p>Safe experiments.</p>',
      date: '2031-04-01',
      start_time: '15:00',
      end_time: '16:00',
      action: 'draft',
      main_photo_small: photo.sizes.small,
      main_photo_large: photo.sizes.large,
      main_photo_original: photo.sizes.original,
    });
    expect(created).toMatchObject({ status: 'draft', main_photo_large: photo.url });
    expect((await teacher.courses.getOwn(created.id)).abilities?.manage).toBe(true);
    const updated = await teacher.courses.update(created.id, {
      name: 'Chemistry Club',
      description: '<p>Safe experiments.</p>',
      date: '2031-04-01',
      start_time: '15:00',
      end_time: '16:30',
      action: 'publish',
    });
    expect(updated.status).toBe('published');
    expect((await teacher.courses.dashboard()).owned.map((course) => course.id)).toContain(created.id);
    expect((await teacher.courses.owned()).map((course) => course.id)).toContain(created.id);
    expect(await teacher.courses.recommended()).toEqual([]);

    const users = await teacher.adminCourses.users(created.id);
    expect(users.owners.map((user) => user.username)).toEqual(['teacher']);
    await teacher.adminCourses.setEditors(created.id, { editor_ids: [ids.user('jchen')] });
    const owners = await teacher.adminCourses.setOwners(created.id, {
      owner_ids: [ids.user('teacher'), ids.user('jchen')],
    });
    expect(owners.owners.map((user) => user.username).sort()).toEqual(['jchen', 'teacher']);
    expect((await teacher.adminCourses.setStatus(created.id, { status: 'draft' })).status).toBe('draft');
    expect((await teacher.adminCourses.get(created.id)).enrollments).toEqual([]);
    const admin = await clientOf('admin');
    expect((await admin.adminCourses.list({ status: 'draft' })).data.map((course) => course.id)).toContain(
      created.id,
    );
    expect(await teacher.courses.remove(created.id)).toBeNull();
    const gone = await teacher.courses.getOwn(created.id).catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(ApiError);
    expect((gone as ApiError).status).toBe(404);
  });

  it('adminCourses.addStudents: the batch add over HTTP, its answer parsed; a bad body a 422 on user_ids', async () => {
    const admin = await clientOf('admin');
    const robotics = ids.course('Introduction to Robotics');
    const sofia = ids.user('sofia.garcia');
    const student = ids.user('student');
    const result = await admin.adminCourses.addStudents(robotics, [sofia, student, sofia]);
    expect(result.counts).toEqual({ enrolled: 1, unchanged: 1, failed: 0 });
    expect(result.rows.map((row) => [row.user_id, row.status])).toEqual([
      [sofia, 'enrolled'],
      [student, 'unchanged'],
    ]);
    const refused = await admin.adminCourses.addStudents(robotics, []).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(422);
    expect(Object.keys((refused as ApiError).fieldErrors)).toContain('user_ids');
  });
});
