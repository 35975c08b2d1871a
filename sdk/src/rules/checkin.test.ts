import { describe, expect, it } from 'vitest';
import {
  checkinMoment,
  checkinPath,
  checkinUrl,
  eventCheckinWindow,
  sessionCheckinWindow,
  wallClockInstant,
} from './checkin.js';

const zone = 'America/Chicago';
const at = (text: string) => new Date(text);

describe('sessionCheckinWindow', () => {
  const session = { session_date: '2031-03-04', start_time: '09:00', end_time: '10:30' };
  const window = sessionCheckinWindow(session, 30, zone);

  it('opens the set minutes before the start and closes at the end, on the platform wall clock', () => {
    expect(window?.opens_at.toISOString()).toBe('2031-03-04T14:30:00.000Z');
    expect(window?.starts_at.toISOString()).toBe('2031-03-04T15:00:00.000Z');
    expect(window?.closes_at.toISOString()).toBe('2031-03-04T16:30:00.000Z');
  });

  it.each([
    ['2031-03-04T14:29:59.999Z', 'not_yet'],
    ['2031-03-04T14:30:00.000Z', 'present'],
    ['2031-03-04T15:00:00.000Z', 'present'],
    ['2031-03-04T15:00:00.001Z', 'late'],
    ['2031-03-04T16:30:00.000Z', 'late'],
    ['2031-03-04T16:30:00.001Z', 'closed'],
  ])('at %s it is %s', (now, moment) => {
    if (!window) throw new Error('no window');
    expect(checkinMoment(window, at(now))).toBe(moment);
  });

  it('a session without times runs the whole day and nobody is late', () => {
    const allDay = sessionCheckinWindow(
      { session_date: '2031-03-04', start_time: null, end_time: null },
      30,
      zone,
    );
    if (!allDay) throw new Error('no window');
    expect(checkinMoment(allDay, at('2031-03-05T05:59:59.000Z'))).toBe('late');
    expect(checkinMoment(allDay, at('2031-03-05T06:00:00.000Z'))).toBe('closed');
    expect(allDay.starts_at.toISOString()).toBe('2031-03-04T06:00:00.000Z');
  });

  it('0 minutes opens at the start', () => {
    const exact = sessionCheckinWindow(session, 0, zone);
    if (!exact) throw new Error('no window');
    expect(checkinMoment(exact, at('2031-03-04T14:59:59.999Z'))).toBe('not_yet');
    expect(checkinMoment(exact, at('2031-03-04T15:00:00.000Z'))).toBe('present');
  });

  it('is null for a date that is not one', () => {
    expect(sessionCheckinWindow({ session_date: 'soon', start_time: null, end_time: null }, 30)).toBeNull();
    expect(wallClockInstant('2031-03-04', '9am')).toBeNull();
  });
});

describe('eventCheckinWindow', () => {
  const event = {
    date: '2031-03-04',
    event_start_time: '18:00',
    event_end_time: '21:00',
    event_end_date: null,
  };

  it('runs to the end of the event; everyone inside it is present when late does not count', () => {
    const window = eventCheckinWindow(event, 60, zone);
    if (!window) throw new Error('no window');
    expect(window.opens_at.toISOString()).toBe('2031-03-04T23:00:00.000Z');
    expect(checkinMoment(window, at('2031-03-05T02:00:00.000Z'), false)).toBe('present');
    expect(checkinMoment(window, at('2031-03-05T03:00:00.001Z'), false)).toBe('closed');
  });

  it('a multi-day event closes on its end date', () => {
    const window = eventCheckinWindow({ ...event, event_end_date: '2031-03-06' }, 30, zone);
    expect(window?.closes_at.toISOString()).toBe('2031-03-07T03:00:00.000Z');
  });
});

describe('check-in links', () => {
  it('point at /checkin/<code> under the origin', () => {
    expect(checkinPath('abc_DEF-1')).toBe('/checkin/abc_DEF-1');
    expect(checkinUrl('https://campus.example/', 'abc')).toBe('https://campus.example/checkin/abc');
  });
});
