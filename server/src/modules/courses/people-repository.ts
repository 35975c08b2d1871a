import {
  type CourseCandidate,
  type Enrollment,
  type EnrollmentStatus,
  type NamedRef,
  SchoolGradeSchema,
  type UserSummary,
} from '@campus/sdk';
import { and, asc, eq, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import {
  courseEditors,
  courseOwners,
  enrollments,
  groupCoordinators,
  groupUsers,
  permissions,
  userPermissions,
  users,
} from '../../db/schema.js';
import { toUserSummary, userSummaryColumns } from '../users/group-member.js';
import { toIsoTimestamp } from '../users/user-repository.js';

// The people of a course: owners, editors, enrollments, whom the owners may pick (candidates) and whom the
// form offers as teacher. Each read is one statement.

/** A transaction handle as db.transaction passes it. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const BY_NAME = [asc(users.lastName), asc(users.firstName), asc(users.id)];

/** The course's owners and editors as summaries by name, in one statement. */
export async function findStaff(
  db: Database,
  courseId: number,
): Promise<{ owners: UserSummary[]; editors: UserSummary[] }> {
  const owners = db
    .select({ ...userSummaryColumns, role: sql<string>`'owner'`.as('role') })
    .from(courseOwners)
    .innerJoin(users, eq(users.id, courseOwners.userId))
    .where(eq(courseOwners.courseId, courseId));
  const editors = db
    .select({ ...userSummaryColumns, role: sql<string>`'editor'`.as('role') })
    .from(courseEditors)
    .innerJoin(users, eq(users.id, courseEditors.userId))
    .where(eq(courseEditors.courseId, courseId));
  const rows = await owners.unionAll(editors);
  const sorted = [...rows].sort(
    (a, b) =>
      (a.lastName ?? '').localeCompare(b.lastName ?? '') ||
      (a.firstName ?? '').localeCompare(b.firstName ?? '') ||
      a.id - b.id,
  );
  return {
    owners: sorted.filter((row) => row.role === 'owner').map(toUserSummary),
    editors: sorted.filter((row) => row.role === 'editor').map(toUserSummary),
  };
}

/** The course's enrollments with their users, by status then name. */
export async function findEnrollments(db: Database, courseId: number): Promise<Enrollment[]> {
  const rows = await db
    .select({
      id: enrollments.id,
      courseId: enrollments.courseId,
      userId: enrollments.userId,
      status: enrollments.status,
      enrolledAt: enrollments.enrolledAt,
      user: userSummaryColumns,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(eq(enrollments.courseId, courseId))
    .orderBy(asc(enrollments.status), ...BY_NAME);
  return rows.map((row) => ({
    id: row.id,
    course_id: row.courseId,
    user_id: row.userId,
    status: row.status,
    enrolled_at: toIsoTimestamp(row.enrolledAt),
    user: toUserSummary(row.user),
  }));
}

/** Users holding `create_course` by a grant (admins excluded): the form's teacher choices. */
function courseCreatorIds(db: Database) {
  return db
    .select({ id: userPermissions.userId })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(eq(permissions.key, 'create_course'));
}

/** GET /courses/teachers: the non-admin users holding create_course, by name. */
export async function findTeacherOptions(db: Database): Promise<UserSummary[]> {
  const rows = await db
    .select(userSummaryColumns)
    .from(users)
    .where(and(eq(users.isAdmin, false), inArray(users.id, courseCreatorIds(db))))
    .orderBy(...BY_NAME);
  return rows.map(toUserSummary);
}

/** Whether the user may be chosen as a teacher (a non-admin holding create_course). */
export async function isTeacherOption(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isAdmin, false), inArray(users.id, courseCreatorIds(db))))
    .limit(1);
  return row !== undefined;
}

/** Who may pick candidates: an admin picks any non-admin user; others from the groups they coordinate. */
export interface Picker {
  id: number;
  isAdmin: boolean;
  /** The picker may pick themself (they hold create_course). */
  includeSelf: boolean;
}

/** The groups the picker coordinates (their ids), as a subquery. */
function coordinatedGroups(db: Database, pickerId: number) {
  return db
    .select({ id: groupCoordinators.groupId })
    .from(groupCoordinators)
    .where(eq(groupCoordinators.userId, pickerId));
}

