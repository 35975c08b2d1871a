import { z } from 'zod';
import {
  HtmlSchema,
  IdSchema,
  IsoDateSchema,
  MoneySchema,
  NamedRefSchema,
  TimeSchema,
  TimestampSchema,
  VisibilitySchema,
} from './common.js';
import { EventImageSchema, MainPhotoSchema } from './event-image.js';
import { TicketTypeSchema } from './ticket-type.js';
import { UserSummarySchema } from './user.js';

export const EVENT_STATUSES = ['draft', 'pending', 'published'] as const;
export const EventStatusSchema = z.enum(EVENT_STATUSES);
export type EventStatus = z.infer<typeof EventStatusSchema>;

export const EventSchema = z.object({
  id: IdSchema,
  title: z.string(),
  description: HtmlSchema.nullable(),
  date: IsoDateSchema,
  event_start_time: TimeSchema,
  event_end_time: TimeSchema,
  /** Empty means a single-day event (the end date is the start date). */
  event_end_date: IsoDateSchema.nullable(),
  location: z.string().nullable(),
  is_online: z.boolean(),
  meeting_link: z.string().nullable(),
  is_free: z.boolean(),
  price: MoneySchema.nullable(),
  visibility: VisibilitySchema,
  approval_required: z.boolean(),
  /** Blank means unlimited seats. */
  max_capacity: z.number().int().nullable(),
  status: EventStatusSchema,
  organization_id: IdSchema.nullable(),
  main_photo: MainPhotoSchema.nullable(),
  ticket_types: z.array(TicketTypeSchema),
  author: UserSummarySchema.nullable(),
  created_at: TimestampSchema,
  // Relations: present where the endpoint loads them.
  group_ids: z.array(IdSchema).optional(),
  groups: z.array(NamedRefSchema).optional(),
  owners: z.array(UserSummarySchema).optional(),
  images: z.array(EventImageSchema).optional(),
  /** Seats taken (yes RSVPs, approved or pending), where the endpoint counts them. */
  seats_taken: z.number().int().optional(),
  /** Hours a waitlist offer stays open (issue 25; default 24), where the endpoint gives it. */
  waitlist_claim_hours: z.number().int().optional(),
});
export type CampusEvent = z.infer<typeof EventSchema>;
