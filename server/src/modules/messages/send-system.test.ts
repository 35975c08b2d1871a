import type { Message, Paged } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { callAs } from '../groups/test-helpers.js';

// app.services.messages.sendSystem: a message another service sends (a waitlist offer), on that service's
// transaction: it commits or rolls back with the caller's work, skips the recipient rule and the sender.

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
});
afterAll(() => t?.close());

const inbox = async (username: string) =>
  envelope<Paged<Message>>(await callAs(t, username, 'GET', '/api/messages/inbox')).data;

it('sends within the caller’s transaction, sanitized, to people outside the rule, never to the sender', async () => {
  const sent = await t.database.db.transaction((tx) =>
    t.app.services.messages.sendSystem(tx, {
      fromUserId: ids.user('teacher'),
      toUserIds: [ids.user('hcarter'), ids.user('teacher'), ids.user('hcarter'), 999_999],
      subject: 'A place is free',
      content: '<p>Join <b>now</b><script>alert(1)</script></p>',
      courseId: ids.course('Introduction to Robotics'),
    }),
  );
  expect(sent?.recipientIds).toEqual([ids.user('hcarter')]);
  const [first] = (await inbox('hcarter')).data;
  expect(first).toMatchObject({
    id: sent?.id,
    subject: 'A place is free',
    is_read: false,
    course_id: ids.course('Introduction to Robotics'),
  });
  expect(first?.content).toBe('<p>Join <b>now</b></p>');
});

it('stores nothing for nobody (unknown people, or only the sender) and answers null', async () => {
  const before = (await t.database.db.select({ id: messages.id }).from(messages)).length;
  const send = (toUserIds: number[]) =>
    t.database.db.transaction((tx) =>
      t.app.services.messages.sendSystem(tx, {
        fromUserId: ids.user('teacher'),
        toUserIds,
        subject: 'To nobody',
        content: '<p>Nobody</p>',
      }),
    );
  expect(await send([999_999])).toBeNull();
  expect(await send([ids.user('teacher')])).toBeNull();
  expect(await send([])).toBeNull();
  // A caller's subject the readers' answers could not hold is a bug, refused before anything is stored.
  await expect(
    t.database.db.transaction((tx) =>
      t.app.services.messages.sendSystem(tx, {
        fromUserId: null,
        toUserIds: [ids.user('student')],
        subject: 'x'.repeat(256),
        content: '<p>Too long a subject</p>',
      }),
    ),
  ).rejects.toThrow(/sendSystem: Subject may be at most 255 characters/);
  expect((await t.database.db.select({ id: messages.id }).from(messages)).length).toBe(before);
});

it('rolls back with the caller', async () => {
  const before = (await t.database.db.select({ id: messages.id }).from(messages)).length;
  await expect(
    t.database.db.transaction(async (tx) => {
      await t.app.services.messages.sendSystem(tx, {
        fromUserId: null,
        toUserIds: [ids.user('student')],
        subject: 'Never sent',
        content: '<p>Rolled back</p>',
      });
      throw new Error('the offer failed');
    }),
  ).rejects.toThrow('the offer failed');
  expect((await t.database.db.select({ id: messages.id }).from(messages)).length).toBe(before);
  const none = await t.database.db.select().from(messages).where(eq(messages.subject, 'Never sent'));
  expect(none).toEqual([]);
});
