import type { EventPageRequest } from '../rules/validation/event-list.js';
import { paged } from '../schemas/envelope.js';
import { EventSchema } from '../schemas/event.js';
import type { Transport } from './transport.js';

/** Spec section 7 "Events" (the browsing calls; the rest arrive with the RSVP and form work). */
export function eventsResource(transport: Transport) {
  return {
    /**
     * GET /events (public): published events the viewer may see, paged. `when: 'upcoming'` (default)
     * lists today and later by date ascending; 'past' lists earlier ones, most recent first.
     */
    list: (request: EventPageRequest = {}) =>
      transport.request('GET', '/events', {
        query: { page: request.page, per_page: request.per_page, when: request.when },
        schema: paged(EventSchema),
      }),
    /** GET /events/{id} (public): a published event the viewer may see, with images, groups and seats. */
    get: (id: number) => transport.request('GET', `/events/${id}`, { schema: EventSchema }),
    /** GET /user/events/{id}: the signed-in user's view, which also reaches their own drafts and pending events. */
    getOwn: (id: number) => transport.request('GET', `/user/events/${id}`, { schema: EventSchema }),
  };
}
