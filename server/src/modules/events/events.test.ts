import type { CampusEvent, Paged } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventImages, events, ticketTypes } from '../../db/schema.js';
import { todayInTimeZone } from '../../db/seed/today.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// Browsing events (spec sections 2, 4 and 7) on the demo data (fixtures/src/demo-events.ts), whose dates are
// relative to the seeding day. A second app runs eight days later, so Spring Science Fair (today + 7) is past.

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let later: TestApp;
let ids: FixtureIds;
const today = todayInTimeZone();

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date() });
  later = await buildTestApp({ now: () => new Date(Date.now() + 8 * DAY) });
  ids = await loadFixtureIds(t.database);
});
afterAll(async () => {
  await t?.close();
  await later?.close();
});

async function get(url: string, username?: string, app: TestApp = t) {
  const headers = username ? bearer(await app.loginAs(username)) : {};
  return app.app.inject({ method: 'GET', url, headers });
}

async function page(url: string, username?: string, app: TestApp = t): Promise<Paged<CampusEvent>> {
  const response = await get(url, username, app);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<Paged<CampusEvent>>(response).data;
}

const titles = (events: readonly CampusEvent[]) => events.map((event) => event.title);
const PRIVATE = 'Grade 8 Parent-Teacher Night';
const PENDING = 'Robotics Showcase';
const DRAFT = 'Alumni Networking Brunch';

describe('GET /api/events', () => {
  it('lists the public published events from today on, by date then start time, six a page', async () => {
    const first = await page('/api/events');
    expect(first.per_page).toBe(6);
    expect(first.current_page).toBe(1);
    const all = await page('/api/events?per_page=50');
    expect(all.total).toBe(first.total);
    expect(first.last_page).toBe(Math.ceil(first.total / 6));
    expect(titles(first.data)).toEqual(titles(all.data).slice(0, 6));
    for (const event of all.data) {
      expect(event.date >= today).toBe(true);
      expect(event.status).toBe('published');
      expect(event.visibility).toBe('public');
    }
    const keys = all.data.map((event) => `${event.date} ${event.event_start_time}`);
    expect(keys).toEqual([...keys].sort());
    expect(titles(all.data)).toContain('Spring Science Fair');
    expect(titles(all.data)).not.toContain(PRIVATE);
    expect(titles(all.data)).not.toContain(PENDING);
    expect(titles(all.data)).not.toContain(DRAFT);
    expect(titles(all.data)).not.toContain('Winter Concert');
  });

  it('embeds ticket types, author, groups and seats taken', async () => {
    const all = await page('/api/events?per_page=50');
    const jazz = all.data.find((event) => event.title === 'Riverside Jazz Night');
    expect(jazz?.ticket_types.map((ticket) => [ticket.name, ticket.price])).toEqual([
      ['General Admission', 15],
      ['VIP', 40],
    ]);
    expect(jazz?.author?.username).toBe('teacher');
    expect(jazz?.groups).toEqual([]);
    const fair = all.data.find((event) => event.title === 'Spring Science Fair');
    // student 1 + parent 3 (yes, approved); maybe and no answers take no seat.
    expect(fair?.seats_taken).toBe(4);
  });

  it('lists past events most recent first', async () => {
    const past = await page('/api/events?when=past&per_page=50');
    expect(titles(past.data)).toEqual(['Winter Concert', 'Fall Open House']);
    for (const event of past.data) expect(event.date < today).toBe(true);
  });

  it('splits around the platform clock: eight days on, Spring Science Fair is past', async () => {
    const upcoming = await page('/api/events?per_page=50', undefined, later);
    const past = await page('/api/events?when=past&per_page=50', undefined, later);
    expect(titles(upcoming.data)).not.toContain('Spring Science Fair');
    expect(titles(past.data)[0]).toBe('Spring Science Fair');
    expect(titles(past.data)).toContain('Winter Concert');
  });

  it('pages: total and last_page; a page past the end is empty', async () => {
    const all = await page('/api/events?per_page=50');
    const second = await page('/api/events?per_page=2&page=2');
    expect(second).toMatchObject({ current_page: 2, per_page: 2, total: all.total });
    expect(second.last_page).toBe(Math.ceil(all.total / 2));
    expect(titles(second.data)).toEqual(titles(all.data).slice(2, 4));
    const beyond = await page('/api/events?per_page=2&page=99');
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(all.total);
  });

  it('shows a private event to its group, its owners and admins, not to others', async () => {
    for (const username of ['student', 'coordinator', 'teacher', 'admin']) {
      expect(titles((await page('/api/events?per_page=50', username)).data), username).toContain(PRIVATE);
    }
    for (const username of [undefined, 'noah.smith', 'hcarter']) {
      expect(titles((await page('/api/events?per_page=50', username)).data), username).not.toContain(PRIVATE);
    }
    const admin = await page('/api/events?per_page=50', 'admin');
    expect(titles(admin.data)).not.toContain(DRAFT);
    expect(titles(admin.data)).not.toContain(PENDING);
  });

  it.each(['page=0', 'page=abc', 'page=-1', 'per_page=51', 'per_page=0', 'when=someday', 'when='])(
    'answers 422 to %s',
    async (query) => {
      const response = await get(`/api/events?${query}`);
      expect(response.statusCode, response.body).toBe(422);
    },
  );
});

