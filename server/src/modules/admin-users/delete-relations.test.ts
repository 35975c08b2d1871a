import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../auth/token-store.js';
import {
  announcements,
  attendance,
  calendarFeeds,
  cartItems,
  carts,
  courseEditors,
  courseSessions,
  courses,
  eventImages,
  idempotencyKeys,
  liveTickets,
  messageRecipients,
  messages,
  paymentIntents,
  sessionImages,
  sessionNotes,
  ticketTypes,
  uploads,
  waitlistEntries,
} from '../../db/schema.js';
import { type DatabaseSnapshot, snapshotDatabase } from '../../testing/database-snapshot.js';
import { selectRows } from '../../testing/database-tables.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// Deleting a user with every kind of row that points at them: each foreign key to users (read from the
// database's catalogue, so a table added later is covered too) must cascade or set null, never fail (500).
// The demo accounts between them own courses, events and an organization, teach, coordinate groups, have
// RSVPs, enrollments, a cart, a manager, subordinates, parents and children; the rows the demo data lacks
// (messages, payments, uploads, a course editor, a cart, ...) are added below. The test checks that every foreign key had a row.

let t: TestApp;
let ids: FixtureIds;
let snapshot: DatabaseSnapshot;

interface ForeignKey {
  table: string;
  column: string;
}
let foreignKeys: ForeignKey[];

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
  foreignKeys = await selectRows<ForeignKey>(
    t.database,
    `SELECT c.conrelid::regclass::text AS "table", a.attname AS "column"
     FROM pg_constraint c
     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
     WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass
     ORDER BY 1, 2`,
  );
  snapshot = await snapshotDatabase(t.database);
});
afterAll(() => t?.close());

/** How many rows of each foreign key column point at the user. */
async function pointingAt(userId: number): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const { table, column } of foreignKeys) {
    const [row] = await selectRows<{ n: number | string }>(
      t.database,
      `SELECT count(*) AS n FROM ${table} WHERE "${column}" = ${userId}`,
    );
    counts.set(`${table}.${column}`, Number(row?.n ?? 0));
  }
  return counts;
}

