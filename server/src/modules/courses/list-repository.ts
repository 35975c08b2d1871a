import type { Course, DashboardCourses, Viewer } from '@campus/sdk';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  ne,
  notInArray,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { viewerId } from '../../authorization/authorize.js';
import { inViewersGroups } from '../../authorization/relation-queries.js';
import type { Database } from '../../db/connect.js';
import { inPage, pageIdsWithTotal } from '../../db/page-slice.js';
import { preparedPerDatabase } from '../../db/prepared-per-database.js';
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
  if (viewer === null) return browsable(db, 'guest');
  if (viewer.is_admin) return browsable(db, 'admin');
  return browsable(db, 'user', viewerId(viewer));
}

type ViewerKind = 'guest' | 'user' | 'admin';

/** browsableBy by kind of viewer; `me` may be a placeholder (the prepared statements bind it per request). */
function browsable(db: Database, kind: ViewerKind, me?: number | Placeholder): SQL | undefined {
  const published = eq(courses.status, 'published');
  if (kind === 'guest') return and(published, eq(courses.visibility, 'public'));
  if (kind === 'admin' || me === undefined) return published;
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
          // A placeholder binds like a number (eq() takes either).
          .where(inViewersGroups(db, courseGroups.groupId, me as number)),
      ),
    ),
  );
}

/**
 * The browse list's statements for one kind of viewer, built once per database and run with parameters
 * (Drizzle built them on every call, and PostgreSQL planned them every time: 9 ms a signed-in call on the
 * large dataset). The page's ids and the total in one pass (`pageIdsWithTotal`, an index-only scan of
 * courses_browse_idx), then the heavy columns for the page's rows only.
 */
function prepareBrowse(db: Database, kind: ViewerKind) {
  const me = sql.placeholder('me');
  const where = browsable(db, kind, me);
  const pageIds = pageIdsWithTotal(db, courses, courses.id, BROWSE_ORDER, where);
  const page = db
    .with(pageIds)
    .select({
      ...courseListColumns(kind === 'guest' ? null : (me as unknown as number)),
      total: pageIds.total,
    })
    .from(pageIds)
    .innerJoin(courses, inPage(courses.id, pageIds))
    .leftJoin(teacherJoin.table, teacherJoin.on)
    .orderBy(...BROWSE_ORDER)
    .prepare(`campus_courses_browse_${kind}`);
  const counted = db
    .select({ total: count() })
    .from(courses)
    .where(where)
    .prepare(`campus_courses_browse_${kind}_total`);
  return { page, counted };
}

const browseStatements = preparedPerDatabase((db) => ({
  guest: prepareBrowse(db, 'guest'),
  user: prepareBrowse(db, 'user'),
  admin: prepareBrowse(db, 'admin'),
}));

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

/** GET /courses: the browsable page (one prepared statement; a page past the end adds the count). */
export async function pageBrowsableCourses(
  db: Database,
  viewer: Viewer,
  window: { offset: number; limit: number },
): Promise<CoursePage> {
  const kind: ViewerKind = viewer === null ? 'guest' : viewer.is_admin ? 'admin' : 'user';
  const statements = browseStatements(db)[kind];
  const params = { me: viewer === null ? 0 : viewerId(viewer), offset: window.offset, limit: window.limit };
  const rows = await statements.page.execute(params);
  if (rows.length === 0) {
    const [counted] = await statements.counted.execute(params);
    return { rows: [], total: counted?.total ?? 0 };
  }
  return { rows: rows.map(fromCourseListRow), total: rows[0]?.total ?? 0 };
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

/**
 * GET /dashboard/courses in one statement, prepared once per database: every course the user owns, edits or
 * teaches, with three flags saying which, in the dashboard's order; the three lists are split from it.
 */
const dashboardStatement = preparedPerDatabase((db) => {
  const me = sql.placeholder('me');
  const owned = sql<boolean>`exists (select 1 from ${courseOwners} where ${courseOwners.courseId} = ${courses.id} and ${courseOwners.userId} = ${me})`;
  const editing = sql<boolean>`exists (select 1 from ${courseEditors} where ${courseEditors.courseId} = ${courses.id} and ${courseEditors.userId} = ${me})`;
  return db
    .select({ ...courseListColumns(me as unknown as number), owned, editing })
    .from(courses)
    .leftJoin(teacherJoin.table, teacherJoin.on)
    .where(
      or(
        inArray(
          courses.id,
          db.select({ id: courseOwners.courseId }).from(courseOwners).where(eq(courseOwners.userId, me)),
        ),
        inArray(
          courses.id,
          db.select({ id: courseEditors.courseId }).from(courseEditors).where(eq(courseEditors.userId, me)),
        ),
        eq(courses.teacherId, me),
      ),
    )
    .orderBy(...BROWSE_ORDER)
    .prepare('campus_dashboard_courses');
});

/** The dashboard's three course lists (owned, editing, teaching), from one statement. */
export async function dashboardCourses(db: Database, userId: number): Promise<DashboardCourses> {
  const rows = await dashboardStatement(db).execute({ me: userId });
  const lists: DashboardCourses = { owned: [], editing: [], teaching: [] };
  for (const row of rows) {
    const course = fromCourseListRow(row);
    if (row.owned) lists.owned.push(course);
    if (row.editing) lists.editing.push(course);
    if (row.course.teacherId === userId) lists.teaching.push(course);
  }
  return lists;
}
