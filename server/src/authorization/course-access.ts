import { COURSE_MESSAGES, canEditCourse } from '@campus/sdk';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import {
  courseEditors,
  courseGroups,
  courseOwners,
  courses,
  enrollments,
  parentChild,
} from '../db/schema.js';
import { type Access, authorize, type Viewer, viewerId } from './authorize.js';
import { flag, inViewersGroups } from './relation-queries.js';

export type CourseRow = typeof courses.$inferSelect;

/** The actor's relations to one course. */
export interface CourseRelation {
  isAdmin: boolean;
  isOwner: boolean;
  isEditor: boolean;
  isTeacher: boolean;
  isCreator: boolean;
  /** Member or coordinator of one of the course's groups (a private course's audience). */
  isGroupMember: boolean;
  /** Has an enrollment that was not rejected (enrolled, requested or completed). */
  isStudent: boolean;
  /** A parent of such a student (spec: parents see their children's courses). */
  isParentOfStudent: boolean;
}

/**
 * edit: the course and its sessions, images and attendance (owners, editors, the teacher, and whoever the
 * sdk's canEditCourse allows: admin and create_course holders). manage: status, enrollments, owners,
 * editors, messages and deletion (owners and admin; editors may not manage enrollments).
 */
export type CourseAbility = 'edit' | 'manage';

export interface ScopedCourse {
  course: CourseRow;
  relation: CourseRelation;
  access: Access<CourseAbility>;
}

/**
 * Who sees a course: its staff (admin, owners, editors, teacher, author) always; anyone a published public
 * course; a published private course its groups, students and their parents, and a 403 for others (the
 * page then falls back to /public/courses/{id}); an unpublished course is a 404 to everyone else.
 */
export function courseAccess(
  viewer: Viewer,
  course: Pick<CourseRow, 'status' | 'visibility'>,
  relation: CourseRelation,
): Access<CourseAbility> {
  const staff =
    relation.isAdmin || relation.isOwner || relation.isEditor || relation.isTeacher || relation.isCreator;
  const audience =
    course.visibility === 'public' ||
    relation.isGroupMember ||
    relation.isStudent ||
    relation.isParentOfStudent;
  const published = course.status === 'published';
  const sight = staff || (published && audience) ? 'visible' : published ? 'forbidden' : 'hidden';
  const edit =
    canEditCourse(viewer, { isOwner: relation.isOwner }) || relation.isEditor || relation.isTeacher;
  return { sight, can: { edit, manage: relation.isAdmin || relation.isOwner } };
}

/** The course with the viewer's relation to it, in one statement; null when there is no such course. */
export async function findCourseFor(
  db: Database,
  viewer: Viewer,
  courseId: number,
): Promise<ScopedCourse | null> {
  const me = viewerId(viewer);
  const [row] = await db
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
    .limit(1);
  if (!row) return null;
  const { course, ...flags } = row;
  const relation: CourseRelation = {
    ...flags,
    isAdmin: viewer?.is_admin === true,
    isTeacher: viewer !== null && course.teacherId === viewer.id,
    isCreator: viewer !== null && course.creatorId === viewer.id,
  };
  return { course, relation, access: courseAccess(viewer, course, relation) };
}

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
