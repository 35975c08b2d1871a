import { describe, expect, it } from 'vitest';
import { CourseInputSchema } from './course.js';
import { EventInputSchema } from './event.js';
import { fieldErrorsFrom } from './field-errors.js';

// Spec section 5: online needs a URL meeting link; in person clears the link. A link that is given is
// checked either way, so a malformed one is a 422 rather than silently dropped.

const event = {
  title: 'Science Night',
  description: '<p>Experiments.</p>',
  date: '2031-03-10',
  event_start_time: '18:00',
  event_end_time: '20:00',
  location: 'Lab A',
};

const course = {
  name: 'Chess Club',
  description: '<p>Openings.</p>',
  location: 'Room 4',
  date: '2031-03-10',
  start_time: '18:00',
  end_time: '20:00',
};

const SCHEMAS = [
  ['an event', EventInputSchema, event],
  ['a course', CourseInputSchema, course],
] as const;

const MALFORMED = ['meet.example.com', 'javascript:alert(1)', 'ftp://example.com/x', 'not even a URL'];

describe.each(SCHEMAS)('the meeting link of %s', (_name, schema, valid) => {
  function linkErrors(overrides: Record<string, unknown>) {
    const result = schema.safeParse({ ...valid, ...overrides });
    return result.success ? undefined : fieldErrorsFrom(result.error).meeting_link;
  }

  it.each(MALFORMED)('refuses %j in person as online', (link) => {
    expect(linkErrors({ is_online: false, meeting_link: link })).toEqual(['Please enter a valid URL']);
    expect(linkErrors({ is_online: true, meeting_link: link })).toEqual(['Please enter a valid URL']);
  });

  it('is required online only', () => {
    expect(linkErrors({ is_online: true, meeting_link: '' })).toEqual([
      'Meeting link is required for online events',
    ]);
    expect(linkErrors({ is_online: false, meeting_link: '' })).toBeUndefined();
    expect(linkErrors({ is_online: false, meeting_link: null })).toBeUndefined();
  });

  it('clears a valid link in person and keeps it online', () => {
    const link = 'https://meet.example.com/room';
    expect(schema.parse({ ...valid, is_online: false, meeting_link: link }).meeting_link).toBeNull();
    expect(schema.parse({ ...valid, is_online: true, meeting_link: link }).meeting_link).toBe(link);
  });
});
