import { z } from 'zod';
import { CHECKIN_METHODS } from '../rules/checkin.js';
import { RSVP_RESPONSES } from '../rules/constants.js';
import { IdSchema, MoneySchema, TimestampSchema } from './common.js';
import { EventSchema } from './event.js';
import { UserSummarySchema } from './user.js';

export const RSVP_STATUSES = ['approved', 'pending', 'denied'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/** Accepts `confirmed` (seen in older answers) as approved; outputs the canonical status. */
export const RsvpStatusSchema = z
  .enum([...RSVP_STATUSES, 'confirmed'])
  .transform((status): RsvpStatus => (status === 'confirmed' ? 'approved' : status));

export const RsvpResponseSchema = z.enum(RSVP_RESPONSES);

/** On RSVPs `none` also appears (free events). */
export const RSVP_PAYMENT_TYPES = ['credit_card', 'cash', 'zelle', 'none'] as const;
export const RsvpPaymentTypeSchema = z.enum(RSVP_PAYMENT_TYPES);
export type RsvpPaymentType = z.infer<typeof RsvpPaymentTypeSchema>;

export const RsvpTicketSchema = z.object({
  ticket_type_id: IdSchema.nullable(),
  ticket_type_name: z.string(),
  quantity: z.number().int(),
  unit_price: MoneySchema,
  total_price: MoneySchema,
});
export type RsvpTicket = z.infer<typeof RsvpTicketSchema>;

/**
 * An RSVP as the server writes it: the canonical status only. Servers answer with this schema (a response
 * serializer cannot encode RsvpStatusSchema's one-way transform); clients read with RsvpSchema.
 */
export const RsvpRecordSchema = z.object({
  id: IdSchema,
  event_id: IdSchema,
  user_id: IdSchema,
  response: RsvpResponseSchema,
  quantity: z.number().int(),
  status: z.enum(RSVP_STATUSES),
  notes: z.string().nullable(),
  payment_type: RsvpPaymentTypeSchema.nullable(),
  // Owner-only fields.
  owner_notes: z.string().nullable().optional(),
  paid_amount: MoneySchema.nullable().optional(),
  /** Owner view: when the attendee checked in (with the code or by hand); null: not checked in. */
  checked_in_at: TimestampSchema.nullable().optional(),
  checkin_method: z.enum(CHECKIN_METHODS).nullable().optional(),
  total_amount_owed: MoneySchema.nullable(),
  tickets: z.array(RsvpTicketSchema),
  created_at: TimestampSchema.optional(),
  event: EventSchema.optional(),
  user: UserSummarySchema.optional(),
});

/** An RSVP as clients read it: also accepts the legacy `confirmed` status, read as approved. */
export const RsvpSchema = RsvpRecordSchema.extend({ status: RsvpStatusSchema });
export type Rsvp = z.output<typeof RsvpSchema>;
