import type { Announcement, AnnouncementDisplayStatus } from '../schemas/announcement.js';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date (YYYY-MM-DD) of `now` on the wall clock of `timeZone` (the platform's zone). */
export function dateIn(now: Date, timeZone?: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * Spec section 4: Inactive if is_active is false; Scheduled if available_from is in the future; Expired if
 * available_until has passed; otherwise Active. A date without a time is a whole day on the platform's wall
 * clock: an announcement available from 2026-12-01 shows from the start of that day, and one available
 * until 2026-12-01 shows through the end of it.
 */
export function announcementStatus(
  announcement: Pick<Announcement, 'is_active' | 'available_from' | 'available_until'>,
  now: Date,
  timeZone?: string,
): AnnouncementDisplayStatus {
  if (!announcement.is_active) return 'Inactive';
  if (startsAfter(announcement.available_from, now, timeZone)) return 'Scheduled';
  if (announcement.available_until && endedBefore(announcement.available_until, now, timeZone)) {
    return 'Expired';
  }
  return 'Active';
}

/** Whether members see it now (they see only Active announcements). */
export function isAnnouncementVisible(
  announcement: Pick<Announcement, 'is_active' | 'available_from' | 'available_until'>,
  now: Date,
  timeZone?: string,
): boolean {
  return announcementStatus(announcement, now, timeZone) === 'Active';
}

function startsAfter(from: string, now: Date, timeZone?: string): boolean {
  if (DATE_ONLY.test(from)) return from > dateIn(now, timeZone);
  return new Date(from).getTime() > now.getTime();
}

function endedBefore(until: string, now: Date, timeZone?: string): boolean {
  if (DATE_ONLY.test(until)) return until < dateIn(now, timeZone);
  return new Date(until).getTime() < now.getTime();
}
