import {
  type Announcement,
  type AnnouncementDetail,
  announcementStatus,
  type Group,
  type Paged,
} from '@campus/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { announcements } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { callAs } from '../groups/test-helpers.js';

// Demo announcements (fixtures/src/demo-social.ts), relative to today: Grade 8 Science has 12 (9 Active, one
// Scheduled, one Expired, one Inactive); Robotics Club one. coordinator coordinates Grade 8 Science, teacher
// Robotics Club; student is a member of both.

let clock = new Date();
let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  ids = await loadFixtureIds(t.database);
});
afterAll(() => t?.close());
afterEach(() => {
  clock = new Date();
});

const science = () => ids.group('Grade 8 Science');
const listUrl = (groupId: number, query = '') => `/api/groups/${groupId}/announcements${query}`;

async function page(username: string, groupId: number, query = ''): Promise<Paged<Announcement>> {
  const response = await callAs(t, username, 'GET', listUrl(groupId, query));
  expect(response.statusCode, response.body).toBe(200);
  return envelope<Paged<Announcement>>(response).data;
}

async function announcementId(title: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: announcements.id })
    .from(announcements)
    .where(eq(announcements.title, title));
  if (!row) throw new Error(`No announcement "${title}"`);
  return row.id;
}

const valid = { title: 'Lab safety', body: '<p>Bring goggles.</p>', available_from: '2026-01-05' };

describe('GET /api/groups/{id}/announcements: who sees what (spec section 4)', () => {
  // One group, one announcement per display status, at a fixed instant.
  const now = new Date('2026-06-15T12:00:00.000Z');
  const cases = [
    {
      title: 'Active, open-ended',
      from: '2026-06-15T11:59:00Z',
      until: null,
      isActive: true,
      status: 'Active',
    },
    {
      title: 'Active, ends later',
      from: '2026-06-10T00:00:00Z',
      until: '2026-06-20T00:00:00Z',
      isActive: true,
      status: 'Active',
    },
    {
      title: 'Active, ends right now',
      from: '2026-06-01T00:00:00Z',
      until: '2026-06-15T12:00:00Z',
      isActive: true,
      status: 'Active',
    },
    { title: 'Scheduled', from: '2026-06-15T12:01:00Z', until: null, isActive: true, status: 'Scheduled' },
    {
      title: 'Expired',
      from: '2026-06-01T00:00:00Z',
      until: '2026-06-15T11:59:00Z',
      isActive: true,
      status: 'Expired',
    },
    { title: 'Inactive', from: '2026-06-01T00:00:00Z', until: null, isActive: false, status: 'Inactive' },
  ] as const;
  let groupId = 0;

  beforeAll(async () => {
    const created = await callAs(t, 'coordinator', 'POST', '/api/groups', { name: 'Status Table' });
    groupId = envelope<Group>(created).data.id;
    await callAs(t, 'coordinator', 'POST', `/api/groups/${groupId}/users`, {
      user_ids: [ids.user('student')],
    });
    await t.database.db.insert(announcements).values(
      cases.map((item) => ({
        groupId,
        title: item.title,
        body: '<p>x</p>',
        availableFrom: item.from,
        availableUntil: item.until,
        isActive: item.isActive,
      })),
    );
  });

  it.each(cases)('$title is $status: members see it only when Active', async (item) => {
    clock = now;
    const shown = await page('student', groupId, '?show_all=true');
    const seen = shown.data.some((announcement) => announcement.title === item.title);
    expect(seen).toBe(item.status === 'Active');
    // The SQL filter and the sdk's display rule agree.
    const all = await page('coordinator', groupId, '?show_all=true');
    const row = all.data.find((announcement) => announcement.title === item.title);
    expect(row && announcementStatus(row, now)).toBe(item.status);

    const one = await callAs(t, 'student', 'GET', `${listUrl(groupId)}/${row?.id}`);
    expect(one.statusCode).toBe(item.status === 'Active' ? 200 : 404);
    const managed = await callAs(t, 'coordinator', 'GET', `${listUrl(groupId)}/${row?.id}`);
    expect(envelope<AnnouncementDetail>(managed).data.is_coordinator).toBe(true);
  });

  it('gives coordinators and admins every announcement with show_all, and Active ones without it', async () => {
    clock = now;
    for (const username of ['coordinator', 'admin']) {
      expect((await page(username, groupId, '?show_all=true')).total).toBe(cases.length);
      expect((await page(username, groupId)).total).toBe(3);
    }
    expect((await page('student', groupId, '?show_all=1')).total).toBe(3);
  });

  it('moves with the clock: the Scheduled one shows once its time has come', async () => {
    clock = new Date('2026-06-15T12:01:00.000Z');
    const titles = (await page('student', groupId)).data.map((announcement) => announcement.title);
    expect(titles).toContain('Scheduled');
    expect(titles).not.toContain('Active, ends right now');
  });
});

