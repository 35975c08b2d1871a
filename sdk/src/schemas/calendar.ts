import { z } from 'zod';
import { IdSchema, IsoDateSchema, TimestampSchema } from './common.js';

export const CALENDAR_SCOPES = ['mine', 'owner', 'admin'] as const;
export type CalendarScope = (typeof CALENDAR_SCOPES)[number];

/**
 * One entry of a calendar: a course session (or a date of a course's schedule that has no session yet),
 * or an event day. `uid` never changes for the same session, schedule date or event (the feed's UID).
 */
export const CalendarItemSchema = z.object({
  uid: z.string(),
  kind: z.enum(['course', 'event']),
  course_id: IdSchema.nullable(),
  /** Null for a schedule date that has no session yet (expanded from the recurrence). */
  session_id: IdSchema.nullable(),
  event_id: IdSchema.nullable(),
  /** The course name or event title. */
  title: z.string(),
  date: IsoDateSchema,
  /** 'HH:mm', or null when not set ('Time TBD'). */
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  /** An event's last day when it runs over several days. */
  end_date: IsoDateSchema.nullable(),
  location: z.string().nullable(),
  is_online: z.boolean(),
  /** The course's or event's status: draft, pending or published. */
  status: z.string(),
  /** The session's status (scheduled, in_progress, completed, cancelled); null for events and schedule dates. */
  session_status: z.string().nullable(),
  /** The RSVP's status behind an event entry (approved or pending); null otherwise. */
  rsvp_status: z.string().nullable(),
  is_recurring: z.boolean(),
  /** The teacher's username, for course entries. */
  teacher: z.string().nullable(),
  /** Whose calendar the entry is on (ids of `people`: the reader and/or their children); [] for owner and admin scopes. */
  people: z.array(IdSchema),
  /** The web path the entry opens: the session, the course's date, or the event. */
  path: z.string(),
});
export type CalendarItem = z.infer<typeof CalendarItemSchema>;

/** The reader and each of their children: the calendar's person filters and name badges. */
export const CalendarPersonSchema = z.object({
  id: IdSchema,
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  is_self: z.boolean(),
});
export type CalendarPerson = z.infer<typeof CalendarPersonSchema>;

/** A course or event the owner and admin calendars list as checkboxes, with its entry count in the range. */
export const CalendarSourceSchema = z.object({
  id: IdSchema,
  name: z.string(),
  count: z.number().int().min(0),
});
export type CalendarSource = z.infer<typeof CalendarSourceSchema>;

/**
 * GET /calendar: the entries from `from` to `to` (inclusive) of one scope. `mine`: the reader's and their
 * children's enrolled course sessions and RSVPs; `owner`: the courses and events the reader owns; `admin`:
 * every course (admins only). `courses` and `events` carry entry counts in the range: the owner scope lists
 * every course and event the reader owns (0 when none is in the range); the admin scope the courses that have
 * entries in the range, and no events; [] for mine.
 */
export const CalendarSchema = z.object({
  scope: z.enum(CALENDAR_SCOPES),
  from: IsoDateSchema,
  to: IsoDateSchema,
  items: z.array(CalendarItemSchema),
  people: z.array(CalendarPersonSchema),
  courses: z.array(CalendarSourceSchema),
  events: z.array(CalendarSourceSchema),
});
export type Calendar = z.infer<typeof CalendarSchema>;

/** POST /calendar/feed: the secret feed URL, shown once (only its hash is stored). */
export const CalendarFeedCreatedSchema = z.object({ url: z.string(), created_at: TimestampSchema });
export type CalendarFeedCreated = z.infer<typeof CalendarFeedCreatedSchema>;

/** GET /calendar/feed: whether the reader has a feed, and since when (the URL cannot be shown again). */
export const CalendarFeedStatusSchema = z.object({
  active: z.boolean(),
  created_at: TimestampSchema.nullable(),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;
