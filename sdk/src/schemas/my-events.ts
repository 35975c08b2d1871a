import { z } from 'zod';
import { NamedRefSchema } from './common.js';
import { EventSchema } from './event.js';
import { RsvpRecordSchema, RsvpSchema } from './rsvp.js';
import { UserSummarySchema } from './user.js';

/**
 * GET /user/events as the server writes it: the user's RSVPs by status (each with its event, soonest
 * first) and the recommended events (private events of the user's groups without an RSVP; spec 4).
 */
export const MyEventsRecordSchema = z.object({
  confirmed: z.array(RsvpRecordSchema),
  pending: z.array(RsvpRecordSchema),
  denied: z.array(RsvpRecordSchema),
  recommended: z.array(EventSchema),
});
export const MyEventsSchema = MyEventsRecordSchema.extend({
  confirmed: z.array(RsvpSchema),
  pending: z.array(RsvpSchema),
  denied: z.array(RsvpSchema),
});
export type MyEvents = z.output<typeof MyEventsSchema>;

/** An event recommended to one or more of the user's children, with the groups it came through. */
export const ChildRecommendationSchema = z.object({
  event: EventSchema,
  child_ids: z.array(z.number().int()),
  groups: z.array(NamedRefSchema),
});
export type ChildRecommendation = z.infer<typeof ChildRecommendationSchema>;

/** GET /user/children-events: the children, their RSVPs by status (each with event and user), recommendations. */
export const ChildrenEventsRecordSchema = z.object({
  children: z.array(UserSummarySchema),
  confirmed: z.array(RsvpRecordSchema),
  pending: z.array(RsvpRecordSchema),
  denied: z.array(RsvpRecordSchema),
  recommended: z.array(ChildRecommendationSchema),
});
export const ChildrenEventsSchema = ChildrenEventsRecordSchema.extend({
  confirmed: z.array(RsvpSchema),
  pending: z.array(RsvpSchema),
  denied: z.array(RsvpSchema),
});
export type ChildrenEvents = z.output<typeof ChildrenEventsSchema>;
