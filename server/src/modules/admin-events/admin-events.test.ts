import type { CampusEvent, Paged } from '@campus/sdk';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventGroups, events, rsvps, ticketTypes } from '../../db/schema.js';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let ids: FixtureIds;
let admin: string;

beforeAll(async () => {
  // Without the actor cache every request costs the same actor statement, so counts compare exactly.
  t = await buildTestApp({ actorCache: false });
  ids = await loadFixtureIds(t.database);
  admin = await t.loginAs('admin');
});
afterAll(() => t?.close());

async function list(query = '', token: string | null = admin) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/events${query}`,
    headers: token ? bearer(token) : {},
  });
  return { status: response.statusCode, page: envelope<Paged<CampusEvent>>(response).data };
}

/** Event ids as the database orders them for the admin list (newest date first). */
async function idsInOrder(where = 'true'): Promise<number[]> {
  const result = await t.database.db.execute(
    sql.raw(`select id from events where ${where} order by date desc, event_start_time desc, id desc`),
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

describe('GET /api/admin/events', () => {
  it('lists every event of every status, newest date first, 25 a page, with its author', async () => {
    const { status, page } = await list();
    expect(status).toBe(200);
    const all = await idsInOrder();
    expect(page).toMatchObject({ current_page: 1, per_page: 25, total: all.length, last_page: 1 });
    expect(page.data.map((event) => event.id)).toEqual(all.slice(0, 25));
    expect(new Set(page.data.map((event) => event.status))).toEqual(
      new Set(['draft', 'pending', 'published']),
    );
    const fair = page.data.find((event) => event.id === ids.event('Spring Science Fair'));
    expect(fair?.author?.username).toBeDefined();
    // The events module's shape: the same as the event's own page gives.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/events/${ids.event('Spring Science Fair')}`,
      headers: bearer(admin),
    });
    const detail = envelope<CampusEvent>(own).data;
    expect(fair).toMatchObject({
      title: detail.title,
      author: detail.author,
      ticket_types: detail.ticket_types.map(({ sold: _sold, ...type }) => type),
      groups: detail.groups,
      seats_taken: detail.seats_taken,
      main_photo: detail.main_photo,
    });
    expect(JSON.stringify(page)).not.toMatch(/password|token_hash|@campus\.test/);
  });

  it('searches the title case-insensitively, filters by status, and pages', async () => {
    const fairs = await list('?search=FAIR&per_page=100');
    expect(fairs.page.data.map((event) => event.id)).toEqual(await idsInOrder(`title ilike '%fair%'`));
    expect(fairs.page.data.length).toBeGreaterThan(1);
    for (const status of ['draft', 'pending', 'published'] as const) {
      const { page } = await list(`?status=${status}&per_page=100`);
      expect(
        page.data.map((event) => event.id),
        status,
      ).toEqual(await idsInOrder(`status = '${status}'`));
      expect(page.data.length, status).toBeGreaterThan(0);
    }
    expect((await list('?search=%25')).page.total).toBe(0);
    const seen: number[] = [];
    for (let pageNumber = 1; pageNumber <= 4; pageNumber += 1) {
      const { page } = await list(`?per_page=4&page=${pageNumber}`);
      seen.push(...page.data.map((event) => event.id));
    }
    expect(seen).toEqual(await idsInOrder());
    const past = await list('?page=99');
    expect(past.page).toMatchObject({ data: [], current_page: 99, total: (await idsInOrder()).length });
  });

  it('answers 422 for a query it cannot read, 401 for guests, 403 for everyone but admins', async () => {
    for (const query of ['?status=archived', '?per_page=0', '?page=abc', `?search=${'y'.repeat(101)}`]) {
      expect((await list(query)).status, query).toBe(422);
    }
    expect((await list('', null)).status).toBe(401);
    for (const who of ['owner', 'teacher', 'coordinator', 'student', 'parent', 'manager']) {
      expect((await list('', await t.loginAs(who))).status, who).toBe(403);
    }
  });

  it('runs as many statements for 300 more events with their relations as before', async () => {
    const statements = async (query: string) => {
      const { result, count, queries } = await countQueries(t.database, () =>
        t.app.inject({ method: 'GET', url: `/api/admin/events${query}`, headers: bearer(admin) }),
      );
      expect(result.statusCode).toBe(200);
      return { count, queries };
    };
    const queries = ['?per_page=100', '?search=E&status=draft', '?page=500'];
    const before = [];
    for (const query of queries) before.push((await statements(query)).count);
    const { db } = t.database;
    const made = await db
      .insert(events)
      .values(
        Array.from({ length: 300 }, (_, i) => ({
          title: `Bulk event ${i}`,
          date: '2030-01-01',
          eventStartTime: '10:00',
          eventEndTime: '11:00',
          status: (['draft', 'pending', 'published'] as const)[i % 3],
          creatorId: ids.user('teacher'),
        })),
      )
      .returning({ id: events.id });
    await db
      .insert(ticketTypes)
      .values(made.map(({ id }) => ({ eventId: id, name: 'General', priceCents: 500 })));
    await db
      .insert(eventGroups)
      .values(made.map(({ id }) => ({ eventId: id, groupId: ids.group('Grade 8 Science') })));
    await db.insert(rsvps).values(made.map(({ id }) => ({ eventId: id, userId: ids.user('student') })));
    const after = [];
    for (const query of queries) after.push(await statements(query));
    expect(after.map((a) => a.count)).toEqual(before);
    // The actor, then one statement for a page (a page past the end adds the count).
    expect(after[0]?.count, after[0]?.queries.join('\n')).toBeLessThanOrEqual(2);
    expect((await list('?search=BULK EVENT 29&per_page=100')).page.total).toBe(11);
  });
});
