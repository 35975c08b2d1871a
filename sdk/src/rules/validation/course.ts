import { z } from 'zod';
import { EnrollmentStatusSchema } from '../../schemas/enrollment.js';
import { MAX_COURSE_PHOTO_BYTES, TITLE_MAX_LENGTH, VISIBILITIES } from '../constants.js';
import { isBlankHtml } from '../html.js';
import { isCalendarDate, meetingLinkError, moneyField } from './event.js';
import { idField } from './id.js';
import { VALIDATION_MESSAGES as M } from './messages.js';
import { pageQuery } from './paging.js';
import { optionalText } from './text.js';
import { isClockTime, toHourMinute } from './time.js';
import { claimHoursField } from './waitlist.js';
import { wholeNumberField } from './whole-number.js';

// The course form, its status and people calls, Generate sessions, session edits, attendance and notes
// (spec sections 5 and 7). The server parses bodies with these schemas; the web form validates with them.

const DESCRIPTION_MAX_LENGTH = 100_000;
const HTML_MAX_LENGTH = 100_000;
/** An image URL the server stored (POST /courses/upload-photo answers these). */
const UPLOADED_IMAGE = /^\/uploads\/[A-Za-z0-9/_.-]{1,300}$/;

const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const RECURRENCE_TYPE_NAMES = ['daily', 'weekly', 'monthly'] as const;
const MONTHLY_OPTION_NAMES = ['date', 'weekday'] as const;

const flag = () => z.boolean({ error: 'Expected true or false' });

/** Blank and missing become null; otherwise a real calendar day. */
function optionalDate() {
  return z
    .string({ error: M.eventDateInvalid })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isCalendarDate(value), M.eventDateInvalid);
}

/** Blank and missing become null; '09:00:00' reads as '09:00'. */
function optionalTime() {
  return z
    .string({ error: M.eventTimeInvalid })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isClockTime(value), M.eventTimeInvalid)
    .transform((value) => (value === null ? null : toHourMinute(value)));
}

function optionalPhoto() {
  return z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || UPLOADED_IMAGE.test(value), M.coursePhotoInvalid);
}

/** A nullable choice from a list: blank is null. */
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .preprocess((value) => (value === '' ? null : value), z.enum(values, { error: message }).nullish())
    .transform((value) => value ?? null);
}

/** What the form's buttons ask: save as draft, publish (or 'Request to publish'), or keep the status. */
export const COURSE_SAVE_ACTIONS = ['draft', 'publish', 'update'] as const;
export type CourseSaveAction = (typeof COURSE_SAVE_ACTIONS)[number];

/**
 * POST and PUT /courses body, every rule of spec section 5. One-time: date, start and end time, end after
 * start. Recurring: type, end date, a weekday for weekly, an option for monthly (times may be blank: 09:00 to
 * 10:00). Paid: a price above 0. Places: blank (unlimited) or above 0. Online: a URL meeting link (and any
 * link given must be a URL). Private:
 * at least one group. The output is normalized by the form's clearing rules: free clears the price, one-time
 * clears the recurrence, a recurrence type keeps only its own fields, online clears the location, in person
 * the link, public the groups. The teacher and the groups are checked against the actor on the server.
 */
