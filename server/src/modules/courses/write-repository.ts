import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { courseGroups, courseOwners, courses } from '../../db/schema.js';
import type { Tx } from './people-repository.js';

// The writes of the course form and status (spec sections 5 and 7). Every function takes the database or
// the transaction it runs in; the service decides who may call them.

export type CourseValues = Pick<
  typeof courses.$inferInsert,
  | 'name'
  | 'description'
  | 'status'
  | 'visibility'
  | 'teacherId'
  | 'approvalRequired'
  | 'maxQuantity'
  | 'waitlistClaimHours'
  | 'isFree'
  | 'priceCents'
  | 'location'
  | 'isOnline'
  | 'meetingLink'
  | 'date'
  | 'startTime'
  | 'endTime'
  | 'endDate'
  | 'isRecurring'
  | 'recurrenceType'
  | 'recurrenceEndDate'
  | 'weeklyDays'
  | 'monthlyOption'
  | 'mainPhotoSmall'
  | 'mainPhotoLarge'
  | 'mainPhotoOriginal'
>;

/** The course's current group ids. */
export async function groupIdsOf(db: Database, courseId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: courseGroups.groupId })
    .from(courseGroups)
    .where(eq(courseGroups.courseId, courseId));
  return new Set(rows.map((row) => row.id));
}

/** Creates the course with its groups and its creator as first owner; returns its id. */
export async function insertCourse(
  tx: Tx,
  values: CourseValues & { creatorId: number; organizationId: number | null },
  groupIds: readonly number[],
): Promise<number> {
  const [row] = await tx.insert(courses).values(values).returning({ id: courses.id });
  if (!row) throw new Error('The course was not stored');
  await tx.insert(courseOwners).values({ courseId: row.id, userId: values.creatorId });
  await replaceGroups(tx, row.id, groupIds);
  return row.id;
}

export async function updateCourseRow(tx: Tx, courseId: number, values: CourseValues): Promise<void> {
  await tx
    .update(courses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(courses.id, courseId));
}

export async function replaceGroups(tx: Tx, courseId: number, groupIds: readonly number[]): Promise<void> {
  await tx.delete(courseGroups).where(eq(courseGroups.courseId, courseId));
  if (groupIds.length === 0) return;
  await tx.insert(courseGroups).values(groupIds.map((groupId) => ({ courseId, groupId })));
}

/** Deletes the course; owners, editors, groups, enrollments, sessions and their records cascade. */
export async function deleteCourse(db: Database | Tx, courseId: number): Promise<void> {
  await db.delete(courses).where(eq(courses.id, courseId));
}

export async function setCourseStatus(
  db: Database,
  courseId: number,
  status: CourseValues['status'],
): Promise<void> {
  await db.update(courses).set({ status, updatedAt: sql`now()` }).where(eq(courses.id, courseId));
}
