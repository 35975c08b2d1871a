import type { Message, UnreadCount } from '@campus/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueToken } from '../../auth/token-store.js';
import { messageRecipients } from '../../db/schema.js';
import { selectRows } from '../../testing/database-tables.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// Spec section 4: an unread message becomes read when opened, once. 20 tabs opening one unread message at the
// same time (and marking it read) leave one read_at and take exactly one off the unread count. A trigger logs
// every UPDATE that changes read_at, so a second write would show even with an equal value. On PGlite, and on
// PostgreSQL with TEST_DATABASE_URL, where the app's pool runs the requests truly in parallel.

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
  await t.database.exec(`
    CREATE TABLE read_log (message_id integer, user_id integer, read_at timestamptz);
    CREATE FUNCTION log_read() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO read_log VALUES (NEW.message_id, NEW.user_id, NEW.read_at);
        RETURN NEW;
      END $$;
    CREATE TRIGGER message_read_log AFTER UPDATE OF read_at ON message_recipients
      FOR EACH ROW WHEN (OLD.read_at IS DISTINCT FROM NEW.read_at) EXECUTE FUNCTION log_read();
  `);
});
afterAll(() => t?.close());

it('20 parallel opens of one unread message mark it read once and drop the count by exactly one', async () => {
  const teacher = bearer(await t.loginAs('teacher'));
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/messages/direct',
    headers: teacher,
    payload: { subject: 'Race', content: '<p>Open me twenty times</p>', to_user_id: ids.user('student') },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const id = envelope<Message>(sent).data.id;
  // A token per tab, so no request waits on another's actor lookup.
  const tabs = await Promise.all(
    Array.from({ length: 20 }, async () =>
      bearer((await issueToken(t.database.db, ids.user('student'))).token),
    ),
  );
  const count = async () =>
    envelope<UnreadCount>(
      await t.app.inject({ method: 'GET', url: '/api/messages/unread-count', headers: tabs[0] }),
    ).data.count;
  const before = await count();

  const answers = await Promise.all(
    tabs.map((headers, i) =>
      t.app.inject({
        method: i % 4 === 3 ? 'PUT' : 'GET',
        url: `/api/messages/${id}${i % 4 === 3 ? '/read' : ''}`,
        headers,
      }),
    ),
  );
  for (const answer of answers) {
    expect(answer.statusCode, answer.body).toBe(200);
    expect(envelope<Message>(answer).data.is_read).toBe(true);
  }
  expect(await count()).toBe(before - 1);
  const log = await selectRows<{ message_id: number }>(t.database, `SELECT message_id FROM read_log`);
  expect(log).toHaveLength(1);
  const copies = await t.database.db
    .select({ readAt: messageRecipients.readAt })
    .from(messageRecipients)
    .where(and(eq(messageRecipients.messageId, id), eq(messageRecipients.userId, ids.user('student'))));
  expect(copies).toHaveLength(1);
  expect(copies[0]?.readAt).not.toBeNull();
});
