import { z } from 'zod';
import { CHECKIN_METHODS } from '../rules/checkin.js';
import { HtmlSchema, IdSchema, IsoDateSchema, TimeSchema, TimestampSchema } from './common.js';
import { UserSummarySchema } from './user.js';

export const SESSION_STATUSES = ['scheduled', 'in_progress', 'completed', 'cancelled'] as const;
export const SessionStatusSchema = z.enum(SESSION_STATUSES);
export type SessionStatus = z.infer<typeof SessionStatusSchema>;

/** How a session time change is applied: this session, this and future ones, or all. */
export const SESSION_UPDATE_TYPES = ['single', 'future', 'all'] as const;
export const SessionUpdateTypeSchema = z.enum(SESSION_UPDATE_TYPES);
export type SessionUpdateType = z.infer<typeof SessionUpdateTypeSchema>;

export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'excused'] as const;
export const AttendanceStatusSchema = z.enum(ATTENDANCE_STATUSES);
export type AttendanceStatus = z.infer<typeof AttendanceStatusSchema>;

/** How an attendance status reads wherever it is shown or offered (web roster, TUI, CLI). */
export const ATTENDANCE_STATUS_LABELS: Record<AttendanceStatus, string> = {
  present: 'Present',
  absent: 'Absent',
  late: 'Late',
  excused: 'Excused',
};

export const AttendanceSchema = z.object({
  id: IdSchema.optional(),
  course_session_id: IdSchema,
  user_id: IdSchema,
  status: AttendanceStatusSchema,
  notes: z.string().nullable(),
  arrival_time: TimeSchema.nullable(),
  departure_time: TimeSchema.nullable(),
  /** When the student checked in (with the code, or marked present or late by staff); null: not checked in. */
  checked_in_at: TimestampSchema.nullable().optional(),
  checkin_method: z.enum(CHECKIN_METHODS).nullable().optional(),
  user: UserSummarySchema.optional(),
});
export type Attendance = z.infer<typeof AttendanceSchema>;

/**
 * A staff note in a session (POST, PUT, DELETE .../notes): about one student (`user_id`), or about the whole
 * session (`user_id` null), which everyone who sees the session reads.
 */
export const SessionNoteSchema = z.object({
  id: IdSchema,
  course_session_id: IdSchema,
  user_id: IdSchema.nullable(),
  author_id: IdSchema.nullable(),
  content: z.string(),
  created_at: TimestampSchema,
});
export type SessionNote = z.infer<typeof SessionNoteSchema>;

export const SessionImageSchema = z.object({
  id: IdSchema,
  image_url: z.string(),
  image_url_small: z.string(),
  image_url_large: z.string(),
  caption: z.string().nullable(),
  display_order: z.number().int(),
});
export type SessionImage = z.infer<typeof SessionImageSchema>;

export const CourseSessionSchema = z.object({
  id: IdSchema,
  course_id: IdSchema,
  session_date: IsoDateSchema,
  start_time: TimeSchema.nullable(),
  end_time: TimeSchema.nullable(),
  agenda: HtmlSchema.nullable(),
  summary: HtmlSchema.nullable(),
  status: SessionStatusSchema,
  attendance: z.array(AttendanceSchema).optional(),
  notes: z.array(SessionNoteSchema).optional(),
  images: z.array(SessionImageSchema).optional(),
  /** For the course's staff: the enrolled students, whose attendance they mark. */
  roster: z.array(UserSummarySchema).optional(),
});
export type CourseSession = z.infer<typeof CourseSessionSchema>;

/** POST /courses/{id}/sessions/generate: the sessions made, and how many dates already had one. */
export const GenerateSessionsResultSchema = z.object({
  created: z.number().int(),
  skipped: z.number().int(),
  sessions: z.array(CourseSessionSchema),
});
export type GenerateSessionsResult = z.infer<typeof GenerateSessionsResultSchema>;

/** PUT /courses/{id}/sessions/{sessionId}: the session as saved, and how many sessions the change reached. */
export const SessionUpdateResultSchema = z.object({
  session: CourseSessionSchema,
  updated_count: z.number().int(),
});
export type SessionUpdateResult = z.infer<typeof SessionUpdateResultSchema>;

/** Body of PUT /courses/{id}/sessions/images/reorder and the event image reorder. */
export const ImageOrderSchema = z.object({
  image_order: z.array(z.object({ id: IdSchema, display_order: z.number().int().min(0) })),
});
export type ImageOrder = z.infer<typeof ImageOrderSchema>;
