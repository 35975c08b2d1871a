import { z } from 'zod';
import { WAITLIST_CLAIM_HOURS_MAX, WAITLIST_CLAIM_HOURS_MIN } from '../waitlist.js';
import { idField } from './id.js';
import { wholeNumberField } from './whole-number.js';

const CLAIM_HOURS_MESSAGE = `Must be a whole number of hours from ${WAITLIST_CLAIM_HOURS_MIN} to ${WAITLIST_CLAIM_HOURS_MAX}`;

/**
 * `waitlist_claim_hours` on the event and course forms: hours an offer stays open. Left out: a new event or
 * course gets the default (24), an edit keeps what it had.
 */
export function claimHoursField() {
  return wholeNumberField(CLAIM_HOURS_MESSAGE, {
    min: WAITLIST_CLAIM_HOURS_MIN,
    max: WAITLIST_CLAIM_HOURS_MAX,
  }).optional();
}

/** POST /events/{id}/waitlist: `ticket_type_id` for a paid event's full ticket type (a free event has none). */
export const EventWaitlistJoinInputSchema = z.object({
  ticket_type_id: idField('Invalid ticket type').nullish(),
});
export type EventWaitlistJoinInput = z.input<typeof EventWaitlistJoinInputSchema>;

/** PUT /events/{id}/waitlist/entries/order and the course's: every waiting entry's id, first in line first. */
export const WaitlistOrderInputSchema = z.object({
  entry_ids: z
    .array(idField('Invalid entry id'), { error: 'Expected a list of entry ids' })
    .min(1, 'Expected a list of entry ids')
    .max(10_000),
});
export type WaitlistOrderInput = z.input<typeof WaitlistOrderInputSchema>;
