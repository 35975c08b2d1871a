import { z } from 'zod';
import { IsoDateSchema } from './common.js';

const count = z.number().int().min(0);

/** GET /admin/stats: the admin dashboard's cards. */
export const StatsSchema = z.object({
  total_users: count,
  total_events: count,
  total_courses: count,
  published_events: count,
  draft_events: count,
  pending_events: count,
  draft_courses: count,
  pending_courses: count,
  published_courses: count,
});
export type Stats = z.infer<typeof StatsSchema>;

/** How many weeks the admin dashboard's activity chart covers. */
export const ACTIVITY_WEEKS = 12;

/** One week of the activity chart: counted by the day each row was created, weeks starting Monday. */
export const ActivityWeekSchema = z.object({
  /** The Monday the week starts on (server time zone). */
  week_start: IsoDateSchema,
  new_users: count,
  enrollments: count,
  rsvps: count,
});
export type ActivityWeek = z.infer<typeof ActivityWeekSchema>;

/** GET /admin/stats/activity: the last ACTIVITY_WEEKS weeks, oldest first, the current week last. */
export const ActivitySchema = z.object({ weeks: z.array(ActivityWeekSchema) });
export type Activity = z.infer<typeof ActivitySchema>;