export const CourseInputSchema = z
  .object({
    name: z
      .string({ error: M.courseNameRequired })
      .trim()
      .min(1, M.courseNameRequired)
      .max(TITLE_MAX_LENGTH, `Must be at most ${TITLE_MAX_LENGTH} characters`),
    description: z
      .string({ error: M.courseDescriptionRequired })
      .max(DESCRIPTION_MAX_LENGTH, `Must be at most ${DESCRIPTION_MAX_LENGTH} characters`)
      .refine((html) => !isBlankHtml(html), M.courseDescriptionRequired),
    teacher_id: z
      .preprocess((value) => (value === '' ? null : value), idField(M.courseTeacherInvalid).nullish())
      .transform((value) => value ?? null),
    visibility: z.enum(VISIBILITIES, { error: 'Expected public or private' }).default('public'),
    group_ids: z
      .array(idField())
      .max(500)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    approval_required: flag().default(false),
    max_quantity: z
      .preprocess(
        (value) => (value === '' || value === undefined ? null : value),
        wholeNumberField(M.courseMaxQuantityMin, { min: 1, max: 1_000_000 }).nullable(),
      )
      .default(null),
    is_free: flag().default(true),
    price: z
      .preprocess(
        (value) => (value === '' || value === undefined ? null : value),
        moneyField(M.coursePriceRequired).nullable(),
      )
      .default(null),
    location: optionalText(255),
    is_online: flag().default(false),
    meeting_link: optionalText(2000),
    date: optionalDate(),
    start_time: optionalTime(),
    end_time: optionalTime(),
    end_date: optionalDate(),
    is_recurring: flag().default(false),
    recurrence_type: optionalChoice(RECURRENCE_TYPE_NAMES, 'Expected daily, weekly or monthly'),
    recurrence_end_date: optionalDate(),
    weekly_days: z
      .array(z.enum(WEEKDAY_NAMES, { error: 'Expected a weekday in lowercase' }))
      .max(7)
      .nullish()
      .transform((days) => [...new Set(days ?? [])]),
    monthly_option: optionalChoice(MONTHLY_OPTION_NAMES, 'Expected date or weekday'),
    main_photo_small: optionalPhoto(),
    main_photo_large: optionalPhoto(),
    main_photo_original: optionalPhoto(),
    action: z.enum(COURSE_SAVE_ACTIONS, { error: 'Expected draft, publish or update' }).default('publish'),
    /** Hours a waitlist offer stays open; left out: 24 on create, unchanged on edit. */
    waitlist_claim_hours: claimHoursField(),
  })
  .superRefine((course, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    // The photo is the three sizes of one upload, or none: sizes sent apart name no upload.
    const photos = [course.main_photo_small, course.main_photo_large, course.main_photo_original];
    if (photos.some((url) => url !== null) && photos.some((url) => url === null)) {
      issue('main_photo_large', M.coursePhotoInvalid);
    }
    if (course.is_recurring) {
      if (!course.recurrence_type) issue('recurrence_type', M.recurrenceTypeRequired);
      if (!course.recurrence_end_date) issue('recurrence_end_date', M.recurrenceEndDateRequired);
      else if (course.date && course.recurrence_end_date < course.date) {
        issue('recurrence_end_date', M.recurrenceEndBeforeStart);
      }
      if (course.recurrence_type === 'weekly' && course.weekly_days.length === 0) {
        issue('weekly_days', M.weeklyDaysRequired);
      }
      if (course.recurrence_type === 'monthly' && !course.monthly_option) {
        issue('monthly_option', M.monthlyOptionRequired);
      }
    } else {
      if (!course.date) issue('date', M.courseDateRequired);
      if (!course.start_time) issue('start_time', M.courseStartTimeRequired);
      if (!course.end_time) issue('end_time', M.courseEndTimeRequired);
    }
    if (course.end_date && course.date && course.end_date < course.date) {
      issue('end_date', M.eventEndDateBeforeStart);
    } else if (course.start_time && course.end_time) {
      const startDate = course.date ?? '';
      const endDate = course.is_recurring ? startDate : (course.end_date ?? startDate);
      if (`${endDate}T${course.end_time}` <= `${startDate}T${course.start_time}`) {
        issue('end_time', M.eventEndAfterStart);
      }
    }
    if (!course.is_free && (course.price === null || course.price <= 0))
      issue('price', M.coursePriceRequired);
    const linkError = meetingLinkError(course);
    if (linkError) issue('meeting_link', linkError);
    if (course.visibility === 'private' && course.group_ids.length === 0)
      issue('group_ids', M.courseGroupsRequired);
  })
  .transform((course) => {
    const recurring = course.is_recurring;
    const type = recurring ? course.recurrence_type : null;
    return {
      ...course,
      price: course.is_free ? null : course.price,
      location: course.is_online ? null : course.location,
      meeting_link: course.is_online ? course.meeting_link : null,
      group_ids: course.visibility === 'private' ? course.group_ids : [],
      recurrence_type: type,
      recurrence_end_date: recurring ? course.recurrence_end_date : null,
      weekly_days: type === 'weekly' ? course.weekly_days : [],
      monthly_option: type === 'monthly' ? course.monthly_option : null,
    };
  });
export type CourseInput = z.input<typeof CourseInputSchema>;
export type CourseData = z.output<typeof CourseInputSchema>;

/** The form's clearing rules as it edits (spec section 5), so the web form and the server agree. */
export function clearCourseFields<T extends Partial<CourseInput>>(previous: T, next: T): T {
  const result = { ...next };
  if (next.is_free && !previous.is_free) result.price = null;
  if (previous.is_recurring && !next.is_recurring) {
    Object.assign(result, {
      recurrence_type: null,
      recurrence_end_date: null,
      weekly_days: [],
      monthly_option: null,
    });
  }
  if (previous.recurrence_type !== next.recurrence_type) {
    Object.assign(result, { weekly_days: [], monthly_option: null });
  }
  if (next.is_online && !previous.is_online) result.location = null;
  if (!next.is_online && previous.is_online) result.meeting_link = null;
  return result;
}

