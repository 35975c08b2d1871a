import { describe, expect, it } from 'vitest';
import { eventEndsAt, hasCourseEnded, hasEventEnded } from './event-end.js';

const NEW_YORK = 'America/New_York';
const TOKYO = 'Asia/Tokyo';

const concert = {
  date: '2031-03-10',
  event_start_time: '18:00',
  event_end_time: '20:00',
  event_end_date: null,
};

describe('eventEndsAt', () => {
  it('is the end time of the event day on the platform wall clock', () => {
    // 20:00 in New York in March 2031 (after the DST switch on 9 March) is 00:00 UTC the next day.
    expect(eventEndsAt(concert, NEW_YORK)?.toISOString()).toBe('2031-03-11T00:00:00.000Z');
    expect(eventEndsAt(concert, TOKYO)?.toISOString()).toBe('2031-03-10T11:00:00.000Z');
  });

  it('uses the end date of a multi-day event', () => {
    const camp = { ...concert, event_end_date: '2031-03-12', event_end_time: '09:30' };
    expect(eventEndsAt(camp, NEW_YORK)?.toISOString()).toBe('2031-03-12T13:30:00.000Z');
  });

  it('runs to the end of the day without an end time (across a month end too)', () => {
    expect(eventEndsAt({ date: '2031-01-31', event_end_time: null }, NEW_YORK)?.toISOString()).toBe(
      '2031-02-01T05:00:00.000Z',
    );
    expect(eventEndsAt({ date: '2031-01-31' }, TOKYO)?.toISOString()).toBe('2031-01-31T15:00:00.000Z');
  });

  it('reads HH:mm:ss and refuses what is not a date or time', () => {
    expect(eventEndsAt({ ...concert, event_end_time: '20:00:30' }, TOKYO)?.toISOString()).toBe(
      '2031-03-10T11:00:30.000Z',
    );
    expect(eventEndsAt({ ...concert, date: '10/03/2031' }, TOKYO)).toBeNull();
    expect(eventEndsAt({ ...concert, event_end_time: 'eight' }, TOKYO)).toBeNull();
  });
});

describe('hasEventEnded', () => {
  it('is false before the end and true from the end on', () => {
    expect(hasEventEnded(concert, new Date('2031-03-10T23:59:59.999Z'), NEW_YORK)).toBe(false);
    expect(hasEventEnded(concert, new Date('2031-03-11T00:00:00.000Z'), NEW_YORK)).toBe(true);
    expect(hasEventEnded(concert, new Date('2032-01-01T00:00:00.000Z'), NEW_YORK)).toBe(true);
  });

  it('an event that started but has not ended is still open', () => {
    expect(hasEventEnded(concert, new Date('2031-03-10T23:00:00.000Z'), NEW_YORK)).toBe(false);
  });

  it('the same instant is past in one zone and not in another', () => {
    const now = new Date('2031-03-10T15:00:00.000Z');
    expect(hasEventEnded(concert, now, TOKYO)).toBe(true);
    expect(hasEventEnded(concert, now, NEW_YORK)).toBe(false);
  });

  it('a multi-day event is open until its last day ends', () => {
    const camp = { ...concert, event_end_date: '2031-03-12' };
    expect(hasEventEnded(camp, new Date('2031-03-11T12:00:00.000Z'), NEW_YORK)).toBe(false);
    expect(hasEventEnded(camp, new Date('2031-03-13T00:00:00.000Z'), NEW_YORK)).toBe(true);
  });

  it('without an end time it stays open the whole day', () => {
    const allDay = { date: '2031-03-10', event_end_time: null };
    expect(hasEventEnded(allDay, new Date('2031-03-11T03:59:00.000Z'), NEW_YORK)).toBe(false);
    expect(hasEventEnded(allDay, new Date('2031-03-11T04:00:00.000Z'), NEW_YORK)).toBe(true);
  });

  it('an unreadable date never counts as ended', () => {
    expect(hasEventEnded({ date: 'someday' }, new Date('2099-01-01T00:00:00Z'), NEW_YORK)).toBe(false);
  });
});

describe('hasCourseEnded', () => {
  const course = { date: '2031-03-10', end_date: null, is_recurring: false, recurrence_end_date: null };
  const now = (iso: string) => new Date(iso);

  it('ends once its last day is before today in the platform zone', () => {
    // 2031-03-11T03:00Z is still 10 March in New York, already 11 March in Tokyo.
    expect(hasCourseEnded(course, now('2031-03-11T03:00:00Z'), NEW_YORK)).toBe(false);
    expect(hasCourseEnded(course, now('2031-03-11T03:00:00Z'), TOKYO)).toBe(true);
  });

  it('uses the end date, or the recurrence end of a recurring course', () => {
    expect(hasCourseEnded({ ...course, end_date: '2031-04-01' }, now('2031-03-20T12:00:00Z'), NEW_YORK)).toBe(
      false,
    );
    const weekly = { ...course, is_recurring: true, recurrence_end_date: '2031-03-15' };
    expect(hasCourseEnded(weekly, now('2031-03-14T12:00:00Z'), NEW_YORK)).toBe(false);
    expect(hasCourseEnded(weekly, now('2031-03-16T12:00:00Z'), NEW_YORK)).toBe(true);
  });

  it('never ends without dates, or recurring without an end', () => {
    const far = now('2099-01-01T00:00:00Z');
    expect(hasCourseEnded({ ...course, date: null }, far, NEW_YORK)).toBe(false);
    expect(hasCourseEnded({ ...course, is_recurring: true }, far, NEW_YORK)).toBe(false);
  });
});
