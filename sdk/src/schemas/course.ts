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
import { EnrollmentRecordStatusSchema, EnrollmentSchema } from './enrollment.js';
import { SchoolGradeSchema, UserSummarySchema } from './user.js';

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
  /** Hours a waitlist offer stays open (issue 25; default 24), where the endpoint gives it. */
  waitlist_claim_hours: z.number().int().optional(),
  /** The signed-in user's own enrollment status, for the enrollment badge; null when none. */
  enrollment_status: EnrollmentRecordStatusSchema.nullable().optional(),
  /** What the viewer may do, decided on the server by the sdk's courseAccess (detail answers carry it). */
  abilities: z
    .object({
      /** Edit the course and its sessions, images and attendance (owners, editors, teacher, admin). */
      edit: z.boolean(),
      /** Status, enrollments, owners, editors, deletion (owners and admin). */
      manage: z.boolean(),
      /** See the sessions list: staff, enrolled students and their parents (requested or rejected: no). */
      view_sessions: z.boolean(),
      /** The enrol buttons show: published, and public or sharing a group with the viewer. */
      enroll: z.boolean(),
    })
    .optional(),
});
export type Course = z.output<typeof CourseSchema>;
export type CourseAbilities = NonNullable<Course['abilities']>;

/** Course and enrollment together (My Course Enrollments, My Children's Courses). */
export const CourseEnrollmentSchema = EnrollmentSchema.extend({ course: CourseSchema });
export type CourseEnrollment = z.output<typeof CourseEnrollmentSchema>;

/** GET /dashboard/courses: the staff sections of My Courses. */
export const DashboardCoursesSchema = z.object({
  /** Courses I'm an owner (any status). */
  owned: z.array(CourseSchema),
  /** Courses I'm editing. */
  editing: z.array(CourseSchema),
  /** Courses I'm teaching. */
  teaching: z.array(CourseSchema),
});
export type DashboardCourses = z.output<typeof DashboardCoursesSchema>;

/** A person the course's owners may pick as owner, editor or student (GET /admin/courses/{id}/users). */
export const CourseCandidateSchema = UserSummarySchema.extend({
  is_student: z.boolean(),
  school_grade: SchoolGradeSchema.nullable(),
  /** The groups through which the viewer may pick them (the add-students filter by group). */
  groups: z.array(NamedRefSchema),
  /** Their enrollment in this course, null when none (enrolled students cannot be added again). */
  enrollment_status: EnrollmentRecordStatusSchema.nullable(),
});
export type CourseCandidate = z.output<typeof CourseCandidateSchema>;

/**
 * GET /admin/courses/{id}/users: the course's owners and editors, and who may be picked: members of the
 * groups the viewer coordinates and the viewer themself (admins: every user but admins).
 */
export const CourseUsersSchema = z.object({
  owners: z.array(UserSummarySchema),
  editors: z.array(UserSummarySchema),
  candidates: z.array(CourseCandidateSchema),
});
export type CourseUsers = z.output<typeof CourseUsersSchema>;

/** The teachers the course form offers (GET /courses/teachers): the viewer, or for create_course holders and admins every teacher-capable user. */
export const CourseTeacherOptionSchema = UserSummarySchema;

/** The answer of POST /courses/{id}/enroll: the new enrollment (enrolled, or requested when approval is needed). */
export const EnrollResultSchema = EnrollmentSchema;
