import { describe, expect, it } from 'vitest';
import { announcementStatus, dateIn, isAnnouncementVisible } from './announcements.js';

// Noon of 22 November 2026 in New York (17:00 UTC).
const NOW = new Date('2026-11-22T17:00:00Z');
const ZONE = 'America/New_York';

describe('announcementStatus (spec section 4)', () => {
  it.each([
    // is_active, available_from, available_until, status
    [false, '2026-11-01', null, 'Inactive'],
    [false, '2026-12-01', null, 'Inactive'], // inactive wins over scheduled
    [false, '2026-10-01', '2026-10-31', 'Inactive'], // and over expired
    [true, '2026-11-23', null, 'Scheduled'],
    [true, '2026-11-22', null, 'Active'], // from today: shows all day
    [true, '2026-11-01', '2026-11-21', 'Expired'],
    [true, '2026-11-01', '2026-11-22', 'Active'], // until today: shows to the end of it
    [true, '2026-11-01', null, 'Active'],
    [true, '2026-11-22T18:00:00Z', null, 'Scheduled'], // in an hour
    [true, '2026-11-22T16:00:00Z', '2026-11-22T16:30:00Z', 'Expired'],
    [true, '2026-11-22T16:00:00Z', '2026-11-22T18:00:00Z', 'Active'],
  ] as const)('is_active %s, from %s, until %s -> %s', (isActive, from, until, status) => {
    expect(
      announcementStatus({ is_active: isActive, available_from: from, available_until: until }, NOW, ZONE),
    ).toBe(status);
  });

  it("takes 'today' on the platform's wall clock", () => {
    // 02:00 UTC on the 23rd is still the 22nd in New York.
    const lateEvening = new Date('2026-11-23T02:00:00Z');
    expect(dateIn(lateEvening, ZONE)).toBe('2026-11-22');
    expect(dateIn(lateEvening, 'UTC')).toBe('2026-11-23');
    const startsOn23rd = { is_active: true, available_from: '2026-11-23', available_until: null };
    expect(announcementStatus(startsOn23rd, lateEvening, ZONE)).toBe('Scheduled');
    expect(announcementStatus(startsOn23rd, lateEvening, 'UTC')).toBe('Active');
  });

  it('members see only Active ones', () => {
    expect(
      isAnnouncementVisible(
        { is_active: true, available_from: '2026-11-01', available_until: null },
        NOW,
        ZONE,
      ),
    ).toBe(true);
    expect(
      isAnnouncementVisible(
        { is_active: true, available_from: '2026-12-01', available_until: null },
        NOW,
        ZONE,
      ),
    ).toBe(false);
  });
});
