import { COURSE_MESSAGES, MESSAGE_MESSAGES, type Message, type Paged } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { callAs } from '../groups/test-helpers.js';

// Demo courses (fixtures/src/demo-courses.ts): Introduction to Robotics is public (teacher: teacher, owner
// teacher, editor jchen; student and emma.wilson enrolled, noah.smith requested, ethan.brown rejected).
// Grade 8 Science Lab is private to Grade 8 Science (owners teacher and coordinator). Algebra Workshop has jchen
// alone as its staff. Watercolor Basics is mlopez's draft.

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
});
afterAll(() => t?.close());

const robotics = () => ids.course('Introduction to Robotics');
const url = (courseId: number, query = '') => `/api/courses/${courseId}/messages${query}`;
const question = { subject: 'Batteries', content: '<p>Do we need <em>AA</em> batteries?</p>' };

async function post(username: string | null, courseId: number, body: unknown = question) {
  return callAs(t, username, 'POST', url(courseId), body);
}

async function panel(username: string, courseId: number): Promise<Paged<Message>> {
  const response = await callAs(t, username, 'GET', url(courseId));
  expect(response.statusCode, response.body).toBe(200);
  return envelope<Paged<Message>>(response).data;
}

const messageCount = async () => (await t.database.db.select({ id: messages.id }).from(messages)).length;

describe('POST /api/courses/{id}/messages (Message Teacher)', () => {
  it("an enrolled student's message reaches the course's teacher, owners and editors", async () => {
    const before = (await panel('teacher', robotics())).total;
    const response = await post('student', robotics());
    expect(response.statusCode, response.body).toBe(201);
    expect(envelope(response).message).toBe('Message sent');
    const sent = envelope<Message>(response).data;
    expect(sent).toMatchObject({
      subject: 'Batteries',
      course_id: robotics(),
      course: { id: robotics(), name: 'Introduction to Robotics' },
      is_sender: true,
      recipient_count: 2,
    });
    expect(sent.recipients.map((r) => r.username).sort()).toEqual(['jchen', 'teacher']);
    for (const staff of ['teacher', 'jchen']) {
      const inbox = envelope<Paged<Message>>(await callAs(t, staff, 'GET', '/api/messages/inbox')).data;
      expect(inbox.data[0], staff).toMatchObject({ id: sent.id, is_read: false, course_id: robotics() });
    }
    expect((await panel('teacher', robotics())).total).toBe(before + 1);
  });

  it('a staff member writes to the other staff only; admins write too', async () => {
    const fromEditor = envelope<Message>(await post('jchen', robotics())).data;
    expect(fromEditor.recipients.map((r) => r.username)).toEqual(['teacher']);
    const fromAdmin = envelope<Message>(await post('admin', robotics())).data;
    expect(fromAdmin.recipients.map((r) => r.username).sort()).toEqual(['jchen', 'teacher']);
  });

  it('refuses students not enrolled, parents and strangers (403), hidden courses (404), guests (401)', async () => {
    const before = await messageCount();
    for (const username of ['noah.smith', 'ethan.brown', 'parent', 'lucas.kim', 'coordinator']) {
      const response = await post(username, robotics());
      expect(response.statusCode, username).toBe(403);
      expect(envelope(response).message).toBe(MESSAGE_MESSAGES.courseSendForbidden);
    }
    const privateLab = await post('owner', ids.course('Grade 8 Science Lab'));
    expect(privateLab.statusCode).toBe(403);
    expect(envelope(privateLab).message).toBe(COURSE_MESSAGES.accessDenied);
    const draft = await post('student', ids.course('Watercolor Basics'));
    expect(draft.statusCode).toBe(404);
    expect((await post('student', 999_999)).statusCode).toBe(404);
    expect((await post(null, robotics())).statusCode).toBe(401);
    expect(await messageCount()).toBe(before);
  });

  it('is a 422 when nobody else runs the course, and stores nothing', async () => {
    const before = await messageCount();
    const response = await post('jchen', ids.course('Algebra Workshop'));
    expect(response.statusCode).toBe(422);
    expect(envelope(response).message).toBe(MESSAGE_MESSAGES.noRecipients);
    expect(await messageCount()).toBe(before);
  });

  it("checks the spec's fields and stores the content sanitized", async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ content: '<p>x</p>' }, 'subject', MESSAGE_MESSAGES.subjectRequired],
      [{ subject: 'x'.repeat(256), content: '<p>x</p>' }, 'subject', MESSAGE_MESSAGES.subjectTooLong],
      [{ subject: 'Hi' }, 'content', MESSAGE_MESSAGES.contentRequired],
      [{ subject: 'Hi', content: '<p></p>' }, 'content', MESSAGE_MESSAGES.contentRequired],
    ];
    for (const [body, field, message] of cases) {
      const response = await post('student', robotics(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(envelope(response).errors?.[field]).toContain(message);
    }
    const response = await post('student', robotics(), {
      subject: 'x'.repeat(255),
      content: '<p onclick="steal()">Hi<script>steal()</script><a href="javascript:steal()">link</a></p>',
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.database.db
      .select({ content: messages.content })
      .from(messages)
      .where(eq(messages.id, envelope<Message>(response).data.id));
    expect(row?.content).toContain('Hi');
    expect(row?.content).not.toMatch(/steal|script|onclick/);
  });
});

