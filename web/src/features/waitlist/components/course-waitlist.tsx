import { type Course, courseWaitlistOpen } from '@campus/sdk';
import { WaitlistPanel } from './waitlist-panel';

const JOIN_COURSE = [{ key: 'course', label: 'Join waitlist', input: {} }];

/**
 * The course page's waitlist, under the enrol control: join while it shows Course Full (`full`), or the
 * reader's place in line or offer.
 */
export function CourseWaitlist({ course, full }: { course: Course; full: boolean }) {
  const status = course.enrollment_status ?? null;
  const attending = status === 'enrolled' || status === 'requested' || status === 'completed';
  return (
    <WaitlistPanel
      parent={{ kind: 'course', id: course.id }}
      joinOptions={full && courseWaitlistOpen(course, new Date()) ? JOIN_COURSE : []}
      attending={attending}
    />
  );
}
