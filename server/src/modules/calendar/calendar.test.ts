import { addCalendarDays, type Calendar, type CalendarItem, calendarRange } from '@campus/sdk';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSessions, courses, enrollments, events, rsvps } from '../../db/schema.js';
import { todayInTimeZone } from '../../db/seed/today.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// GET /calendar on the demo data (fixtures/src/demo-courses.ts, demo-events.ts), dated from the seed day:
// student (Sam) is enrolled in Robotics (Mon/Wed sessions), Grade 8 Science Lab (Tue/Thu) and Algebra
// Workshop (+5), and goes to the Science Fair (+7) and the Parent-Teacher Night (+10); parent is Sam's and
// Mia's parent and goes to the Science Fair and Jazz Night (+14); emma.wilson's RSVP to the Parent-Teacher
// Night is pending; noah.smith asked to join Robotics (requested) and is enrolled in the Chess Camp (daily
// +30 to +34, no sessions); ethan.brown was rejected from Robotics. teacher teaches Robotics and the Lab.

let t: TestApp;
let ids: FixtureIds;
const today = todayInTimeZone();
const day = (offset: number) => addCalendarDays(today, offset);

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
});
afterAll(async () => {
  await t?.close();
});

async function calendar(username: string, from: string, to: string, scope?: string) {
  const url = `/api/calendar?from=${from}&to=${to}${scope ? `&scope=${scope}` : ''}`;
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(await t.loginAs(username)) });
  return { response, data: response.statusCode === 200 ? envelope<Calendar>(response).data : undefined };
}

async function mine(username: string, from = day(-7), to = day(14)): Promise<Calendar> {
  const { response, data } = await calendar(username, from, to);
  expect(response.statusCode, response.body).toBe(200);
  return data as Calendar;
}

const titles = (items: CalendarItem[]) => [...new Set(items.map((item) => item.title))].sort();

async function sessionsOf(courseName: string, from: string, to: string) {
  return t.database.db
    .select()
    .from(courseSessions)
    .where(
      and(
        eq(courseSessions.courseId, ids.course(courseName)),
        gte(courseSessions.sessionDate, from),
        lte(courseSessions.sessionDate, to),
      ),
    )
    .orderBy(asc(courseSessions.sessionDate), asc(courseSessions.id));
}