/** The users the picker may choose: every non-admin user for admins, else coordinated groups' people. */
function candidateFilter(db: Database, picker: Picker): SQL | undefined {
  if (picker.isAdmin) return eq(users.isAdmin, false);
  const coordinated = coordinatedGroups(db, picker.id);
  return or(
    picker.includeSelf ? eq(users.id, picker.id) : undefined,
    inArray(
      users.id,
      db.select({ id: groupUsers.userId }).from(groupUsers).where(inArray(groupUsers.groupId, coordinated)),
    ),
    inArray(
      users.id,
      db
        .select({ id: groupCoordinators.userId })
        .from(groupCoordinators)
        .where(inArray(groupCoordinators.groupId, coordinated)),
    ),
  );
}

/**
 * GET /admin/courses/{id}/users candidates: summary, student flag, grade, the groups through which the picker
 * may pick them (admins: every group of theirs) and their enrollment in this course; one statement.
 */
export async function findCandidates(
  db: Database,
  picker: Picker,
  courseId: number,
): Promise<CourseCandidate[]> {
  // Admins see each candidate's groups; others only the groups they coordinate, the ones they pick through.
  const groupScope = picker.isAdmin
    ? sql`true`
    : sql`g.id in (select gc.group_id from group_coordinators gc where gc.user_id = ${picker.id})`;
  const groupsJson = sql<unknown>`coalesce((
    select json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name, g.id)
    from groups g
    where (g.id in (select gu.group_id from group_users gu where gu.user_id = "users"."id")
      or g.id in (select gc2.group_id from group_coordinators gc2 where gc2.user_id = "users"."id"))
      and ${groupScope}
  ), '[]'::json)`;
  const enrollmentStatus = sql<EnrollmentStatus | null>`(
    select e.status from enrollments e where e.course_id = ${courseId} and e.user_id = "users"."id" limit 1
  )`;
  const rows = await db
    .select({
      ...userSummaryColumns,
      isStudent: users.isStudent,
      schoolGrade: users.schoolGrade,
      groups: groupsJson,
      enrollmentStatus,
    })
    .from(users)
    .where(candidateFilter(db, picker))
    .orderBy(...BY_NAME);
  return rows.map((row) => ({
    ...toUserSummary(row),
    is_student: row.isStudent,
    school_grade: SchoolGradeSchema.nullable().catch(null).parse(row.schoolGrade),
    groups: jsonArray<NamedRef>(row.groups),
    enrollment_status: row.enrollmentStatus ?? null,
  }));
}

/**
 * Of `userIds`, those the picker may choose for the course: candidates, and people already among the
 * course's owners or editors (they may stay).
 */
export async function choosableIds(
  db: Database,
  picker: Picker,
  courseId: number,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, [...userIds]),
        or(
          candidateFilter(db, picker),
          inArray(
            users.id,
            db
              .select({ id: courseOwners.userId })
              .from(courseOwners)
              .where(eq(courseOwners.courseId, courseId)),
          ),
          inArray(
            users.id,
            db
              .select({ id: courseEditors.userId })
              .from(courseEditors)
              .where(eq(courseEditors.courseId, courseId)),
          ),
        ),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function replaceOwners(tx: Tx, courseId: number, ownerIds: readonly number[]): Promise<void> {
  await tx
    .delete(courseOwners)
    .where(and(eq(courseOwners.courseId, courseId), notInArray(courseOwners.userId, [...ownerIds])));
  await tx
    .insert(courseOwners)
    .values(ownerIds.map((userId) => ({ courseId, userId })))
    .onConflictDoNothing();
}

export async function replaceEditors(tx: Tx, courseId: number, editorIds: readonly number[]): Promise<void> {
  await tx.delete(courseEditors).where(eq(courseEditors.courseId, courseId));
  if (editorIds.length === 0) return;
  await tx.insert(courseEditors).values(editorIds.map((userId) => ({ courseId, userId })));
}

/** json columns arrive parsed from node-postgres and PGlite; a string is parsed here to be safe. */
function jsonArray<T>(value: unknown): T[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}
