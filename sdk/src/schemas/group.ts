import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.js';
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

/** GET /groups/{id}: the group with the private courses and events recommended to its members. */
export const GroupDetailSchema = z.object({
  group: GroupSchema,
  recommended_courses: z.array(CourseSchema),
  recommended_events: z.array(EventSchema),
});
export type GroupDetail = z.output<typeof GroupDetailSchema>;
