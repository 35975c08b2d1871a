import { type CalendarItem, type CalendarPerson, calendarFeedStatus, calendarFeedTimes } from '@campus/sdk';
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus } from 'ical-generator';
import type { Entries } from './entries.js';

// A calendar as an iCalendar file (RFC 5545) for calendar apps: one VEVENT per entry with a UID that never
// changes, a SEQUENCE that rises whenever its rows change, STATUS TENTATIVE for a pending RSVP and CANCELLED
// for a cancelled session, and wall-clock times in the platform's time zone with its VTIMEZONE (UTC when the
// zone has no VTIMEZONE to give). Written with ical-generator, which escapes and folds the text.

export interface IcsOptions {
  /** The calendar's name in the app ('Campus: Patricia Parker'). */
  name: string;
  /** The web app's address, which entries link to ('https://campus.example.org'). */
  webBaseUrl: string;
  /** CAMPUS_TIMEZONE; the server's zone when undefined. */
  timeZone: string | undefined;
  now: Date;
  /** The reader and their children: whose an entry is, in its summary and description. */
  people: readonly CalendarPerson[];
}

const STATUS = {
  CONFIRMED: ICalEventStatus.CONFIRMED,
  TENTATIVE: ICalEventStatus.TENTATIVE,
  CANCELLED: ICalEventStatus.CANCELLED,
} as const;

/** SEQUENCE: seconds from 2020 to the last change, so it rises with every edit and fits 32 bits until 2088. */
const SEQUENCE_EPOCH_MS = Date.UTC(2020, 0, 1);
function sequenceOf(updatedAt: string | undefined): number {
  const time = updatedAt ? new Date(updatedAt).getTime() : Number.NaN;
  return Number.isNaN(time) ? 0 : Math.max(0, Math.floor((time - SEQUENCE_EPOCH_MS) / 1000));
}

/** The zone to write times in, when a VTIMEZONE of that very name exists; else null (times in UTC). */
export function feedTimeZone(timeZone: string | undefined): string | null {
  const zone = timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone;
  const component = getVtimezoneComponent(zone);
  const tzid = component ? /^TZID:(.+)$/m.exec(component)?.[1]?.trim() : undefined;
  return tzid === zone ? zone : null;
}

/** The instant of a wall-clock date and time in `zone` (the platform's), as ical-generator takes it. */
function wallClock(date: string, time: string, zone: string | undefined): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const zoned = zone ? new TZDate(year, month - 1, day, hours, minutes, 0, 0, zone) : undefined;
  if (zoned && !Number.isNaN(zoned.getTime())) return zoned;
  return new Date(year, month - 1, day, hours, minutes);
}

function firstNames(item: CalendarItem, people: readonly CalendarPerson[]): string[] {
  return people
    .filter((person) => !person.is_self && item.people.includes(person.id))
    .map((p) => p.first_name);
}

function summaryOf(item: CalendarItem, people: readonly CalendarPerson[]): string {
  const self = people.find((person) => person.is_self);
  const children = firstNames(item, people);
  // A child's entry names the child, as the web calendar's badge does; one's own needs no name.
  return children.length > 0 && !(self && item.people.includes(self.id))
    ? `${item.title} (${children.join(', ')})`
    : item.title;
}

function descriptionOf(item: CalendarItem, options: IcsOptions, meetingLink: string | null): string {
  const lines = [item.kind === 'event' ? 'Event' : 'Course'];
  if (item.teacher) lines.push(`Teacher: ${item.teacher}`);
  const children = options.people.filter((p) => !p.is_self && item.people.includes(p.id));
  if (children.length > 0)
    lines.push(`For: ${children.map((p) => `${p.first_name} ${p.last_name}`).join(', ')}`);
  if (item.rsvp_status === 'pending') lines.push('RSVP pending approval');
  if (item.session_status === 'cancelled') lines.push('This session is cancelled');
  if (meetingLink) lines.push(`Online: ${meetingLink}`);
  lines.push(`${options.webBaseUrl}${item.path}`);
  return lines.join('\n');
}

/** The entries as an iCalendar file. */
export function calendarIcs(entries: Entries, options: IcsOptions): string {
  const zone = feedTimeZone(options.timeZone);
  const calendar = ical({
    name: options.name,
    prodId: { company: 'Campus', product: 'Calendar', language: 'EN' },
    ttl: 60 * 60,
  });
  if (zone) {
    // A generator without a calendar-wide name: ical-generator then writes a VTIMEZONE for the events'
    // zone and keeps DTSTAMP in UTC, as RFC 5545 requires.
    calendar.timezone({ name: null, generator: getVtimezoneComponent });
    calendar.x('X-WR-TIMEZONE', zone);
  }
  const writeZone = zone ?? options.timeZone;
  for (const item of entries.items) {
    const details = entries.details.get(item.uid);
    const times = calendarFeedTimes(item);
    const url = `${options.webBaseUrl}${item.path}`;
    calendar.createEvent({
      id: `${item.uid}@campus`,
      sequence: sequenceOf(details?.updatedAt),
      stamp: options.now,
      start: wallClock(times.startDate, times.startTime, writeZone),
      end: wallClock(times.endDate, times.endTime, writeZone),
      timezone: zone,
      summary: summaryOf(item, options.people),
      location: item.location ?? details?.meetingLink ?? (item.is_online ? 'Online' : null),
      url,
      description: descriptionOf(item, options, details?.meetingLink ?? null),
      status: STATUS[calendarFeedStatus(item)],
    });
  }
  return calendar.toString();
}
