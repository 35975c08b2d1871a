import type { Course, Viewer } from '@campus/sdk';
import { and, asc, count, desc, eq, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { viewerId } from '../../authorization/authorize.js';
import { inViewersGroups } from '../../authorization/relation-queries.js';
import type { Database } from '../../db/connect.js';
import { courseEditors, courseGroups, courseOwners, courses, enrollments } from '../../db/schema.js';
import { courseListColumns, fromCourseListRow, teacherJoin } from './course-view.js';

// The course lists (spec sections 2 and 7): each is one statement whatever its length (course-view.ts joins
// the teacher and reads groups, enrolled count and the viewer's status as subqueries). A page carries its
// total as a subquery too; only a page past the end runs a second statement (the count alone).

export interface CoursePage {
  rows: Course[];
  total: number;
}

/** Soonest first; courses without a date after the dated ones; then by name and id for a stable page. */
const BROWSE_ORDER = [sql`${courses.date} asc nulls last`, asc(courses.name), asc(courses.id)];

/**
 * The published courses the viewer may browse: public ones for everyone; for a signed-in user also the
 * private courses of groups they are a member or coordinator of, and the courses they created, own, edit,
 * teach or are enrolled in (a rejected request opens nothing); admins every published course.
 */
export function browsableBy(db: Database, viewer: Viewer): SQL | undefined {
  const published = eq(courses.status, 'published');
  if (viewer === null) return and(published, eq(courses.visibility, 'public'));
  if (viewer.is_admin) return published;
  const me = viewerId(viewer);
  return and(
    published,
    or(
      eq(courses.visibility, 'public'),
      eq(courses.creatorId, me),
      eq(courses.teacherId, me),
      inArray(
        courses.id,
        db.select({ id: courseOwners.courseId }).from(courseOwners).where(eq(courseOwners.userId, me)),
      ),
      inArray(
        courses.id,
        db.select({ id: courseEditors.courseId }).from(courseEditors).where(eq(courseEditors.userId, me)),
      ),
      inArray(
        courses.id,
        db
          .select({ id: enrollments.courseId })
          .from(enrollments)
          .where(and(eq(enrollments.userId, me), ne(enrollments.status, 'rejected'))),
      ),
      inArray(
        courses.id,
        db
          .select({ id: courseGroups.courseId })
          .from(courseGroups)
          .where(inViewersGroups(db, courseGroups.groupId, me)),
      ),
    ),
  );
}

/** One page of the courses matching `where`, in `order`, with the total of `where`. */
export async function pageCourses(
  db: Database,
  viewer: Viewer,
  where: SQL | undefined,
  order: SQL[],
  window: { offset: number; limit: number },
): Promise<CoursePage> {
  // Drizzle writes the subquery's columns as "courses"."..." too: inside it they bind to its own courses.
  const total = sql<number>`(select count(*) from ${courses} where ${where ?? sql`true`})`.mapWith(Number);
  const rows = await db
    .select({ ...courseListColumns(viewer?.id ?? null), total })
    .from(courses)
    .leftJoin(teacherJoin.table, teacherJoin.on)
    .where(where)
    .orderBy(...order)
    .offset(window.offset)
    .limit(window.limit);
  if (rows.length === 0) {
    // Nothing on this page: no row carries the total, so count alone (an empty list or a page past the end).
    const [counted] = await db.select({ total: count() }).from(courses).where(where);
    return { rows: [], total: counted?.total ?? 0 };
  }
  return { rows: rows.map(fromCourseListRow), total: rows[0]?.total ?? 0 };
}

/** GET /courses: the browsable page. */
export function pageBrowsableCourses(
  db: Database,
  viewer: Viewer,
  window: { offset: number; limit: number },
): Promise<CoursePage> {
  return pageCourses(db, viewer, browsableBy(db, viewer), BROWSE_ORDER, window);
}

/** GET /admin/courses: every course (optionally of one status), newest first. */
export function pageAllCourses(
  db: Database,
  viewer: Viewer,
  status: Course['status'] | undefined,
  window: { offset: number; limit: number },
): Promise<CoursePage> {
  const where = status === undefined ? undefined : eq(courses.status, status);
  return pageCourses(db, viewer, where, [desc(courses.createdAt), desc(courses.id)], window);
}

/** Every course matching `where` (the dashboard lists), by date then name; one statement. */
export async function listCourses(db: Database, viewerIdOrNull: number | null, where: SQL | undefined) {
  const rows = await db
    .select(courseListColumns(viewerIdOrNull))
    .from(courses)
    .leftJoin(teacherJoin.table, teacherJoin.on)
    .where(where)
    .orderBy(...BROWSE_ORDER);
  return rows.map(fromCourseListRow);
}

/** Courses I'm an owner (any status). */
export function ownedBy(db: Database, userId: number): SQL | undefined {
  return inArray(
    courses.id,
    db.select({ id: courseOwners.courseId }).from(courseOwners).where(eq(courseOwners.userId, userId)),
  );
}

/** Courses I'm editing (any status). */
export function editedBy(db: Database, userId: number): SQL | undefined {
  return inArray(
    courses.id,
    db.select({ id: courseEditors.courseId }).from(courseEditors).where(eq(courseEditors.userId, userId)),
  );
}

/** Courses I'm teaching (any status). */
export function taughtBy(userId: number): SQL {
  return eq(courses.teacherId, userId);
}

/**
 * Recommended Courses: published private courses of a group the user is a member or coordinator of, which
 * the user has no enrollment in (any status: a request or a rejection is not a recommendation).
 */
export function recommendedFor(db: Database, userId: number): SQL | undefined {
  return and(
    eq(courses.status, 'published'),
    eq(courses.visibility, 'private'),
    inArray(
      courses.id,
      db
        .select({ id: courseGroups.courseId })
        .from(courseGroups)
        .where(inViewersGroups(db, courseGroups.groupId, userId)),
    ),
    notInArray(
      courses.id,
      db.select({ id: enrollments.courseId }).from(enrollments).where(eq(enrollments.userId, userId)),
    ),
  );
}
