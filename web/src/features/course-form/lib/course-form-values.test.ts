import { describe, expect, it } from 'vitest';
import { adminUser, permissions, testUser } from '../../../testing/users';
import { sampleCourse } from '../testing/course-fixture';
import {
  type CourseFormValues,
  changeCourseValues,
  courseFormValuesOf,
  courseInputOf,
  emptyCourseValues,
} from './course-form-values';
import { courseSavedRedirect } from './saved-redirect';

const filled = (overrides: Partial<CourseFormValues> = {}): CourseFormValues => ({
  ...emptyCourseValues(),
  name: '  Chess  ',
  description: '<p>Openings.</p>',
  date: '2026-05-01',
  ...overrides,
});

describe('changeCourseValues (the sdk clearing rules)', () => {
  it('ticking free clears the price; going online clears the location, in person the link', () => {
    const paid = filled({ is_free: false, price: 12.5 });
    expect(changeCourseValues(paid, { is_free: true }).price).toBe('');
    const here = filled({ location: 'Gym' });
    const online = changeCourseValues(here, { is_online: true });
    expect(online.location).toBe('');
    const withLink = { ...online, meeting_link: 'https://meet.example.org' };
    expect(changeCourseValues(withLink, { is_online: false }).meeting_link).toBe('');
  });

  it('unticking recurring clears the recurrence; another type clears the days and the monthly option', () => {
    const weekly = filled({
      is_recurring: true,
      recurrence_type: 'weekly',
      recurrence_end_date: '2026-06-01',
      weekly_days: ['monday'],
    });
    expect(changeCourseValues(weekly, { recurrence_type: 'monthly' })).toMatchObject({
      recurrence_type: 'monthly',
      recurrence_end_date: '2026-06-01',
      weekly_days: [],
      monthly_option: '',
    });
    expect(changeCourseValues(weekly, { is_recurring: false })).toMatchObject({
      recurrence_type: '',
      recurrence_end_date: '',
      weekly_days: [],
      monthly_option: '',
    });
    // Other changes keep everything.
    expect(changeCourseValues(weekly, { name: 'Go' })).toEqual({ ...weekly, name: 'Go' });
  });
});

describe('courseInputOf', () => {
  it('sends blanks as null, the clearing rules applied and the action', () => {
    const input = courseInputOf(
      filled({
        teacher_id: '21',
        max_quantity: '',
        is_online: true,
        location: 'Gym',
        meeting_link: ' https://meet.example.org/x ',
        visibility: 'public',
        group_ids: [4],
        weekly_days: ['monday'],
      }),
      'draft',
    );
    expect(input).toEqual({
      name: 'Chess',
      description: '<p>Openings.</p>',
      teacher_id: 21,
      visibility: 'public',
      group_ids: [],
      approval_required: false,
      max_quantity: null,
      is_free: true,
      price: null,
      is_online: true,
      location: null,
      meeting_link: 'https://meet.example.org/x',
      date: '2026-05-01',
      start_time: '09:00',
      end_time: '10:00',
      end_date: null,
      is_recurring: false,
      recurrence_type: null,
      recurrence_end_date: null,
      weekly_days: [],
      monthly_option: null,
      main_photo_small: null,
      main_photo_large: null,
      main_photo_original: null,
      action: 'draft',
      waitlist_claim_hours: 24,
    });
  });

  it('round-trips a stored course (times as HH:mm)', () => {
    const values = courseFormValuesOf(sampleCourse(5));
    expect(values).toMatchObject({
      teacher_id: '21',
      start_time: '15:00',
      end_time: '16:30',
      max_quantity: 20,
      weekly_days: ['monday', 'wednesday'],
    });
    expect(courseInputOf(values, 'update')).toMatchObject({
      teacher_id: 21,
      recurrence_type: 'weekly',
      weekly_days: ['monday', 'wednesday'],
      monthly_option: null,
      action: 'update',
    });
  });
});

describe('courseSavedRedirect (spec section 2, except where /admin would turn a non-admin away)', () => {
  it('admins go to the admin panel, create_course holders to the dashboard, others to My Courses', () => {
    expect(courseSavedRedirect(adminUser())).toEqual({ to: '/admin', destination: 'the admin panel' });
    expect(courseSavedRedirect(testUser({ permissions: permissions('create_course') }))).toEqual({
      to: '/dashboard',
      destination: 'the dashboard',
    });
    expect(courseSavedRedirect(testUser({ permissions: [] }))).toEqual({
      to: '/dashboard/my-courses',
      destination: 'My Courses',
    });
  });
});
