import { TZDate } from '@date-fns/tz';
import type { Announcement, AnnouncementDisplayStatus } from '../schemas/announcement.js';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date (YYYY-MM-DD) of `now` on the wall clock of `timeZone` (the platform's zone). */
export function dateIn(now: Date, timeZone?: string): string {
  // en-CA formats dates as YYYY-MM-DD. A formatter costs far more to build than to use (the events list asks
  // for today on every request), so each zone's is built once.
  const key = timeZone ?? '';
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(key, format);
  }
  return format.format(now);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

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

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The instant an announcement bound names. A date alone is a whole day on the platform's wall clock:
 * `edge` 'start' gives its first millisecond (available_from), 'end' its last (available_until). A date
 * and time without an offset is wall-clock time in `timeZone`; one with an offset (or Z) is exact. Null
 * when the text is no such date (2026-02-30 included).
 */
export function announcementInstant(value: string, edge: 'start' | 'end', timeZone?: string): Date | null {
  const text = value.trim();
  if (WITH_OFFSET.test(text)) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  const parts = WALL_CLOCK.exec(text);
  if (!parts) return null;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const dateOnly = parts[4] === undefined;
  const [hours, minutes, seconds, ms] = dateOnly
    ? edge === 'start'
      ? [0, 0, 0, 0]
      : [23, 59, 59, 999]
    : [Number(parts[4]), Number(parts[5]), Number(parts[6] ?? 0), Number((parts[7] ?? '0').padEnd(3, '0'))];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hours > 23 || minutes > 59 || seconds > 59)
    return null;
  const instant = timeZone
    ? new TZDate(year, month - 1, day, hours, minutes, seconds, ms, timeZone)
    : new Date(year, month - 1, day, hours, minutes, seconds, ms);
  // 2026-02-30 rolls over into March: not a date.
  const calendarDay = timeZone ? (instant as TZDate).getDate() : instant.getDate();
  if (Number.isNaN(instant.getTime()) || calendarDay !== day) return null;
  return new Date(instant.getTime());
}
