import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CampusEvent, UserSummary } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventImages, eventOwners, events, rsvps, ticketTypes, uploads } from '../../db/schema.js';
import { uploadsRoot } from '../../storage/image-store.js';
import { changedTables, digestDatabase } from '../../testing/database-digest.js';
import { viewerOf } from '../../testing/demo-viewers.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { createEventEditingService } from './service.js';

// The event form, status and owners over HTTP on the demo data (fixtures/src/demo-events.ts). Admins and
// teacher hold create_event; owner and coordinator do not. Runs on PGlite, or on PostgreSQL with
// TEST_DATABASE_URL.

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function send(method: Method, url: string, username?: string, payload?: object) {
  const headers = username ? bearer(await t.loginAs(username)) : {};
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const form = (overrides: object = {}) => ({
  title: 'Science Night',
  description: '<p>Experiments for all ages.</p>',
  date: '2031-03-10',
  event_start_time: '18:00',
  event_end_time: '20:00',
  location: 'Lab A',
  status: 'published',
  ...overrides,
});

const paidTickets = [
  { name: 'Adult', price: '12.50', description: 'One adult', max_quantity: 50 },
  { name: 'Child', price: 5, max_quantity: '' },
];

/** Sends `method` and expects it refused with `status` and no table changed. */
async function refusedUnchanged(
  status: number,
  method: Method,
  url: string,
  username: string,
  payload?: object,
) {
  const before = await digestDatabase(t.database);
  const response = await send(method, url, username, payload);
  expect(response.statusCode, response.body).toBe(status);
  const after = await digestDatabase(t.database);
  expect(changedTables(before, after).filter((table) => table !== 'api_tokens')).toEqual([]);
  return response;
}

async function eventRow(id: number) {
  const [row] = await t.database.db.select().from(events).where(eq(events.id, id));
  return row;
}

describe('POST /api/events', () => {
  it('creates a published event for a create_event holder, with the author as first owner', async () => {
    const response = await send(
      'POST',
      '/api/events',
      'teacher',
      form({ is_free: false, ticket_types: paidTickets }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const event = envelope<CampusEvent>(response).data;
    expect(event).toMatchObject({
      title: 'Science Night',
      status: 'published',
      is_free: false,
      price: 5,
      visibility: 'public',
      event_end_date: null,
      meeting_link: null,
      organization_id: ids.organization('Riverside Academy'),
      author: { username: 'teacher' },
      group_ids: [],
      images: [],
    });
    expect(event.owners?.map((owner) => owner.username)).toEqual(['teacher']);
    expect(event.ticket_types).toMatchObject([
      { name: 'Adult', price: 12.5, description: 'One adult', max_quantity: 50, is_active: true },
      { name: 'Child', price: 5, description: null, max_quantity: null, is_active: true },
    ]);
    const stored = await t.database.db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, event.id))
      .orderBy(ticketTypes.displayOrder);
    expect(stored.map((row) => [row.name, row.priceCents, row.displayOrder])).toEqual([
      ['Adult', 1250, 0],
      ['Child', 500, 1],
    ]);
    expect((await eventRow(event.id))?.priceCents).toBe(500);
    // The same shape as GET /events/{id}.
    const shown = await send('GET', `/api/events/${event.id}`, 'student');
    expect(envelope<CampusEvent>(shown).data).toEqual(event);
  });

  it("saves a draft as a draft; admins publish; a free event's ticket types are dropped", async () => {
    const draft = await send('POST', '/api/events', 'teacher', form({ status: 'draft' }));
    expect(envelope<CampusEvent>(draft).data.status).toBe('draft');
    const admin = await send(
      'POST',
      '/api/events',
      'admin',
      form({
        is_free: true,
        ticket_types: paidTickets,
        is_online: true,
        meeting_link: 'https://meet.example.com/x',
      }),
    );
    expect(admin.statusCode, admin.body).toBe(201);
    expect(envelope<CampusEvent>(admin).data).toMatchObject({
      status: 'published',
      ticket_types: [],
      price: null,
      location: null,
      meeting_link: 'https://meet.example.com/x',
      author: { username: 'admin' },
    });
  });

  it('refuses users without create_event (403) and guests (401), writing nothing', async () => {
    for (const username of ['owner', 'coordinator', 'student', 'parent', 'manager']) {
      await refusedUnchanged(403, 'POST', '/api/events', username, form());
    }
    const before = await digestDatabase(t.database);
    expect((await send('POST', '/api/events', undefined, form())).statusCode).toBe(401);
    expect(changedTables(before, await digestDatabase(t.database))).toEqual([]);
  });

  it.each([
    [{ title: '  ' }, 'title', 'Event title is required'],
    [{ description: '<p><br></p>' }, 'description', 'Event description is required'],
    [{ date: '' }, 'date', 'Event date is required'],
    [{ event_start_time: '' }, 'event_start_time', 'Event start time is required'],
    [{ event_end_time: undefined }, 'event_end_time', 'Event end time is required'],
    [
      { event_end_time: '17:00' },
      'event_end_time',
      'End date and time must be later than start date and time',
    ],
    [{ event_end_date: '2031-03-09' }, 'event_end_date', 'End date cannot be before the start date'],
    [{ max_capacity: 0 }, 'max_capacity', 'Maximum capacity must be at least 1'],
    [{ is_online: true, meeting_link: '' }, 'meeting_link', 'Meeting link is required for online events'],
    [{ is_online: true, meeting_link: 'javascript:alert(1)' }, 'meeting_link', 'Please enter a valid URL'],
    // In person clears a link, but a malformed one given is still refused.
    [{ is_online: false, meeting_link: 'javascript:alert(1)' }, 'meeting_link', 'Please enter a valid URL'],
    [{ event_end_time: '23:59:60' }, 'event_end_time', 'Enter a time as HH:mm'],
    [{ is_free: false, ticket_types: [] }, 'ticket_types', 'Add at least one ticket type'],
    [
      { is_free: false, ticket_types: [{ name: '', price: 1 }] },
      'ticket_types.0.name',
      'Ticket name is required',
    ],
    [
      { is_free: false, ticket_types: [{ name: 'A', price: -1 }] },
      'ticket_types.0.price',
      'Price must be a number of at least 0',
    ],
    [
      { is_free: false, ticket_types: [{ name: 'A', price: 1, max_quantity: 0 }] },
      'ticket_types.0.max_quantity',
      'Max quantity must be at least 1',
    ],
    [
      { visibility: 'private', group_ids: [] },
      'group_ids',
      'Please select at least one group for a private event',
    ],
  ])('refuses %j with 422 on %s and writes nothing', async (overrides, field, message) => {
    const response = await refusedUnchanged(422, 'POST', '/api/events', 'teacher', form(overrides));
    expect(envelope(response).errors?.[field]).toEqual([message]);
  });

  it('takes for a private event only groups the creator coordinates; admins any existing group', async () => {
    const science = ids.group('Grade 8 Science');
    const robotics = ids.group('Robotics Club');
    const refused = await refusedUnchanged(
      422,
      'POST',
      '/api/events',
      'teacher',
      form({ visibility: 'private', group_ids: [robotics, science] }),
    );
    expect(envelope(refused).errors?.group_ids).toEqual(['Only groups you coordinate can be chosen']);
    const missing = await refusedUnchanged(
      422,
      'POST',
      '/api/events',
      'admin',
      form({ visibility: 'private', group_ids: [999_999] }),
    );
    expect(envelope(missing).errors?.group_ids).toBeDefined();

    const own = await send(
      'POST',
      '/api/events',
      'teacher',
      form({ visibility: 'private', group_ids: [robotics] }),
    );
    expect(own.statusCode, own.body).toBe(201);
    expect(envelope<CampusEvent>(own).data).toMatchObject({ visibility: 'private', group_ids: [robotics] });
    const admin = await send(
      'POST',
      '/api/events',
      'admin',
      form({ visibility: 'private', group_ids: [science] }),
    );
    expect(admin.statusCode, admin.body).toBe(201);
    // Public events keep no groups.
    const open = await send('POST', '/api/events', 'teacher', form({ group_ids: [robotics] }));
    expect(envelope<CampusEvent>(open).data.group_ids).toEqual([]);
  });

  it('stores the description sanitized: no script, no event handler, no javascript: link', async () => {
    const response = await send(
      'POST',
      '/api/events',
      'teacher',
      form({
        description:
          '<p onclick="steal()">Hi <strong>all</strong></p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><a href="https://example.com">ok</a>',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { id, description } = envelope<CampusEvent>(response).data;
    const stored = (await eventRow(id))?.description ?? '';
    expect(stored).toBe(description);
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:', '<img'])
      expect(stored).not.toContain(bad);
    expect(stored).toContain('<strong>all</strong>');
    expect(stored).toContain('href="https://example.com"');
    // A description that was only a script is empty once cleaned.
    const empty = await refusedUnchanged(
      422,
      'POST',
      '/api/events',
      'teacher',
      form({ description: '<script>alert(1)</script>' }),
    );
    expect(envelope(empty).errors?.description).toEqual(['Event description is required']);
  });
});

describe('PUT /api/events/{id}', () => {
  it('replaces fields and groups for an owner; the author and organization stay', async () => {
    const id = ids.event('Grade 8 Parent-Teacher Night');
    const response = await send(
      'PUT',
      `/api/events/${id}`,
      'teacher',
      form({
        title: 'Grade 8 Evening',
        visibility: 'private',
        // Grade 8 Science was chosen by the coordinator; teacher may keep it and add his own group.
        group_ids: [ids.group('Grade 8 Science'), ids.group('Robotics Club')],
        approval_required: true,
        max_capacity: 40,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const event = envelope<CampusEvent>(response).data;
    expect(event).toMatchObject({
      id,
      title: 'Grade 8 Evening',
      author: { username: 'teacher' },
      approval_required: true,
      max_capacity: 40,
      status: 'published',
    });
    expect(event.groups?.map((group) => group.name).sort()).toEqual(['Grade 8 Science', 'Robotics Club']);
    // A group neither on the event nor coordinated by the actor is refused.
    const refused = await refusedUnchanged(
      422,
      'PUT',
      `/api/events/${id}`,
      'teacher',
      form({ visibility: 'private', group_ids: [ids.group('Parents Association')] }),
    );
    expect(envelope(refused).errors?.group_ids).toEqual(['Only groups you coordinate can be chosen']);
  });

  it('replaces ticket types: kept by id (in the new order), removed, added', async () => {
    const id = ids.event('Family Movie Night');
    const first = await send(
      'PUT',
      `/api/events/${id}`,
      'teacher',
      form({ is_free: false, ticket_types: paidTickets }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const [adult, child] = envelope<CampusEvent>(first).data.ticket_types;
    if (!adult || !child) throw new Error('two ticket types expected');

    const second = await send(
      'PUT',
      `/api/events/${id}`,
      'teacher',
      form({
        is_free: false,
        ticket_types: [
          { name: 'Family pass', price: 30, max_quantity: 10 },
          { id: adult.id, name: 'Adult (renamed)', price: 15, is_active: false },
        ],
      }),
    );
    expect(second.statusCode, second.body).toBe(200);
    const event = envelope<CampusEvent>(second).data;
    expect(event.price).toBe(15);
    expect(event.ticket_types).toMatchObject([
      { name: 'Family pass', price: 30, max_quantity: 10, is_active: true },
      { id: adult.id, name: 'Adult (renamed)', price: 15, max_quantity: null, is_active: false },
    ]);
    const stored = await t.database.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, id));
    expect(stored.map((row) => row.id)).not.toContain(child.id);
    expect(stored).toHaveLength(2);

    // Sent without is_active (as the form does), a sold-out ticket type stays sold out; a new one is available.
    const third = await send(
      'PUT',
      `/api/events/${id}`,
      'teacher',
      form({
        is_free: false,
        ticket_types: [
          { id: adult.id, name: 'Adult (renamed)', price: 15 },
          { name: 'Senior', price: 8 },
        ],
      }),
    );
    expect(envelope<CampusEvent>(third).data.ticket_types).toMatchObject([
      { id: adult.id, is_active: false },
      { name: 'Senior', is_active: true },
    ]);

    // Free again: every ticket type goes and the price with them.
    const free = await send('PUT', `/api/events/${id}`, 'teacher', form({ is_free: true }));
    expect(envelope<CampusEvent>(free).data).toMatchObject({ is_free: true, price: null, ticket_types: [] });
  });

  it("refuses another event's ticket type id with 422 and changes nothing", async () => {
    const jazz = ids.event('Riverside Jazz Night');
    const [foreign] = await t.database.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, jazz));
    const response = await refusedUnchanged(
      422,
      'PUT',
      `/api/events/${ids.event('Community Book Fair')}`,
      'teacher',
      form({ is_free: false, ticket_types: [{ id: foreign?.id, name: 'Stolen', price: 0 }] }),
    );
    expect(envelope(response).errors?.['ticket_types.0.id']).toEqual([
      'This ticket type does not belong to the event',
    ]);
    const [own] = await t.database.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, jazz));
    const twice = await refusedUnchanged(422, 'PUT', `/api/events/${jazz}`, 'teacher', {
      ...form({ is_free: false }),
      ticket_types: [
        { id: own?.id, name: 'A', price: 1 },
        { id: own?.id, name: 'B', price: 2 },
      ],
    });
    expect(envelope(twice).errors?.['ticket_types.1.id']).toEqual(['This ticket type is listed twice']);
  });

  it('refuses to remove a ticket type with tickets sold (409) and changes nothing', async () => {
    const jazz = ids.event('Riverside Jazz Night');
    const current = await t.database.db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, jazz))
      .orderBy(ticketTypes.displayOrder);
    const general = current.find((row) => row.name === 'General Admission');
    const response = await refusedUnchanged(
      409,
      'PUT',
      `/api/events/${jazz}`,
      'teacher',
      form({ is_free: false, ticket_types: [{ id: general?.id, name: 'General Admission', price: 15 }] }),
    );
    expect(envelope(response).message).toBe("'VIP' has tickets sold and cannot be removed");
    // Keeping both (and adding one) is fine.
    const kept = await send(
      'PUT',
      `/api/events/${jazz}`,
      'teacher',
      form({
        is_free: false,
        max_capacity: 120,
        ticket_types: [
          ...current.map((row) => ({
            id: row.id,
            name: row.name,
            price: row.priceCents / 100,
            max_quantity: row.maxQuantity,
          })),
          { name: 'Student', price: 5 },
        ],
      }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(
      envelope<CampusEvent>(kept)
        .data.ticket_types.map((ticket) => ticket.id)
        .slice(0, 2),
    ).toEqual(current.map((row) => row.id));
  });

  it('refuses a capacity below the seats already taken with 422 on max_capacity', async () => {
    const id = ids.event('Spring Science Fair');
    // Yes RSVPs that are not denied: student 1 and parent 3 (emma's maybe does not count).
    const response = await refusedUnchanged(
      422,
      'PUT',
      `/api/events/${id}`,
      'teacher',
      form({ max_capacity: 3 }),
    );
    expect(envelope(response).errors?.max_capacity).toEqual([
      'Maximum capacity cannot be lower than the 4 seats already taken',
    ]);
    const fits = await send('PUT', `/api/events/${id}`, 'teacher', form({ max_capacity: 4 }));
    expect(fits.statusCode, fits.body).toBe(200);
  });

  it('sends an owner without create_event to pending when they publish; drafts stay drafts', async () => {
    const id = ids.event('Family Movie Night');
    const published = await send('PUT', `/api/events/${id}`, 'owner', form({ status: 'published' }));
    expect(published.statusCode, published.body).toBe(200);
    expect(envelope<CampusEvent>(published).data.status).toBe('pending');
    const draft = await send('PUT', `/api/events/${id}`, 'owner', form({ status: 'draft' }));
    expect(envelope<CampusEvent>(draft).data.status).toBe('draft');
    const teacher = await send('PUT', `/api/events/${id}`, 'teacher', form({ status: 'published' }));
    expect(envelope<CampusEvent>(teacher).data.status).toBe('published');
  });

  it('refuses non-owners (403 when they see it, 404 when they do not) and bad bodies, changing nothing', async () => {
    const fair = ids.event('Spring Science Fair');
    for (const username of ['student', 'parent', 'owner', 'coordinator', 'manager']) {
      await refusedUnchanged(403, 'PUT', `/api/events/${fair}`, username, form());
    }
    const brunch = ids.event('Alumni Networking Brunch');
    for (const username of ['teacher', 'owner', 'coordinator', 'student']) {
      await refusedUnchanged(404, 'PUT', `/api/events/${brunch}`, username, form());
    }
    await refusedUnchanged(422, 'PUT', `/api/events/${fair}`, 'teacher', form({ title: '' }));
    await refusedUnchanged(422, 'PUT', `/api/events/${fair}`, 'teacher', { title: 'Only a title' });
    await refusedUnchanged(404, 'PUT', '/api/events/999999', 'admin', form());
    expect((await send('PUT', `/api/events/${fair}`, undefined, form())).statusCode).toBe(401);
  });
});

describe('capacity under concurrent RSVPs', () => {
  it('lowering max_capacity while users register never leaves more seats taken than the capacity', async () => {
    const id = ids.event('Community Book Fair');
    const people = [
      'student',
      'parent',
      'emma.wilson',
      'noah.smith',
      'liam.nguyen',
      'ava.johnson',
      'ethan.brown',
      'sofia.garcia',
      'lucas.kim',
      'dwilson',
      'tnguyen',
      'mlopez',
    ];
    const tokens = await Promise.all(people.map((username) => t.loginAs(username)));
    const teacher = await t.loginAs('teacher');
    const rsvpCalls = tokens.map((token) =>
      t.app.inject({
        method: 'POST',
        url: `/api/events/${id}/rsvp`,
        headers: bearer(token),
        payload: { response: 'yes', quantity: 1 },
      }),
    );
    const edit = t.app.inject({
      method: 'PUT',
      url: `/api/events/${id}`,
      headers: bearer(teacher),
      payload: form({ max_capacity: 6 }),
    });
    const [edited, ...registered] = await Promise.all([edit, ...rsvpCalls]);
    for (const response of [edited, ...registered]) expect(response?.statusCode).toBeLessThan(500);
    const accepted = registered.filter((response) => response.statusCode === 201).length;
    const capacity = (await eventRow(id))?.maxCapacity ?? null;
    if (edited?.statusCode === 200) {
      expect(capacity).toBe(6);
      expect(accepted).toBeLessThanOrEqual(6);
    } else {
      expect(edited?.statusCode).toBe(422);
      expect(capacity).toBeNull();
      expect(accepted).toBeGreaterThan(6);
    }
  });
});

describe('DELETE /api/events/{id}', () => {
  it('refuses non-owners and hides others’ drafts', async () => {
    const fair = ids.event('Spring Science Fair');
    for (const username of ['student', 'owner', 'coordinator']) {
      await refusedUnchanged(403, 'DELETE', `/api/events/${fair}`, username);
    }
    await refusedUnchanged(404, 'DELETE', `/api/events/${ids.event('Alumni Networking Brunch')}`, 'teacher');
    expect((await send('DELETE', `/api/events/${fair}`)).statusCode).toBe(401);
  });

  it('deletes the event with its RSVPs, tickets, owners, image rows and gallery files (not what a column names)', async () => {
    const jazz = ids.event('Riverside Jazz Night');
    const root = uploadsRoot(t.app.dataDir);
    const gallery = join(root, 'events', String(jazz));
    await mkdir(gallery, { recursive: true });
    await mkdir(join(root, 'events', 'photos'), { recursive: true });
    for (const file of ['a.jpg', 'a-small.webp', 'a-large.webp']) await writeFile(join(gallery, file), 'x');
    await writeFile(join(root, 'events', 'photos', 'jazz-small.webp'), 'x');
    await t.database.db.insert(eventImages).values({
      eventId: jazz,
      imageUrl: `/uploads/events/${jazz}/a.jpg`,
      imageUrlSmall: `/uploads/events/${jazz}/a-small.webp`,
      imageUrlLarge: `/uploads/events/${jazz}/a-large.webp`,
    });
    await t.database.db
      .update(events)
      .set({ mainPhotoSmall: '/uploads/events/photos/jazz-small.webp' })
      .where(eq(events.id, jazz));
    const response = await send('DELETE', `/api/events/${jazz}`, 'owner');
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope(response).data).toBeNull();
    const db = t.database.db;
    expect(await db.select().from(rsvps).where(eq(rsvps.eventId, jazz))).toEqual([]);
    expect(await db.select().from(ticketTypes).where(eq(ticketTypes.eventId, jazz))).toEqual([]);
    expect(await db.select().from(eventImages).where(eq(eventImages.eventId, jazz))).toEqual([]);
    expect(await db.select().from(eventOwners).where(eq(eventOwners.eventId, jazz))).toEqual([]);
    expect((await send('GET', `/api/events/${jazz}`, 'admin')).statusCode).toBe(404);
    expect(existsSync(gallery)).toBe(false);
    // A main photo column names a file the event never claimed an upload of: it stays (issue 18).
    expect(existsSync(join(root, 'events', 'photos', 'jazz-small.webp'))).toBe(true);
  });

  it('hands the files of the uploads the event claimed to the afterDelete hook, and deletes their rows', async () => {
    const id = ids.event('Math Olympiad Qualifier');
    await t.database.db.insert(eventImages).values({
      eventId: id,
      imageUrl: '/uploads/events/elsewhere/m.jpg',
      imageUrlSmall: '/uploads/events/elsewhere/m-small.webp',
      imageUrlLarge: '/uploads/events/elsewhere/m-large.webp',
    });
    await t.database.db.insert(uploads).values({
      ownerId: ids.user('teacher'),
      purpose: 'event_photo',
      originalUrl: '/uploads/events/photos/m.jpg',
      smallUrl: '/uploads/events/photos/m-small.webp',
      largeUrl: '/uploads/events/photos/m-large.webp',
      eventId: id,
      claimedAt: new Date().toISOString(),
    });
    const removed: string[] = [];
    const service = createEventEditingService(t.database.db, () => new Date(), {
      afterDelete: async (eventId, files) => {
        expect(eventId).toBe(id);
        removed.push(...files);
      },
    });
    await service.remove(await viewerOf(t.database, 'admin'), id);
    expect(removed.sort()).toEqual([
      '/uploads/events/photos/m-large.webp',
      '/uploads/events/photos/m-small.webp',
      '/uploads/events/photos/m.jpg',
    ]);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.eventId, id))).toEqual([]);
  });
});

