import { ENROLLMENT_STATUSES, type Enrollment, type EnrollmentStatus } from '@campus/sdk';
import { and, asc, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { courses, enrollments, groupCoordinators, groupUsers, parentChild, users } from '../../db/schema.js';
import { toUserSummary, type UserSummaryRow, userSummaryColumns } from '../users/group-member.js';
import { toIsoTimestamp } from '../users/user-repository.js';
import { heldPlaces } from '../waitlist/holds.js';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type EnrollmentRow = typeof enrollments.$inferSelect;

export function toEnrollment(row: EnrollmentRow, user?: UserSummaryRow): Enrollment {
  const enrollment: Enrollment = {
    id: row.id,
    course_id: row.courseId,
    user_id: row.userId,
    status: row.status,
    enrolled_at: toIsoTimestamp(row.enrolledAt),
  };
  if (user) enrollment.user = toUserSummary(user);
  return enrollment;
}

/**
 * Locks the course row (SELECT ... FOR UPDATE) when its places are limited: every change that can take a
 * place runs after it in its transaction, so concurrent enrolments, approvals and adds on one course are
 * serialized and counted exactly. A course without a limit is not locked (the first read takes no lock, so
 * two enrolments never both hold a shared lock and then wait on each other to upgrade it): there is nothing
 * to count, and `placesAndEnrollment` holds it against deletion (FOR KEY SHARE) until the enrollment is
 * written; the admin add and `campus courses enroll` of many students into an open course no longer queue
 * on its row. Null when gone.
 */
export async function lockCourse(tx: Tx, courseId: number): Promise<{ maxQuantity: number | null } | null> {
  const [seen] = await tx
    .select({ maxQuantity: courses.maxQuantity })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!seen || seen.maxQuantity === null) return seen ?? null;
  // The limit as it stands once the lock is granted (an edit may have moved it meanwhile).
  const [locked] = await tx
    .select({ maxQuantity: courses.maxQuantity })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('update');
  return locked ?? null;
}

/**
 * Under the lock: the places taken and the user's own enrollment, in one statement. It must be a statement
 * of its own after lockCourse: a count in the locking statement would read the snapshot taken before the
 * lock was granted and miss the enrolments of the transaction that held it (READ COMMITTED).
 */
export async function placesAndEnrollment(
  tx: Tx,
  courseId: number,
  userId: number,
): Promise<{ enrolled: number; current: EnrollmentRow | null; gone: boolean }> {
  // Open waitlist offers on the course hold a place each (issue 25), except the user's own.
  const enrolled = sql<number>`(select count(*) from enrollments e
    where e.course_id = ${courseId} and e.status = 'enrolled') + ${heldPlaces(
      sql`w.course_id = ${courseId}`,
      sql`w.user_id = ${userId}`,
    )}`.mapWith(Number);
  const [row] = await tx
    .select({ enrolled, current: enrollments })
    .from(courses)
    .leftJoin(enrollments, and(eq(enrollments.courseId, courses.id), eq(enrollments.userId, userId)))
    .where(eq(courses.id, courseId))
    // Keeps the course from being deleted before the enrollment is written (the only lock an unlimited
    // course gets; it never waits on another enrolment's).
    .for('key share', { of: courses });
  return { enrolled: row?.enrolled ?? 0, current: row?.current ?? null, gone: !row };
}

/** Inserts the enrollment, or moves the existing one of this course and user to `status`. */
export async function upsertEnrollment(
  tx: Tx | Database,
  courseId: number,
  userId: number,
  status: EnrollmentStatus,
  at: string,
): Promise<EnrollmentRow> {
  const [row] = await tx
    .insert(enrollments)
    .values({ courseId, userId, status, enrolledAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [enrollments.courseId, enrollments.userId],
      set: { status, enrolledAt: at, updatedAt: at },
    })
    .returning();
  if (!row) throw new Error('The enrollment was not stored');
  return row;
}

