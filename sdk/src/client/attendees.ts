import { z } from 'zod';
import type {
  AttendeeAddInput,
  AttendeeOwnerFieldsInput,
  AttendeeResponseInput,
  AttendeeStatusInput,
} from '../rules/validation/attendee.js';
import { AttendeeReportSchema } from '../schemas/attendees.js';
import { RsvpSchema } from '../schemas/rsvp.js';
import type { Transport } from './transport.js';

/** An event's RSVPs as its owners and admins manage them (spec section 7 "Events", the attendees calls). */
export function attendeesResource(transport: Transport) {
  const base = (eventId: number, rsvpId: number) => `/events/${eventId}/attendees/${rsvpId}`;
  return {
    /** GET /events/{id}/attendees?include_all=true: every RSVP with its user, statistics and money. */
    list: (eventId: number, options: { includeAll?: boolean } = { includeAll: true }) =>
      transport.request('GET', `/events/${eventId}/attendees`, {
        query: { include_all: options.includeAll ? 'true' : undefined },
        schema: AttendeeReportSchema,
      }),
    setStatus: (eventId: number, rsvpId: number, input: AttendeeStatusInput) =>
      transport.request('PUT', `${base(eventId, rsvpId)}/status`, { body: input, schema: RsvpSchema }),
    setResponse: (eventId: number, rsvpId: number, input: AttendeeResponseInput) =>
      transport.request('PUT', `${base(eventId, rsvpId)}/response`, { body: input, schema: RsvpSchema }),
    setOwnerFields: (eventId: number, rsvpId: number, input: AttendeeOwnerFieldsInput) =>
      transport.request('PUT', `${base(eventId, rsvpId)}/owner-fields`, { body: input, schema: RsvpSchema }),
    remove: (eventId: number, rsvpId: number) =>
      transport.request('DELETE', base(eventId, rsvpId), { schema: z.null() }),
    /** POST /events/{id}/rsvp with user_id: adds one user (yes, approved, 1 by default); one with an RSVP is a 409. */
    add: (eventId: number, input: AttendeeAddInput) =>
      transport.request('POST', `/events/${eventId}/rsvp`, { body: input, schema: RsvpSchema }),
  };
}
