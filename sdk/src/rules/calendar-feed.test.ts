import { describe, expect, it } from 'vitest';
import { calendarFeedRange, calendarFeedStatus, calendarFeedTimes } from './calendar-feed.js';

describe('calendar feed rules', () => {
  it('covers the past 30 days and the next 365', () => {
    expect(calendarFeedRange('2026-11-26')).toEqual({ from: '2026-10-27', to: '2027-11-26' });
  });

  it.each([
    [{ session_status: 'cancelled', rsvp_status: null }, 'CANCELLED'],
    [{ session_status: null, rsvp_status: 'pending' }, 'TENTATIVE'],
    [{ session_status: null, rsvp_status: 'approved' }, 'CONFIRMED'],
    [{ session_status: 'scheduled', rsvp_status: null }, 'CONFIRMED'],
    [{ session_status: null, rsvp_status: null }, 'CONFIRMED'],
  ])('%o is %s', (item, status) => {
    expect(calendarFeedStatus(item)).toBe(status);
  });

  it.each([
    // start, end, end date -> start time, end date, end time
    ['10:00', '11:30', null, '10:00', '2026-11-26', '11:30'],
    [null, null, null, '09:00', '2026-11-26', '10:00'], // spec 9: default 09:00 to 10:00
    [null, '14:00', null, '09:00', '2026-11-26', '10:00'], // no start: both defaults
    ['08:00', null, null, '08:00', '2026-11-26', '10:00'],
    ['14:00', null, null, '14:00', '2026-11-26', '15:00'], // default end before the start: an hour
    ['23:30', '23:00', null, '23:30', '2026-11-26', '23:59'],
    ['19:00', '01:00', '2026-11-28', '19:00', '2026-11-28', '01:00'], // over several days
  ])('times %s-%s (end date %s) become %s to %s %s', (start, end, endDate, startTime, toDate, endTime) => {
    expect(
      calendarFeedTimes({ date: '2026-11-26', end_date: endDate, start_time: start, end_time: end }),
    ).toEqual({ startDate: '2026-11-26', startTime, endDate: toDate, endTime });
  });
});