describe('GET /calendar (mine)', () => {
  it("shows a student's enrolled courses' sessions and RSVPed events, sorted, each theirs", async () => {
    const data = await mine('student');
    expect(data.scope).toBe('mine');
    expect(data.people.map((person) => [person.username, person.is_self])).toEqual([['student', true]]);
    expect(titles(data.items)).toEqual([
      'Algebra Workshop',
      'Grade 8 Parent-Teacher Night',
      'Grade 8 Science Lab',
      'Introduction to Robotics',
      'Spring Science Fair',
    ]);
    const robotics = await sessionsOf('Introduction to Robotics', day(-7), day(14));
    expect(
      data.items.filter((item) => item.title === 'Introduction to Robotics').map((item) => item.uid),
    ).toEqual(robotics.map((session) => `session-${session.id}`));
    const session = data.items.find((item) => item.title === 'Introduction to Robotics');
    expect(session).toMatchObject({
      kind: 'course',
      course_id: ids.course('Introduction to Robotics'),
      start_time: '15:30',
      end_time: '17:00',
      teacher: 'teacher',
      is_recurring: true,
      people: [ids.user('student')],
    });
    expect(session?.path).toBe(`/course/${session?.course_id}/session/${session?.session_id}`);
    const fair = data.items.find((item) => item.title === 'Spring Science Fair');
    expect(fair).toMatchObject({
      uid: `event-${ids.event('Spring Science Fair')}`,
      kind: 'event',
      date: day(7),
      rsvp_status: 'approved',
      path: `/event/${ids.event('Spring Science Fair')}`,
    });
    const order = data.items.map((item) => `${item.date} ${item.start_time ?? '99:99'}`);
    expect(order).toEqual([...order].sort());
    expect(data.courses).toEqual([]);
    expect(data.events).toEqual([]);
  });

  it("shows a parent their own and their children's entries, a shared one once with both people", async () => {
    const data = await mine('parent');
    const [parent, student, mia] = [ids.user('parent'), ids.user('student'), ids.user('mia.parker')];
    expect(data.people.map((person) => [person.id, person.is_self])).toEqual([
      [parent, true],
      [mia, false],
      [student, false],
    ]);
    const fair = data.items.filter((item) => item.title === 'Spring Science Fair');
    expect(fair).toHaveLength(1);
    expect(fair[0]?.people).toEqual([parent, student]);
    const jazz = data.items.find((item) => item.title === 'Riverside Jazz Night');
    expect(jazz?.people).toEqual([parent]);
    const lab = data.items.filter((item) => item.title === 'Grade 8 Science Lab');
    expect(lab.length).toBeGreaterThan(0);
    expect(lab.every((item) => item.people.length === 1 && item.people[0] === student)).toBe(true);
    // The child's calendar is the same entries, each marked as theirs.
    const own = await mine('student');
    expect(data.items.filter((item) => item.people.includes(student)).map((item) => item.uid)).toEqual(
      own.items.map((item) => item.uid),
    );
  });

  it("shows a child's entries to their parents alone: not another parent, a stranger or the teacher", async () => {
    const mia = ids.user('mia.parker');
    const [piano] = await t.database.db
      .insert(courses)
      .values({
        name: 'Piano for Mia',
        status: 'published',
        date: day(2),
        startTime: '16:00',
        endTime: '17:00',
      })
      .returning({ id: courses.id });
    const [recital] = await t.database.db
      .insert(events)
      .values({
        title: 'Recital for Mia',
        status: 'published',
        date: day(3),
        eventStartTime: '18:00',
        eventEndTime: '19:00',
      })
      .returning({ id: events.id });
    if (!piano || !recital) throw new Error('not made');
    await t.database.db.insert(enrollments).values({ courseId: piano.id, userId: mia, status: 'enrolled' });
    await t.database.db
      .insert(rsvps)
      .values({ eventId: recital.id, userId: mia, response: 'maybe', status: 'pending' });
    try {
      const parent = await mine('parent');
      const hers = parent.items.filter((item) => item.people.includes(mia));
      expect(hers.map((item) => [item.title, item.people])).toEqual([
        ['Piano for Mia', [mia]],
        ['Recital for Mia', [mia]],
      ]);
      expect(hers[1]?.rsvp_status).toBe('pending');
      // dwilson is emma.wilson's parent, manager no one's; teacher teaches Sam; admin is no one's parent.
      for (const username of ['dwilson', 'manager', 'teacher', 'admin', 'student']) {
        const data = await mine(username);
        expect(titles(data.items), username).not.toContain('Piano for Mia');
        expect(titles(data.items), username).not.toContain('Recital for Mia');
        expect(
          data.people.map((person) => person.id),
          username,
        ).not.toContain(mia);
        const others = data.items
          .flatMap((item) => item.people)
          .filter((id) => !data.people.some((p) => p.id === id));
        expect(others, username).toEqual([]);
      }
    } finally {
      await t.database.db.delete(courses).where(eq(courses.id, piano.id));
      await t.database.db.delete(events).where(eq(events.id, recital.id));
    }
  });

  it("shows a teacher the courses they teach as their own, not as any student's", async () => {
    const teacher = await mine('teacher');
    expect(titles(teacher.items)).toEqual(['Grade 8 Science Lab', 'Introduction to Robotics']);
    expect(teacher.items.every((item) => item.people.join() === String(ids.user('teacher')))).toBe(true);
    expect(teacher.people.map((person) => person.username)).toEqual(['teacher']);
  });

  it('shows only enrollments with status enrolled: requested and rejected never appear', async () => {
    const noah = await mine('noah.smith', day(-7), day(40));
    expect(titles(noah.items)).toEqual(['Summer Chess Camp']);
    expect((await mine('ethan.brown')).items).toEqual([]);
  });

  it("expands the schedule of a course without sessions, each date opening the course's page for it", async () => {
    const chess = ids.course('Summer Chess Camp');
    const data = await mine('noah.smith', day(29), day(40));
    expect(data.items.map((item) => [item.uid, item.date, item.session_id, item.path])).toEqual(
      [30, 31, 32, 33, 34].map((offset) => [
        `course-${chess}-${day(offset)}`,
        day(offset),
        null,
        `/course/${chess}/session/date/${day(offset)}`,
      ]),
    );
    expect(data.items[0]).toMatchObject({ start_time: '09:00', end_time: '11:30', session_status: null });
  });

  it('shows pending RSVPs as pending, and no RSVP answered no or denied', async () => {
    const emma = await mine('emma.wilson');
    expect(emma.items.find((item) => item.title === 'Grade 8 Parent-Teacher Night')?.rsvp_status).toBe(
      'pending',
    );
    expect(emma.items.find((item) => item.title === 'Spring Science Fair')?.rsvp_status).toBe('approved');
    // noah.smith answered no to the Science Fair; ava.johnson was denied the Parent-Teacher Night.
    expect((await mine('noah.smith')).items.filter((item) => item.kind === 'event')).toEqual([]);
    expect(titles((await mine('ava.johnson')).items)).not.toContain('Grade 8 Parent-Teacher Night');
  });

  it('keeps a cancelled session, marked cancelled', async () => {
    const [session] = await sessionsOf('Introduction to Robotics', day(1), day(14));
    if (!session) throw new Error('Robotics has upcoming sessions');
    await t.database.db
      .update(courseSessions)
      .set({ status: 'cancelled' })
      .where(eq(courseSessions.id, session.id));
    try {
      const item = (await mine('student')).items.find((entry) => entry.uid === `session-${session.id}`);
      expect(item?.session_status).toBe('cancelled');
    } finally {
      await t.database.db
        .update(courseSessions)
        .set({ status: session.status })
        .where(eq(courseSessions.id, session.id));
    }
  });

  it('leaves out courses and events the reader may no longer open (unpublished), but not their staff', async () => {
    const [draft] = await t.database.db
      .insert(courses)
      .values({
        name: 'Calendar Draft Course',
        status: 'draft',
        date: day(1),
        startTime: '10:00',
        endTime: '11:00',
        teacherId: ids.user('teacher'),
      })
      .returning({ id: courses.id });
    const [hidden] = await t.database.db
      .insert(events)
      .values({
        title: 'Calendar Draft Event',
        status: 'draft',
        date: day(1),
        eventStartTime: '10:00',
        eventEndTime: '11:00',
      })
      .returning({ id: events.id });
    if (!draft || !hidden) throw new Error('not made');
    await t.database.db.insert(enrollments).values({ courseId: draft.id, userId: ids.user('student') });
    await t.database.db
      .insert(rsvps)
      .values({ eventId: hidden.id, userId: ids.user('student'), response: 'yes', status: 'approved' });
    try {
      expect(titles((await mine('student')).items)).not.toContain('Calendar Draft Course');
      expect(titles((await mine('student')).items)).not.toContain('Calendar Draft Event');
      expect(titles((await mine('parent')).items)).not.toContain('Calendar Draft Course');
      // Its teacher still opens it, and so sees it.
      expect(titles((await mine('teacher')).items)).toContain('Calendar Draft Course');
    } finally {
      await t.database.db.delete(courses).where(eq(courses.id, draft.id));
      await t.database.db.delete(events).where(eq(events.id, hidden.id));
    }
  });
});

