import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  addCalendarMonths,
  calendarDays,
  calendarRange,
  calendarTitle,
  dayOfWeek,
  itemsByDay,
  monthGrid,
  shiftCalendarAnchor,
  sortCalendarItems,
  startOfCalendarWeek,
  weekdayNames,
} from './calendar.js';

const anyDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('calendar grids', () => {
  it.each([
    // anchor, Monday of its week, Sunday of its week
    ['2026-11-26', '2026-11-23', '2026-11-22'], // a Thursday
    ['2026-11-23', '2026-11-23', '2026-11-22'], // a Monday
    ['2026-11-29', '2026-11-23', '2026-11-29'], // a Sunday
    ['2027-01-01', '2026-12-28', '2026-12-27'], // across the new year
  ])('the week of %s starts on Monday %s, or on Sunday %s in the admin view', (anchor, monday, sunday) => {
    expect(startOfCalendarWeek(anchor)).toBe(monday);
    expect(startOfCalendarWeek(anchor, 'sunday')).toBe(sunday);
    expect(calendarDays('week', anchor)).toHaveLength(7);
    expect(calendarDays('week', anchor)[0]).toBe(monday);
    expect(calendarDays('week', anchor, 'sunday')[0]).toBe(sunday);
  });

  it.each([
    // anchor, first cell (Monday on or before the 1st), last cell
    ['2026-11-26', '2026-10-26', '2026-12-06'],
    ['2026-06-15', '2026-06-01', '2026-07-12'], // June 2026 starts on a Monday
    ['2026-02-10', '2026-01-26', '2026-03-08'],
  ])('the month of %s is 42 cells from %s to %s', (anchor, first, last) => {
    const days = calendarDays('month', anchor);
    expect(days).toHaveLength(42);
    expect(days[0]).toBe(first);
    expect(days[41]).toBe(last);
    expect(calendarRange('month', anchor)).toEqual({ from: first, to: last });
  });

  it('marks the days of the month and today in the month grid', () => {
    const cells = monthGrid('2026-11-26', '2026-11-26');
    expect(cells.filter((cell) => cell.inMonth)).toHaveLength(30);
    expect(cells.filter((cell) => cell.isToday).map((cell) => cell.date)).toEqual(['2026-11-26']);
    expect(cells[0]).toMatchObject({ date: '2026-10-26', dayOfMonth: 26, inMonth: false });
  });

  it('the day view is the anchor alone', () => {
    expect(calendarDays('day', '2026-11-26')).toEqual(['2026-11-26']);
  });

  it.each([
    ['day', '2026-11-26', -1, '2026-11-25'],
    ['week', '2026-11-26', 1, '2026-12-03'],
    ['month', '2026-01-31', 1, '2026-02-28'],
    ['month', '2026-03-31', -1, '2026-02-28'],
    ['month', '2026-12-15', 1, '2027-01-15'],
  ] as const)('%s view from %s by %i goes to %s', (view, anchor, direction, expected) => {
    expect(shiftCalendarAnchor(view, anchor, direction)).toBe(expected);
  });

  it.each([
    ['day', '2026-11-26', 'monday', 'Thursday, November 26, 2026'],
    ['week', '2026-11-26', 'monday', 'Nov 23 - Nov 29, 2026'],
    ['week', '2026-12-31', 'monday', 'Dec 28, 2026 - Jan 3, 2027'],
    ['week', '2026-11-26', 'sunday', 'Nov 22 - Nov 28, 2026'],
    ['month', '2026-11-26', 'monday', 'November 2026'],
  ] as const)('the %s title of %s (%s start) is %s', (view, anchor, weekStart, title) => {
    expect(calendarTitle(view, anchor, weekStart)).toBe(title);
  });

  it('names the weekdays from Monday, or from Sunday', () => {
    expect(weekdayNames()[0]).toBe('Monday');
    expect(weekdayNames()[6]).toBe('Sunday');
    expect(weekdayNames('sunday')[0]).toBe('Sunday');
  });

  it('sorts items by date then start time, with Time TBD last in its day', () => {
    const items = [
      { date: '2026-11-27', start_time: '08:00', title: 'B' },
      { date: '2026-11-26', start_time: null, title: 'TBD' },
      { date: '2026-11-26', start_time: '14:00', title: 'Afternoon' },
      { date: '2026-11-26', start_time: '09:00', title: 'Morning' },
    ];
    expect(sortCalendarItems(items).map((item) => item.title)).toEqual(['Morning', 'Afternoon', 'TBD', 'B']);
    const byDay = itemsByDay(items, ['2026-11-26', '2026-11-27', '2026-11-28']);
    expect(byDay.get('2026-11-26')?.map((item) => item.title)).toEqual(['Morning', 'Afternoon', 'TBD']);
    expect(byDay.get('2026-11-28')).toEqual([]);
  });

  it('puts a multi-day item on each of its days, also when it began before the range', () => {
    const days = ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
    const fair = { date: '2026-11-25', end_date: '2026-11-27', start_time: '10:00', title: 'Fair' };
    const talk = { date: '2026-11-27', end_date: null, start_time: '09:00', title: 'Talk' };
    const pottery = { date: '2026-11-28', start_time: null, title: 'Pottery' };
    const byDay = itemsByDay([fair, talk, pottery], days);
    expect(byDay.get('2026-11-26')?.map((item) => item.title)).toEqual(['Fair']);
    // On its second day the fair is sorted by its time among that day's items.
    expect(byDay.get('2026-11-27')?.map((item) => item.title)).toEqual(['Talk', 'Fair']);
    expect(byDay.get('2026-11-28')?.map((item) => item.title)).toEqual(['Pottery']);
    expect(byDay.get('2026-11-29')).toEqual([]);
  });
});

