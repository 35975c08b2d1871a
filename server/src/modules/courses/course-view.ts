import {
  type Course,
  type EnrollmentStatus,
  MonthlyOptionSchema,
  type NamedRef,
  RecurrenceTypeSchema,
  TimeSchema,
  type UserSummary,
  WeekdaySchema,
} from '@campus/sdk';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connect.js';
import { courses, users } from '../../db/schema.js';
import { toUserSummary, type UserSummaryRow } from '../users/group-member.js';
import { toIsoTimestamp } from '../users/user-repository.js';
import { heldPlaces } from '../waitlist/holds.js';

// Courses in the contract's shape, shared by the courses, enrollments and sessions modules. A list is one
// statement whatever its length: the course with its teacher joined, and as subqueries its groups (JSON), its
// enrolled count and, for a signed-in viewer, the viewer's own enrollment status.

export type CourseRow = typeof courses.$inferSelect;

const teacher = alias(users, 'teacher');

/** The course's groups by name, as a JSON array of { id, name }. */
const groupsJson = sql<unknown>`coalesce((
  select json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name, g.id)
  from course_groups cg inner join groups g on g.id = cg.group_id where cg.course_id = "courses"."id"
), '[]'::json)`;

/**
 * Places taken: enrollments with status enrolled (spec: full when they reach max_quantity), plus one per
 * live waitlist hold on the course (issue 25), as enrolment counts them: a place offered to someone is not
 * shown as left.
 */
const enrolledCount = sql<number>`((
  select count(*) from enrollments e where e.course_id = "courses"."id" and e.status = 'enrolled'
) + ${heldPlaces(sql`w.course_id = "courses"."id"`)})`.mapWith(Number);

/** The viewer's own enrollment status (null for a guest or none). */
function viewerStatus(viewerId: number | null): SQL<EnrollmentStatus | null> {
  if (viewerId === null) return sql<null>`null::text`;
  return sql<EnrollmentStatus | null>`(
    select e.status from enrollments e where e.course_id = "courses"."id" and e.user_id = ${viewerId} limit 1
  )`;
}

/** The columns of a course list row; select them `.from(courses)` and join with `joinTeacher`. */
export function courseListColumns(viewerId: number | null) {
  return {
    course: courses,
    teacher: {
      id: teacher.id,
      username: teacher.username,
      firstName: teacher.firstName,
      middleName: teacher.middleName,
      lastName: teacher.lastName,
    },
    groups: groupsJson,
    enrolledCount,
    viewerStatus: viewerStatus(viewerId),
  };
}

/** The teacher join every course list needs (left join: a course may have none). */
export const teacherJoin = { table: teacher, on: eq(teacher.id, courses.teacherId) } as const;

export interface CourseListRow {
  course: CourseRow;
  teacher: UserSummaryRow | null;
  groups: unknown;
  enrolledCount: number;
  viewerStatus: EnrollmentStatus | null;
}

/** Reads rows of `courseListColumns` in the contract's shape. */
export function fromCourseListRow(row: CourseListRow): Course {
  const course = toCourse(row.course, row.teacher?.id ? row.teacher : null);
  course.groups = jsonArray<NamedRef>(row.groups);
  course.group_ids = course.groups.map((group) => group.id);
  course.enrolled_count = row.enrolledCount;
  course.enrollment_status = row.viewerStatus;
  return course;
}

/** The courses of these ids in the contract's shape, by id: one statement. */
export async function findCoursesByIds(
  db: Database,
  ids: readonly number[],
  viewerId: number | null = null,
): Promise<Map<number, Course>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(courseListColumns(viewerId))
    .from(courses)
    .leftJoin(teacherJoin.table, teacherJoin.on)
    .where(sql`${courses.id} = any(${sql.param([...new Set(ids)])}::int[])`)
    .orderBy(asc(courses.id));
  return new Map(rows.map((row) => [row.course.id, fromCourseListRow(row)]));
}

const dollars = (cents: number | null): number | null => (cents === null ? null : cents / 100);
/** A stored time reads as 'HH:mm' ('09:00:00' -> '09:00'); anything unreadable as null. */
const time = (value: string | null): string | null =>
  value === null ? null : TimeSchema.nullable().catch(null).parse(value.slice(0, 5));

/** A course row in the contract's shape (relations left for the caller to add). */
export function toCourse(row: CourseRow, teacherRow: UserSummaryRow | null): Course {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    visibility: row.visibility,
    teacher_id: row.teacherId,
    teacher: teacherRow ? (toUserSummary(teacherRow) as UserSummary) : null,
    organization_id: row.organizationId,
    approval_required: row.approvalRequired,
    rsvp_needed: row.approvalRequired,
    max_quantity: row.maxQuantity,
    waitlist_claim_hours: row.waitlistClaimHours,
    is_free: row.isFree,
    price: dollars(row.priceCents),
    location: row.location,
    is_online: row.isOnline,
    meeting_link: row.meetingLink,
    date: row.date,
    start_time: time(row.startTime),
    end_time: time(row.endTime),
    end_date: row.endDate,
    is_recurring: row.isRecurring,
    recurrence_type: RecurrenceTypeSchema.nullable().catch(null).parse(row.recurrenceType),
    recurrence_end_date: row.recurrenceEndDate,
    weekly_days: (row.weeklyDays ?? []).flatMap((day) => {
      const parsed = WeekdaySchema.safeParse(day);
      return parsed.success ? [parsed.data] : [];
    }),
    monthly_option: MonthlyOptionSchema.nullable().catch(null).parse(row.monthlyOption),
    main_photo_small: row.mainPhotoSmall,
    main_photo_large: row.mainPhotoLarge,
    main_photo_original: row.mainPhotoOriginal,
    created_at: toIsoTimestamp(row.createdAt),
  };
}

/** json columns arrive parsed from node-postgres and PGlite; a string is parsed here to be safe. */
function jsonArray<T>(value: unknown): T[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}