describe('GET /api/events/{id} and /api/user/events/{id}', () => {
  it('shows a public event with owners, groups, images in display order and seats taken', async () => {
    const id = ids.event('Spring Science Fair');
    const inserted = await t.database.db
      .insert(eventImages)
      .values([
        {
          eventId: id,
          imageUrl: '/b.jpg',
          imageUrlSmall: '/b-s.jpg',
          imageUrlLarge: '/b-l.jpg',
          displayOrder: 2,
        },
        {
          eventId: id,
          imageUrl: '/a.jpg',
          imageUrlSmall: '/a-s.jpg',
          imageUrlLarge: '/a-l.jpg',
          displayOrder: 1,
        },
      ])
      .returning({ id: eventImages.id });
    // The first inserted (/b.jpg, shown second) is the starred main photo.
    await t.database.db.update(events).set({ mainImageId: inserted[0]?.id }).where(eq(events.id, id));
    const response = await get(`/api/events/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const event = envelope<CampusEvent>(response).data;
    expect(event.title).toBe('Spring Science Fair');
    expect(event.owners?.map((owner) => owner.username)).toEqual(['teacher']);
    expect(event.images?.map((image) => [image.image_url, image.is_main])).toEqual([
      ['/a.jpg', false],
      ['/b.jpg', true],
    ]);
    expect(event.main_photo).toEqual({ image_url_small: '/b-s.jpg', image_url_large: '/b-l.jpg' });
    expect(event.seats_taken).toBe(4);
    expect(event.description).toContain('<p>');
  });

  it('counts approved and pending yes seats of a private event for a member of its group', async () => {
    const id = ids.event(PRIVATE);
    const response = await get(`/api/events/${id}`, 'student');
    expect(response.statusCode, response.body).toBe(200);
    const event = envelope<CampusEvent>(response).data;
    expect(event.groups?.map((group) => group.name)).toEqual(['Grade 8 Science']);
    // student 2 approved + emma.wilson 1 pending; ava.johnson's denied RSVP takes no seat.
    expect(event.seats_taken).toBe(3);
  });

  it("hides a private event from guests and from users outside its groups: 404 'Event not found'", async () => {
    const id = ids.event(PRIVATE);
    for (const username of [undefined, 'noah.smith']) {
      const response = await get(`/api/events/${id}`, username);
      expect(response.statusCode, username).toBe(404);
      expect(envelope(response).message).toBe('Event not found');
    }
  });

  it('hides drafts from guests and other users; their owner reaches them through /user/events', async () => {
    const id = ids.event(DRAFT);
    expect((await get(`/api/events/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/user/events/${id}`, 'teacher')).statusCode).toBe(404);
    expect((await get(`/api/user/events/${id}`)).statusCode).toBe(401);
    const own = await get(`/api/user/events/${id}`, 'jchen');
    expect(own.statusCode, own.body).toBe(200);
    expect(envelope<CampusEvent>(own).data.status).toBe('draft');
    const pending = await get(`/api/user/events/${ids.event(PENDING)}`, 'coordinator');
    expect(envelope<CampusEvent>(pending).data.status).toBe('pending');
  });

  it('gives null max_quantity for a ticket type without a limit (never 0, which would read as none left)', async () => {
    const eventId = ids.event('Spring Science Fair');
    await t.database.db
      .insert(ticketTypes)
      .values({ eventId, name: 'Unlimited pass', priceCents: 500, maxQuantity: null, displayOrder: 9 });
    const response = await get(`/api/events/${eventId}`);
    const pass = envelope<CampusEvent>(response).data.ticket_types.find(
      (type) => type.name === 'Unlimited pass',
    );
    expect(pass?.max_quantity).toBeNull();
  });

  it('answers 404 to a missing event and 422 to a bad id', async () => {
    expect((await get('/api/events/999999')).statusCode).toBe(404);
    expect((await get('/api/events/abc')).statusCode).toBe(422);
  });
});

describe('the platform time zone', () => {
  it("splits upcoming and past on CAMPUS_TIMEZONE's wall clock, not UTC", async () => {
    // 03:00 UTC on June 16 is still June 15 in New York: an event on June 15 is today there, so upcoming.
    const clock = await buildTestApp({ now: () => new Date('2030-06-16T03:00:00Z') });
    const saved = process.env.CAMPUS_TIMEZONE;
    try {
      await clock.database.db.insert(events).values({
        title: 'Time zone probe',
        date: '2030-06-15',
        eventStartTime: '20:00',
        eventEndTime: '21:00',
        status: 'published',
        visibility: 'public',
      });
      const scopes = async () => ({
        upcoming: titles((await page('/api/events?per_page=50', undefined, clock)).data),
        past: titles((await page('/api/events?when=past&per_page=50', undefined, clock)).data),
      });
      process.env.CAMPUS_TIMEZONE = 'America/New_York';
      const newYork = await scopes();
      expect(newYork.upcoming).toContain('Time zone probe');
      expect(newYork.past).not.toContain('Time zone probe');
      process.env.CAMPUS_TIMEZONE = 'UTC';
      const utc = await scopes();
      expect(utc.upcoming).not.toContain('Time zone probe');
      expect(utc.past[0]).toBe('Time zone probe');
    } finally {
      if (saved === undefined) delete process.env.CAMPUS_TIMEZONE;
      else process.env.CAMPUS_TIMEZONE = saved;
      await clock.close();
    }
  });
});