describe('calendar grid properties', () => {
  it('a month grid is 42 consecutive days, each once, starting on a Monday, holding the whole month', () => {
    fc.assert(
      fc.property(anyDate, (anchor) => {
        const days = calendarDays('month', anchor);
        expect(days).toHaveLength(42);
        expect(new Set(days).size).toBe(42);
        expect(dayOfWeek(days[0] as string)).toBe(1);
        days.forEach((date, index) => {
          if (index > 0) expect(addCalendarDays(days[index - 1] as string, 1)).toBe(date);
        });
        const month = anchor.slice(0, 7);
        const inMonth = days.filter((date) => date.startsWith(month));
        expect(inMonth[0]).toBe(`${month}-01`);
        expect(inMonth.length).toBeGreaterThanOrEqual(28);
        expect(addCalendarDays(inMonth[inMonth.length - 1] as string, 1).slice(0, 7)).not.toBe(month);
      }),
    );
  });

  it('a week holds its anchor and seven consecutive days from the chosen first day', () => {
    fc.assert(
      fc.property(anyDate, fc.constantFrom('monday', 'sunday' as const), (anchor, weekStart) => {
        const days = calendarDays('week', anchor, weekStart);
        expect(days).toContain(anchor);
        expect(dayOfWeek(days[0] as string)).toBe(weekStart === 'monday' ? 1 : 0);
        expect(new Set(days).size).toBe(7);
      }),
    );
  });

  it('previous undoes next for days and weeks', () => {
    fc.assert(
      fc.property(anyDate, fc.constantFrom('day', 'week' as const), (anchor, view) => {
        expect(shiftCalendarAnchor(view, shiftCalendarAnchor(view, anchor, 1), -1)).toBe(anchor);
      }),
    );
  });

  it('months move by one calendar month and never skip one', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -24, max: 24 }), (anchor, months) => {
        const moved = addCalendarMonths(anchor, months);
        const index = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
        expect(index(moved) - index(anchor)).toBe(months);
      }),
    );
  });

  it('no daylight-saving change moves a date: grids read the same in every time zone', () => {
    // These months hold the 2026 clock changes of Europe, the US and Australia.
    const anchors = ['2026-03-08', '2026-03-29', '2026-04-05', '2026-10-04', '2026-10-25', '2026-11-01'];
    const inZone = (zone: string) => {
      const saved = process.env.TZ;
      process.env.TZ = zone;
      try {
        return anchors.map((anchor) => [
          calendarDays('month', anchor),
          calendarDays('week', anchor, 'sunday'),
        ]);
      } finally {
        process.env.TZ = saved;
      }
    };
    const utc = inZone('UTC');
    for (const zone of ['America/New_York', 'Europe/Berlin', 'Australia/Sydney', 'Pacific/Apia']) {
      expect(inZone(zone)).toEqual(utc);
    }
    for (const [month] of utc) {
      for (let index = 1; index < 42; index += 1) {
        expect(addCalendarDays(month?.[0] as string, index)).toBe(month?.[index]);
      }
    }
  });
});
