import { z } from 'zod';
import { RSVP_PAYMENT_TYPES, RSVP_STATUSES } from '../../schemas/rsvp.js';
import { NOTES_MAX_LENGTH, RSVP_QUANTITY_MAX, RSVP_QUANTITY_MIN, RSVP_RESPONSES } from '../constants.js';
import { moneyField } from './event.js';
import { idField } from './id.js';
import { VALIDATION_MESSAGES as M } from './messages.js';
import { queryFlag } from './paging.js';
import { wholeNumberField } from './whole-number.js';

const quantity = wholeNumberField(M.rsvpQuantityRange, { min: RSVP_QUANTITY_MIN, max: RSVP_QUANTITY_MAX });

/** GET /events/{id}/attendees query: `include_all=true` adds denied RSVPs and the "no" answers. */
export const AttendeeListQuerySchema = z.object({ include_all: queryFlag() });

/** PUT /events/{id}/attendees/{rsvpId}/status. */
export const AttendeeStatusInputSchema = z.object({
  status: z.enum(RSVP_STATUSES, { error: 'Expected approved, pending or denied' }),
});
export type AttendeeStatusInput = z.input<typeof AttendeeStatusInputSchema>;

/** PUT /events/{id}/attendees/{rsvpId}/response: the response and the seats (1 to 10). */
export const AttendeeResponseInputSchema = z.object({
  response: z.enum(RSVP_RESPONSES, { error: 'Expected yes, maybe or no' }),
  quantity,
});
export type AttendeeResponseInput = z.input<typeof AttendeeResponseInputSchema>;

/** PUT /events/{id}/attendees/{rsvpId}/owner-fields: any of the owner-only fields, at least one. */
export const AttendeeOwnerFieldsInputSchema = z
  .object({
    payment_type: z.enum(RSVP_PAYMENT_TYPES, { error: M.paymentTypeInvalid }).optional(),
    owner_notes: z
      .string()
      .max(NOTES_MAX_LENGTH, 'Owner notes may be at most 500 characters')
      .nullish()
      .transform((notes) => (notes === undefined ? undefined : notes?.trim() ? notes : null)),
    paid_amount: z
      .preprocess(
        (value) => (value === '' ? null : value),
        moneyField('Paid amount must be a number of at least 0').nullable(),
      )
      .optional(),
  })
  .refine(
    (fields) =>
      fields.payment_type !== undefined ||
      fields.owner_notes !== undefined ||
      fields.paid_amount !== undefined,
    { message: 'Send payment_type, owner_notes or paid_amount', path: ['payment_type'] },
  );
export type AttendeeOwnerFieldsInput = z.input<typeof AttendeeOwnerFieldsInputSchema>;

/** POST /events/{id}/rsvp with user_id: an owner adds someone (defaults yes, approved, 1; spec section 4). */
export const AttendeeAddInputSchema = z.object({
  user_id: idField(),
  response: z.enum(RSVP_RESPONSES, { error: 'Expected yes, maybe or no' }).default('yes'),
  status: z.enum(RSVP_STATUSES, { error: 'Expected approved, pending or denied' }).default('approved'),
  quantity: quantity.default(1),
});
export type AttendeeAddInput = z.input<typeof AttendeeAddInputSchema>;