/** Inserts a new enrollment; a second one of the same user and course is a unique violation. */
export async function insertEnrollment(
  db: Tx | Database,
  courseId: number,
  userId: number,
  status: EnrollmentStatus,
  at: string,
): Promise<EnrollmentRow> {
  const [row] = await db
    .insert(enrollments)
    .values({ courseId, userId, status, enrolledAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('The enrollment was not stored');
  return row;
}

/** Deletes the user's enrollment on the course when its status is one of `statuses` (any when omitted). */
export async function deleteEnrollment(
  db: Database,
  courseId: number,
  userId: number,
  statuses?: readonly EnrollmentStatus[],
): Promise<EnrollmentRow | null> {
  const conditions: SQL[] = [eq(enrollments.courseId, courseId), eq(enrollments.userId, userId)];
  if (statuses) conditions.push(inArray(enrollments.status, [...statuses]));
  const [row] = await db
    .delete(enrollments)
    .where(and(...conditions))
    .returning();
  return row ?? null;
}

/** Statuses in the order lists show them: enrolled, requested, rejected, completed. */
const statusOrder = sql`array_position(${sql.param([...ENROLLMENT_STATUSES])}::text[], ${enrollments.status})`;

/** A course's enrollments with their users, by status then name: one statement. */
export async function findCourseEnrollments(
  db: Database,
  courseId: number,
  status?: EnrollmentStatus,
): Promise<Array<{ enrollment: EnrollmentRow; user: UserSummaryRow }>> {
  const conditions: SQL[] = [eq(enrollments.courseId, courseId)];
  if (status) conditions.push(eq(enrollments.status, status));
  return db
    .select({ enrollment: enrollments, user: userSummaryColumns })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(and(...conditions))
    .orderBy(statusOrder, asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** A user's enrollments (every status), by course name: one statement. */
export async function findUserEnrollments(db: Database, userId: number): Promise<EnrollmentRow[]> {
  return db
    .select({ enrollment: enrollments })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.userId, userId))
    .orderBy(statusOrder, asc(courses.name), asc(enrollments.id))
    .then((rows) => rows.map((row) => row.enrollment));
}

/** The enrollments of a parent's children with the child, by child then course name: one statement. */
export async function findChildrenEnrollments(
  db: Database,
  parentId: number,
): Promise<Array<{ enrollment: EnrollmentRow; user: UserSummaryRow }>> {
  return db
    .select({ enrollment: enrollments, user: userSummaryColumns })
    .from(parentChild)
    .innerJoin(enrollments, eq(enrollments.userId, parentChild.childId))
    .innerJoin(users, eq(users.id, parentChild.childId))
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(parentChild.parentId, parentId))
    .orderBy(
      asc(users.firstName),
      asc(users.lastName),
      asc(users.id),
      asc(courses.name),
      asc(enrollments.id),
    );
}

export interface Candidate {
  isAdmin: boolean;
  /** A member or coordinator of a group `pickerId` coordinates (what owners may add). */
  inPickersGroups: boolean;
}

/** The user to be enrolled, seen by the one adding them; null when there is no such user. One statement. */
export async function findCandidate(
  db: Database,
  userId: number,
  pickerId: number,
): Promise<Candidate | null> {
  const coordinated = db
    .select({ id: groupCoordinators.groupId })
    .from(groupCoordinators)
    .where(eq(groupCoordinators.userId, pickerId));
  const member = db
    .select({ one: groupUsers.userId })
    .from(groupUsers)
    .where(and(eq(groupUsers.userId, userId), inArray(groupUsers.groupId, coordinated)));
  const fellowCoordinator = db
    .select({ one: groupCoordinators.userId })
    .from(groupCoordinators)
    .where(and(eq(groupCoordinators.userId, userId), inArray(groupCoordinators.groupId, coordinated)));
  const [row] = await db
    .select({
      isAdmin: users.isAdmin,
      inPickersGroups: sql<boolean>`${or(exists(member), exists(fellowCoordinator))}`.mapWith(Boolean),
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Under the lock, for a batch add (POST /admin/courses/{id}/enrollments/batch): the places taken, in one
 * statement after lockCourse as placesAndEnrollment. The open waitlist offers of users outside the batch
 * hold a place each; an offer of a user in the batch is that user's own place. Null when the course is gone
 * (FOR KEY SHARE keeps it until the enrollments are written).
 */
export async function placesTakenBesides(
  tx: Tx,
  courseId: number,
  userIds: readonly number[],
): Promise<number | null> {
  const taken = sql<number>`(select count(*) from enrollments e
    where e.course_id = ${courseId} and e.status = 'enrolled') + ${heldPlaces(
      sql`w.course_id = ${courseId}`,
      sql`w.user_id = any(${sql.param([...userIds])}::int[])`,
    )}`.mapWith(Number);
  const [row] = await tx
    .select({ taken })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('key share', { of: courses });
  return row ? row.taken : null;
}

export interface BatchCandidate extends Candidate {
  id: number;
  /** The user's enrollment on the course, if any. */
  status: EnrollmentStatus | null;
}

/**
 * The users of a batch add as findCandidate sees one, each with their enrollment on the course: one
 * statement for any number of ids. Ids without a user are missing from the answer.
 */
export async function findBatchCandidates(
  tx: Tx,
  courseId: number,
  userIds: readonly number[],
  pickerId: number,
): Promise<BatchCandidate[]> {
  const coordinated = tx
    .select({ id: groupCoordinators.groupId })
    .from(groupCoordinators)
    .where(eq(groupCoordinators.userId, pickerId));
  const member = tx
    .select({ one: groupUsers.userId })
    .from(groupUsers)
    .where(and(eq(groupUsers.userId, users.id), inArray(groupUsers.groupId, coordinated)));
  const fellowCoordinator = tx
    .select({ one: groupCoordinators.userId })
    .from(groupCoordinators)
    .where(and(eq(groupCoordinators.userId, users.id), inArray(groupCoordinators.groupId, coordinated)));
  return (
    tx
      .select({
        id: users.id,
        isAdmin: users.isAdmin,
        inPickersGroups: sql<boolean>`${or(exists(member), exists(fellowCoordinator))}`.mapWith(Boolean),
        status: enrollments.status,
      })
      .from(users)
      .leftJoin(enrollments, and(eq(enrollments.courseId, courseId), eq(enrollments.userId, users.id)))
      // One array parameter, whatever the number of ids.
      .where(sql`${users.id} = any(${sql.param([...userIds])}::int[])`)
  );
}

/**
 * Enrolls every user of `userIds` on the course in one statement: new rows inserted, a requested,
 * rejected or completed one moved to enrolled. The ids of the rows written.
 */
export async function enrollAll(
  tx: Tx,
  courseId: number,
  userIds: readonly number[],
  at: string,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .insert(enrollments)
    .values(
      userIds.map((userId) => ({
        courseId,
        userId,
        status: 'enrolled' as const,
        enrolledAt: at,
        updatedAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [enrollments.courseId, enrollments.userId],
      set: { status: 'enrolled', enrolledAt: at, updatedAt: at },
    })
    .returning({ userId: enrollments.userId });
  return rows.map((row) => row.userId);
}
