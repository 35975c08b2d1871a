import { CourseInputSchema } from '@campus/sdk';
import { schemaValidate } from '../../../lib/form';
import { type CourseFormValues, courseInputOf } from './course-form-values';

const validateSchema = schemaValidate(CourseInputSchema);

/** Values that pass a field's own rule, put in place of a failing one so the rules across fields can run. */
const STAND_INS: Record<string, unknown> = {
  name: 'Course',
  description: '<p>Course</p>',
  teacher_id: null,
  max_quantity: null,
  price: null,
  location: null,
  meeting_link: null,
  date: null,
  start_time: null,
  end_time: null,
  end_date: null,
  recurrence_end_date: null,
  main_photo_small: null,
  main_photo_large: null,
  main_photo_original: null,
};

/**
 * CourseInputSchema's messages for the form, all at once (the server parses the body with the same
 * schema). The schema checks its rules across fields (one-time or recurring, weekly days, monthly option,
 * paid price, online link, private groups) only once every field is valid on its own; a second pass with
 * stand-ins for the failing fields shows those messages in the same submit. A field keeps its own message.
 */
export function validateCourseForm(values: CourseFormValues): Record<string, string> {
  const input = courseInputOf(values, 'publish') as Record<string, unknown>;
  const errors = validateSchema(input) as Record<string, string>;
  const failed = Object.keys(errors);
  if (failed.length === 0) return errors;
  const patched = { ...input };
  for (const key of failed) {
    if (key in STAND_INS) patched[key] = STAND_INS[key];
  }
  const more = validateSchema(patched) as Record<string, string>;
  for (const [key, message] of Object.entries(more)) {
    if (!errors[key]) errors[key] = message;
  }
  return errors;
}
