import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarItem } from '../schemas/calendar.js';
import { CalendarItemSchema } from '../schemas/calendar.js';
import { addCalendarDays } from './calendar.js';
import {
  type CalendarCourseInput,
  type CalendarEventInput,
  type CalendarSessionInput,
  calendarItemOn,
  calendarRsvpStatus,
  calendarSourceCounts,
  courseCalendarItems,
  eventCalendarItem,
  eventInRange,
  filterCalendarItems,
  isCalendarEnrollment,
  isCalendarRsvp,
} from './calendar-items.js';
import { expandRecurrence, RECURRENCE_WEEKDAYS } from './recurrence.js';

const course = (overrides: Partial<CalendarCourseInput> = {}): CalendarCourseInput => ({
  id: 7,
  name: 'Introduction to Robotics',
  status: 'published',
  location: 'Room 204',
  is_online: false,
  teacher: 'teacher',
  has_sessions: false,
  date: '2026-11-02',
  start_time: '15:30',
  end_time: '17:00',
  is_recurring: true,
  recurrence_type: 'weekly',
  recurrence_end_date: '2026-12-31',
  weekly_days: ['monday', 'wednesday'],
  monthly_option: null,
  ...overrides,
});

const session = (id: number, date: string, overrides: Partial<CalendarSessionInput> = {}) => ({
  id,
  session_date: date,
  start_time: '15:30',
  end_time: '17:00',
  status: 'scheduled',
  ...overrides,
});

const event = (overrides: Partial<CalendarEventInput> = {}): CalendarEventInput => ({
  id: 3,
  title: 'Spring Science Fair',
  date: '2026-11-26',
  event_start_time: '10:00',
  event_end_time: '15:00',
  event_end_date: null,
  location: 'Gym',
  is_online: false,
  status: 'published',
  ...overrides,
});

const week = { from: '2026-11-23', to: '2026-11-29' };

describe('courseCalendarItems', () => {
  it('expands a course without sessions from its schedule, one entry per date opening that date', () => {
    const items = courseCalendarItems(course(), [], week, [5, 9]);
    expect(items.map((item) => item.date)).toEqual(['2026-11-23', '2026-11-25']);
    expect(items[0]).toEqual({
      uid: 'course-7-2026-11-23',
      kind: 'course',
      course_id: 7,
      session_id: null,
      event_id: null,
      title: 'Introduction to Robotics',
      date: '2026-11-23',
      start_time: '15:30',
      end_time: '17:00',
      end_date: null,
      location: 'Room 204',
      is_online: false,
      status: 'published',
      session_status: null,
      rsvp_status: null,
      is_recurring: true,
      teacher: 'teacher',
      people: [5, 9],
      path: '/course/7/session/date/2026-11-23',
    });
    for (const item of items) expect(CalendarItemSchema.parse(item)).toEqual(item);
  });

  it('shows only the sessions of a course that has any, cancelled ones marked, and no schedule date', () => {
    const sessions = [
      session(40, '2026-11-23'),
      session(41, '2026-11-25', { status: 'cancelled' }),
      session(42, '2026-11-30'),
    ];
    const items = courseCalendarItems(course({ has_sessions: true }), sessions, week);
    expect(items.map((item) => [item.uid, item.date, item.session_status, item.path])).toEqual([
      ['session-40', '2026-11-23', 'scheduled', '/course/7/session/40'],
      ['session-41', '2026-11-25', 'cancelled', '/course/7/session/41'],
    ]);
  });

  it('a course whose sessions all fall outside the range has no entries in it (no expansion)', () => {
    expect(courseCalendarItems(course({ has_sessions: true }), [], week)).toEqual([]);
  });

  it('keeps a missing time null (Time TBD); a session without times takes the course times', () => {
    const untimed = course({ start_time: null, end_time: null, is_recurring: false, date: '2026-11-24' });
    expect(courseCalendarItems(untimed, [], week).map((item) => [item.start_time, item.end_time])).toEqual([
      [null, null],
    ]);
    const sessions = [session(50, '2026-11-24', { start_time: null, end_time: null })];
    const timed = courseCalendarItems(course({ has_sessions: true, start_time: '08:00:00' }), sessions, week);
    expect([timed[0]?.start_time, timed[0]?.end_time]).toEqual(['08:00', '17:00']);
  });

  it('a one-time course shows its single date', () => {
    const once = course({ is_recurring: false, recurrence_type: null, date: '2026-11-27' });
    expect(courseCalendarItems(once, [], week).map((item) => item.date)).toEqual(['2026-11-27']);
    expect(courseCalendarItems(once, [], { from: '2026-11-28', to: '2026-12-31' })).toEqual([]);
  });
});

