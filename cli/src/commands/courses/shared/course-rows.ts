import type { Course, CourseSession, Enrollment } from '@campus/sdk';
import type { Sdk } from '../../shared/sdk.js';

export const COURSES_LIST = 'campus courses list';

export const COURSE_HEADERS = ['Id', 'Starts', 'Schedule', 'Name', 'Teacher', 'Price', 'Places'] as const;

/** The teacher's username, or 'Unknown' as the course card says when a course has none. */
export function courseTeacher(course: Course): string {
  return course.teacher?.username ?? 'Unknown';
}

/** 'Free' or '$40.00', as the card's badge. */
export function coursePrice(sdk: Sdk, course: Course): string {
  return sdk.formatPrice(course.is_free, course.price);
}

/** '5 of 20 taken', '5 taken (no limit)'; '-' when the answer did not count them. */
export function coursePlaces(sdk: Sdk, course: Course): string {
  const taken = course.enrolled_count;
  if (taken === undefined) return course.max_quantity === null ? 'No limit' : String(course.max_quantity);
  if (course.max_quantity === null) return `${taken} taken (no limit)`;
  const left = sdk.placesLeft(course, taken);
  return `${taken} of ${course.max_quantity} taken${left === 0 ? ' (full)' : ''}`;
}

/** 'Weekly on Monday, Wednesday' from the sdk (the one recurrence implementation), 'One time' otherwise. */
export function courseSchedule(sdk: Sdk, course: Course): string {
  return sdk.recurrenceLabel(course) || 'One time';
}

/** The first date, and the last one when the course runs over a range. */
export function courseDates(sdk: Sdk, course: Course): string {
  if (!course.date) return 'No date';
  const start = sdk.formatDateShort(course.date);
  const last = course.is_recurring ? course.recurrence_end_date : course.end_date;
  return last && last !== course.date ? `${start} - ${sdk.formatDateShort(last)}` : start;
}

/** One course as a row of `campus courses list`. */
export function courseRow(sdk: Sdk, course: Course): string[] {
  return [
    String(course.id),
    course.date ? sdk.formatDateShort(course.date) : 'No date',
    courseSchedule(sdk, course),
    course.name,
    courseTeacher(course),
    coursePrice(sdk, course),
    coursePlaces(sdk, course),
  ];
}

export const ENROLLMENT_HEADERS = ['User id', 'Username', 'Name', 'Status', 'Since'] as const;
export const ENROLLMENT_CSV_HEADERS = [
  'user_id',
  'username',
  'first_name',
  'last_name',
  'status',
  'enrolled_at',
];

export function enrollmentRow(enrollment: Enrollment): string[] {
  const user = enrollment.user;
  return [
    String(enrollment.user_id),
    user?.username ?? '-',
    user ? `${user.first_name} ${user.last_name}`.trim() : '-',
    enrollment.status,
    enrollment.enrolled_at?.slice(0, 10) ?? '-',
  ];
}

export function enrollmentCsvRow(enrollment: Enrollment): string[] {
  const user = enrollment.user;
  return [
    String(enrollment.user_id),
    user?.username ?? '',
    user?.first_name ?? '',
    user?.last_name ?? '',
    enrollment.status,
    enrollment.enrolled_at ?? '',
  ];
}

export const SESSION_HEADERS = ['Id', 'Date', 'Time', 'Status'] as const;

export function sessionRow(sdk: Sdk, session: CourseSession): string[] {
  return [
    String(session.id),
    sdk.formatDateShort(session.session_date),
    sdk.formatTimeRange(session.start_time, session.end_time) || '-',
    session.status,
  ];
}
