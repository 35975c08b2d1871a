import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CourseSchedule,
  courseTimes,
  expandRecurrence,
  nextCourseDate,
  recurrenceLabel,
  weekdayOf,
  weekOfMonth,
} from './recurrence.js';

const oneTime: CourseSchedule = {
  date: '2026-03-10',
  is_recurring: false,
  recurrence_type: null,
  recurrence_end_date: null,
  weekly_days: [],
  monthly_option: null,
};

function recurring(overrides: Partial<CourseSchedule>): CourseSchedule {
  return { ...oneTime, is_recurring: true, recurrence_end_date: '2026-12-31', ...overrides };
}

describe('expandRecurrence: the spec examples', () => {
  it('gives a one-time course its single date, inside the range only', () => {
    expect(expandRecurrence(oneTime, { from: '2026-03-01', to: '2026-03-31' })).toEqual(['2026-03-10']);
    expect(expandRecurrence(oneTime, { from: '2026-03-11', to: '2026-03-31' })).toEqual([]);
    expect(expandRecurrence({ ...oneTime, date: null }, { from: '2026-01-01', to: '2026-12-31' })).toEqual(
      [],
    );
  });

  it('repeats daily from the course date to the recurrence end date', () => {
    const course = recurring({
      recurrence_type: 'daily',
      date: '2026-03-30',
      recurrence_end_date: '2026-04-02',
    });
    expect(expandRecurrence(course, { from: '2026-01-01', to: '2026-12-31' })).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
    ]);
  });

  it('repeats weekly on the days of weekly_days', () => {
    // 2026-03-02 is a Monday.
    const course = recurring({
      recurrence_type: 'weekly',
      date: '2026-03-02',
      recurrence_end_date: '2026-03-15',
      weekly_days: ['monday', 'wednesday'],
    });
    expect(expandRecurrence(course, { from: '2026-01-01', to: '2026-12-31' })).toEqual([
      '2026-03-02',
      '2026-03-04',
      '2026-03-09',
      '2026-03-11',
    ]);
  });

  it('repeats monthly on the date, skipping months without that day', () => {
    const course = recurring({
      recurrence_type: 'monthly',
      monthly_option: 'date',
      date: '2026-01-31',
      recurrence_end_date: '2026-05-31',
    });
    expect(expandRecurrence(course, { from: '2026-01-01', to: '2026-12-31' })).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
    ]);
  });

  it('repeats monthly on the weekday in the same week-of-month bucket', () => {
    // 2026-01-13 is the second Tuesday (days 8-14).
    const course = recurring({
      recurrence_type: 'monthly',
      monthly_option: 'weekday',
      date: '2026-01-13',
      recurrence_end_date: '2026-04-30',
    });
    expect(expandRecurrence(course, { from: '2026-01-01', to: '2026-12-31' })).toEqual([
      '2026-01-13',
      '2026-02-10',
      '2026-03-10',
      '2026-04-14',
    ]);
  });

  it('puts days 29-31 in the fifth bucket, which some months do not have', () => {
    // 2026-01-30 is a Friday in the fifth bucket; of Feb-May only May has a day-29+ Friday (the 29th).
    const course = recurring({
      recurrence_type: 'monthly',
      monthly_option: 'weekday',
      date: '2026-01-30',
      recurrence_end_date: '2026-05-31',
    });
    expect(expandRecurrence(course, { from: '2026-01-01', to: '2026-12-31' })).toEqual([
      '2026-01-30',
      '2026-05-29',
    ]);
  });

  it('clips to the range and returns nothing for a reversed range', () => {
    const course = recurring({
      recurrence_type: 'daily',
      date: '2026-03-01',
      recurrence_end_date: '2026-03-31',
    });
    expect(expandRecurrence(course, { from: '2026-03-29', to: '2026-04-30' })).toEqual([
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
    ]);
    expect(expandRecurrence(course, { from: '2026-03-10', to: '2026-03-01' })).toEqual([]);
  });

  it('does not shift across a daylight-saving change', () => {
    const course = recurring({
      recurrence_type: 'daily',
      date: '2026-03-07',
      recurrence_end_date: '2026-03-10',
    });
    expect(expandRecurrence(course, { from: '2026-03-07', to: '2026-03-10' })).toEqual([
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
  });
});