describe('eventCalendarItem', () => {
  it('is one entry opening the event', () => {
    const item = eventCalendarItem(event(), week, [5], 'pending');
    expect(item).toMatchObject({
      uid: 'event-3',
      kind: 'event',
      event_id: 3,
      course_id: null,
      date: '2026-11-26',
      start_time: '10:00',
      end_time: '15:00',
      end_date: null,
      rsvp_status: 'pending',
      people: [5],
      path: '/event/3',
    });
    expect(CalendarItemSchema.parse(item)).toEqual(item);
  });

  it.each([
    // date, end date, in the week of 2026-11-23?
    ['2026-11-20', '2026-11-23', true], // ends on the first day
    ['2026-11-29', '2026-12-02', true], // starts on the last day
    ['2026-11-20', '2026-12-02', true], // spans the whole week
    ['2026-11-20', '2026-11-22', false],
    ['2026-11-30', '2026-12-01', false],
    ['2026-11-22', null, false],
    ['2026-11-22', '2026-11-21', false], // an end before the start counts as one day
  ])('a multi-day event from %s to %s is in the range: %s', (date, end, expected) => {
    const multi = event({ date, event_end_date: end });
    expect(eventInRange(multi, week)).toBe(expected);
    const item = eventCalendarItem(multi, week);
    expect(item !== null).toBe(expected);
    if (item) expect(item.date).toBe(date);
  });

  it('a multi-day event is one entry with its last day in end_date; a one-day event has none', () => {
    expect(eventCalendarItem(event({ event_end_date: '2026-11-28' }), week)?.end_date).toBe('2026-11-28');
    expect(eventCalendarItem(event({ event_end_date: '2026-11-26' }), week)?.end_date).toBeNull();
  });
});

describe('who and what is on a calendar', () => {
  it.each([
    ['enrolled', true],
    ['requested', false],
    ['rejected', false],
    ['completed', false],
  ])('an enrollment %s shows: %s', (status, shown) => {
    expect(isCalendarEnrollment({ status })).toBe(shown);
  });

  it.each([
    ['approved', 'yes', true],
    ['pending', 'maybe', true],
    ['approved', 'no', false],
    ['denied', 'yes', false],
  ])('an RSVP %s / %s shows: %s', (status, response, shown) => {
    expect(isCalendarRsvp({ status, response })).toBe(shown);
  });

  it('a shared event is approved when any RSVP is, else pending', () => {
    expect(calendarRsvpStatus(['pending', 'approved'])).toBe('approved');
    expect(calendarRsvpStatus(['pending'])).toBe('pending');
    expect(calendarRsvpStatus([])).toBeNull();
  });

  it('counts the entries of each course and event, zero for those without', () => {
    const items = [
      ...courseCalendarItems(course(), [], week),
      ...courseCalendarItems(course({ id: 8, name: 'Lab' }), [], { from: '2026-11-23', to: '2026-11-23' }),
      eventCalendarItem(event(), week) as CalendarItem,
    ];
    const courses = [
      { id: 7, name: 'Introduction to Robotics' },
      { id: 8, name: 'Lab' },
      { id: 9, name: 'None' },
    ];
    expect(calendarSourceCounts(items, 'course', courses)).toEqual([
      { id: 7, name: 'Introduction to Robotics', count: 2 },
      { id: 8, name: 'Lab', count: 1 },
      { id: 9, name: 'None', count: 0 },
    ]);
    expect(calendarSourceCounts(items, 'event', [{ id: 3, name: 'Fair' }])).toEqual([
      { id: 3, name: 'Fair', count: 1 },
    ]);
  });

  it('filters by person, kind, course and event', () => {
    const items = [
      ...courseCalendarItems(course(), [], week, [1]),
      ...courseCalendarItems(course({ id: 8 }), [], week, [2]),
      eventCalendarItem(event(), week, [1, 2]) as CalendarItem,
    ];
    const uids = (list: CalendarItem[]) => list.map((item) => item.uid);
    expect(uids(filterCalendarItems(items, { people: [2] }))).toEqual([
      'course-8-2026-11-23',
      'course-8-2026-11-25',
      'event-3',
    ]);
    expect(uids(filterCalendarItems(items, { kinds: ['event'] }))).toEqual(['event-3']);
    expect(filterCalendarItems(items, { people: [] })).toEqual([]);
    expect(uids(filterCalendarItems(items, { courseIds: [8], eventIds: [] }))).toEqual([
      'course-8-2026-11-23',
      'course-8-2026-11-25',
    ]);
    expect(filterCalendarItems(items, {})).toEqual(items);
  });

  it('a multi-day entry is on each of its days', () => {
    const item = { date: '2026-11-26', end_date: '2026-11-28' };
    expect(
      ['2026-11-25', '2026-11-26', '2026-11-28', '2026-11-29'].map((d) => calendarItemOn(item, d)),
    ).toEqual([false, true, true, false]);
    expect(calendarItemOn({ date: '2026-11-26', end_date: null }, '2026-11-26')).toBe(true);
  });
});

