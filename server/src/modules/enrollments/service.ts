import {
  COURSE_MESSAGES,
  type CourseEnrollment,
  type CourseEnrollmentInputSchema,
  courseAbilities,
  courseEnrollmentClosedReason,
  ENROLLMENT_MESSAGES,
  type Enrollment,
  type EnrollmentBatchResult,
  type EnrollmentBatchRow,
  type EnrollmentStatus,
  initialEnrollmentStatus,
  isCourseFull,
  joinsCourse,
  placesLeft,
  type UserEnrollmentInputSchema,
} from '@campus/sdk';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserActor } from '../../auth/actor.js';
import { type CourseRow, loadCourseFor } from '../../authorization/course-access.js';
import type { Database } from '../../db/connect.js';
import { enrollments } from '../../db/schema.js';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { findCoursesByIds } from '../courses/course-view.js';
import { isUniqueViolation } from '../shared/db-errors.js';
import { platformTimeZone } from '../shared/event-end.js';
import type { PlacesFreedHook } from '../waitlist/freed.js';
import {
  deleteEnrollment,
  type EnrollmentRow,
  enrollAll,
  findBatchCandidates,
  findCandidate,
  findChildrenEnrollments,
  findCourseEnrollments,
  findUserEnrollments,
  insertEnrollment,
  lockCourse,
  placesAndEnrollment,
  placesTakenBesides,
  toEnrollment,
  upsertEnrollment,
} from './repository.js';

export type CourseEnrollmentInput = z.output<typeof CourseEnrollmentInputSchema>;
export type UserEnrollmentInput = z.output<typeof UserEnrollmentInputSchema>;

/** Refusals of this module that the sdk's catalogue does not name. */
export const ENROLLMENT_REFUSALS = {
  userNotFound: 'User not found',
  adminNotEnrollable: 'Admins cannot be enrolled',
  notPickable: 'You can only add students from the groups you coordinate.',
  decisionStatus: 'The status must be enrolled or rejected.',
  coursePublishedOnly: 'Only published courses can be added.',
} as const;

export interface Answer<T> {
  data: T;
  message: string;
}

/** Conflicts a caller gets for an enrollment that is already there, by its status. */
type ExistingCheck = (current: EnrollmentRow) => void;

/** Self enrolment: each existing status has its own refusal ("a rejected user cannot request again"). */
const selfConflict = (status: EnrollmentStatus): ConflictError =>
  new ConflictError(
    status === 'requested'
      ? ENROLLMENT_MESSAGES.alreadyRequested
      : status === 'rejected'
        ? ENROLLMENT_MESSAGES.rejected
        : ENROLLMENT_MESSAGES.alreadyEnrolled,
  );

/**
 * Course enrollments (spec sections 2, 4 and 7): joining and leaving a course, the owners' list and
 * decisions, the admin adds and removals, and the enrolment lists of the dashboard. Places: an enrolment
 * that takes one (status enrolled) is written in a transaction that first locks the course row, then counts
 * the enrolled rows, so concurrent requests never enrol past max_quantity.
 */
