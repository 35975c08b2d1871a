import { z } from 'zod';
import {
  HtmlSchema,
  IdSchema,
  IsoDateSchema,
  MoneySchema,
  NamedRefSchema,
  TimeSchema,
  TimestampSchema,
  VisibilitySchema,
} from './common.js';
import { EnrollmentSchema, EnrollmentStatusSchema } from './enrollment.js';
import { UserSummarySchema } from './user.js';

export const COURSE_STATUSES = ['draft', 'pending', 'published'] as const;
export const CourseStatusSchema = z.enum(COURSE_STATUSES);
export type CourseStatus = z.infer<typeof CourseStatusSchema>;

export const RECURRENCE_TYPES = ['daily', 'weekly', 'monthly'] as const;
export const RecurrenceTypeSchema = z.enum(RECURRENCE_TYPES);
export type RecurrenceType = z.infer<typeof RecurrenceTypeSchema>;

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export const WeekdaySchema = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof WeekdaySchema>;

export const MONTHLY_OPTIONS = ['date', 'weekday'] as const;
export const MonthlyOptionSchema = z.enum(MONTHLY_OPTIONS);

/** What the course form asks the server to do with the status. */
export const COURSE_ACTIONS = ['publish', 'draft', 'update'] as const;
export const CourseActionSchema = z.enum(COURSE_ACTIONS);

/** A course's teacher as cards show it (username, or 'Unknown' when absent). */
export const CourseTeacherSchema = UserSummarySchema;

export const CourseSchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: HtmlSchema.nullable(),
  status: CourseStatusSchema,
  visibility: VisibilitySchema,
  teacher_id: IdSchema.nullable(),
  teacher: CourseTeacherSchema.nullable(),
  organization_id: IdSchema.nullable(),
  // One field under two names: the form sends approval_required, the detail page reads rsvp_needed.
  approval_required: z.boolean(),
  rsvp_needed: z.boolean(),
  /** Blank means unlimited. */
  max_quantity: z.number().int().nullable(),
  is_free: z.boolean(),
  price: MoneySchema.nullable(),
  location: z.string().nullable(),
  is_online: z.boolean(),
  meeting_link: z.string().nullable(),
  date: IsoDateSchema.nullable(),
  start_time: TimeSchema.nullable(),
  end_time: TimeSchema.nullable(),
  end_date: IsoDateSchema.nullable(),
  is_recurring: z.boolean(),
  recurrence_type: RecurrenceTypeSchema.nullable(),
  recurrence_end_date: IsoDateSchema.nullable(),
  weekly_days: z.array(WeekdaySchema),
  monthly_option: MonthlyOptionSchema.nullable(),
  main_photo_small: z.string().nullable(),
  main_photo_large: z.string().nullable(),
  main_photo_original: z.string().nullable(),
  created_at: TimestampSchema,
  // Relations: present where the endpoint loads them.
  owners: z.array(UserSummarySchema).optional(),
  editors: z.array(UserSummarySchema).optional(),
  groups: z.array(NamedRefSchema).optional(),
  group_ids: z.array(IdSchema).optional(),
  enrollments: z.array(EnrollmentSchema).optional(),
  enrolled_count: z.number().int().optional(),
  /** The signed-in user's own enrollment status, for the enrollment badge; null when none. */
  enrollment_status: EnrollmentStatusSchema.nullable().optional(),
});
export type Course = z.output<typeof CourseSchema>;

/** Course and enrollment together (My Course Enrollments, My Children's Courses). */
export const CourseEnrollmentSchema = EnrollmentSchema.extend({ course: CourseSchema });
export type CourseEnrollment = z.output<typeof CourseEnrollmentSchema>;