// Properties over random schedules, sessions and ranges.
const anyDate = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const anyRange = fc
  .tuple(anyDate, fc.integer({ min: 0, max: 120 }))
  .map(([from, days]) => ({ from, to: addCalendarDays(from, days) }));
const anySchedule = fc.record({
  date: fc.option(anyDate, { nil: null }),
  is_recurring: fc.boolean(),
  recurrence_type: fc.constantFrom('daily', 'weekly', 'monthly', null),
  recurrence_end_date: fc.option(anyDate, { nil: null }),
  weekly_days: fc.subarray([...RECURRENCE_WEEKDAYS]),
  monthly_option: fc.constantFrom('date', 'weekday', null),
});
const anySessions = fc
  .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 30 })
  .chain((ids) =>
    fc.tuple(...ids.map((id) => anyDate.map((date) => session(id, date)))).map((list) => list.slice()),
  );

describe('calendar entry properties', () => {
  it('no entry falls outside the range; every session in the range shows exactly once', () => {
    fc.assert(
      fc.property(anySchedule, anySessions, anyRange, (schedule, sessions, range) => {
        const items = courseCalendarItems(course({ ...schedule, has_sessions: true }), sessions, range);
        for (const item of items) expect(item.date >= range.from && item.date <= range.to).toBe(true);
        const inRange = sessions.filter((s) => s.session_date >= range.from && s.session_date <= range.to);
        expect(items.map((item) => item.session_id).sort()).toEqual(inRange.map((s) => s.id).sort());
        expect(new Set(items.map((item) => item.uid)).size).toBe(items.length);
      }),
    );
  });

  it('without sessions the entries are exactly the expanded schedule', () => {
    fc.assert(
      fc.property(anySchedule, anyRange, (schedule, range) => {
        const input = course({ ...schedule, has_sessions: false });
        const items = courseCalendarItems(input, [], range);
        expect(items.map((item) => item.date)).toEqual(expandRecurrence(input, range));
        for (const item of items) expect(item.date >= range.from && item.date <= range.to).toBe(true);
      }),
    );
  });

  it('an event shows iff one of its days is in the range, and then once', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: 0, max: 10 }), anyRange, (date, length, range) => {
        const last = addCalendarDays(date, length);
        const item = eventCalendarItem(event({ date, event_end_date: last }), range);
        let overlaps = false;
        for (let day = date; day <= last; day = addCalendarDays(day, 1)) {
          if (day >= range.from && day <= range.to) overlaps = true;
        }
        expect(item !== null).toBe(overlaps);
      }),
    );
  });
});
