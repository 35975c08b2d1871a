import type { CalendarItem, CalendarPerson } from '@campus/sdk';
import * as sdk from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { testIO } from '../../testing/test-io.js';
import { parse as parseFeed } from './feed.js';
import { EMPTY_DAY, entryLine, printDays } from './shared/render.js';
import { findChild, parse, viewDays } from './show.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

describe('calendar parse', () => {
  it('defaults to the week of today, everyone, as text', () => {
    expect(parse([])).toEqual({ globals, view: 'week', from: null, child: null, ics: false });
  });

  it('takes a view, a day, a child, --json or --ics', () => {
    expect(parse(['--month', '--from', '2026-12-01', '--child', 'student'])).toEqual({
      globals,
      view: 'month',
      from: '2026-12-01',
      child: 'student',
      ics: false,
    });
    expect(parse(['--day', '--json']).globals.json).toBe(true);
    expect(parse(['--ics']).ics).toBe(true);
  });

  it.each([
    [['--day', '--week']],
    [['--week', '--month']],
    [['--json', '--ics']],
    [['--ics', '--child', 'student']],
    [['--from']],
  ])('refuses %j (exit 2)', (argv) => {
    expect(() => parse(argv)).toThrow(UsageError);
  });

  it('feed: status by default, --new or --revoke, not both', () => {
    expect(parseFeed([]).action).toBe('status');
    expect(parseFeed(['--new']).action).toBe('new');
    expect(parseFeed(['--revoke']).action).toBe('revoke');
    expect(() => parseFeed(['--new', '--revoke'])).toThrow(UsageError);
  });
});

describe('calendar views', () => {
  it('lists the day, its week from Monday, or the days of its month', () => {
    expect(viewDays(sdk, 'day', '2026-11-26')).toEqual(['2026-11-26']);
    expect(viewDays(sdk, 'week', '2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    const month = viewDays(sdk, 'month', '2026-02-10');
    expect([month.length, month[0], month.at(-1)]).toEqual([28, '2026-02-01', '2026-02-28']);
  });
});

const people: CalendarPerson[] = [
  { id: 6, first_name: 'Patricia', last_name: 'Parker', username: 'parent', is_self: true },
  { id: 15, first_name: 'Mia', last_name: 'Parker', username: 'mia.parker', is_self: false },
  { id: 5, first_name: 'Sam', last_name: 'Parker', username: 'student', is_self: false },
];

describe('findChild', () => {
  it('finds a child by username (any case) or id', () => {
    expect(findChild(people, 'Student').id).toBe(5);
    expect(findChild(people, '15').username).toBe('mia.parker');
  });

  it('refuses the reader and anyone else, naming the children', () => {
    for (const wanted of ['parent', '6', 'emma.wilson']) {
      const error = (() => {
        try {
          findChild(people, wanted);
        } catch (caught) {
          return caught;
        }
        return undefined;
      })();
      expect(error).toBeInstanceOf(UsageError);
      expect((error as UsageError).message).toBe(`"${wanted}" is not one of your children.`);
      expect((error as UsageError).details).toEqual([
        'Your children: mia.parker (Mia Parker), student (Sam Parker).',
      ]);
    }
    expect(() => findChild([people[0] as CalendarPerson], 'student')).toThrow(
      expect.objectContaining({ details: ['You have no children on Campus.'] }),
    );
  });
});

const item = (overrides: Partial<CalendarItem>): CalendarItem => ({
  uid: 'course-1-2026-11-26',
  kind: 'course',
  course_id: 1,
  session_id: null,
  event_id: null,
  title: 'Introduction to Robotics',
  date: '2026-11-26',
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
  people: [5],
  path: '/course/1/session/date/2026-11-26',
  ...overrides,
});

describe('calendar text', () => {
  it("shows 12-hour times or 'Time TBD', Course or Event, and the child's badge", () => {
    expect(entryLine(sdk, item({}), people)).toBe(
      '  3:30 PM - 5:00 PM    Course  Introduction to Robotics  [Sam Parker]',
    );
    expect(entryLine(sdk, item({ start_time: null, end_time: null, people: [6] }), people)).toBe(
      '  Time TBD             Course  Introduction to Robotics',
    );
    const fair = item({
      kind: 'event',
      title: 'Book Fair',
      start_time: '09:00',
      end_time: '13:00',
      end_date: '2026-11-27',
      rsvp_status: 'pending',
      people: [6, 15],
    });
    expect(entryLine(sdk, fair, people)).toBe(
      '  9:00 AM - 1:00 PM    Event   Book Fair (pending approval)  until Nov 27, 2026  [Mia Parker]',
    );
    expect(entryLine(sdk, item({ session_status: 'cancelled', people: [6] }), people)).toContain(
      'Introduction to Robotics (cancelled)',
    );
  });

  it('prints each day with its entries by start time, a multi-day event on each of its days', () => {
    const io = testIO({ tty: true });
    const entries = [
      item({ uid: 'b', start_time: '16:00', title: 'Late' }),
      item({ uid: 'a', start_time: '08:00', title: 'Early' }),
      item({ uid: 'c', kind: 'event', date: '2026-11-26', end_date: '2026-11-27', title: 'Fair' }),
    ];
    printDays(io.io, sdk, entries, people, ['2026-11-26', '2026-11-27', '2026-11-28'], false);
    const lines = io.stdout().split('\n');
    expect(lines[0]).toBe('Thursday, November 26, 2026');
    expect(lines.slice(1, 4).map((line) => /(Early|Fair|Late)/.exec(line)?.[1])).toEqual([
      'Early',
      'Fair',
      'Late',
    ]);
    expect(io.stdout()).toContain('Friday, November 27, 2026\n  3:30 PM - 5:00 PM    Event   Fair');
    expect(io.stdout()).toContain(`Saturday, November 28, 2026\n  ${EMPTY_DAY}\n`);
  });
});
