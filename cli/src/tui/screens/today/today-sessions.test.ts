import type { CalendarItem } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { todaySessions } from './today-sessions.js';

const item = (overrides: Partial<CalendarItem>): CalendarItem => ({
  uid: `uid-${overrides.session_id ?? overrides.event_id ?? 'x'}`,
  kind: 'course',
  course_id: 1,
  session_id: 10,
  event_id: null,
  title: 'Robotics',
  date: '2026-12-07',
  start_time: '15:30',
  end_time: '17:00',
  end_date: null,
  location: null,
  is_online: false,
  status: 'published',
  session_status: 'scheduled',
  rsvp_status: null,
  is_recurring: true,
  teacher: 'teacher',
  people: [],
  path: '/course/1/session/10',
  ...overrides,
});

describe('todaySessions', () => {
  it.each([
    {
      case: 'an owned session appears once even when the reader also teaches it',
      owner: [item({})],
      mine: [item({})],
      titles: ['Robotics'],
    },
    {
      case: 'a taught session of a course the reader does not own appears',
      owner: [],
      mine: [item({ teacher: 'teacher', title: 'Lab', session_id: 11 })],
      titles: ['Lab'],
    },
    {
      case: "an enrolled session (someone else's teaching) stays out",
      owner: [],
      mine: [item({ teacher: 'jchen', title: 'Algebra' })],
      titles: [],
    },
    {
      case: 'events and schedule dates without a session stay out',
      owner: [
        item({ kind: 'event', course_id: null, session_id: null, event_id: 3, title: 'Fair' }),
        item({ session_id: null, title: 'Not generated' }),
      ],
      mine: [],
      titles: [],
    },
    {
      case: 'sorted by start time, a session without one last',
      owner: [
        item({ session_id: 1, title: 'Late', start_time: '18:00' }),
        item({ session_id: 2, title: 'TBD', start_time: null }),
        item({ session_id: 3, title: 'Early', start_time: '08:00' }),
      ],
      mine: [],
      titles: ['Early', 'Late', 'TBD'],
    },
  ])('$case', ({ owner, mine, titles }) => {
    expect(todaySessions(owner, mine, 'teacher').map((session) => session.title)).toEqual(titles);
  });
});