export function createEnrollmentsService(
  db: Database,
  now: () => Date = () => new Date(),
  waitlist: PlacesFreedHook = {},
) {
  /** After a change that may free a place: the waitlist offers it. */
  const freed = (courseId: number) => waitlist.placesFreed?.({ kind: 'course', id: courseId });
  const at = () => now().toISOString();

  /**
   * The refusal (422) of anyone joining the course now, or null while it runs: the sdk's
   * courseEnrollmentClosedReason on the course's dates, the app's clock and the platform's time zone.
   */
  function closedFor(course: CourseRow, field?: string): AppError | null {
    const reason = courseEnrollmentClosedReason(
      {
        date: course.date,
        end_date: course.endDate,
        is_recurring: course.isRecurring,
        recurrence_end_date: course.recurrenceEndDate,
      },
      now(),
      platformTimeZone(),
    );
    if (reason === null) return null;
    return field ? ValidationError.field(field, reason) : new AppError(422, reason);
  }

  /**
   * Writes `wanted` for the user under the course lock: `existing` refuses what is already there, then
   * `closed` (closedFor: the course has ended) refuses joining it (enrolled or requested; a rejection or a
   * completion is still recorded), and a new place is refused (409) when the course is full. One
   * transaction: lock, count, upsert.
   */
  async function place(
    courseId: number,
    userId: number,
    wanted: EnrollmentStatus,
    existing: ExistingCheck,
    closed: AppError | null,
  ): Promise<EnrollmentRow> {
    return db.transaction(async (tx) => {
      const locked = await lockCourse(tx, courseId);
      if (!locked) throw new NotFoundError(COURSE_MESSAGES.notFound);
      const { enrolled, current, gone } = await placesAndEnrollment(tx, courseId, userId);
      if (gone) throw new NotFoundError(COURSE_MESSAGES.notFound);
      if (current) existing(current);
      if (closed && joinsCourse(wanted)) throw closed;
      const takesPlace = wanted === 'enrolled' && current?.status !== 'enrolled';
      if (takesPlace && isCourseFull({ max_quantity: locked.maxQuantity }, enrolled)) {
        throw new ConflictError(ENROLLMENT_MESSAGES.full);
      }
      return upsertEnrollment(tx, courseId, userId, wanted, at());
    });
  }

  /**
   * Who may be enrolled by `actor`: an existing non-admin user (404, 422); owners who are not admins only
   * members and coordinators of the groups they coordinate (the add-students list; 422 otherwise).
   */
  async function ensureEnrollable(actor: UserActor, userId: number): Promise<void> {
    const candidate = await findCandidate(db, userId, actor.id);
    if (!candidate) throw new NotFoundError(ENROLLMENT_REFUSALS.userNotFound);
    if (candidate.isAdmin) throw ValidationError.field('user_id', ENROLLMENT_REFUSALS.adminNotEnrollable);
    if (!actor.is_admin && !candidate.inPickersGroups) {
      throw ValidationError.field('user_id', ENROLLMENT_REFUSALS.notPickable);
    }
  }

  /** The enrollments with their courses in the contract's shape: one statement for all the courses. */
  async function withCourses(
    viewer: UserActor,
    rows: Array<{ enrollment: EnrollmentRow; user?: Parameters<typeof toEnrollment>[1] }>,
  ): Promise<CourseEnrollment[]> {
    const found = await findCoursesByIds(
      db,
      rows.map(({ enrollment }) => enrollment.courseId),
      viewer.id,
    );
    return rows.flatMap(({ enrollment, user }) => {
      const course = found.get(enrollment.courseId);
      return course ? [{ ...toEnrollment(enrollment, user), course }] : [];
    });
  }

  /** The admin add of either side: the user's enrollment moves to `status` ("already" when it is there). */
  const adminConflict: (wanted: EnrollmentStatus) => ExistingCheck = (wanted) => (current) => {
    if (current.status === wanted) throw new ConflictError(ENROLLMENT_MESSAGES.userAlreadyEnrolled);
  };

  return {
    /**
     * POST /courses/{id}/enroll: enrolled, or requested when the course needs approval. The course must be
     * published and open to the viewer (public, or sharing a group); an existing enrollment is a 409 of its
     * own (a rejected user cannot request again); a course that has ended is a 422; a full course is a 409.
     */
    async enroll(actor: UserActor, courseId: number): Promise<Answer<Enrollment>> {
      const { course, relation } = await loadCourseFor(db, actor, courseId, 'view');
      if (relation.enrollmentStatus) throw selfConflict(relation.enrollmentStatus);
      if (!courseAbilities(actor, course, relation).enroll) {
        throw new ForbiddenError(ENROLLMENT_MESSAGES.notOpen);
      }
      const closed = closedFor(course);
      if (closed) throw closed;
      const status = initialEnrollmentStatus({ approval_required: course.approvalRequired });
      const message = status === 'enrolled' ? ENROLLMENT_MESSAGES.enrolled : ENROLLMENT_MESSAGES.requested;
      try {
        // A request takes no place, nor does a place on an unlimited course: no lock needed, the unique
        // index refuses a second row.
        const row =
          status === 'enrolled' && course.maxQuantity !== null
            ? await place(
                courseId,
                actor.id,
                status,
                (current) => {
                  throw selfConflict(current.status);
                },
                null,
              )
            : await insertEnrollment(db, courseId, actor.id, status, at());
        return { data: toEnrollment(row), message };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const [current] = await db
          .select({ status: enrollments.status })
          .from(enrollments)
          .where(and(eq(enrollments.courseId, courseId), eq(enrollments.userId, actor.id)));
        throw selfConflict(current?.status ?? 'enrolled');
      }
    },

    /** POST /courses/{id}/unenroll: Unenroll and Cancel Request remove the row; a rejected one stays. */
    async unenroll(actor: UserActor, courseId: number): Promise<string> {
      const { relation } = await loadCourseFor(db, actor, courseId, 'view');
      if (relation.enrollmentStatus === 'rejected') throw new ConflictError(ENROLLMENT_MESSAGES.rejected);
      const removed = await deleteEnrollment(db, courseId, actor.id, ['enrolled', 'requested']);
      if (!removed) throw new NotFoundError(ENROLLMENT_MESSAGES.notEnrolled);
      if (removed.status === 'enrolled') await freed(courseId);
      return removed.status === 'requested'
        ? ENROLLMENT_MESSAGES.requestCancelled
        : ENROLLMENT_MESSAGES.unenrolled;
    },

    /** GET /courses/{id}/enrollments (owners and admins): with the users, by status then name. */
    async list(actor: UserActor, courseId: number, status?: EnrollmentStatus): Promise<Enrollment[]> {
      await loadCourseFor(db, actor, courseId, 'manage');
      const rows = await findCourseEnrollments(db, courseId, status);
      return rows.map(({ enrollment, user }) => toEnrollment(enrollment, user));
    },

    /**
     * PUT /courses/{id}/enrollments/{userId}/status (owners and admins): approve (enrolled; 409 when full,
     * 422 once the course has ended) or reject (also after the end). The user's enrollment is read under the
     * course: none there is a 404.
     */
    async decide(
      actor: UserActor,
      courseId: number,
      userId: number,
      status: EnrollmentStatus,
    ): Promise<Answer<Enrollment>> {
      const { course } = await loadCourseFor(db, actor, courseId, 'manage');
      if (status !== 'enrolled' && status !== 'rejected') {
        throw ValidationError.field('status', ENROLLMENT_REFUSALS.decisionStatus);
      }
      const closed = status === 'enrolled' ? closedFor(course) : null;
      const row = await db.transaction(async (tx) => {
        const locked = await lockCourse(tx, courseId);
        if (!locked) throw new NotFoundError(COURSE_MESSAGES.notFound);
        const { enrolled, current, gone } = await placesAndEnrollment(tx, courseId, userId);
        if (gone) throw new NotFoundError(COURSE_MESSAGES.notFound);
        if (!current) throw new NotFoundError(ENROLLMENT_MESSAGES.noRequest);
        if (current.status === status) return current;
        if (closed) throw closed;
        if (status === 'enrolled' && isCourseFull({ max_quantity: locked.maxQuantity }, enrolled)) {
          throw new ConflictError(ENROLLMENT_MESSAGES.full);
        }
        const [updated] = await tx
          .update(enrollments)
          .set(
            status === 'enrolled'
              ? { status, enrolledAt: at(), updatedAt: at() }
              : { status, updatedAt: at() },
          )
          .where(eq(enrollments.id, current.id))
          .returning();
        return updated ?? current;
      });
      if (status === 'rejected') await freed(courseId);
      return {
        data: toEnrollment(row),
        message: status === 'enrolled' ? ENROLLMENT_MESSAGES.approved : ENROLLMENT_MESSAGES.rejectedByOwner,
      };
    },

    /**
     * POST /admin/courses/{id}/enrollments (owners and admins): one student, enrolled by default; a
     * requested or rejected enrollment moves to the status asked for; once the course has ended, nobody is
     * enrolled or requested (422). Called once per student by the add students modal, so it stays lean: the
     * scoped course, the user, then one transaction (lock, count and current row, upsert).
     */
    async addStudent(actor: UserActor, courseId: number, input: CourseEnrollmentInput): Promise<Enrollment> {
      const { course } = await loadCourseFor(db, actor, courseId, 'manage');
      await ensureEnrollable(actor, input.user_id);
      const row = await place(
        courseId,
        input.user_id,
        input.status,
        adminConflict(input.status),
        closedFor(course),
      );
      return toEnrollment(row);
    },

    /**
     * POST /admin/courses/{id}/enrollments/batch (owners and admins): addStudent's rules for many students
     * (status enrolled) in one transaction and a constant number of statements: the scoped course, then the
     * course lock, the places taken, every user with their enrollment, one insert. Per user, in the order
     * sent: no such user, an admin, or (for an owner who is not an admin) someone outside the groups they
     * coordinate fails as the single add refuses them; already enrolled is unchanged; the rest fail with
     * the course's refusal once it has ended, else are enrolled while places are left, then fail as the
     * course is full.
     */
    async addStudents(
      actor: UserActor,
      courseId: number,
      userIds: readonly number[],
    ): Promise<EnrollmentBatchResult> {
      const { course } = await loadCourseFor(db, actor, courseId, 'manage');
      const closed = closedFor(course);
      const rows = await db.transaction(async (tx) => {
        const locked = await lockCourse(tx, courseId);
        if (!locked) throw new NotFoundError(COURSE_MESSAGES.notFound);
        const taken = await placesTakenBesides(tx, courseId, userIds);
        if (taken === null) throw new NotFoundError(COURSE_MESSAGES.notFound);
        const found = new Map(
          (await findBatchCandidates(tx, courseId, userIds, actor.id)).map((user) => [user.id, user]),
        );
        let left = placesLeft({ max_quantity: locked.maxQuantity }, taken);
        const failed = (user_id: number, message: string): EnrollmentBatchRow => ({
          user_id,
          status: 'failed',
          message,
        });
        const answer = userIds.map((userId): EnrollmentBatchRow => {
          const user = found.get(userId);
          if (!user) return failed(userId, ENROLLMENT_REFUSALS.userNotFound);
          if (user.isAdmin) return failed(userId, ENROLLMENT_REFUSALS.adminNotEnrollable);
          if (!actor.is_admin && !user.inPickersGroups)
            return failed(userId, ENROLLMENT_REFUSALS.notPickable);
          if (user.status === 'enrolled') {
            return { user_id: userId, status: 'unchanged', message: ENROLLMENT_MESSAGES.userAlreadyEnrolled };
          }
          if (closed) return failed(userId, closed.message);
          if (left !== null) {
            if (left <= 0) return failed(userId, ENROLLMENT_MESSAGES.full);
            left -= 1;
          }
          return { user_id: userId, status: 'enrolled' };
        });
        await enrollAll(
          tx,
          courseId,
          answer.filter((row) => row.status === 'enrolled').map((row) => row.user_id),
          at(),
        );
        return answer;
      });
      const count = (status: EnrollmentBatchRow['status']) =>
        rows.filter((row) => row.status === status).length;
      return {
        rows,
        counts: { enrolled: count('enrolled'), unchanged: count('unchanged'), failed: count('failed') },
      };
    },

    /** DELETE /admin/courses/{id}/enrollments (owners and admins): the student's enrollment, any status. */
    async removeStudent(actor: UserActor, courseId: number, userId: number): Promise<void> {
      await loadCourseFor(db, actor, courseId, 'manage');
      const removed = await deleteEnrollment(db, courseId, userId);
      if (!removed) throw new NotFoundError(ENROLLMENT_MESSAGES.userNotEnrolled);
      await freed(courseId);
    },

    /** GET /admin/users/{id}/enrollments (admins): the student's enrollments with their courses. */
    async userEnrollments(actor: UserActor, userId: number): Promise<CourseEnrollment[]> {
      if (!(await findCandidate(db, userId, actor.id))) {
        throw new NotFoundError(ENROLLMENT_REFUSALS.userNotFound);
      }
      const rows = await findUserEnrollments(db, userId);
      return withCourses(
        actor,
        rows.map((enrollment) => ({ enrollment })),
      );
    },

    /**
     * POST /admin/users/{id}/enrollments (admins): Add Course, published courses only, and not one that has
     * ended (422 on course_id, as for the single add).
     */
    async addUserEnrollment(
      actor: UserActor,
      userId: number,
      input: UserEnrollmentInput,
    ): Promise<Enrollment> {
      const { course } = await loadCourseFor(db, actor, input.course_id, 'manage');
      if (course.status !== 'published') {
        throw ValidationError.field('course_id', ENROLLMENT_REFUSALS.coursePublishedOnly);
      }
      await ensureEnrollable(actor, userId);
      const row = await place(
        input.course_id,
        userId,
        input.status,
        adminConflict(input.status),
        closedFor(course, 'course_id'),
      );
      return toEnrollment(row);
    },

    /** DELETE /admin/users/{id}/enrollments (admins): remove a course from the student. */
    async removeUserEnrollment(actor: UserActor, userId: number, courseId: number): Promise<void> {
      if (!(await findCandidate(db, userId, actor.id))) {
        throw new NotFoundError(ENROLLMENT_REFUSALS.userNotFound);
      }
      const removed = await deleteEnrollment(db, courseId, userId);
      if (!removed) throw new NotFoundError(ENROLLMENT_MESSAGES.userNotEnrolled);
      await freed(courseId);
    },

    /** GET /user/enrolled-courses: the viewer's enrollments, every status, with their courses. */
    async enrolledCourses(actor: UserActor): Promise<CourseEnrollment[]> {
      const rows = await findUserEnrollments(db, actor.id);
      return withCourses(
        actor,
        rows.map((enrollment) => ({ enrollment })),
      );
    },

    /** GET /user/children-courses: the children's enrollments, each with its course and the child as user. */
    async childrenCourses(actor: UserActor): Promise<CourseEnrollment[]> {
      return withCourses(actor, await findChildrenEnrollments(db, actor.id));
    },
  };
}

export type EnrollmentsService = ReturnType<typeof createEnrollmentsService>;
