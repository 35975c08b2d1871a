import { z } from 'zod';
import type { RsvpCreateInput, RsvpUpdateInput } from '../rules/validation/rsvp.js';
import { RsvpSchema } from '../schemas/rsvp.js';
import type { Transport } from './transport.js';

/** A user's own RSVPs: POST /events/{id}/rsvp (self), GET /user/rsvps, PUT /user/rsvps/{id}. */
export function rsvpsResource(transport: Transport) {
  return {
    /** Registers the signed-in user (201); a second RSVP to the same event is a 409; a full event a 409. */
    create: (eventId: number, input: RsvpCreateInput) =>
      transport.request('POST', `/events/${eventId}/rsvp`, { body: input, schema: RsvpSchema }),
    /** The user's RSVPs, each with its event, soonest event first. */
    mine: () => transport.request('GET', '/user/rsvps', { schema: z.array(RsvpSchema) }),
    /** Changes one's own RSVP (another user's id is a 404); more seats than are left is a 409. */
    update: (id: number, input: RsvpUpdateInput) =>
      transport.request('PUT', `/user/rsvps/${id}`, { body: input, schema: RsvpSchema }),
  };
}