describe('GET /api/groups/{id}/announcements: paging and order', () => {
  it('pages 10 at a time, newest first, each with its group and author', async () => {
    const first = await page('coordinator', science(), '?show_all=true');
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    expect(first.data).toHaveLength(10);
    const second = await page('coordinator', science(), '?show_all=true&page=2');
    expect(second.data).toHaveLength(2);
    const all = [...first.data, ...second.data];
    const instants = all.map((announcement) => Date.parse(announcement.available_from));
    expect(instants).toEqual([...instants].sort((a, b) => b - a));
    expect(all[0]).toMatchObject({
      title: 'Field trip permission slips',
      group: { id: science(), name: 'Grade 8 Science' },
      author: { username: 'coordinator' },
    });
    expect(JSON.stringify(all)).not.toMatch(/email|password/);
  });

  it('shows a member the 9 Active ones on one page, and honours per_page', async () => {
    const member = await page('student', science(), '?show_all=true');
    expect(member).toMatchObject({ total: 9, last_page: 1 });
    expect(member.data.map((announcement) => announcement.title)).not.toContain('End-of-year party (draft)');
    const small = await page('student', science(), '?per_page=4&page=3');
    expect(small).toMatchObject({ current_page: 3, last_page: 3, per_page: 4, total: 9 });
    expect(small.data).toHaveLength(1);
  });

  it.each([
    ['?page=0', 'page'],
    ['?per_page=51', 'per_page'],
    ['?show_all=yes', 'show_all'],
  ])('answers 422 for %s', async (query, field) => {
    const response = await callAs(t, 'student', 'GET', listUrl(science(), query));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(envelope(response).errors ?? {})).toEqual([field]);
  });

  it('refuses a non-member (403 with the spec message) and a guest (401)', async () => {
    const response = await callAs(t, 'teacher', 'GET', listUrl(science()));
    expect(response.statusCode).toBe(403);
    expect(envelope(response).message).toBe('Access denied: You are not a member of this group');
    expect((await callAs(t, null, 'GET', listUrl(science()))).statusCode).toBe(401);
  });
});

describe('GET /api/groups/{id}/announcements/{announcementId}', () => {
  it('answers a member the announcement with is_coordinator false, a coordinator true', async () => {
    const id = await announcementId('Bring safety goggles to every lab');
    const member = await callAs(t, 'student', 'GET', `${listUrl(science())}/${id}`);
    expect(envelope<AnnouncementDetail>(member).data).toMatchObject({
      announcement: { id, group_id: science(), author: { username: 'coordinator' } },
      is_coordinator: false,
    });
    const admin = await callAs(t, 'admin', 'GET', `${listUrl(science())}/${id}`);
    expect(envelope<AnnouncementDetail>(admin).data.is_coordinator).toBe(true);
  });

  it("answers 404 for another group's announcement, even to its coordinator and to admins", async () => {
    const robotics = await announcementId('Regional competition schedule');
    for (const username of ['coordinator', 'student', 'admin']) {
      const response = await callAs(t, username, 'GET', `${listUrl(science())}/${robotics}`);
      expect(response.statusCode).toBe(404);
      expect(envelope(response).message).toBe('Announcement not found');
    }
  });

  it('answers a non-member 403 before anything about the announcement', async () => {
    const id = await announcementId('Bring safety goggles to every lab');
    expect((await callAs(t, 'teacher', 'GET', `${listUrl(science())}/${id}`)).statusCode).toBe(403);
    expect((await callAs(t, 'teacher', 'GET', `${listUrl(science())}/2000000`)).statusCode).toBe(403);
  });
});

