import { z } from 'zod';
import {
  NOTES_MAX_LENGTH,
  PAYMENT_TYPES,
  RSVP_QUANTITY_MAX,
  RSVP_QUANTITY_MIN,
  RSVP_RESPONSES,
} from '../constants.js';
import { VALIDATION_MESSAGES as M } from './messages.js';
import { wholeNumberField } from './whole-number.js';

const quantity = wholeNumberField(M.rsvpQuantityRange, { min: RSVP_QUANTITY_MIN, max: RSVP_QUANTITY_MAX });

/** Blank notes are sent as null. */
export const notesField = z
  .string()
  .max(NOTES_MAX_LENGTH, M.notesTooLong)
  .nullish()
  .transform((notes) => (notes?.trim() ? notes : null));

/** PUT /user/rsvps/{id}: response, quantity 1 to 10, notes up to 500 characters. */
export const RsvpUpdateSchema = z.object({
  response: z.enum(RSVP_RESPONSES),
  quantity,
  notes: notesField,
});
export type RsvpUpdateInput = z.input<typeof RsvpUpdateSchema>;

/** POST /events/{id}/rsvp for oneself; a paid event also sends the payment type. */
export const RsvpCreateSchema = RsvpUpdateSchema.extend({
  payment_type: z.enum(PAYMENT_TYPES, { error: M.paymentTypeInvalid }).optional(),
});
export type RsvpCreateInput = z.input<typeof RsvpCreateSchema>;
