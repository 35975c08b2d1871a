import type { Course, CourseSession, SessionImage, User, UserSummary } from '@campus/sdk';

export const summary = (user: Pick<User, 'id' | 'username' | 'first_name' | 'last_name'>): UserSummary => ({
  id: user.id,
  username: user.username,
  first_name: user.first_name,
  middle_name: null,
  last_name: user.last_name,
});

/** A course as GET /courses/{id} answers it; `staff` gives the edit abilities. */
export function sessionCourse(id: number, staff: boolean, overrides: Partial<Course> = {}): Course {
  return {
    id,
    name: 'Introduction to Robotics',
    description: '<p>Build and program robots.</p>',
    status: 'published',
    visibility: 'public',
    teacher_id: 21,
    teacher: { id: 21, username: 'teacher', first_name: 'Tina', middle_name: null, last_name: 'Moss' },
    organization_id: null,
    approval_required: true,
    rsvp_needed: true,
    max_quantity: 20,
    is_free: true,
    price: null,
    location: 'Room 12',
    is_online: false,
    meeting_link: null,
    date: '2026-09-07',
    start_time: '15:00',
    end_time: '16:30',
    end_date: null,
    is_recurring: true,
    recurrence_type: 'weekly',
    recurrence_end_date: '2026-12-14',
    weekly_days: ['monday', 'wednesday'],
    monthly_option: null,
    main_photo_small: null,
    main_photo_large: null,
    main_photo_original: null,
    created_at: '2026-01-01T00:00:00.000Z',
    enrolled_count: 2,
    enrollment_status: staff ? null : 'enrolled',
    abilities: { edit: staff, manage: staff, view_sessions: true, enroll: !staff },
    ...overrides,
  };
}

export function courseSession(id: number, overrides: Partial<CourseSession> = {}): CourseSession {
  return {
    id,
    course_id: 7,
    session_date: '2026-09-07',
    start_time: '15:00',
    end_time: '16:30',
    agenda: '<p>Motors and gears</p>',
    summary: null,
    status: 'scheduled',
    attendance: [],
    notes: [],
    images: [],
    ...overrides,
  };
}

export function sessionImage(id: number, order: number, caption: string | null = null): SessionImage {
  return {
    id,
    caption,
    display_order: order,
    image_url: `/uploads/sessions/${id}.webp`,
    image_url_small: `/uploads/sessions/${id}-small.webp`,
    image_url_large: `/uploads/sessions/${id}-large.webp`,
  };
}