/** Course photo check before upload (spec section 5): an image under 5MB. */
export function coursePhotoError(file: { size: number; type: string }): string | null {
  if (!file.type.startsWith('image/')) return M.coursePhotoNotImage;
  if (file.size >= MAX_COURSE_PHOTO_BYTES) return M.coursePhotoTooLarge;
  return null;
}

/** PUT /admin/courses/{id}/status: Publish, Unpublish, approve (published) and reject (draft). */
export const CourseStatusInputSchema = z.object({
  status: z.enum(['draft', 'pending', 'published'], { error: 'Expected draft, pending or published' }),
});
export type CourseStatusInput = z.input<typeof CourseStatusInputSchema>;

function userIdList(field: string) {
  return z
    .array(idField(), { error: `Expected a list of ${field}` })
    .max(500, M.tooManyUsers)
    .transform((ids) => [...new Set(ids)]);
}

/** PUT /admin/courses/{id}/owners: the full new owner list (at least one). */
export const CourseOwnersInputSchema = z.object({
  owner_ids: userIdList('owner ids').refine((ids) => ids.length > 0, 'Please select at least one owner'),
});
export type CourseOwnersInput = z.input<typeof CourseOwnersInputSchema>;

/** PUT /admin/courses/{id}/editors: the full new editor list (may be empty). */
export const CourseEditorsInputSchema = z.object({ editor_ids: userIdList('editor ids') });
export type CourseEditorsInput = z.input<typeof CourseEditorsInputSchema>;

/** An enrollment status as sent (aliases accepted: active, approved, denied, pending); outputs the canonical one. */
export const EnrollmentStatusInputSchema = EnrollmentStatusSchema;

/** PUT /courses/{id}/enrollments/{userId}/status: approve (enrolled) or reject (rejected). */
export const EnrollmentDecisionInputSchema = z.object({ status: EnrollmentStatusInputSchema });
export type EnrollmentDecisionInput = z.input<typeof EnrollmentDecisionInputSchema>;

/** POST and DELETE /admin/courses/{id}/enrollments: one student by id; status defaults to enrolled. */
export const CourseEnrollmentInputSchema = z.object({
  user_id: idField('Please select a student'),
  status: EnrollmentStatusInputSchema.default('enrolled'),
});
export type CourseEnrollmentInput = z.input<typeof CourseEnrollmentInputSchema>;

/** POST and DELETE /admin/users/{id}/enrollments: one course by id. */
export const UserEnrollmentInputSchema = z.object({
  course_id: idField('Please select a course'),
  status: EnrollmentStatusInputSchema.default('enrolled'),
});
export type UserEnrollmentInput = z.input<typeof UserEnrollmentInputSchema>;

/** GET /courses/{id}/enrollments?status=requested. */
export const EnrollmentListQuerySchema = z.object({ status: EnrollmentStatusInputSchema.optional() });

/** GET /courses: 12 a page (the spec gives no size; a grid of 3 or 4 columns fills evenly). */
export const COURSES_PAGE_SIZE = 12;

/** GET /courses query: `page`, `per_page`. Published courses the viewer may see, soonest first. */
export const CourseListQuerySchema = pageQuery(COURSES_PAGE_SIZE, 100);

/** GET /admin/courses query (admin): paged, 50 a page, optional status. */
export const AdminCourseListQuerySchema = pageQuery(50, 200).extend({
  status: z
    .enum(['draft', 'pending', 'published'], { error: 'Expected draft, pending or published' })
    .optional(),
});

/** What a client asks of a course list (the query string carries it as text). */
export interface CoursePageRequest {
  page?: number;
  per_page?: number;
  status?: 'draft' | 'pending' | 'published';
}

/** The most days one Generate sessions call covers. */
export const GENERATE_SESSIONS_MAX_DAYS = 731;

