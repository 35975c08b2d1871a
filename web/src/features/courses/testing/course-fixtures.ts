import type { Course } from '@campus/sdk';

/** A published public course as GET /courses answers it; overrides set what a test is about. */
export function course(id: number, overrides: Partial<Course> = {}): Course {
  return {
    id,
    name: `Course ${id}`,
    description: `<p>About course ${id}</p>`,
    status: 'published',
    visibility: 'public',
    teacher_id: 7,
    teacher: { id: 7, username: 'teacher', first_name: 'Tess', middle_name: null, last_name: 'Teacher' },
    organization_id: null,
    approval_required: false,
    rsvp_needed: false,
    max_quantity: null,
    is_free: true,
    price: null,
    location: 'Room 101',
    is_online: false,
    meeting_link: null,
    date: '2026-03-02',
    start_time: '15:00',
    end_time: '16:30',
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
    enrolled_count: 0,
    enrollment_status: null,
    ...overrides,
  };
}

/** A page of GET /courses as the server answers it. */
export function coursePage(data: Course[], current: number, last: number, perPage: number, total: number) {
  return { data, current_page: current, last_page: last, per_page: perPage, total };
}
