import { describe, expect, it } from 'vitest';
import { type CourseFormValues, emptyCourseValues } from './course-form-values';
import { validateCourseForm } from './validate-course-form';

const valid = (overrides: Partial<CourseFormValues> = {}): CourseFormValues => ({
  ...emptyCourseValues(),
  name: 'Chess',
  description: '<p>Openings.</p>',
  date: '2026-05-01',
  ...overrides,
});

describe('validateCourseForm', () => {
  it('passes a complete one-time course', () => {
    expect(validateCourseForm(valid())).toEqual({});
  });

  it('shows the own-field and the across-field messages of one submit together', () => {
    const errors = validateCourseForm({ ...emptyCourseValues(), start_time: '', end_time: '' });
    expect(errors).toMatchObject({
      name: 'Course name is required',
      description: 'Course description is required',
      date: 'Course date is required for one-time courses',
      start_time: 'Start time is required',
      end_time: 'End time is required',
    });
  });

  it('asks a recurring course for its type and end date, not for a date', () => {
    const errors = validateCourseForm(valid({ date: '', is_recurring: true }));
    expect(errors).toEqual({
      recurrence_type: 'Recurrence type is required',
      recurrence_end_date: 'Recurrence end date is required',
    });
  });

  it('asks weekly for a day and monthly for an option', () => {
    const base = { is_recurring: true, recurrence_end_date: '2026-06-01' } as const;
    expect(validateCourseForm(valid({ ...base, recurrence_type: 'weekly' }))).toEqual({
      weekly_days: 'Please select at least one day of the week',
    });
    expect(validateCourseForm(valid({ ...base, recurrence_type: 'monthly' }))).toEqual({
      monthly_option: 'Please select a monthly recurrence option',
    });
    expect(
      validateCourseForm(valid({ ...base, recurrence_type: 'weekly', weekly_days: ['friday'] })),
    ).toEqual({});
  });

  it('checks the paid price, the places, the online link and the end time with a name error too', () => {
    const errors = validateCourseForm(
      valid({
        name: '',
        is_free: false,
        price: 0,
        max_quantity: 0,
        is_online: true,
        meeting_link: '',
        start_time: '11:00',
        end_time: '10:00',
      }),
    );
    expect(errors).toEqual({
      name: 'Course name is required',
      price: 'Valid price is required for paid courses',
      max_quantity: 'Max quantity must be greater than 0',
      meeting_link: 'Meeting link is required for online events',
      end_time: 'End date and time must be later than start date and time',
    });
  });
});
