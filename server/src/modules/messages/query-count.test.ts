import { MESSAGE_MAX_RECIPIENTS, type Message, type Paged } from '@campus/sdk';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupUsers, messageRecipients, messages, users } from '../../db/schema.js';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// The message lists run as many statements for one message as for a full page of messages with hundreds of
// recipients (page, total, recipients); a message to 500 people is one INSERT of its copies; the unread count
// that every browser polls is one statement.

let t: TestApp;
let ids: FixtureIds;
let crowd: number[];

beforeAll(async () => {
  // Without the actor cache every request costs the same actor statement, so counts compare exactly.
  t = await buildTestApp({ actorCache: false });
  ids = await loadFixtureIds(t.database);
  const made = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: MESSAGE_MAX_RECIPIENTS }, (_, i) => ({
        firstName: 'Crowd',
        lastName: `${i}`,
        username: `crowd.${i}`,
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
  crowd = made.map((user) => user.id);
  // The coordinator may write to them: members of the group they coordinate.
  await t.database.db
    .insert(groupUsers)
    .values(crowd.map((userId) => ({ groupId: ids.group('Grade 8 Science'), userId })));
});
afterAll(() => t?.close());

async function counted(username: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const headers = bearer(await t.loginAs(username));
  const { result, count, queries } = await countQueries(t.database, () =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) }),
  );
  expect(result.statusCode, result.body).toBeLessThan(300);
  return { count, queries, body: result.json<{ data: unknown }>().data };
}

/** `n` messages from `from` to `to` (with the whole crowd on each), straight into the tables. */
async function seedMessages(from: string, to: string, n: number, courseId: number | null = null) {
  const made = await t.database.db
    .insert(messages)
    .values(
      Array.from({ length: n }, (_, i) => ({
        fromUserId: ids.user(from),
        courseId,
        subject: `Bulk ${i}`,
        content: '<p>Bulk</p>',
      })),
    )
    .returning({ id: messages.id });
  const readers = [ids.user(to), ...crowd.slice(0, 100)];
  await t.database.db
    .insert(messageRecipients)
    .values(made.flatMap((message) => readers.map((userId) => ({ messageId: message.id, userId }))));
}

describe('constant statements', () => {
  it('GET /api/messages/inbox and /sent: one message or a full page with 101 recipients each', async () => {
    const fewInbox = await counted('owner', 'GET', '/api/messages/inbox');
    expect((fewInbox.body as Paged<Message>).data).toHaveLength(1);
    const fewSent = await counted('admin', 'GET', '/api/messages/sent');
    expect((fewSent.body as Paged<Message>).data).toHaveLength(1);
    await seedMessages('manager', 'parent', 30);
    const manyInbox = await counted('parent', 'GET', '/api/messages/inbox');
    const page = manyInbox.body as Paged<Message>;
    expect(page.data).toHaveLength(20);
    expect(page.data[0]?.recipients).toHaveLength(50);
    expect(page.data[0]?.recipient_count).toBe(101);
    expect(manyInbox.count, manyInbox.queries.join('\n')).toBe(fewInbox.count);
    const manySent = await counted('manager', 'GET', '/api/messages/sent');
    expect((manySent.body as Paged<Message>).data).toHaveLength(20);
    expect(manySent.count, manySent.queries.join('\n')).toBe(fewSent.count);
    // The actor, the page, its total and the recipients of the page.
    expect(manyInbox.count).toBeLessThanOrEqual(4);
  });

  it('GET /api/courses/{id}/messages: one message or a full page', async () => {
    const few = await counted(
      'coordinator',
      'GET',
      `/api/courses/${ids.course('Grade 8 Science Lab')}/messages`,
    );
    expect((few.body as Paged<Message>).data).toHaveLength(1);
    const algebra = ids.course('Algebra Workshop');
    await seedMessages('ava.johnson', 'jchen', 25, algebra);
    const many = await counted('jchen', 'GET', `/api/courses/${algebra}/messages`);
    expect((many.body as Paged<Message>).data).toHaveLength(20);
    expect(many.count, many.queries.join('\n')).toBe(few.count);
  });

  it('POST /api/messages/direct: the same statements for 1 recipient as for 500, one INSERT of the copies', async () => {
    const subject = { subject: 'Fan-out', content: '<p>To everyone</p>' };
    const one = await counted('coordinator', 'POST', '/api/messages/direct', {
      ...subject,
      to_user_ids: [crowd[0]],
    });
    const all = await counted('coordinator', 'POST', '/api/messages/direct', {
      ...subject,
      to_user_ids: crowd,
    });
    expect((all.body as Message).recipient_count).toBe(MESSAGE_MAX_RECIPIENTS);
    expect(all.count, all.queries.join('\n')).toBe(one.count);
    const copies = all.queries.filter((sql) => /^insert into "message_recipients"/i.test(sql));
    expect(copies).toHaveLength(1);
  });
});

it('GET /api/messages/unread-count is one statement (the actor cached, as in production)', async () => {
  const cached = await buildTestApp();
  try {
    const headers = bearer(await cached.loginAs('teacher'));
    await cached.app.inject({ method: 'GET', url: '/api/messages/unread-count', headers });
    const { result, count, queries } = await countQueries(cached.database, () =>
      cached.app.inject({ method: 'GET', url: '/api/messages/unread-count', headers }),
    );
    expect(envelope<{ count: number }>(result).data.count).toBe(3);
    expect(count, queries.join('\n')).toBe(1);
    expect(queries[0]).toMatch(/from "message_recipients"/i);
    // The statement as sent reads the partial index of unread copies (seq scans off: the demo tables are tiny).
    const statement = (queries[0] ?? '').replace('$1', String(ids.user('teacher')));
    const plan = await cached.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = await tx.execute(sql.raw(`EXPLAIN ${statement}`));
      return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
    });
    expect(plan).toContain('message_recipients_unread_idx');
  } finally {
    await cached.close();
  }
});
