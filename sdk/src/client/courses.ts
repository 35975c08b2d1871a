import { z } from 'zod';
import type {
  CourseEditorsInput,
  CourseEnrollmentInput,
  CourseInput,
  CourseOwnersInput,
  CoursePageRequest,
  CourseStatusInput,
  EnrollmentDecisionInput,
  UserEnrollmentInput,
} from '../rules/validation/course.js';
import { PhotoUploadSchema } from '../schemas/common.js';
import {
  CourseEnrollmentSchema,
  CourseSchema,
  CourseTeacherOptionSchema,
  CourseUsersSchema,
  DashboardCoursesSchema,
} from '../schemas/course.js';
import { EnrollmentSchema, type EnrollmentStatusInput } from '../schemas/enrollment.js';
import { EnrollmentBatchResultSchema } from '../schemas/enrollment-batch.js';
import { paged } from '../schemas/envelope.js';
import type { Transport } from './transport.js';

/** Spec section 7 "Courses": browsing, the form, enrollment and the dashboard lists. */
export function coursesResource(transport: Transport) {
  return {
    /** GET /courses (public): published courses the viewer may see, soonest first, 12 a page. */
    list: (request: CoursePageRequest = {}) =>
      transport.request('GET', '/courses', {
        query: { page: request.page, per_page: request.per_page },
        schema: paged(CourseSchema),
      }),
    /**
     * GET /courses/{id} (public): a published course the viewer may see, with teacher, owners, editors,
     * groups, enrolled count, the viewer's enrollment status and abilities. A private course outside the
     * viewer's groups is a 403; an unpublished one a 404.
     */
    get: (id: number) => transport.request('GET', `/courses/${id}`, { schema: CourseSchema }),
    /** GET /public/courses/{id} (public; the fallback on 403): a published public course, nothing personal. */
    getPublic: (id: number) => transport.request('GET', `/public/courses/${id}`, { schema: CourseSchema }),
    /** GET /user/courses/{id} (the fallback on 404): also reaches the courses the user staffs in any status. */
    getOwn: (id: number) => transport.request('GET', `/user/courses/${id}`, { schema: CourseSchema }),
    /** POST /courses: any signed-in user; without create_course 'publish' becomes pending. */
    create: (input: CourseInput) =>
      transport.request('POST', '/courses', { body: input, schema: CourseSchema }),
    /** PUT /courses/{id} (edit access): the whole course, groups replaced. */
    update: (id: number, input: CourseInput) =>
      transport.request('PUT', `/courses/${id}`, { body: input, schema: CourseSchema }),
    /** DELETE /courses/{id} (owners and admins): with its sessions, enrollments and images. */
    remove: (id: number) => transport.request('DELETE', `/courses/${id}`, { schema: z.null() }),
    /** GET /courses/teachers: whom the form's teacher select offers (admin and create_course holders). */
    teachers: () =>
      transport.request('GET', '/courses/teachers', { schema: z.array(CourseTeacherOptionSchema) }),
    /** POST /courses/upload-photo: one image (field `photo`), under 5MB, stored in three sizes. */
    uploadPhoto: (form: FormData) =>
      transport.request('POST', '/courses/upload-photo', { body: form, schema: PhotoUploadSchema }),
    /** GET /user/courses: the courses the user owns, any status. */
    owned: () => transport.request('GET', '/user/courses', { schema: z.array(CourseSchema) }),
    /** GET /user/enrolled-courses: the user's enrollments (every status) with their courses. */
    enrolled: () =>
      transport.request('GET', '/user/enrolled-courses', { schema: z.array(CourseEnrollmentSchema) }),
    /** GET /user/recommended-courses: private published courses of the user's groups they have not joined. */
    recommended: () =>
      transport.request('GET', '/user/recommended-courses', { schema: z.array(CourseSchema) }),
    /** GET /user/children-courses: the children's enrollments, each with its course and the child as `user`. */
    children: () =>
      transport.request('GET', '/user/children-courses', { schema: z.array(CourseEnrollmentSchema) }),
    /** GET /dashboard/courses: Courses I'm an owner, editing and teaching. */
    dashboard: () => transport.request('GET', '/dashboard/courses', { schema: DashboardCoursesSchema }),
    /** POST /courses/{id}/enroll: enrolled, or requested when the course needs approval (409 when full). */
    enroll: (id: number) => transport.request('POST', `/courses/${id}/enroll`, { schema: EnrollmentSchema }),
    /** POST /courses/{id}/unenroll: Unenroll and Cancel Request (a rejected enrollment stays). */
    unenroll: (id: number) => transport.request('POST', `/courses/${id}/unenroll`, { schema: z.null() }),
    /** GET /courses/{id}/enrollments (owners and admins): with the users; `status` filters. */
    enrollments: (id: number, options: { status?: EnrollmentStatusInput } = {}) =>
      transport.request('GET', `/courses/${id}/enrollments`, {
        query: { status: options.status },
        schema: z.array(EnrollmentSchema),
      }),
    /** PUT /courses/{id}/enrollments/{userId}/status (owners and admins): approve (enrolled) or reject. */
    decide: (id: number, userId: number, input: EnrollmentDecisionInput) =>
      transport.request('PUT', `/courses/${id}/enrollments/${userId}/status`, {
        body: input,
        schema: EnrollmentSchema,
      }),
  };
}

