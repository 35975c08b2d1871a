import { z } from 'zod';

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