/** The rows the demo data has for nobody: a message each way, a payment, an upload, a note, ... */
async function addTheRest(userId: number): Promise<void> {
  const { db } = t.database;
  const other = ids.user('hcarter');
  const [sent, received] = await db
    .insert(messages)
    .values([
      { fromUserId: userId, subject: 'Hello', content: 'From them' },
      { fromUserId: other, subject: 'Re: Hello', content: 'To them' },
    ])
    .returning({ id: messages.id });
  await db.insert(messageRecipients).values([
    { messageId: sent?.id ?? 0, userId: other },
    { messageId: received?.id ?? 0, userId },
  ]);
  await db.insert(paymentIntents).values({
    providerId: `pi_demo_delete_${userId}`,
    clientSecret: 'secret',
    userId,
    amountCents: 500,
  });
  await db.insert(uploads).values({
    ownerId: userId,
    purpose: 'course_photo',
    originalUrl: `/uploads/delete-${userId}.jpg`,
    smallUrl: `/uploads/delete-${userId}-s.jpg`,
    largeUrl: `/uploads/delete-${userId}-l.jpg`,
  });
  await db.insert(calendarFeeds).values({ userId, tokenHash: `feed-${userId}` });
  await db.insert(idempotencyKeys).values({
    userId,
    key: `delete-${userId}`,
    endpoint: 'POST /api/cart/checkout',
    requestHash: 'hash',
  });
  await db.insert(announcements).values({
    groupId: ids.group('Grade 8 Science'),
    authorId: userId,
    title: 'Written by the deleted user',
    body: 'Stays, without its author',
    availableFrom: new Date().toISOString(),
  });
  await db.insert(eventImages).values({
    eventId: ids.event('Spring Science Fair'),
    uploadedBy: userId,
    imageUrl: `/d-${userId}.jpg`,
    imageUrlSmall: `/d-${userId}-s.jpg`,
    imageUrlLarge: `/d-${userId}-l.jpg`,
  });
  const [course] = await db.select({ id: courses.id }).from(courses).limit(1);
  const [session] = await db
    .insert(courseSessions)
    .values({ courseId: course?.id ?? 0, sessionDate: '2026-01-05' })
    .returning({ id: courseSessions.id });
  const courseSessionId = session?.id ?? 0;
  await db.insert(attendance).values({ courseSessionId, userId, status: 'present' });
  await db.insert(sessionNotes).values([
    { courseSessionId, authorId: userId, content: 'By them' },
    { courseSessionId, authorId: other, studentId: userId, content: 'About them' },
  ]);
  await db.insert(sessionImages).values({
    courseSessionId,
    uploadedBy: userId,
    imageUrl: `/s-${userId}.jpg`,
    imageUrlSmall: `/s-${userId}-s.jpg`,
    imageUrlLarge: `/s-${userId}-l.jpg`,
  });
  await db
    .insert(courseEditors)
    .values({ courseId: course?.id ?? 0, userId })
    .onConflictDoNothing();
  // A cart with a line, unless the demo gave them one.
  const [ticket] = await db.select().from(ticketTypes).limit(1);
  const [cart] = await db
    .insert(carts)
    .values({ userId, sessionId: `delete-${userId}` })
    .onConflictDoNothing()
    .returning({ id: carts.id });
  if (cart && ticket) {
    await db
      .insert(cartItems)
      .values({ cartId: cart.id, eventId: ticket.eventId, ticketTypeId: ticket.id, quantity: 1 });
  }
  const { tokenId } = await issueToken(db, userId);
  await db.insert(liveTickets).values({
    tokenHash: `live-${userId}`,
    userId,
    apiTokenId: tokenId,
    expiresAt: new Date(Date.now() + 60_000).toISOString(),
  });
  // A place in a course's line (a course, so it never meets the demo's own event waitlists).
  await db.insert(waitlistEntries).values({ userId, courseId: course?.id ?? 0, status: 'left', position: 1 });
}

describe('DELETE /api/admin/users/{id} with related rows', () => {
  it('cascades or sets null every foreign key to users, for each kind of account, with no 500', async () => {
    const covered = new Set<string>();
    for (const username of ['teacher', 'coordinator', 'owner', 'manager', 'parent', 'student', 'mlopez']) {
      await snapshot.restore();
      // Issued after the restore, which takes back every token issued since the snapshot.
      const adminToken = await t.loginAs('admin');
      const id = ids.user(username);
      await addTheRest(id);
      const { token } = await issueToken(t.database.db, id);
      const before = await pointingAt(id);
      for (const [key, n] of before) if (n > 0) covered.add(key);
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/users/${id}`,
        headers: bearer(adminToken),
      });
      expect(response.statusCode, `${username}: ${response.body}`).toBe(200);
      const after = [...(await pointingAt(id))].filter(([, n]) => n > 0);
      expect(after, username).toEqual([]);
      // Their session is over on the very next request.
      const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
      expect(me.statusCode, username).toBe(401);
      // What they owned or wrote still reads well.
      for (const url of [
        '/api/admin/events?per_page=100',
        '/api/admin/courses?per_page=100',
        '/api/organizations',
        '/api/admin/users?per_page=100',
        '/api/admin/stats',
      ]) {
        const read = await t.app.inject({ method: 'GET', url, headers: bearer(adminToken) });
        expect(read.statusCode, `${username} ${url}: ${read.body.slice(0, 200)}`).toBe(200);
      }
    }
    // Every foreign key to users had a row pointing at one of the deleted accounts.
    const uncovered = foreignKeys
      .map(({ table, column }) => `${table}.${column}`)
      .filter((key) => !covered.has(key));
    expect(uncovered).toEqual([]);
  });
});
