import type { Course, CourseCandidate, CourseEnrollment, Enrollment, UserSummary } from '@campus/sdk';

export function person(id: number, first: string, last: string, username: string): UserSummary {
  return { id, username, first_name: first, middle_name: null, last_name: last };
}

export const terry = person(5, 'Terry', 'Teach', 'teacher');
export const jchen = person(6, 'Jamie', 'Chen', 'jchen');
export const casey = person(3, 'Casey', 'Cole', 'coordinator');

/** A course as GET /dashboard/courses answers it. */
export function course(id: number, overrides: Partial<Course> = {}): Course {
  return {
    id,
    name: `Course ${id}`,
    description: '<p>About the course</p>',
    status: 'published',
    visibility: 'public',
    teacher_id: terry.id,
    teacher: terry,
    organization_id: null,
    approval_required: false,
    rsvp_needed: false,
    max_quantity: 20,
    is_free: true,
    price: null,
    location: 'Lab 2',
    is_online: false,
    meeting_link: null,
    date: '2026-12-07',
    start_time: '15:00',
    end_time: '16:00',
    end_date: null,
    is_recurring: false,
    recurrence_type: null,
    recurrence_end_date: null,
    weekly_days: [],
    monthly_option: null,
    main_photo_small: null,
    main_photo_large: null,
    main_photo_original: null,
    created_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function enrollment(
  id: number,
  courseId: number,
  user: UserSummary,
  status: Enrollment['status'] = 'enrolled',
): Enrollment {
  return { id, course_id: courseId, user_id: user.id, status, enrolled_at: '2026-01-05T10:00:00.000Z', user };
}

export function courseEnrollment(
  id: number,
  of: Course,
  user: UserSummary,
  status: Enrollment['status'] = 'enrolled',
): CourseEnrollment {
  return { ...enrollment(id, of.id, user, status), course: of };
}

export function candidate(
  user: UserSummary,
  overrides: Partial<Omit<CourseCandidate, keyof UserSummary>> = {},
): CourseCandidate {
  return {
    ...user,
    is_student: true,
    school_grade: null,
    groups: [],
    enrollment_status: null,
    ...overrides,
  };
}

export const robotics = course(1, {
  name: 'Introduction to Robotics',
  status: 'published',
  approval_required: true,
  rsvp_needed: true,
  visibility: 'public',
});
export const science = course(4, {
  name: 'Grade 8 Science Lab',
  status: 'draft',
  visibility: 'private',
  teacher: casey,
  teacher_id: casey.id,
});
export const writing = course(7, {
  name: 'Creative Writing Circle',
  status: 'pending',
  teacher: null,
  teacher_id: null,
});

export function dashboard(
  overrides: Partial<{ owned: Course[]; editing: Course[]; teaching: Course[] }> = {},
) {
  return { owned: [], editing: [], teaching: [], ...overrides };
}
