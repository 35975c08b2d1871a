import type { Calendar, CalendarItem, CalendarPerson, CalendarScope, CalendarSource } from '@campus/sdk';
import { vi } from 'vitest';
import { createFakeApi, type FakeApi, type FakeHandler, ok } from '../../../testing/fake-api';

/** The calendar tests' today: Thursday, November 26, 2026 (its week runs Monday 23 to Sunday 29). */
export const TODAY = '2026-11-26';

/** Fixes the clock on TODAY at noon (only Date: timers stay real, so the page's effects run). */
export function freezeToday(date: string = TODAY) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${date}T12:00:00`) });
}

export const parent: CalendarPerson = {
  id: 1,
  first_name: 'Patricia',
  last_name: 'Parker',
  username: 'parent',
  is_self: true,
};
export const sam: CalendarPerson = {
  id: 2,
  first_name: 'Sam',
  last_name: 'Parker',
  username: 'student',
  is_self: false,
};
export const mia: CalendarPerson = {
  id: 3,
  first_name: 'Mia',
  last_name: 'Parker',
  username: 'mia.parker',
  is_self: false,
};

let nextUid = 1;

export function courseItem(
  overrides: Partial<CalendarItem> & Pick<CalendarItem, 'title' | 'date'>,
): CalendarItem {
  const courseId = overrides.course_id ?? 10;
  const sessionId = overrides.session_id === undefined ? 100 + nextUid : overrides.session_id;
  return {
    uid: `course-${nextUid++}`,
    kind: 'course',
    course_id: courseId,
    session_id: sessionId,
    event_id: null,
    start_time: '15:30',
    end_time: '17:00',
    end_date: null,
    location: 'Room 204',
    is_online: false,
    status: 'published',
    session_status: sessionId === null ? null : 'scheduled',
    rsvp_status: null,
    is_recurring: true,
    teacher: 'teacher',
    people: [],
    path:
      sessionId === null
        ? `/course/${courseId}/session/date/${overrides.date}`
        : `/course/${courseId}/session/${sessionId}`,
    ...overrides,
  };
}

export function eventItem(
  overrides: Partial<CalendarItem> & Pick<CalendarItem, 'title' | 'date'>,
): CalendarItem {
  const eventId = overrides.event_id ?? 20;
  return {
    uid: `event-${nextUid++}`,
    kind: 'event',
    course_id: null,
    session_id: null,
    event_id: eventId,
    start_time: '10:00',
    end_time: '12:00',
    end_date: null,
    location: 'Gym',
    is_online: false,
    status: 'published',
    session_status: null,
    rsvp_status: 'approved',
    is_recurring: false,
    teacher: null,
    people: [],
    path: `/event/${eventId}`,
    ...overrides,
  };
}

/** The parent's calendar around TODAY: their own, Sam's and Mia's entries. */
export function familyItems(): CalendarItem[] {
  return [
    courseItem({
      title: 'Introduction to Robotics',
      date: '2026-11-23',
      course_id: 10,
      session_id: 101,
      people: [2],
    }),
    courseItem({
      title: 'Introduction to Robotics',
      date: '2026-11-25',
      course_id: 10,
      session_id: 102,
      session_status: 'cancelled',
      people: [2],
    }),
    eventItem({
      title: 'Art Show',
      date: '2026-11-24',
      event_id: 22,
      start_time: '18:00',
      end_time: '19:00',
      people: [3],
    }),
    courseItem({
      title: 'Piano Lessons',
      date: '2026-11-26',
      course_id: 11,
      session_id: null,
      start_time: null,
      end_time: null,
      people: [3],
    }),
    eventItem({ title: 'Spring Science Fair', date: '2026-11-26', event_id: 20, people: [1, 2] }),
    eventItem({
      title: 'Community Book Fair',
      date: '2026-11-27',
      end_date: '2026-11-28',
      event_id: 21,
      start_time: '09:00',
      end_time: '17:00',
      people: [1],
    }),
    eventItem({
      title: 'Riverside Jazz Night',
      date: '2026-12-10',
      event_id: 23,
      start_time: '19:00',
      end_time: '21:00',
      rsvp_status: 'pending',
      people: [1],
    }),
  ];
}

export const source = (id: number, name: string, count = 0): CalendarSource => ({ id, name, count });

interface ScopeData {
  items: CalendarItem[];
  people?: CalendarPerson[];
  courses?: CalendarSource[];
  events?: CalendarSource[];
}

/** Whether an entry (one day, or several up to its end_date) meets the range. */
function inRange(item: CalendarItem, from: string, to: string): boolean {
  const last = item.end_date ?? item.date;
  return item.date <= to && last >= from;
}

export interface CalendarApi extends FakeApi {
  /** The GET /calendar queries asked, in order. */
  ranges: { from: string; to: string; scope: string }[];
}

/**
 * The fake API with GET /calendar answering, per scope, the entries that meet the asked range (as the
 * server does), and recording each range asked.
 */
export function calendarApi(
  scopes: Partial<Record<CalendarScope, ScopeData>>,
  routes: Record<string, FakeHandler> = {},
): CalendarApi {
  const api = createFakeApi({ 'GET /organizations/owned': ok([]), ...routes });
  const ranges: CalendarApi['ranges'] = [];
  const answer = (url: URL): Calendar => {
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? '';
    const scope = (url.searchParams.get('scope') ?? 'mine') as CalendarScope;
    ranges.push({ from, to, scope });
    const data = scopes[scope] ?? { items: [] };
    return {
      scope,
      from,
      to,
      items: data.items.filter((item) => inRange(item, from, to)),
      people: data.people ?? [],
      courses: data.courses ?? [],
      events: data.events ?? [],
    };
  };
  return {
    ...api,
    ranges,
    fetch: async (input, init) => {
      const url = new URL(input, 'http://campus.test');
      if (
        url.pathname === '/api/calendar' &&
        (init?.method ?? 'GET') === 'GET' &&
        !api.has('GET /calendar')
      ) {
        return new Response(JSON.stringify({ status: 'success', data: answer(url) }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return api.fetch(input, init);
    },
  };
}