describe('POST /api/groups/{id}/announcements', () => {
  it('lets the coordinator post; the body is sanitized and the author recorded', async () => {
    const response = await callAs(t, 'coordinator', 'POST', listUrl(science()), {
      ...valid,
      body: '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
      available_until: '2026-01-31',
    });
    expect(response.statusCode).toBe(201);
    const created = envelope<Announcement>(response).data;
    expect(created).toMatchObject({
      title: 'Lab safety',
      body: '<p>Hi <a>x</a></p>',
      is_active: true,
      author: { username: 'coordinator' },
      group: { id: science(), name: 'Grade 8 Science' },
    });
    const [row] = await t.database.db.select().from(announcements).where(eq(announcements.id, created.id));
    expect(row?.body).toBe('<p>Hi <a>x</a></p>');
  });

  it('stores a date-only bound as the whole day on the platform wall clock', async () => {
    const zone = process.env.CAMPUS_TIMEZONE;
    process.env.CAMPUS_TIMEZONE = 'America/New_York';
    try {
      const response = await callAs(t, 'coordinator', 'POST', listUrl(science()), {
        ...valid,
        available_from: '2026-03-10',
        available_until: '2026-03-12',
      });
      expect(envelope<Announcement>(response).data).toMatchObject({
        available_from: '2026-03-10T04:00:00.000Z',
        available_until: '2026-03-13T03:59:59.999Z',
      });
    } finally {
      if (zone === undefined) delete process.env.CAMPUS_TIMEZONE;
      else process.env.CAMPUS_TIMEZONE = zone;
    }
  });

  it.each([
    [
      'nothing',
      {},
      {
        title: ['Title is required'],
        body: ['Body is required'],
        available_from: ['Available from date is required'],
      },
    ],
    [
      'a long title',
      { ...valid, title: 'x'.repeat(256) },
      { title: ['Title may be at most 255 characters'] },
    ],
    ['an empty editor body', { ...valid, body: '<p><br></p>' }, { body: ['Body is required'] }],
    [
      'a body that is only a script',
      { ...valid, body: '<script>alert(1)</script>' },
      { body: ['Body is required'] },
    ],
    [
      'an end before the start',
      { ...valid, available_from: '2026-02-10', available_until: '2026-02-01' },
      { available_until: ['Available until date must be after available from date'] },
    ],
    [
      // Year 0 parses in JavaScript but PostgreSQL has no such year: a 422, not a failed insert.
      'year zero',
      { ...valid, available_from: '0000-01-01T00:00:00Z' },
      { available_from: ['Enter a date as YYYY-MM-DD or a date and time'] },
    ],
    [
      'a date that does not exist',
      { ...valid, available_from: '2026-02-30' },
      {
        available_from: ['Enter a date as YYYY-MM-DD or a date and time'],
      },
    ],
  ])('answers 422 for %s', async (_name, body, errors) => {
    const before = await t.database.db.$count(announcements);
    const response = await callAs(t, 'coordinator', 'POST', listUrl(science()), body);
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors).toEqual(errors);
    expect(await t.database.db.$count(announcements)).toBe(before);
  });

  it.each([
    ['a member', 'student', 403],
    ['a coordinator of another group', 'teacher', 403],
    ['a non-member', 'parent', 403],
    ['a guest', null, 401],
  ])('refuses %s', async (_name, username, status) => {
    const before = await t.database.db.$count(announcements);
    expect((await callAs(t, username, 'POST', listUrl(science()), valid)).statusCode).toBe(status);
    expect(await t.database.db.$count(announcements)).toBe(before);
  });

  it('lets an admin post in any group', async () => {
    const response = await callAs(t, 'admin', 'POST', listUrl(ids.group('Robotics Club')), valid);
    expect(response.statusCode).toBe(201);
  });
});

describe('PUT and DELETE /api/groups/{id}/announcements/{announcementId}', () => {
  async function posted(title: string): Promise<number> {
    const response = await callAs(t, 'coordinator', 'POST', listUrl(science()), { ...valid, title });
    return envelope<Announcement>(response).data.id;
  }

  it('lets the coordinator edit it (sanitized again) and deactivate it', async () => {
    const id = await posted('To edit');
    const response = await callAs(t, 'coordinator', 'PUT', `${listUrl(science())}/${id}`, {
      ...valid,
      title: 'Edited',
      body: '<h2 style="position:fixed">New</h2><img src=x onerror=alert(1)>',
      is_active: false,
    });
    expect(response.statusCode).toBe(200);
    expect(envelope<Announcement>(response).data).toMatchObject({
      id,
      title: 'Edited',
      body: '<h2>New</h2>',
      is_active: false,
    });
    expect((await callAs(t, 'student', 'GET', `${listUrl(science())}/${id}`)).statusCode).toBe(404);
  });

  it('refuses a member (403) and answers 404 for an announcement of another group', async () => {
    const id = await posted('Not yours');
    const member = await callAs(t, 'student', 'PUT', `${listUrl(science())}/${id}`, {
      ...valid,
      title: 'Hacked',
    });
    expect(member.statusCode).toBe(403);
    const robotics = await announcementId('Regional competition schedule');
    const elsewhere = await callAs(t, 'coordinator', 'PUT', `${listUrl(science())}/${robotics}`, valid);
    expect(elsewhere.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(announcements).where(eq(announcements.id, robotics));
    expect(row?.title).toBe('Regional competition schedule');
  });

  it('deletes for the coordinator only', async () => {
    const id = await posted('To delete');
    expect((await callAs(t, 'student', 'DELETE', `${listUrl(science())}/${id}`)).statusCode).toBe(403);
    expect((await callAs(t, 'teacher', 'DELETE', `${listUrl(science())}/${id}`)).statusCode).toBe(403);
    const robotics = await announcementId('Regional competition schedule');
    expect((await callAs(t, 'coordinator', 'DELETE', `${listUrl(science())}/${robotics}`)).statusCode).toBe(
      404,
    );
    expect((await callAs(t, 'coordinator', 'DELETE', `${listUrl(science())}/${id}`)).statusCode).toBe(200);
    expect((await callAs(t, 'coordinator', 'GET', `${listUrl(science())}/${id}`)).statusCode).toBe(404);
  });
});
