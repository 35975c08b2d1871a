import { MESSAGE_MESSAGES, type Message, type Paged, type UnreadCount } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageRecipients, messages } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { callAs } from '../groups/test-helpers.js';

// Demo messages (fixtures/src/demo-social.ts): the student received four (one unread: 'Science fair project
// check-in' from teacher); the teacher received the student's course message, emma.wilson's 'Missed lab'
// (a Grade 8 Science Lab message), the parent's note and the manager's 'Quarterly review'.

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
});
afterAll(() => t?.close());

async function ok<T>(
  username: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) {
  const response = await callAs(t, username, method, url, body);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return envelope<T>(response).data;
}

const inbox = (username: string, query = '') =>
  ok<Paged<Message>>(username, 'GET', `/api/messages/inbox${query}`);
const sent = (username: string, query = '') =>
  ok<Paged<Message>>(username, 'GET', `/api/messages/sent${query}`);
const unread = async (username: string) =>
  (await ok<UnreadCount>(username, 'GET', '/api/messages/unread-count')).count;

async function messageId(subject: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.subject, subject));
  if (!row) throw new Error(`No message "${subject}"`);
  return row.id;
}

async function send(from: string, to: string[], subject: string, content = '<p>Hello</p>') {
  return ok<Message>(from, 'POST', '/api/messages/direct', {
    subject,
    content,
    to_user_ids: to.map((username) => ids.user(username)),
  });
}

describe('inbox, sent and the unread count', () => {
  it("lists the reader's received messages newest first, with their own read state and no emails", async () => {
    const page = await inbox('student');
    expect(page.total).toBe(4);
    expect(page.per_page).toBe(20);
    const subjects = page.data.map((m) => m.subject);
    expect(subjects).toEqual([
      'Science fair project check-in',
      'Great work on your robot',
      'Lab coats for the science fair',
      'Welcome to Grade 8 Science',
    ]);
    const times = page.data.map((m) => m.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.data.map((m) => m.is_read)).toEqual([false, true, true, true]);
    for (const m of page.data) {
      expect(m.is_sender).toBe(false);
      expect(m.can_delete).toBe(true);
      expect(m.recipients.map((r) => r.id)).toContain(ids.user('student'));
    }
    const group = page.data[2];
    expect(group?.recipient_count).toBe(4);
    expect(group?.from_user?.username).toBe('coordinator');
    expect(JSON.stringify(page)).not.toMatch(/@campus\.test|password/);
  });

  it('filters unread messages and counts them', async () => {
    const page = await inbox('student', '?unread=true');
    expect(page.data.map((m) => m.subject)).toEqual(['Science fair project check-in']);
    expect(page.total).toBe(1);
    expect(await unread('student')).toBe(1);
    expect(await unread('teacher')).toBe(3);
  });

  it('pages 20 at a time', async () => {
    const page = await inbox('student', '?per_page=2&page=2');
    expect(page).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 4 });
    expect(page.data).toHaveLength(2);
  });

  it('lists the sent messages with all their recipients; unread=true keeps those someone has not opened', async () => {
    const page = await sent('coordinator');
    expect(page.data.map((m) => m.subject)).toEqual([
      'Lab coats for the science fair',
      'Welcome to Grade 8 Science',
    ]);
    const group = page.data[0];
    expect(group).toMatchObject({ is_sender: true, is_read: true, can_delete: true, recipient_count: 4 });
    expect(group?.recipients.map((r) => r.username).sort()).toEqual(
      ['ava.johnson', 'emma.wilson', 'liam.nguyen', 'student'].sort(),
    );
    expect((await sent('coordinator', '?unread=true')).total).toBe(0);
    const teacherWaiting = await sent('teacher', '?unread=true');
    expect(teacherWaiting.data.map((m) => m.subject)).toEqual([
      'Science fair project check-in',
      'Re: Sam will be late on Wednesday',
    ]);
  });

  it('refuses a bad page or flag with 422', async () => {
    for (const query of ['?page=0', '?per_page=101', '?unread=maybe']) {
      const response = await callAs(t, 'student', 'GET', `/api/messages/inbox${query}`);
      expect(response.statusCode, query).toBe(422);
    }
  });
});

