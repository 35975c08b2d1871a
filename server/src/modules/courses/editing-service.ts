import {
  COURSE_MESSAGES,
  type Course,
  type CourseData,
  courseStatusAfterSave,
  type FieldErrors,
  hasPermission,
  isBlankHtml,
  VALIDATION_MESSAGES,
} from '@campus/sdk';
import type { UserActor } from '../../auth/actor.js';
import { type CourseRow, findCourseFor, loadCourseFor } from '../../authorization/course-access.js';
import type { Database } from '../../db/connect.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { coordinatedOf, existingGroupIds, findOrganizationOf } from '../shared/group-choice-repository.js';
import { sanitizeRichText } from '../shared/sanitize-html.js';
import {
  type ClaimRefusal,
  claimCoursePhoto,
  coursePhotoRefusal,
  type PhotoUrls,
  releaseCourseUploads,
} from '../shared/upload-records.js';
import type { PlacesFreedHook } from '../waitlist/freed.js';
import { courseDetail } from './course-detail.js';
import { isTeacherOption, type Tx } from './people-repository.js';
import {
  type CourseValues,
  deleteCourse,
  groupIdsOf,
  insertCourse,
  replaceGroups,
  updateCourseRow,
} from './write-repository.js';

export const COURSE_EDITING_MESSAGES = {
  unknownGroups: 'Some of the selected groups do not exist',
} as const;

/**
 * The course form (spec sections 5 and 7): any signed-in user creates (without create_course 'publish' asks
 * for approval: pending); its staff edit (courseAccess 'edit'); owners and admins delete. The body is parsed by
 * CourseInputSchema already; what needs the database is checked here before anything is written: the teacher
 * (create_course holders choose among the teacher options; others leave it empty or keep the current one)
 * and a private course's groups (those the actor coordinates, admins any; groups already on it may stay).
 */
/**
 * The course's files, removed once its rows are gone: on delete, the files of the uploads it claimed and its
 * session galleries' folder; on a photo replaced or removed, the files of the upload it claimed before.
 */
export interface CourseDeleteHooks extends PlacesFreedHook {
  afterDelete?: (courseId: number, photoFiles: string[]) => Promise<void>;
  afterPhotoReleased?: (courseId: number, photoFiles: string[]) => Promise<void>;
}

const PHOTO_REFUSALS: Record<ClaimRefusal, string> = {
  notYours: VALIDATION_MESSAGES.coursePhotoNotYours,
  inUse: VALIDATION_MESSAGES.coursePhotoInUse,
};

/** The photo the form sends (the schema lets through all three sizes or none), or null. */
function photoOf(input: CourseData): PhotoUrls | null {
  const { main_photo_small: small, main_photo_large: large, main_photo_original: original } = input;
  return small !== null && large !== null && original !== null ? { small, large, original } : null;
}

/** Whether the form keeps the course's current photo (or its lack of one) as it is. */
function keepsPhoto(photo: PhotoUrls | null, current: CourseRow | null): boolean {
  if (current === null) return photo === null;
  return (
    (photo?.small ?? null) === current.mainPhotoSmall &&
    (photo?.large ?? null) === current.mainPhotoLarge &&
    (photo?.original ?? null) === current.mainPhotoOriginal
  );
}

