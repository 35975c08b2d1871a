import { LIVE_MESSAGES } from '@campus/sdk';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSessions } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { openTestStream, type TestLiveStream } from '../../testing/live-stream.js';
import { startTestServer, type TestServer } from '../../testing/start-test-server.js';

// GET /api/live over real HTTP, held by the sdk's client: what reaches a stream after a change made through
// the API, and which streams are refused. On PGlite, or PostgreSQL with TEST_DATABASE_URL.

let server: TestServer;
let ids: FixtureIds;
const streams: TestLiveStream[] = [];

beforeAll(async () => {
  server = await startTestServer();
  ids = await loadFixtureIds(server.database);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server?.close();
});

async function open(username: string, options: Parameters<typeof openTestStream>[2] = {}) {
  const stream = openTestStream(server.apiUrl, await server.loginAs(username), options);
  streams.push(stream);
  await stream.opened;
  return stream;
}

async function call(method: string, path: string, username: string | null, body?: object) {
  const headers: Record<string, string> = {};
  if (username) headers.authorization = `Bearer ${await server.loginAs(username)}`;
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const answer = (text ? JSON.parse(text) : { data: null }) as { data: unknown; message?: string };
  return { status: response.status, body: answer };
}

async function firstSessionOf(course: string): Promise<number> {
  const [row] = await server.database.db
    .select({ id: courseSessions.id })
    .from(courseSessions)
    .where(eq(courseSessions.courseId, ids.course(course)))
    .orderBy(asc(courseSessions.id))
    .limit(1);
  if (!row) throw new Error('no session');
  return row.id;
}

describe('GET /api/live: the unread count', () => {
  it('sends the count at once, then again when a message arrives, is read and is deleted', async () => {
    const stream = await open('student');
    const first = await stream.next('unread');
    const sent = await call('POST', '/api/messages/direct', 'teacher', {
      subject: 'Live',
      content: '<p>Hello</p>',
      to_user_id: ids.user('student'),
    });
    expect(sent.status).toBe(201);
    const arrived = await stream.next('unread', (event) => event.count === first.count + 1);
    expect(arrived.count).toBe(first.count + 1);

    const messageId = (sent.body.data as { id: number }).id;
    expect((await call('GET', `/api/messages/${messageId}`, 'student')).status).toBe(200);
    expect((await stream.next('unread')).count).toBe(first.count);

    const another = await call('POST', '/api/messages/direct', 'teacher', {
      subject: 'Live again',
      content: '<p>Hello</p>',
      to_user_id: ids.user('student'),
    });
    expect((await stream.next('unread')).count).toBe(first.count + 1);
    const anotherId = (another.body.data as { id: number }).id;
    expect((await call('DELETE', `/api/messages/${anotherId}`, 'student')).status).toBe(200);
    expect((await stream.next('unread')).count).toBe(first.count);
  });

  it("reaches only the recipient's streams", async () => {
    const bystander = await open('coordinator');
    await bystander.next('unread');
    const recipient = await open('parent');
    const before = await recipient.next('unread');
    await call('POST', '/api/messages/direct', 'admin', {
      subject: 'Only you',
      content: '<p>Hi</p>',
      to_user_id: ids.user('parent'),
    });
    await recipient.next('unread', (event) => event.count === before.count + 1);
    expect(bystander.events.filter((event) => event.type === 'unread')).toHaveLength(1);
  });
});

describe('GET /api/live: seats left on a watched event or course', () => {
  it("an RSVP through one user's request reaches another user watching the event", async () => {
    const fair = ids.event('Community Cleanup Day');
    const watcher = await open('teacher', { watch: [`event:${fair}`] });
    const rsvp = await call('POST', `/api/events/${fair}/rsvp`, 'coordinator', {
      response: 'yes',
      quantity: 2,
    });
    expect(rsvp.status).toBe(201);
    const seats = await watcher.next('seats');
    expect(seats).toMatchObject({ target: 'event', id: fair });
    const detail = await call('GET', `/api/events/${fair}`, 'teacher');
    const event = detail.body.data as { max_capacity: number; seats_taken: number };
    expect(event.max_capacity).toBe(50);
    expect(seats.seats_left).toBe(event.max_capacity - event.seats_taken);
  });

  it('a refused RSVP sends nothing', async () => {
    const night = ids.event('Grade 8 Parent-Teacher Night');
    const watcher = await open('teacher', { watch: [`event:${night}`] });
    const refused = await call('POST', `/api/events/${night}/rsvp`, 'teacher', {
      response: 'yes',
      quantity: 100,
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(watcher.events.filter((event) => event.type === 'seats')).toEqual([]);
  });

  it('an unenrollment frees a place on a watched course', async () => {
    const robotics = ids.course('Introduction to Robotics');
    const watcher = await open('teacher', { watch: [`course:${robotics}`] });
    expect((await call('POST', `/api/courses/${robotics}/unenroll`, 'student')).status).toBe(200);
    const seats = await watcher.next('seats');
    const detail = await call('GET', `/api/courses/${robotics}`, 'teacher');
    const course = detail.body.data as { max_quantity: number; enrolled_count: number };
    expect(seats).toMatchObject({
      target: 'course',
      id: robotics,
      seats_left: course.max_quantity - course.enrolled_count,
      tickets: [],
    });
  });
});

describe('GET /api/live: refusals', () => {
  async function status(query: string, username: string | null) {
    return call('GET', `/api/live${query}`, username);
  }

  it('refuses a guest (401), a bad topic (422), too many topics (422)', async () => {
    expect((await status('', null)).status).toBe(401);
    const bad = await status('?watch=events:1', 'student');
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain(LIVE_MESSAGES.badTopic);
    const many = Array.from({ length: 11 }, (_, index) => `event:${index + 1}`).join(',');
    expect((await status(`?watch=${many}`, 'student')).status).toBe(422);
  });

  it("refuses a private event the user may not see (404), an unknown course (404), a session's check-ins to a student (403)", async () => {
    const night = ids.event('Grade 8 Parent-Teacher Night');
    expect((await status(`?watch=event:${night}`, 'manager')).status).toBe(404);
    expect((await status('?watch=course:999999', 'student')).status).toBe(404);
    const session = await firstSessionOf('Introduction to Robotics');
    expect((await status(`?watch=session:${session}`, 'student')).status).toBe(403);
    expect((await status('?watch=session:999999', 'teacher')).status).toBe(404);
    const teacher = await open('teacher', { watch: [`session:${session}`] });
    expect(teacher.statuses).toContain('open');
  });

  it('the client stops retrying when refused', async () => {
    const night = ids.event('Grade 8 Parent-Teacher Night');
    const stream = openTestStream(server.apiUrl, await server.loginAs('manager'), {
      watch: [`event:${night}`],
    });
    streams.push(stream);
    await expect(stream.opened).rejects.toMatchObject({ status: 404 });
  });
});
