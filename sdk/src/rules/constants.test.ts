import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENTS_PAGE_SIZE,
  BADGE_CAP,
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  DEFAULT_TICKET_NAME,
  EVENTS_PAGE_SIZE,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_UPLOAD,
  NOTES_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PAST_EVENTS_PAGE_SIZE,
  PAYMENT_TYPES,
  RSVP_QUANTITY_MAX,
  RSVP_QUANTITY_MIN,
  RSVP_RESPONSES,
  SAVE_REDIRECT_DELAY_MS,
  SUBJECT_MAX_LENGTH,
  timeSlots,
  UNREAD_POLL_INTERVAL_MS,
  VISIBILITIES,
} from './constants.js';

describe('section 9 limits', () => {
  it('holds the spec values', () => {
    expect([EVENTS_PAGE_SIZE, PAST_EVENTS_PAGE_SIZE, ANNOUNCEMENTS_PAGE_SIZE]).toEqual([6, 12, 10]);
    expect(UNREAD_POLL_INTERVAL_MS).toBe(30_000);
    expect(BADGE_CAP).toBe(99);
    expect([RSVP_QUANTITY_MIN, RSVP_QUANTITY_MAX]).toEqual([1, 10]);
    expect(NOTES_MAX_LENGTH).toBe(500);
    expect(SUBJECT_MAX_LENGTH).toBe(255);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(MAX_IMAGES_PER_UPLOAD).toBe(10);
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
    expect(SAVE_REDIRECT_DELAY_MS).toBe(2000);
    expect([DEFAULT_START_TIME, DEFAULT_END_TIME]).toEqual(['09:00', '10:00']);
    expect(PAYMENT_TYPES).toEqual(['credit_card', 'cash', 'zelle']);
    expect(RSVP_RESPONSES).toEqual(['yes', 'maybe', 'no']);
    expect(VISIBILITIES).toEqual(['public', 'private']);
    expect(DEFAULT_TICKET_NAME).toBe('General Admission');
  });
});

describe('timeSlots', () => {
  it('runs from 06:00 to 23:30 in 30-minute steps', () => {
    const slots = timeSlots();
    expect(slots).toHaveLength(36);
    expect(slots.slice(0, 3)).toEqual(['06:00', '06:30', '07:00']);
    expect(slots.at(-1)).toBe('23:30');
    expect(slots).toContain('09:00');
    expect(slots).toContain('10:00');
  });

  it('honours an optional minimum', () => {
    expect(timeSlots({ min: '22:00' })).toEqual(['22:00', '22:30', '23:00', '23:30']);
    expect(timeSlots({ min: '22:15' })).toEqual(['22:30', '23:00', '23:30']);
    expect(timeSlots({ min: '05:00' })).toEqual(timeSlots());
  });

  it('property: every slot with a minimum is a picker slot at or after the minimum, sorted', () => {
    const all = timeSlots();
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(time, (min) => {
        const slots = timeSlots({ min });
        expect([...slots].sort()).toEqual(slots);
        for (const slot of slots) {
          expect(all).toContain(slot);
          expect(slot >= min).toBe(true);
        }
        // Nothing at or after the minimum is dropped.
        expect(slots).toEqual(all.filter((slot) => slot >= min));
      }),
    );
  });
});
