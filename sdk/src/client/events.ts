import { z } from 'zod';
import type { EventInput, EventOwnersInput, EventStatusInput } from '../rules/validation/event.js';
import type { EventPageRequest } from '../rules/validation/event-list.js';
import { PhotoUploadSchema } from '../schemas/common.js';
import { paged } from '../schemas/envelope.js';
import { EventSchema } from '../schemas/event.js';
import { ChildrenEventsSchema, MyEventsSchema } from '../schemas/my-events.js';
import { UserSummarySchema } from '../schemas/user.js';
import type { Transport } from './transport.js';

/** Spec section 7 "Events": browsing, the form's calls, status, owners and the dashboard lists. */
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
    /**
     * POST /events (admin or create_event): 'draft' saves a draft; 'published' publishes, or for a user
     * without create_event becomes pending ('Request to publish').
     */
    create: (input: EventInput) => transport.request('POST', '/events', { body: input, schema: EventSchema }),
    /** PUT /events/{id} (owners and admins): the whole event, ticket types and groups replaced. */
    update: (id: number, input: EventInput) =>
      transport.request('PUT', `/events/${id}`, { body: input, schema: EventSchema }),
    /** DELETE /events/{id} (owners and admins): the event with its RSVPs, tickets and images. */
    remove: (id: number) => transport.request('DELETE', `/events/${id}`, { schema: z.null() }),
    /** PUT /admin/events/{id}/status (owners and admins): Publish, Unpublish, approve a pending event. */
    setStatus: (id: number, input: EventStatusInput) =>
      transport.request('PUT', `/admin/events/${id}/status`, { body: input, schema: EventSchema }),
    /** GET /events/{id}/owners (owners and admins). */
    owners: (id: number) =>
      transport.request('GET', `/events/${id}/owners`, { schema: z.array(UserSummarySchema) }),
    /** PUT /events/{id}/owners: replaces the owner list. */
    setOwners: (id: number, input: EventOwnersInput) =>
      transport.request('PUT', `/events/${id}/owners`, { body: input, schema: z.array(UserSummarySchema) }),
    /** GET /user/owner-events: every event the user owns, any status, soonest first. */
    owned: () => transport.request('GET', '/user/owner-events', { schema: z.array(EventSchema) }),
    /** GET /user/events: the user's RSVPs by status and the recommended events. */
    mine: () => transport.request('GET', '/user/events', { schema: MyEventsSchema }),
    /** GET /user/children-events: the children's RSVPs by status and events recommended to them. */
    children: () => transport.request('GET', '/user/children-events', { schema: ChildrenEventsSchema }),
    /** POST /events/upload-photo (create_event or admin): one image, stored in three sizes. */
    uploadPhoto: (form: FormData) =>
      transport.request('POST', '/events/upload-photo', { body: form, schema: PhotoUploadSchema }),
  };
}