export function createCourseEditing(db: Database, hooks: CourseDeleteHooks = {}) {
  /** The field errors of the teacher and group rules ({} when both hold). */
  async function ruleErrors(
    actor: UserActor,
    input: CourseData,
    current: CourseRow | null,
  ): Promise<FieldErrors> {
    const errors: FieldErrors = {};
    const teacherId = input.teacher_id;
    const keepsTeacher = current !== null && teacherId === current.teacherId;
    if (teacherId !== null && !keepsTeacher) {
      const allowed = hasPermission(actor, 'create_course') && (await isTeacherOption(db, teacherId));
      if (!allowed) errors.teacher_id = [VALIDATION_MESSAGES.courseTeacherInvalid];
    }
    const groupIds = input.group_ids;
    if (groupIds.length > 0) {
      if (actor.is_admin) {
        const existing = await existingGroupIds(db, groupIds);
        if (groupIds.some((id) => !existing.has(id)))
          errors.group_ids = [COURSE_EDITING_MESSAGES.unknownGroups];
      } else {
        const kept = current ? await groupIdsOf(db, current.id) : new Set<number>();
        const coordinated = await coordinatedOf(db, actor.id, groupIds);
        if (groupIds.some((id) => !coordinated.has(id) && !kept.has(id))) {
          errors.group_ids = [VALIDATION_MESSAGES.courseGroupNotCoordinated];
        }
      }
    }
    const photo = photoOf(input);
    if (photo !== null && !keepsPhoto(photo, current)) {
      const refusal = await coursePhotoRefusal(db, actor.id, photo, current?.id ?? null);
      if (refusal) errors.main_photo_large = [PHOTO_REFUSALS[refusal]];
    }
    return errors;
  }

  /**
   * In the course's transaction: claims a new photo's upload (refused when another course claimed it in the
   * meantime) and releases the upload of the photo it replaces; answers the released files. A kept photo is
   * not checked again: the course's current photo may be a legacy one without an upload, or, for an admin
   * editing someone else's course, the owner's upload.
   */
  async function settlePhoto(
    tx: Tx,
    actor: UserActor,
    courseId: number,
    input: CourseData,
    current: CourseRow | null,
  ): Promise<string[]> {
    const photo = photoOf(input);
    if (keepsPhoto(photo, current)) return [];
    if (photo !== null && !(await claimCoursePhoto(tx, actor.id, courseId, photo))) {
      throw ValidationError.field('main_photo_large', VALIDATION_MESSAGES.coursePhotoInUse);
    }
    return releaseCourseUploads(tx, courseId, photo);
  }

  /** The stored description: sanitized, and still not blank (a body that was only a script is refused). */
  function cleanDescription(html: string): string {
    const clean = sanitizeRichText(html);
    if (isBlankHtml(clean)) {
      throw ValidationError.field('description', VALIDATION_MESSAGES.courseDescriptionRequired);
    }
    return clean;
  }

  function courseValues(actor: UserActor, input: CourseData, current: CourseRow | null): CourseValues {
    return {
      name: input.name,
      description: cleanDescription(input.description),
      status: courseStatusAfterSave(input.action, {
        mayPublish: hasPermission(actor, 'create_course'),
        current: current?.status ?? null,
      }),
      visibility: input.visibility,
      teacherId: input.teacher_id,
      approvalRequired: input.approval_required,
      maxQuantity: input.max_quantity,
      isFree: input.is_free,
      priceCents: input.price === null ? null : Math.round(input.price * 100),
      location: input.location,
      isOnline: input.is_online,
      meetingLink: input.meeting_link,
      date: input.date,
      startTime: input.start_time,
      endTime: input.end_time,
      endDate: input.end_date,
      isRecurring: input.is_recurring,
      recurrenceType: input.recurrence_type,
      recurrenceEndDate: input.recurrence_end_date,
      weeklyDays: input.weekly_days,
      monthlyOption: input.monthly_option,
      mainPhotoSmall: input.main_photo_small,
      mainPhotoLarge: input.main_photo_large,
      mainPhotoOriginal: input.main_photo_original,
      // Left out: an edit keeps the course's window (the column's default, 24, on create).
      ...(input.waitlist_claim_hours === undefined ? {} : { waitlistClaimHours: input.waitlist_claim_hours }),
    };
  }

  /** Values first (the description check throws), then the rules against the database. */
  async function checkedValues(actor: UserActor, input: CourseData, current: CourseRow | null) {
    const values = courseValues(actor, input, current);
    const errors = await ruleErrors(actor, input, current);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    return values;
  }

  /** The saved course as its editor sees it (they may have given the teacher role away: no access check). */
  async function saved(actor: UserActor, id: number): Promise<Course> {
    const scoped = await findCourseFor(db, actor, id);
    if (!scoped) throw new NotFoundError(COURSE_MESSAGES.notFound);
    return courseDetail(db, actor, scoped);
  }

  return {
    /** POST /courses: the actor is the creator and first owner; the course takes their organization. */
    async create(actor: UserActor, input: CourseData): Promise<Course> {
      const values = await checkedValues(actor, input, null);
      const organizationId = await findOrganizationOf(db, actor.id);
      const id = await db.transaction(async (tx) => {
        const created = await insertCourse(
          tx,
          { ...values, creatorId: actor.id, organizationId },
          input.group_ids,
        );
        await settlePhoto(tx, actor, created, input, null);
        return created;
      });
      return saved(actor, id);
    },

    /** PUT /courses/{id} (admin, owners, editors, teacher): every field, groups replaced. */
    async update(actor: UserActor, id: number, input: CourseData): Promise<Course> {
      const { course } = await loadCourseFor(db, actor, id, 'edit');
      const values = await checkedValues(actor, input, course);
      const released = await db.transaction(async (tx) => {
        await updateCourseRow(tx, id, values);
        await replaceGroups(tx, id, input.group_ids);
        return settlePhoto(tx, actor, id, input, course);
      });
      if (released.length > 0) await hooks.afterPhotoReleased?.(id, released);
      // A raised (or removed) limit frees places for the waitlist.
      await hooks.placesFreed?.({ kind: 'course', id });
      return saved(actor, id);
    },

    /**
     * DELETE /courses/{id} (owners and admins): owners, editors, groups, enrollments and sessions cascade. The
     * files removed are those of the uploads it claimed, never the URLs its photo columns hold.
     */
    async remove(actor: UserActor, id: number): Promise<null> {
      await loadCourseFor(db, actor, id, 'manage');
      const files = await db.transaction(async (tx) => {
        const released = await releaseCourseUploads(tx, id);
        await deleteCourse(tx, id);
        return released;
      });
      await hooks.afterDelete?.(id, files);
      return null;
    },
  };
}
