import { z } from 'zod';
import { IdSchema, MoneySchema } from './common.js';
import { RsvpRecordSchema, RsvpSchema } from './rsvp.js';

/** Counts over an event's RSVPs (the attendees modal's statistics). */
export const AttendeeStatisticsSchema = z.object({
  total_rsvps: z.number().int(),
  approved: z.number().int(),
  pending: z.number().int(),
  denied: z.number().int(),
  yes: z.number().int(),
  maybe: z.number().int(),
  no: z.number().int(),
  /** Seats of approved "yes" RSVPs. */
  confirmed_seats: z.number().int(),
  /** Seats of "yes" RSVPs that are approved or pending (what counts against max_capacity). */
  seats_taken: z.number().int(),
  max_capacity: z.number().int().nullable(),
});
export type AttendeeStatistics = z.infer<typeof AttendeeStatisticsSchema>;

/** Money over the event's RSVPs that are not denied. */
export const FinancialSummarySchema = z.object({
  total_owed: MoneySchema,
  total_paid: MoneySchema,
  outstanding: MoneySchema,
  by_payment_type: z.object({
    credit_card: z.number().int(),
    cash: z.number().int(),
    zelle: z.number().int(),
    none: z.number().int(),
  }),
});
export type FinancialSummary = z.infer<typeof FinancialSummarySchema>;

/** GET /events/{id}/attendees as the server writes it: every RSVP carries its user and owner fields. */
export const AttendeeReportRecordSchema = z.object({
  event_id: IdSchema,
  rsvps: z.array(RsvpRecordSchema),
  statistics: AttendeeStatisticsSchema,
  financial_summary: FinancialSummarySchema,
});

/** The same report as clients read it. */
export const AttendeeReportSchema = AttendeeReportRecordSchema.extend({ rsvps: z.array(RsvpSchema) });
export type AttendeeReport = z.output<typeof AttendeeReportSchema>;