describe('GET /calendar (owner)', () => {
  it('lists every owned course and event with its entry count, multi-day events as one entry', async () => {
    const { response, data } = await calendar('teacher', day(21), day(22), 'owner');
    expect(response.statusCode, response.body).toBe(200);
    const owned = data as Calendar;
    expect(owned.courses.map((course) => course.name)).toEqual([
      'Grade 8 Science Lab',
      'Introduction to Robotics',
    ]);
    for (const course of owned.courses) {
      expect(course.count).toBe(owned.items.filter((item) => item.course_id === course.id).length);
    }
    expect(owned.events.map((event) => event.name)).toContain('Family Movie Night');
    expect(owned.events.find((event) => event.name === 'Family Movie Night')?.count).toBe(0);
    const fair = owned.items.find((item) => item.title === 'Community Book Fair');
    expect(fair).toMatchObject({ date: day(21), end_date: day(22), people: [] });
    expect(owned.events.find((event) => event.name === 'Community Book Fair')?.count).toBe(1);
    // The second day of the fair alone still shows it, from its first day.
    const second = (await calendar('teacher', day(22), day(22), 'owner')).data as Calendar;
    expect(second.items.find((item) => item.title === 'Community Book Fair')?.date).toBe(day(21));
    expect(owned.people).toEqual([]);
  });

  it('is empty for someone who owns nothing', async () => {
    const { data } = await calendar('student', day(-7), day(30), 'owner');
    expect(data).toMatchObject({ items: [], courses: [], events: [] });
  });
});

