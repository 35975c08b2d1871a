import { type Course, courseStatusBadge, schoolGradeLabel, type User } from '@campus/sdk';
import { personName } from '../../../my-courses/components/messages';

/** The Enrollments tab's own texts (the spec gives the empty states and errors, not these). */
export const ENROLLMENTS_TEXT = {
  pickCourse: 'Choose a course to see its students.',
  pickStudent: 'Choose a student to see their courses.',
  noCourses: 'No courses yet.',
  noPeopleFound: 'No one found',
  noCourseToAdd: 'No published course left to add',
  loadingCourses: 'Loading courses',
  loadingEnrollments: 'Loading the student’s courses',
} as const;

/** How many options a course picker draws at once. */
export const OPTION_LIMIT = 100;

/** 'Introduction to Robotics (Published)': the course picker's option. */
export function courseOption(course: Pick<Course, 'name' | 'status'>): string {
  return `${course.name} (${courseStatusBadge(course.status)})`;
}

/** 'Emma Wilson (emma.wilson) · Grade 8': the student picker's option. */
export function studentOption(user: Pick<User, 'first_name' | 'last_name' | 'username' | 'school_grade'>) {
  const grade = user.school_grade ? ` · ${schoolGradeLabel(user.school_grade)}` : '';
  return `${personName(user)} (${user.username})${grade}`;
}
