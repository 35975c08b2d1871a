import { describe, expect, it } from 'vitest';
import { CourseInputSchema } from './course.js';
import { fieldErrorsFrom } from './field-errors.js';
import { VALIDATION_MESSAGES } from './messages.js';

// The course photo fields: the three sizes of one upload, or none (issue 18). Whose upload it is, and
// whether another course uses it, the server checks against its upload records.

const valid = {
  name: 'Pottery',
  description: '<p>Wheel and hand building.</p>',
  date: '2031-03-10',
  start_time: '15:00',
  end_time: '16:30',
  location: 'Art Room',
};

const photo = {
  main_photo_small: '/uploads/courses/photos/a-small.webp',
  main_photo_large: '/uploads/courses/photos/a-large.webp',
  main_photo_original: '/uploads/courses/photos/a-original.png',
};

function errors(input: unknown) {
  const result = CourseInputSchema.safeParse(input);
  return result.success ? {} : fieldErrorsFrom(result.error);
}

describe('the course photo fields', () => {
  it('take all three sizes or none', () => {
    expect(errors({ ...valid, ...photo })).toEqual({});
    expect(errors(valid)).toEqual({});
    expect(errors({ ...valid, main_photo_small: '', main_photo_large: '', main_photo_original: '' })).toEqual(
      {},
    );
  });

  it('refuse some sizes without the others, on the photo field', () => {
    for (const missing of Object.keys(photo)) {
      expect(errors({ ...valid, ...photo, [missing]: null }), missing).toEqual({
        main_photo_large: [VALIDATION_MESSAGES.coursePhotoInvalid],
      });
    }
  });

  it('refuse a URL outside the uploads folder', () => {
    expect(errors({ ...valid, ...photo, main_photo_large: 'https://example.com/a.webp' })).toEqual({
      main_photo_large: [VALIDATION_MESSAGES.coursePhotoInvalid],
    });
  });
});