describe('PUT /api/admin/events/{id}/status', () => {
  it('publishes for create_event holders and admins; other owners get pending', async () => {
    const id = ids.event('Robotics Showcase');
    const byCoordinator = await send('PUT', `/api/admin/events/${id}/status`, 'coordinator', {
      status: 'published',
    });
    expect(byCoordinator.statusCode, byCoordinator.body).toBe(200);
    expect(envelope<CampusEvent>(byCoordinator).data.status).toBe('pending');
    const byTeacher = await send('PUT', `/api/admin/events/${id}/status`, 'teacher', { status: 'published' });
    expect(envelope<CampusEvent>(byTeacher).data).toMatchObject({ id, status: 'published' });
    const unpublished = await send('PUT', `/api/admin/events/${id}/status`, 'coordinator', {
      status: 'draft',
    });
    expect(envelope<CampusEvent>(unpublished).data.status).toBe('draft');
    const byAdmin = await send('PUT', `/api/admin/events/${id}/status`, 'admin', { status: 'published' });
    expect(envelope<CampusEvent>(byAdmin).data.status).toBe('published');
  });

  it('refuses non-owners and bad statuses, changing nothing', async () => {
    const fair = ids.event('Spring Science Fair');
    await refusedUnchanged(403, 'PUT', `/api/admin/events/${fair}/status`, 'student', { status: 'draft' });
    await refusedUnchanged(
      404,
      'PUT',
      `/api/admin/events/${ids.event('Alumni Networking Brunch')}/status`,
      'teacher',
      {
        status: 'published',
      },
    );
    await refusedUnchanged(422, 'PUT', `/api/admin/events/${fair}/status`, 'teacher', { status: 'archived' });
  });
});