describe('weekOfMonth', () => {
  it.each([
    [1, 1],
    [7, 1],
    [8, 2],
    [14, 2],
    [15, 3],
    [21, 3],
    [22, 4],
    [28, 4],
    [29, 5],
    [31, 5],
  ])('day %i is in bucket %i', (dayOfMonth, bucket) => {
    expect(weekOfMonth(dayOfMonth)).toBe(bucket);
  });
});

const isoDay = fc
  .date({ min: new Date(2024, 0, 1), max: new Date(2028, 11, 31), noInvalidDate: true })
  .map(
    (date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`,
  );
const weekdays = fc.subarray(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], {
  minLength: 1,
});
const schedule = fc.record({
  date: isoDay,
  recurrence_end_date: isoDay,
  recurrence_type: fc.constantFrom('daily' as const, 'weekly' as const, 'monthly' as const),
  weekly_days: weekdays,
  monthly_option: fc.constantFrom('date' as const, 'weekday' as const),
});

describe('expandRecurrence: properties', () => {
  it('every date lies in the range and the schedule, on an allowed weekday and bucket, ascending without duplicates', () => {
    fc.assert(
      fc.property(schedule, isoDay, isoDay, (fields, a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const course = { ...fields, is_recurring: true };
        const dates = expandRecurrence(course, { from, to });
        for (const date of dates) {
          expect(date >= from && date <= to).toBe(true);
          expect(date >= course.date && date <= course.recurrence_end_date).toBe(true);
          if (course.recurrence_type === 'weekly') expect(fields.weekly_days).toContain(weekdayOf(date));
          if (course.recurrence_type === 'monthly' && course.monthly_option === 'date') {
            expect(date.slice(8)).toBe(course.date.slice(8));
          }
          if (course.recurrence_type === 'monthly' && course.monthly_option === 'weekday') {
            expect(weekdayOf(date)).toBe(weekdayOf(course.date));
            expect(weekOfMonth(Number(date.slice(8)))).toBe(weekOfMonth(Number(course.date.slice(8))));
          }
        }
        expect([...dates].sort()).toEqual(dates);
        expect(new Set(dates).size).toBe(dates.length);
      }),
      { numRuns: 300 },
    );
  });

  it('a daily course covers every day of the overlap', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 0, max: 60 }), (date, length) => {
        const end = new Date(`${date}T00:00:00`);
        end.setDate(end.getDate() + length);
        const endDate = `${end.getFullYear()}-${String(end.getMonth() + 1).padStart(2, '0')}-${String(end.getDate()).padStart(2, '0')}`;
        const course = recurring({ recurrence_type: 'daily', date, recurrence_end_date: endDate });
        expect(expandRecurrence(course, { from: date, to: endDate })).toHaveLength(length + 1);
      }),
    );
  });
});

describe('nextCourseDate, courseTimes and recurrenceLabel', () => {
  it('finds the next date on or after today', () => {
    const course = recurring({
      recurrence_type: 'weekly',
      date: '2026-03-02',
      weekly_days: ['friday'],
      recurrence_end_date: '2026-04-30',
    });
    expect(nextCourseDate(course, '2026-03-07')).toBe('2026-03-13');
    expect(nextCourseDate(course, '2026-05-01')).toBeNull();
    expect(nextCourseDate(oneTime, '2026-03-10')).toBe('2026-03-10');
  });

  it('defaults missing times to 09:00-10:00', () => {
    expect(courseTimes({ start_time: null, end_time: undefined })).toEqual({
      start_time: '09:00',
      end_time: '10:00',
    });
    expect(courseTimes({ start_time: '13:30:00', end_time: '15:00' })).toEqual({
      start_time: '13:30',
      end_time: '15:00',
    });
  });

  it('labels the recurrence', () => {
    expect(recurrenceLabel(oneTime)).toBe('');
    expect(recurrenceLabel(recurring({ recurrence_type: 'daily' }))).toBe('Daily');
    expect(
      recurrenceLabel(recurring({ recurrence_type: 'weekly', weekly_days: ['wednesday', 'monday'] })),
    ).toBe('Weekly on Monday, Wednesday');
    expect(recurrenceLabel(recurring({ recurrence_type: 'monthly', monthly_option: 'weekday' }))).toBe(
      'Monthly on the weekday',
    );
  });
});