describe('GET /api/courses/{id}/messages (the course messages panel)', () => {
  it("shows the course's staff its messages newest first, each with the reader's own New badge", async () => {
    const list = await panel('teacher', robotics());
    expect(list.per_page).toBe(20);
    const times = list.data.map((m) => m.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(list.data.every((m) => m.course_id === robotics())).toBe(true);
    const demo = list.data.find((m) => m.subject === "Question about Monday's session");
    expect(demo).toMatchObject({ is_read: false, can_delete: true, is_sender: false });
    expect(demo?.from_user?.username).toBe('student');
    // Opening it clears the badge for the teacher alone.
    await callAs(t, 'teacher', 'GET', `/api/messages/${demo?.id}`);
    const after = (await panel('teacher', robotics())).data.find((m) => m.id === demo?.id);
    expect(after?.is_read).toBe(true);
    const forEditor = (await panel('jchen', robotics())).data.find((m) => m.id === demo?.id);
    expect(forEditor?.is_read).toBe(false);
  });

  it('admins read it without a New badge and may not delete what was not written to them', async () => {
    const list = await panel('admin', robotics());
    const demo = list.data.find((m) => m.subject === "Question about Monday's session");
    expect(demo).toMatchObject({ is_read: true, can_delete: false });
    const response = await callAs(t, 'admin', 'DELETE', `/api/messages/${demo?.id}`);
    expect(response.statusCode).toBe(404);
  });

  it('refuses the students and everyone else who sees the course (403) and hides a hidden course (404)', async () => {
    for (const username of ['student', 'parent', 'coordinator', 'noah.smith', 'owner']) {
      const response = await callAs(t, username, 'GET', url(robotics()));
      expect(response.statusCode, username).toBe(403);
    }
    const lab = ids.course('Grade 8 Science Lab');
    expect((await callAs(t, 'owner', 'GET', url(lab))).statusCode).toBe(403);
    expect((await panel('coordinator', lab)).data.map((m) => m.subject)).toContain('Missed lab');
    expect((await callAs(t, 'teacher', 'GET', url(ids.course('Watercolor Basics')))).statusCode).toBe(404);
    expect((await callAs(t, null, 'GET', url(robotics()))).statusCode).toBe(401);
  });

  it('a message deleted by a staff member leaves their panel only', async () => {
    const sent = envelope<Message>(
      await post('emma.wilson', robotics(), { ...question, subject: 'Late' }),
    ).data;
    expect((await callAs(t, 'teacher', 'DELETE', `/api/messages/${sent.id}`)).statusCode).toBe(200);
    expect((await panel('teacher', robotics())).data.map((m) => m.id)).not.toContain(sent.id);
    expect((await panel('jchen', robotics())).data.map((m) => m.id)).toContain(sent.id);
    expect((await panel('admin', robotics())).data.map((m) => m.id)).toContain(sent.id);
  });

  it("a reply to a course message keeps its course and shows in the course's panel", async () => {
    const sent = envelope<Message>(await post('student', robotics(), { ...question, subject: 'Kit' })).data;
    const reply = await callAs(t, 'jchen', 'POST', `/api/messages/${sent.id}/reply`, {
      content: '<p>Yes</p>',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const answer = envelope<Message>(reply).data;
    expect(answer).toMatchObject({ course_id: robotics(), subject: 'Re: Kit', reply_to_id: sent.id });
    expect(answer.recipients.map((r) => r.username)).toEqual(['student']);
    expect((await panel('teacher', robotics())).data[0]?.id).toBe(answer.id);
  });

  it('pages 20 at a time (list at data.data.data)', async () => {
    const response = await callAs(t, 'teacher', 'GET', url(robotics(), '?per_page=2&page=2'));
    const body = response.json<{ data: Paged<Message> }>();
    expect(body.data.data).toHaveLength(2);
    expect(body.data).toMatchObject({ current_page: 2, per_page: 2 });
    expect((await callAs(t, 'teacher', 'GET', url(robotics(), '?per_page=0'))).statusCode).toBe(422);
  });
});
