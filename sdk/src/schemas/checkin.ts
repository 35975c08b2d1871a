import { z } from 'zod';
import { CHECKIN_METHODS, MAX_CHECKIN_OPENS_MINUTES } from '../rules/checkin.js';
import { IdSchema, IsoDateSchema, TimeSchema, TimestampSchema } from './common.js';
import { AttendanceStatusSchema } from './course-session.js';
import { UserSummarySchema } from './user.js';

/** What a check-in code is for: one course session or one event. */
export const CHECKIN_TARGETS = ['session', 'event'] as const;
export const CheckinTargetSchema = z.enum(CHECKIN_TARGETS);
export type CheckinTarget = z.infer<typeof CheckinTargetSchema>;

/** How someone was checked in: with the code (link or QR), or marked by staff. */
export const CheckinMethodSchema = z.enum(CHECKIN_METHODS);
export type CheckinMethod = z.infer<typeof CheckinMethodSchema>;

/** Where the window stands now. */
export const CheckinWindowStateSchema = z.enum(['not_yet', 'open', 'closed']);
export type CheckinWindowState = z.infer<typeof CheckinWindowStateSchema>;

/** One person checked in, on the staff panel. */
export const CheckinEntrySchema = z.object({
  user: UserSummarySchema,
  /** present or late for a session; present for an event. */
  status: AttendanceStatusSchema,
  checked_in_at: TimestampSchema,
  method: CheckinMethodSchema,
});
export type CheckinEntry = z.infer<typeof CheckinEntrySchema>;

/**
 * The staff panel (GET .../checkin): the secret code and its path (the web app's `/checkin/<code>`; the QR code
 * holds the full link), the window, and who has checked in so far out of how many expected (enrolled
 * students, or the people of approved yes RSVPs).
 */
export const CheckinPanelSchema = z.object({
  target: CheckinTargetSchema,
  id: IdSchema,
  code: z.string(),
  path: z.string(),
  /** The full link (the configured public address, else the request's origin): what the QR code holds. */
  url: z.string(),
  checkin_opens_minutes: z.number().int(),
  opens_at: TimestampSchema.nullable(),
  starts_at: TimestampSchema.nullable(),
  closes_at: TimestampSchema.nullable(),
  window: CheckinWindowStateSchema,
  expected: z.number().int(),
  checked_in: z.array(CheckinEntrySchema),
});
export type CheckinPanel = z.infer<typeof CheckinPanelSchema>;

/** POST /checkin/{code}: what the person was checked in to, and how. */
export const CheckinResultSchema = z.object({
  target: CheckinTargetSchema,
  id: IdSchema,
  /** The session's course; null for an event. */
  course_id: IdSchema.nullable(),
  /** The course's or event's title. */
  title: z.string(),
  date: IsoDateSchema,
  start_time: TimeSchema.nullable(),
  status: AttendanceStatusSchema,
  checked_in_at: TimestampSchema,
});
export type CheckinResult = z.infer<typeof CheckinResultSchema>;

/** A check-in code in a path: url-safe characters only, so anything else is a 422 before any lookup. */
export const CheckinCodeParamSchema = z.object({
  code: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/, 'Expected a check-in code'),
});

/** PUT .../checkin: how many minutes before the start check-in opens (the course's or the event's). */
export const CheckinSettingsInputSchema = z.object({
  checkin_opens_minutes: z
    .number({ error: 'Minutes must be a number' })
    .int('Minutes must be a whole number')
    .min(0, 'Minutes must be at least 0')
    .max(MAX_CHECKIN_OPENS_MINUTES, `Minutes must be at most ${MAX_CHECKIN_OPENS_MINUTES}`),
});
export type CheckinSettingsInput = z.input<typeof CheckinSettingsInputSchema>;

export const CheckinSettingsSchema = z.object({ checkin_opens_minutes: z.number().int() });
export type CheckinSettings = z.infer<typeof CheckinSettingsSchema>;

/** PUT /events/{id}/attendees/{rsvpId}/checkin (staff, by hand): check the RSVP in, or undo it. */
export const RsvpCheckinInputSchema = z.object({ checked_in: z.boolean() });
export type RsvpCheckinInput = z.infer<typeof RsvpCheckinInputSchema>;

/** One cell of a course's attendance sheet: a session and an enrolled student. */
export const AttendanceSheetRowSchema = z.object({
  session_id: IdSchema,
  session_date: IsoDateSchema,
  start_time: TimeSchema.nullable(),
  user: UserSummarySchema,
  /** Null: not marked. */
  status: AttendanceStatusSchema.nullable(),
  checked_in_at: TimestampSchema.nullable(),
  checkin_method: CheckinMethodSchema.nullable(),
});
export type AttendanceSheetRow = z.infer<typeof AttendanceSheetRowSchema>;

/** GET /courses/{id}/attendance (staff): every session by date, times every enrolled student by name. */
export const AttendanceSheetSchema = z.object({
  course_id: IdSchema,
  rows: z.array(AttendanceSheetRowSchema),
});
export type AttendanceSheet = z.infer<typeof AttendanceSheetSchema>;