describe('opening, marking and deleting a message', () => {
  it("opening marks the reader's copy read once, and the count drops", async () => {
    const message = await send('teacher', ['student'], 'Open me');
    expect(await unread('student')).toBe(2);
    const opened = await ok<Message>('student', 'GET', `/api/messages/${message.id}`);
    expect(opened).toMatchObject({ id: message.id, is_read: true, is_sender: false, subject: 'Open me' });
    expect(await unread('student')).toBe(1);
    const [copy] = await t.database.db
      .select({ readAt: messageRecipients.readAt })
      .from(messageRecipients)
      .where(eq(messageRecipients.messageId, message.id));
    const first = copy?.readAt;
    expect(first).toBeTruthy();
    await ok<Message>('student', 'GET', `/api/messages/${message.id}`);
    const [again] = await t.database.db
      .select({ readAt: messageRecipients.readAt })
      .from(messageRecipients)
      .where(eq(messageRecipients.messageId, message.id));
    expect(again?.readAt).toBe(first);
    // The sender opening it changes nothing for the recipient.
    expect(await ok<Message>('teacher', 'GET', `/api/messages/${message.id}`)).toMatchObject({
      is_sender: true,
      is_read: true,
    });
  });

  it('PUT /read marks it read without opening it', async () => {
    const message = await send('teacher', ['student'], 'Mark me');
    expect(await unread('student')).toBe(2);
    const marked = await ok<Message>('student', 'PUT', `/api/messages/${message.id}/read`);
    expect(marked.is_read).toBe(true);
    expect(await unread('student')).toBe(1);
  });

  it('nobody else reads, marks, replies to or deletes a message by its id (404), admins included', async () => {
    const id = await messageId('Quarterly review'); // manager -> teacher
    for (const username of ['admin', 'student', 'coordinator', 'owner', 'parent', 'jchen']) {
      for (const [method, url, body] of [
        ['GET', `/api/messages/${id}`],
        ['PUT', `/api/messages/${id}/read`],
        ['DELETE', `/api/messages/${id}`],
        ['POST', `/api/messages/${id}/reply`, { content: '<p>Hi</p>' }],
      ] as const) {
        const response = await callAs(t, username, method, url, body);
        expect(response.statusCode, `${username} ${method} ${url}`).toBe(404);
        expect(envelope(response).message).toBe(MESSAGE_MESSAGES.notFound);
      }
    }
    // Still unread for the teacher, and there.
    const [copy] = await t.database.db
      .select({ readAt: messageRecipients.readAt, deletedAt: messageRecipients.deletedAt })
      .from(messageRecipients)
      .where(eq(messageRecipients.messageId, id));
    expect(copy).toEqual({ readAt: null, deletedAt: null });
    expect((await callAs(t, 'teacher', 'GET', '/api/messages/999999')).statusCode).toBe(404);
    expect((await callAs(t, null, 'GET', `/api/messages/${id}`)).statusCode).toBe(401);
  });

  it('deleting removes it for the one who deletes only: lists, count and GET', async () => {
    const message = await send('coordinator', ['student', 'emma.wilson'], 'Delete me');
    const before = await unread('student');
    const deleted = await callAs(t, 'student', 'DELETE', `/api/messages/${message.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(envelope(deleted).message).toBe('Message deleted');
    expect(await unread('student')).toBe(before - 1);
    expect((await inbox('student')).data.map((m) => m.id)).not.toContain(message.id);
    expect((await callAs(t, 'student', 'GET', `/api/messages/${message.id}`)).statusCode).toBe(404);
    expect((await callAs(t, 'student', 'DELETE', `/api/messages/${message.id}`)).statusCode).toBe(404);
    // The other recipient and the sender keep it.
    expect((await inbox('emma.wilson')).data.map((m) => m.id)).toContain(message.id);
    expect((await sent('coordinator')).data.map((m) => m.id)).toContain(message.id);
    // The sender deletes theirs: gone from Sent, still in emma's inbox.
    expect((await callAs(t, 'coordinator', 'DELETE', `/api/messages/${message.id}`)).statusCode).toBe(200);
    expect((await sent('coordinator')).data.map((m) => m.id)).not.toContain(message.id);
    expect((await callAs(t, 'coordinator', 'GET', `/api/messages/${message.id}`)).statusCode).toBe(404);
    const kept = await ok<Message>('emma.wilson', 'GET', `/api/messages/${message.id}`);
    expect(kept.from_user?.username).toBe('coordinator');
  });
});

describe('POST /api/messages/direct', () => {
  it('sends to one (to_user_id) or several people, with the sanitized content', async () => {
    const one = await ok<Message>('teacher', 'POST', '/api/messages/direct', {
      subject: '  Robot parts  ',
      content: '<p>Bring <strong>wheels</strong><script>alert(1)</script><img src=x onerror="alert(2)"></p>',
      to_user_id: ids.user('student'),
    });
    expect(one).toMatchObject({
      subject: 'Robot parts',
      is_sender: true,
      to_user_id: ids.user('student'),
      recipient_count: 1,
      course_id: null,
      reply_to_id: null,
    });
    const [stored] = await t.database.db
      .select({ content: messages.content })
      .from(messages)
      .where(eq(messages.id, one.id));
    expect(stored?.content).toContain('<strong>wheels</strong>');
    expect(stored?.content).not.toMatch(/script|onerror|alert/);
    const many = await send('coordinator', ['student', 'emma.wilson', 'liam.nguyen'], 'To three');
    expect(many.recipient_count).toBe(3);
    expect(many.to_user).not.toBeNull();
    for (const username of ['student', 'emma.wilson', 'liam.nguyen']) {
      expect((await inbox(username)).data[0]?.subject, username).toBe('To three');
    }
  });

  it("refuses the spec's missing fields with its messages, and stores nothing", async () => {
    const count = async () => (await t.database.db.select({ id: messages.id }).from(messages)).length;
    const before = await count();
    const cases: Array<[unknown, string, string]> = [
      [{ content: '<p>x</p>', to_user_id: ids.user('student') }, 'subject', MESSAGE_MESSAGES.subjectRequired],
      [
        { subject: '  ', content: '<p>x</p>', to_user_id: ids.user('student') },
        'subject',
        MESSAGE_MESSAGES.subjectRequired,
      ],
      [
        { subject: 'x'.repeat(256), content: '<p>x</p>', to_user_id: ids.user('student') },
        'subject',
        MESSAGE_MESSAGES.subjectTooLong,
      ],
      [
        { subject: 'Hi', content: '<p><br></p>', to_user_id: ids.user('student') },
        'content',
        MESSAGE_MESSAGES.contentRequired,
      ],
      [
        { subject: 'Hi', content: '<script>alert(1)</script>', to_user_id: ids.user('student') },
        'content',
        MESSAGE_MESSAGES.contentRequired,
      ],
      [{ subject: 'Hi', content: '<p>x</p>' }, 'to_user_ids', MESSAGE_MESSAGES.recipientRequired],
      [
        { subject: 'Hi', content: '<p>x</p>', to_user_ids: [] },
        'to_user_ids',
        MESSAGE_MESSAGES.recipientRequired,
      ],
      [
        { subject: 'Hi', content: '<p>x</p>', to_user_ids: Array.from({ length: 501 }, (_, i) => i + 1) },
        'to_user_ids',
        MESSAGE_MESSAGES.tooManyRecipients,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await callAs(t, 'teacher', 'POST', '/api/messages/direct', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(envelope(response).errors?.[field]).toContain(message);
    }
    expect(await count()).toBe(before);
  });

  it('refuses anyone outside the recipient rule, oneself and unknown ids, sending to nobody (422)', async () => {
    const count = async () => (await t.database.db.select({ id: messages.id }).from(messages)).length;
    const before = await count();
    const refused: Array<[string, string[]]> = [
      ['student', ['hcarter']], // no tie at all
      ['student', ['emma.wilson', 'hcarter']], // one allowed, one not: nothing is sent
      ['student', ['student']], // oneself
      ['lucas.kim', ['student']],
    ];
    for (const [from, to] of refused) {
      const response = await callAs(t, from, 'POST', '/api/messages/direct', {
        subject: 'Hi',
        content: '<p>Hi</p>',
        to_user_ids: to.map((username) => ids.user(username)),
      });
      expect(response.statusCode, `${from} -> ${to}`).toBe(422);
      expect(envelope(response).errors?.to_user_ids).toEqual([MESSAGE_MESSAGES.recipientNotAllowed]);
    }
    const unknown = await callAs(t, 'admin', 'POST', '/api/messages/direct', {
      subject: 'Hi',
      content: '<p>Hi</p>',
      to_user_ids: [ids.user('student'), 999_999],
    });
    expect(unknown.statusCode).toBe(422);
    expect(await count()).toBe(before);
    expect((await inbox('emma.wilson', '?unread=true')).data.map((m) => m.subject)).not.toContain('Hi');
  });
});

describe('POST /api/messages/{id}/reply', () => {
  it("a recipient's reply goes to the sender, with 'Re:' and reply_to_id", async () => {
    const original = await send('coordinator', ['student', 'emma.wilson'], 'Field trip');
    const reply = await ok<Message>('student', 'POST', `/api/messages/${original.id}/reply`, {
      content: '<p>I can come</p>',
    });
    expect(reply).toMatchObject({ subject: 'Re: Field trip', reply_to_id: original.id, recipient_count: 1 });
    expect(reply.to_user?.username).toBe('coordinator');
    expect((await inbox('coordinator')).data[0]).toMatchObject({ id: reply.id, is_read: false });
    expect((await inbox('emma.wilson')).data.map((m) => m.id)).not.toContain(reply.id);
  });

  it("the sender's reply goes to every original recipient; a reply to a reply keeps one 'Re:'", async () => {
    const original = await send('coordinator', ['student', 'emma.wilson'], 'Bus times');
    const reply = await ok<Message>('coordinator', 'POST', `/api/messages/${original.id}/reply`, {
      content: '<p>Correction: 8:15</p>',
    });
    expect(reply.recipient_count).toBe(2);
    expect(reply.recipients.map((r) => r.username).sort()).toEqual(['emma.wilson', 'student']);
    const answer = await ok<Message>('emma.wilson', 'POST', `/api/messages/${reply.id}/reply`, {
      content: '<p>Thanks</p>',
      subject: 'Re: Bus times',
    });
    expect(answer.subject).toBe('Re: Bus times');
  });

  it('works for anyone who was written to, outside the recipient rule (a reply always works)', async () => {
    // hcarter has no tie to the student; an admin writes to both, the student answers the admin.
    const original = await send('admin', ['hcarter'], 'Welcome aboard');
    const reply = await ok<Message>('hcarter', 'POST', `/api/messages/${original.id}/reply`, {
      content: '<p>Thank you</p>',
    });
    expect(reply.to_user?.username).toBe('admin');
  });

  it('needs text (422) and stores nothing', async () => {
    const id = await messageId('Science fair project check-in');
    const response = await callAs(t, 'student', 'POST', `/api/messages/${id}/reply`, { content: '<p> </p>' });
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors?.content).toEqual([MESSAGE_MESSAGES.replyRequired]);
  });

  it('refuses a reply with nobody to receive it (the sender account is gone)', async () => {
    const original = await send('teacher', ['student'], 'From a leaving teacher');
    await t.database.db.update(messages).set({ fromUserId: null }).where(eq(messages.id, original.id));
    const read = await ok<Message>('student', 'GET', `/api/messages/${original.id}`);
    expect(read.from_user).toBeNull();
    const response = await callAs(t, 'student', 'POST', `/api/messages/${original.id}/reply`, {
      content: '<p>Bye</p>',
    });
    expect(response.statusCode).toBe(422);
    expect(envelope(response).message).toBe(MESSAGE_MESSAGES.noRecipients);
  });
});
