import { z } from 'zod';
import { IdSchema, NamedRefSchema, TimestampSchema } from './common.js';
import { CourseSchema } from './course.js';
import { EventSchema } from './event.js';
import { GenderSchema, SchoolGradeSchema, UserSummarySchema } from './user.js';

/** A member row: the member table shows name, username, gender, student flag and grade. */
export const GroupMemberSchema = UserSummarySchema.extend({
  gender: GenderSchema.nullable(),
  is_student: z.boolean(),
  school_grade: SchoolGradeSchema.nullable(),
});
export type GroupMember = z.infer<typeof GroupMemberSchema>;

/** A group (also called a list). */
export const GroupSchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: z.string().nullable(),
  creator: UserSummarySchema.nullable(),
  created_at: TimestampSchema,
  users_count: z.number().int().optional(),
  coordinators_count: z.number().int().optional(),
  users: z.array(GroupMemberSchema).optional(),
  coordinators: z.array(UserSummarySchema).optional(),
});
export type Group = z.infer<typeof GroupSchema>;

/** A private course of the group, as the group page lists it. */
export const RecommendedCourseSchema = CourseSchema.pick({
  id: true,
  name: true,
  status: true,
  visibility: true,
  teacher: true,
  date: true,
  start_time: true,
  end_time: true,
  location: true,
  is_online: true,
  is_free: true,
  price: true,
  is_recurring: true,
  recurrence_type: true,
  main_photo_small: true,
});
export type RecommendedCourse = z.infer<typeof RecommendedCourseSchema>;

/** A private event of the group, as the group page lists it. */
export const RecommendedEventSchema = EventSchema.pick({
  id: true,
  title: true,
  status: true,
  visibility: true,
  date: true,
  event_start_time: true,
  event_end_time: true,
  location: true,
  is_online: true,
  is_free: true,
  price: true,
  main_photo: true,
});
export type RecommendedEvent = z.infer<typeof RecommendedEventSchema>;

/**
 * GET /groups/{id}: the group (with `users` and `coordinators`) and the published private courses and
 * upcoming published private events of that group.
 */
export const GroupDetailSchema = z.object({
  group: GroupSchema,
  recommended_courses: z.array(RecommendedCourseSchema),
  recommended_events: z.array(RecommendedEventSchema),
});
export type GroupDetail = z.output<typeof GroupDetailSchema>;

/**
 * Someone a coordinator may add to a group (GET /groups/{id}/available-users) or make a coordinator
 * (/available-coordinators): never an admin, never someone already in that role. `groups` are the
 * actor's groups the user belongs to (the add-users checklist shows the source group and grade).
 */
export const GroupCandidateSchema = GroupMemberSchema.extend({
  groups: z.array(NamedRefSchema),
});
export type GroupCandidate = z.infer<typeof GroupCandidateSchema>;

/** POST and DELETE /groups/{id}/users and /coordinators answer how many rows changed. */
export const GroupMembershipChangeSchema = z.object({
  changed: z.number().int(),
  group: GroupSchema,
});
export type GroupMembershipChange = z.infer<typeof GroupMembershipChangeSchema>;