describe('GET /calendar (admin)', () => {
  it("answers admins every course's entries and lists the courses that have some", async () => {
    const { response, data } = await calendar('admin', day(-7), day(40), 'admin');
    expect(response.statusCode, response.body).toBe(200);
    const all = data as Calendar;
    const names = all.courses.map((course) => course.name);
    expect(names).toEqual(
      expect.arrayContaining(['Introduction to Robotics', 'Summer Chess Camp', 'Watercolor Basics']),
    );
    expect(all.courses.every((course) => course.count > 0)).toBe(true);
    expect(all.items.every((item) => item.kind === 'course')).toBe(true);
    expect(all.events).toEqual([]);
    // A range without a course's dates leaves it out of the filter.
    const far = (await calendar('admin', day(300), day(301), 'admin')).data as Calendar;
    expect(far.courses.map((course) => course.name)).not.toContain('Summer Chess Camp');
  });

  it('is refused to everyone else', async () => {
    for (const username of ['teacher', 'owner', 'student']) {
      expect((await calendar(username, day(0), day(6), 'admin')).response.statusCode).toBe(403);
    }
  });
});

describe('the demo data', () => {
  it('gives the demo accounts something to see in the current week and month', async () => {
    const checks = [
      ['student', 'mine'],
      ['parent', 'mine'],
      ['teacher', 'mine'],
      ['owner', 'mine'],
      ['owner', 'owner'],
      ['admin', 'mine'],
      ['admin', 'admin'],
    ] as const;
    for (const view of ['week', 'month'] as const) {
      const { from, to } = calendarRange(view, today);
      for (const [username, scope] of checks) {
        const { data } = await calendar(username, from, to, scope);
        expect(data?.items.length ?? 0, `${username} ${scope} ${view}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('GET /calendar input', () => {
  it('refuses a bad range with field messages, and guests', async () => {
    const reversed = await calendar('student', day(5), day(0));
    expect(reversed.response.statusCode).toBe(422);
    expect(envelope(reversed.response).errors?.to).toEqual([
      'The end of the range cannot be before its start',
    ]);
    const long = await calendar('student', day(0), day(400));
    expect(envelope(long.response).errors?.to).toEqual(['Choose a range of at most 400 days']);
    expect((await calendar('student', day(0), day(399))).response.statusCode).toBe(200);
    const bad = await calendar('student', '2026-02-30', day(0));
    expect(envelope(bad.response).errors?.from).toEqual(['Enter a date as YYYY-MM-DD']);
    expect(envelope((await calendar('student', day(0), day(1), 'everyone')).response).errors?.scope).toEqual([
      'Choose mine, owner or admin',
    ]);
    const guest = await t.app.inject({ method: 'GET', url: `/api/calendar?from=${day(0)}&to=${day(1)}` });
    expect(guest.statusCode).toBe(401);
  });
});
