import {
  COURSE_MESSAGES,
  type Course,
  type CourseListQuerySchema,
  type DashboardCourses,
  hasPermission,
  lastPage,
  type Paged,
  type UserSummary,
  type Viewer,
} from '@campus/sdk';
import type { z } from 'zod';
import type { UserActor } from '../../auth/actor.js';
import { findCourseFor, loadCourseFor } from '../../authorization/course-access.js';
import type { Database } from '../../db/connect.js';
import { NotFoundError } from '../../errors.js';
import { courseDetail } from './course-detail.js';
import {
  type CoursePage,
  dashboardCourses,
  listCourses,
  ownedBy,
  pageBrowsableCourses,
  recommendedFor,
} from './list-repository.js';
import { findTeacherOptions } from './people-repository.js';

export type CourseListQuery = z.output<typeof CourseListQuerySchema>;

/** A page of rows in the paged envelope's shape. */
export function toPaged(page: CoursePage, query: { page: number; per_page: number }): Paged<Course> {
  return {
    data: page.rows,
    current_page: query.page,
    last_page: lastPage(page.total, query.per_page),
    per_page: query.per_page,
    total: page.total,
  };
}

/**
 * Browsing courses (spec sections 2 and 7): the list of published courses the viewer may see, one course
 * through loadCourseFor, the public fallback, the dashboard lists and the teacher choices.
 */
export function createCourseBrowsing(db: Database) {
  return {
    /** GET /courses: published courses the viewer may see, 12 a page, soonest first. */
    async list(viewer: Viewer, query: CourseListQuery): Promise<Paged<Course>> {
      const page = await pageBrowsableCourses(db, viewer, {
        offset: (query.page - 1) * query.per_page,
        limit: query.per_page,
      });
      return toPaged(page, query);
    },

    /**
     * GET /courses/{id}: a published course the viewer may see. Unpublished ones are 404 here even to their
     * staff (they open them through /user/courses/{id}); a private one outside the viewer's groups is 403.
     */
    async get(viewer: Viewer, id: number): Promise<Course> {
      const scoped = await loadCourseFor(db, viewer, id, 'view');
      if (scoped.course.status !== 'published') throw new NotFoundError(COURSE_MESSAGES.notFound);
      return courseDetail(db, viewer, scoped);
    },

    /** GET /public/courses/{id}: a published public course as a guest sees it (nothing personal). */
    async getPublic(id: number): Promise<Course> {
      const scoped = await findCourseFor(db, null, id);
      const open = scoped?.course.status === 'published' && scoped.course.visibility === 'public';
      if (!scoped || !open) throw new NotFoundError(COURSE_MESSAGES.notFound);
      return courseDetail(db, null, scoped);
    },

    /** GET /user/courses/{id}: as /courses/{id}, and the course's staff (and admins) reach it in any status. */
    async getOwn(actor: UserActor, id: number): Promise<Course> {
      return courseDetail(db, actor, await loadCourseFor(db, actor, id, 'view'));
    },

    /** GET /user/courses: the courses the user owns, any status. */
    owned: (actor: UserActor): Promise<Course[]> => listCourses(db, actor.id, ownedBy(db, actor.id)),

    /** GET /user/recommended-courses: published private courses of the user's groups they have not joined. */
    recommended: (actor: UserActor): Promise<Course[]> =>
      listCourses(db, actor.id, recommendedFor(db, actor.id)),

    /** GET /dashboard/courses: Courses I'm an owner, editing and teaching (any status); one statement. */
    dashboard: (actor: UserActor): Promise<DashboardCourses> => dashboardCourses(db, actor.id),

    /** GET /courses/teachers: for admins and create_course holders the teacher choices; for others none. */
    async teachers(actor: UserActor): Promise<UserSummary[]> {
      if (!hasPermission(actor, 'create_course')) return [];
      return findTeacherOptions(db);
    },
  };
}
