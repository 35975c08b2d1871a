import { describe, expect, it } from 'vitest';
import { AttendanceInputSchema, CourseInputSchema, SessionCreateInputSchema } from './course.js';
import { EventInputSchema } from './event.js';
import { fieldErrorsFrom } from './field-errors.js';
import { isClockTime } from './time.js';

const NOT_TIMES = [
  '23:59:60',
  '12:00:60',
  '09:00:99',
  '24:00',
  '24:00:00',
  '23:60',
  '9:00',
  '09:0',
  '09:00:0',
  '09:00xyz',
  '09:00:00.5',
  '09-00',
  '',
];

describe('isClockTime', () => {
  it.each(['00:00', '09:05', '23:59', '23:59:59', '18:00:00'])('accepts %s', (value) => {
    expect(isClockTime(value)).toBe(true);
  });

  it.each(NOT_TIMES)('refuses %j', (value) => {
    expect(isClockTime(value)).toBe(false);
  });
});

function errorsOf(result: { success: boolean; error?: Parameters<typeof fieldErrorsFrom>[0] }) {
  return result.success || !result.error ? {} : fieldErrorsFrom(result.error);
}

const event = {
  title: 'Science Night',
  description: '<p>Experiments.</p>',
  date: '2031-03-10',
  event_start_time: '08:00',
  event_end_time: '20:00',
  location: 'Lab A',
};

const course = {
  name: 'Chess Club',
  description: '<p>Openings.</p>',
  location: 'Room 4',
  date: '2031-03-10',
  start_time: '08:00',
  end_time: '20:00',
};

// A time the first five characters of which look fine ('23:59' of '23:59:60') was once cut to them and kept.
describe.each(NOT_TIMES.filter((value) => value !== ''))('the time %j', (value) => {
  it('is refused on an event', () => {
    const errors = errorsOf(EventInputSchema.safeParse({ ...event, event_end_time: value }));
    expect(errors.event_end_time).toEqual(['Enter a time as HH:mm']);
  });

  it('is refused on a course, a session and an attendance row', () => {
    expect(errorsOf(CourseInputSchema.safeParse({ ...course, end_time: value })).end_time).toEqual([
      'Enter a time as HH:mm',
    ]);
    const session = SessionCreateInputSchema.safeParse({ session_date: '2031-03-10', start_time: value });
    expect(errorsOf(session).start_time).toEqual(['Enter a time as HH:mm']);
    const row = AttendanceInputSchema.safeParse({ status: 'present', arrival_time: value });
    expect(errorsOf(row).arrival_time).toEqual(['Enter a time as HH:mm']);
  });
});

describe('database times', () => {
  it('read HH:mm:ss as HH:mm on events and courses', () => {
    const parsed = EventInputSchema.parse({ ...event, event_end_time: '23:59:59' });
    expect(parsed.event_end_time).toBe('23:59');
    expect(CourseInputSchema.parse({ ...course, end_time: '23:59:59' }).end_time).toBe('23:59');
  });
});
