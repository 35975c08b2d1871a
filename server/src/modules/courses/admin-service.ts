import {
  type AdminCourseListQuerySchema,
  type Course,
  type CourseEditorsInputSchema,
  type CourseOwnersInputSchema,
  type CourseStatusInputSchema,
  type CourseUsers,
  hasPermission,
  type Paged,
  VALIDATION_MESSAGES,
} from '@campus/sdk';
import type { z } from 'zod';
import type { UserActor } from '../../auth/actor.js';
import { loadCourseFor } from '../../authorization/course-access.js';
import type { Database } from '../../db/connect.js';
import { ForbiddenError, ValidationError } from '../../errors.js';
import { toPaged } from './browse-service.js';
import { courseDetail } from './course-detail.js';
import { pageAllCourses } from './list-repository.js';
import {
  choosableIds,
  findCandidates,
  findStaff,
  type Picker,
  replaceEditors,
  replaceOwners,
} from './people-repository.js';
import { setCourseStatus } from './write-repository.js';

export type AdminCourseListQuery = z.output<typeof AdminCourseListQuerySchema>;
export type CourseStatusData = z.output<typeof CourseStatusInputSchema>;
export type CourseOwnersData = z.output<typeof CourseOwnersInputSchema>;
export type CourseEditorsData = z.output<typeof CourseEditorsInputSchema>;

/** Who picks owners and editors: admins any non-admin; others their coordinated groups (and themselves). */
function pickerOf(actor: UserActor): Picker {
  return { id: actor.id, isAdmin: actor.is_admin, includeSelf: hasPermission(actor, 'create_course') };
}

/**
 * The admin course calls (spec section 7 "Admin"): the list is admins' only; the per-course calls serve the
 * course's owners too (loadCourseFor 'manage'). Approving (published) needs create_course or admin: an owner
 * without it who asks for 'published' gets 'pending' (nobody approves their own course).
 */
export function createCourseAdministration(db: Database) {
  async function users(actor: UserActor, courseId: number): Promise<CourseUsers> {
    const [staff, candidates] = await Promise.all([
      findStaff(db, courseId),
      findCandidates(db, pickerOf(actor), courseId),
    ]);
    return { ...staff, candidates };
  }

  /** 422 on `field` when an id is neither a candidate nor already on the course's staff. */
  async function checkChoosable(actor: UserActor, courseId: number, field: string, ids: readonly number[]) {
    const choosable = await choosableIds(db, pickerOf(actor), courseId, ids);
    if (ids.some((id) => !choosable.has(id))) {
      throw ValidationError.field(field, VALIDATION_MESSAGES.courseUsersInvalid);
    }
  }

  return {
    /** GET /admin/courses (admins): every course, newest first, optionally of one status. */
    async adminList(actor: UserActor, query: AdminCourseListQuery): Promise<Paged<Course>> {
      if (!actor.is_admin) throw new ForbiddenError();
      const page = await pageAllCourses(db, actor, query.status, {
        offset: (query.page - 1) * query.per_page,
        limit: query.per_page,
      });
      return toPaged(page, query);
    },

    /** GET /admin/courses/{id} (owners and admins): the course with owners, editors and enrollments. */
    async adminGet(actor: UserActor, courseId: number): Promise<Course> {
      const scoped = await loadCourseFor(db, actor, courseId, 'manage');
      return courseDetail(db, actor, scoped, { enrollments: true });
    },

    /** PUT /admin/courses/{id}/status (owners and admins): publish, unpublish, approve, reject. */
    async setStatus(actor: UserActor, courseId: number, input: CourseStatusData): Promise<Course> {
      const scoped = await loadCourseFor(db, actor, courseId, 'manage');
      const status =
        input.status === 'published' && !hasPermission(actor, 'create_course') ? 'pending' : input.status;
      await setCourseStatus(db, courseId, status);
      return courseDetail(db, actor, { ...scoped, course: { ...scoped.course, status } });
    },

    /** GET /admin/courses/{id}/users (owners and admins): owners, editors and whom they may pick. */
    async users(actor: UserActor, courseId: number): Promise<CourseUsers> {
      await loadCourseFor(db, actor, courseId, 'manage');
      return users(actor, courseId);
    },

    /** PUT /admin/courses/{id}/owners (owners and admins): the whole list, at least one. */
    async setOwners(actor: UserActor, courseId: number, input: CourseOwnersData): Promise<CourseUsers> {
      await loadCourseFor(db, actor, courseId, 'manage');
      await checkChoosable(actor, courseId, 'owner_ids', input.owner_ids);
      await db.transaction((tx) => replaceOwners(tx, courseId, input.owner_ids));
      return users(actor, courseId);
    },

    /** PUT /admin/courses/{id}/editors (owners and admins): the whole list, may be empty. */
    async setEditors(actor: UserActor, courseId: number, input: CourseEditorsData): Promise<CourseUsers> {
      await loadCourseFor(db, actor, courseId, 'manage');
      await checkChoosable(actor, courseId, 'editor_ids', input.editor_ids);
      await db.transaction((tx) => replaceEditors(tx, courseId, input.editor_ids));
      return users(actor, courseId);
    },
  };
}