/** POST /courses/{id}/sessions/generate (spec section 5): both dates, end after start. */
export const GenerateSessionsInputSchema = z
  .object({
    start_date: optionalDate(),
    end_date: optionalDate(),
  })
  .superRefine((range, ctx) => {
    if (!range.start_date || !range.end_date) {
      const path = range.start_date ? 'end_date' : 'start_date';
      ctx.addIssue({ code: 'custom', path: [path], message: M.sessionDatesRequired });
      return;
    }
    if (range.end_date <= range.start_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: M.sessionEndAfterStart });
      return;
    }
    const days = (Date.parse(range.end_date) - Date.parse(range.start_date)) / 86_400_000;
    if (days > GENERATE_SESSIONS_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: M.sessionRangeTooLong });
    }
  })
  .transform((range) => ({ start_date: range.start_date as string, end_date: range.end_date as string }));
export type GenerateSessionsInput = z.input<typeof GenerateSessionsInputSchema>;

/** The client-side form check of Generate sessions: the first message, or null. */
export function generateSessionsError(input: GenerateSessionsInput): string | null {
  const parsed = GenerateSessionsInputSchema.safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

function optionalHtml() {
  return z
    .string()
    .max(HTML_MAX_LENGTH, `Must be at most ${HTML_MAX_LENGTH} characters`)
    .nullish()
    .transform((html) => (html && !isBlankHtml(html) ? html : null));
}

const SESSION_STATUS_NAMES = ['scheduled', 'in_progress', 'completed', 'cancelled'] as const;

/** POST /courses/{id}/sessions: one session added by hand. */
export const SessionCreateInputSchema = z
  .object({
    session_date: z
      .string({ error: M.sessionDateRequired })
      .trim()
      .min(1, { error: M.sessionDateRequired, abort: true })
      .refine(isCalendarDate, M.eventDateInvalid),
    start_time: optionalTime(),
    end_time: optionalTime(),
    agenda: optionalHtml(),
    summary: optionalHtml(),
    status: z
      .enum(SESSION_STATUS_NAMES, { error: 'Expected scheduled, in_progress, completed or cancelled' })
      .default('scheduled'),
  })
  .superRefine((session, ctx) => {
    if (session.start_time && session.end_time && session.end_time <= session.start_time) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: M.sessionEndAfterStartTime });
    }
  });
export type SessionCreateInput = z.input<typeof SessionCreateInputSchema>;

/**
 * PUT /courses/{id}/sessions/{sessionId}: any of agenda, summary, times, status. A time change applies to
 * this session ('single', the default), this and the later ones ('future') or every session ('all').
 */
export const SessionUpdateInputSchema = z
  .object({
    agenda: optionalHtml().optional(),
    summary: optionalHtml().optional(),
    start_time: optionalTime().optional(),
    end_time: optionalTime().optional(),
    status: z
      .enum(SESSION_STATUS_NAMES, { error: 'Expected scheduled, in_progress, completed or cancelled' })
      .optional(),
    update_type: z
      .enum(['single', 'future', 'all'], { error: 'Expected single, future or all' })
      .default('single'),
  })
  .superRefine((session, ctx) => {
    if (session.start_time && session.end_time && session.end_time <= session.start_time) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: M.sessionEndAfterStartTime });
    }
  });
export type SessionUpdateInput = z.input<typeof SessionUpdateInputSchema>;

/** GET /courses/{id}/sessions?status=&date=: the status filter of the session page, and one day's session. */
export const SessionListQuerySchema = z.object({
  status: z
    .enum(SESSION_STATUS_NAMES, { error: 'Expected scheduled, in_progress, completed or cancelled' })
    .optional(),
  date: z.string().refine(isCalendarDate, M.eventDateInvalid).optional(),
});

/** PUT .../attendance/{studentId}: status, notes, arrival and departure time. */
export const AttendanceInputSchema = z
  .object({
    status: z.enum(['present', 'absent', 'late', 'excused'], { error: M.attendanceStatusInvalid }),
    notes: optionalText(500),
    arrival_time: optionalTime(),
    departure_time: optionalTime(),
  })
  .superRefine((row, ctx) => {
    if (row.arrival_time && row.departure_time && row.departure_time <= row.arrival_time) {
      ctx.addIssue({ code: 'custom', path: ['departure_time'], message: 'Departure must be after arrival' });
    }
  });
export type AttendanceInput = z.input<typeof AttendanceInputSchema>;

/** POST .../notes and PUT .../notes/{noteId}: a staff note, optionally about one student. */
export const SessionNoteInputSchema = z.object({
  content: z
    .string({ error: M.noteContentRequired })
    .trim()
    .min(1, M.noteContentRequired)
    .max(5000, 'Must be at most 5000 characters'),
  user_id: idField('Please select a student')
    .nullish()
    .transform((value) => value ?? null),
});
export type SessionNoteInput = z.input<typeof SessionNoteInputSchema>;
