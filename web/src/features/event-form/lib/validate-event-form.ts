import { EventInputSchema } from '@campus/sdk';
import { schemaValidate } from '../../../lib/form';
import type { EventFormValues } from './event-form-values';

const validateSchema = schemaValidate(EventInputSchema);

/** Fields whose own rule failed, and a value that passes it, so the rules across fields can run. */
const STAND_INS: Partial<Record<keyof EventFormValues, unknown>> = {
  title: 'Event',
  description: '<p>Event</p>',
  date: '2000-01-01',
  event_start_time: '09:00',
  event_end_time: '10:00',
  event_end_date: '',
  max_capacity: '',
  location: '',
};

/** The rules across fields that do not depend on the dates (those would compare against stand-ins). */
const INDEPENDENT_RULES = ['meeting_link', 'group_ids', 'ticket_types'];

/**
 * EventInputSchema's messages for the form, all at once. The schema checks the rules across fields
 * (meeting link when online, groups when private, tickets when paid) only once every field is valid on
 * its own; a second pass with stand-ins for the invalid fields shows those messages in the same submit.
 */
export function validateEventForm(values: EventFormValues): Record<string, string> {
  const errors = validateSchema(values) as Record<string, string>;
  const failed = Object.keys(errors);
  if (failed.length === 0) return errors;
  const patched: Record<string, unknown> = { ...values };
  for (const key of failed) {
    if (key in STAND_INS) patched[key] = STAND_INS[key as keyof EventFormValues];
  }
  if (failed.some((key) => key.startsWith('ticket_types.'))) {
    patched.ticket_types = values.ticket_types.map(() => ({ name: 'Ticket', price: 0 }));
  }
  const more = validateSchema(patched as unknown as EventFormValues) as Record<string, string>;
  for (const key of INDEPENDENT_RULES) {
    if (more[key] && !errors[key]) errors[key] = more[key];
  }
  return errors;
}