describe('GET and PUT /api/events/{id}/owners', () => {
  const owners = async (id: number, username: string) =>
    envelope<UserSummary[]>(await send('GET', `/api/events/${id}/owners`, username)).data.map(
      (u) => u.username,
    );

  it('lists the owners for owners and admins only', async () => {
    const id = ids.event('Family Movie Night');
    expect(await owners(id, 'teacher')).toEqual(['owner', 'teacher']);
    expect(await owners(id, 'admin')).toEqual(['owner', 'teacher']);
    expect((await send('GET', `/api/events/${id}/owners`, 'student')).statusCode).toBe(403);
    const response = await send('GET', `/api/events/${id}/owners`, 'teacher');
    expect(response.body).not.toContain('@');
  });

  it('replaces the owners with members of groups the actor coordinates, themself and current owners', async () => {
    const id = ids.event('Community Book Fair');
    const response = await send('PUT', `/api/events/${id}/owners`, 'teacher', {
      owner_ids: [ids.user('teacher'), ids.user('noah.smith'), ids.user('jchen')],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      envelope<UserSummary[]>(response)
        .data.map((user) => user.username)
        .sort(),
    ).toEqual(['jchen', 'noah.smith', 'teacher']);
    expect((await owners(id, 'noah.smith')).sort()).toEqual(['jchen', 'noah.smith', 'teacher']);
    // noah.smith (now an owner, coordinating nothing) may keep current owners and drop others.
    const trimmed = await send('PUT', `/api/events/${id}/owners`, 'noah.smith', {
      owner_ids: [ids.user('teacher'), ids.user('noah.smith')],
    });
    expect(trimmed.statusCode, trimmed.body).toBe(200);
  });

  it('refuses users outside those groups, unknown users and an empty list (422), changing nothing', async () => {
    const id = ids.event('Spring Science Fair');
    const outside = await refusedUnchanged(422, 'PUT', `/api/events/${id}/owners`, 'teacher', {
      owner_ids: [ids.user('teacher'), ids.user('hcarter')],
    });
    expect(envelope(outside).errors?.owner_ids).toEqual([
      'Owners can be chosen only from the members of groups you coordinate',
    ]);
    const unknown = await refusedUnchanged(422, 'PUT', `/api/events/${id}/owners`, 'admin', {
      owner_ids: [999_999],
    });
    expect(envelope(unknown).errors?.owner_ids).toEqual(['Some of the selected users do not exist']);
    const empty = await refusedUnchanged(422, 'PUT', `/api/events/${id}/owners`, 'teacher', {
      owner_ids: [],
    });
    expect(envelope(empty).errors?.owner_ids).toEqual(['Please select at least one owner']);
    await refusedUnchanged(403, 'PUT', `/api/events/${id}/owners`, 'student', {
      owner_ids: [ids.user('student')],
    });
  });

  it('lets admins choose any user', async () => {
    const id = ids.event('Spring Science Fair');
    const response = await send('PUT', `/api/events/${id}/owners`, 'admin', {
      owner_ids: [ids.user('hcarter'), ids.user('teacher')],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      envelope<UserSummary[]>(response)
        .data.map((user) => user.username)
        .sort(),
    ).toEqual(['hcarter', 'teacher']);
  });
});