/** Spec section 7 "Admin" course calls. The per-course ones also serve the course's owners. */
export function adminCoursesResource(transport: Transport) {
  return {
    /** GET /admin/courses (admin): every course, paged, optional status. */
    list: (request: CoursePageRequest = {}) =>
      transport.request('GET', '/admin/courses', {
        query: { page: request.page, per_page: request.per_page, status: request.status },
        schema: paged(CourseSchema),
      }),
    /** GET /admin/courses/{id} (owners and admins): the course with owners, editors and enrollments. */
    get: (id: number) => transport.request('GET', `/admin/courses/${id}`, { schema: CourseSchema }),
    /** PUT /admin/courses/{id}/status (owners and admins; approving a pending course needs create_course or admin). */
    setStatus: (id: number, input: CourseStatusInput) =>
      transport.request('PUT', `/admin/courses/${id}/status`, { body: input, schema: CourseSchema }),
    /** POST /admin/courses/{id}/enrollments (owners and admins): add one student (409 when already enrolled or full). */
    addStudent: (id: number, input: CourseEnrollmentInput) =>
      transport.request('POST', `/admin/courses/${id}/enrollments`, {
        body: input,
        schema: EnrollmentSchema,
      }),
    /**
     * POST /admin/courses/{id}/enrollments/batch (owners and admins): up to 1,000 students in one call and
     * one transaction; one row per distinct id (enrolled, unchanged when already enrolled, or failed with the
     * reason the single add would give) and the counts.
     */
    addStudents: (id: number, userIds: readonly number[]) =>
      transport.request('POST', `/admin/courses/${id}/enrollments/batch`, {
        body: { user_ids: [...userIds] },
        schema: EnrollmentBatchResultSchema,
      }),
    /** DELETE /admin/courses/{id}/enrollments (owners and admins): remove one student. */
    removeStudent: (id: number, input: { user_id: number }) =>
      transport.request('DELETE', `/admin/courses/${id}/enrollments`, { body: input, schema: z.null() }),
    /** GET /admin/courses/{id}/users (owners and admins): owners, editors and the people who may be picked. */
    users: (id: number) =>
      transport.request('GET', `/admin/courses/${id}/users`, { schema: CourseUsersSchema }),
    /** PUT /admin/courses/{id}/owners: replaces the owner list. */
    setOwners: (id: number, input: CourseOwnersInput) =>
      transport.request('PUT', `/admin/courses/${id}/owners`, { body: input, schema: CourseUsersSchema }),
    /** PUT /admin/courses/{id}/editors: replaces the editor list. */
    setEditors: (id: number, input: CourseEditorsInput) =>
      transport.request('PUT', `/admin/courses/${id}/editors`, { body: input, schema: CourseUsersSchema }),
    /** GET /admin/users/{id}/enrollments (admin): a student's enrollments with their courses. */
    userEnrollments: (userId: number) =>
      transport.request('GET', `/admin/users/${userId}/enrollments`, {
        schema: z.array(CourseEnrollmentSchema),
      }),
    /** POST /admin/users/{id}/enrollments (admin): Add Course for a student. */
    addUserEnrollment: (userId: number, input: UserEnrollmentInput) =>
      transport.request('POST', `/admin/users/${userId}/enrollments`, {
        body: input,
        schema: EnrollmentSchema,
      }),
    /** DELETE /admin/users/{id}/enrollments (admin): remove a course from a student. */
    removeUserEnrollment: (userId: number, input: { course_id: number }) =>
      transport.request('DELETE', `/admin/users/${userId}/enrollments`, { body: input, schema: z.null() }),
  };
}
