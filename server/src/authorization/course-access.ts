import {
  type Access,
  COURSE_MESSAGES,
  type CourseAbility,
  type CourseRelation,
  courseAccess,
  type EnrollmentStatus,
  type Viewer,
} from '@campus/sdk';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { preparedPerDatabase } from '../db/prepared-per-database.js';
import {
  courseEditors,
  courseGroups,
  courseOwners,
  courses,
  enrollments,
  parentChild,
} from '../db/schema.js';
import { authorize, viewerId } from './authorize.js';
import { flag, inViewersGroups } from './relation-queries.js';

export type CourseRow = typeof courses.$inferSelect;

export interface ScopedCourse {
  course: CourseRow;
  relation: CourseRelation;
  access: Access<CourseAbility>;
}

/** The course with the viewer's relation to it, in one statement; null when there is no such course. */
export async function findCourseFor(
  db: Database,
  viewer: Viewer,
  courseId: number,
): Promise<ScopedCourse | null> {
  const [row] = await courseWithRelation(db).execute({ courseId, me: viewerId(viewer) });
  if (!row) return null;
  const { course, enrollmentStatus, ...flags } = row;
  const relation: CourseRelation = {
    ...flags,
    enrollmentStatus: enrollmentStatus ?? null,
    isAdmin: viewer?.is_admin === true,
    isTeacher: viewer !== null && course.teacherId === viewer.id,
    isCreator: viewer !== null && course.creatorId === viewer.id,
  };
  return { course, relation, access: courseAccess(viewer, course, relation) };
}

// Every course route loads its course through here, so the statement is prepared once per database.
const courseWithRelation = preparedPerDatabase((db) => {
  const courseId = sql.placeholder('courseId');
  // A placeholder binds like a number (eq() and inViewersGroups take either).
  const me = sql.placeholder('me') as unknown as number;
  return db
    .select({
      course: courses,
      isOwner: flag(
        db
          .select({ one: courseOwners.userId })
          .from(courseOwners)
          .where(and(eq(courseOwners.courseId, courseId), eq(courseOwners.userId, me))),
      ),
      isEditor: flag(
        db
          .select({ one: courseEditors.userId })
          .from(courseEditors)
          .where(and(eq(courseEditors.courseId, courseId), eq(courseEditors.userId, me))),
      ),
      isGroupMember: flag(
        db
          .select({ one: courseGroups.groupId })
          .from(courseGroups)
          .where(and(eq(courseGroups.courseId, courseId), inViewersGroups(db, courseGroups.groupId, me))),
      ),
      isStudent: flag(
        db
          .select({ one: enrollments.id })
          .from(enrollments)
          .where(
            and(
              eq(enrollments.courseId, courseId),
              eq(enrollments.userId, me),
              ne(enrollments.status, 'rejected'),
            ),
          ),
      ),
      isParentOfEnrolled: flag(
        db
          .select({ one: enrollments.id })
          .from(enrollments)
          .innerJoin(parentChild, eq(parentChild.childId, enrollments.userId))
          .where(
            and(
              eq(enrollments.courseId, courseId),
              eq(parentChild.parentId, me),
              inArray(enrollments.status, ['enrolled', 'completed']),
            ),
          ),
      ),
      enrollmentStatus: sql<EnrollmentStatus | null>`(${db
        .select({ status: enrollments.status })
        .from(enrollments)
        .where(and(eq(enrollments.courseId, courseId), eq(enrollments.userId, me)))
        .limit(1)})`,
      isParentOfStudent: flag(
        db
          .select({ one: enrollments.id })
          .from(enrollments)
          .innerJoin(parentChild, eq(parentChild.childId, enrollments.userId))
          .where(
            and(
              eq(enrollments.courseId, courseId),
              eq(parentChild.parentId, me),
              ne(enrollments.status, 'rejected'),
            ),
          ),
      ),
    })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1)
    .prepare('campus_course_with_relation');
});

/** The course if the viewer may see it and `need` it; otherwise 404 'Course not found' or 403. */
export async function loadCourseFor(
  db: Database,
  viewer: Viewer,
  courseId: number,
  need: CourseAbility | 'view' = 'view',
): Promise<ScopedCourse> {
  return authorize(await findCourseFor(db, viewer, courseId), need, {
    notFound: COURSE_MESSAGES.notFound,
    viewForbidden: COURSE_MESSAGES.accessDenied,
  });
}
