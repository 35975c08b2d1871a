import { z } from 'zod';
import type { EventWaitlistJoinInput, WaitlistOrderInput } from '../rules/validation/waitlist.js';
import {
  MyWaitlistEntrySchema,
  WaitlistClaimResultSchema,
  WaitlistEntriesSchema,
  WaitlistEntrySchema,
} from '../schemas/waitlist.js';
import type { Transport } from './transport.js';

/** Where a waitlist hangs: an event (its seats or one ticket type) or a course. */
export type WaitlistParent = { kind: 'event'; id: number } | { kind: 'course'; id: number };

function base(parent: WaitlistParent): string {
  return parent.kind === 'event' ? `/events/${parent.id}/waitlist` : `/courses/${parent.id}/waitlist`;
}

/** Waitlists of full events, ticket types and courses (issue 25). */
export function waitlistResource(transport: Transport) {
  return {
    /** GET /waitlist: the signed-in user's active entries (waiting, offered, in cart), with positions. */
    mine: () => transport.request('GET', '/waitlist', { schema: z.array(WaitlistEntrySchema) }),
    /** GET /events/{id}/waitlist or /courses/{id}/waitlist: the reader's active entry, or null. */
    myEntry: (parent: WaitlistParent) =>
      transport.request('GET', base(parent), { schema: MyWaitlistEntrySchema }),
    /**
     * POST .../waitlist (signed in): joins when full (201). 409 when not full, already waiting or already
     * attending; 422 when over, or a ticket type is missing (paid) or given (free).
     */
    join: (parent: WaitlistParent, input: EventWaitlistJoinInput = {}) =>
      transport.request('POST', base(parent), {
        body: parent.kind === 'event' ? input : {},
        schema: WaitlistEntrySchema,
      }),
    /** DELETE .../waitlist: leaves the line (an open offer passes to the next). */
    leave: (parent: WaitlistParent) => transport.request('DELETE', base(parent), { schema: z.null() }),
    /** POST /waitlist/{entryId}/claim: takes an open offer (409 after it expired). */
    claim: (entryId: number) =>
      transport.request('POST', `/waitlist/${entryId}/claim`, { schema: WaitlistClaimResultSchema }),
    /** POST /waitlist/{entryId}/decline: passes an open offer to the next. */
    decline: (entryId: number) =>
      transport.request('POST', `/waitlist/${entryId}/decline`, { schema: WaitlistEntrySchema }),
    /** Staff (owners, editors for courses, admins): GET .../waitlist/entries, in line order. */
    entries: (parent: WaitlistParent) =>
      transport.request('GET', `${base(parent)}/entries`, { schema: WaitlistEntriesSchema }),
    /** Staff: PUT .../waitlist/entries/order with every waiting entry's id, first in line first. */
    reorder: (parent: WaitlistParent, input: WaitlistOrderInput) =>
      transport.request('PUT', `${base(parent)}/entries/order`, {
        body: input,
        schema: WaitlistEntriesSchema,
      }),
    /** Staff: POST .../waitlist/entries/{entryId}/offer: offers a place to a waiting entry now, out of turn. */
    offer: (parent: WaitlistParent, entryId: number) =>
      transport.request('POST', `${base(parent)}/entries/${entryId}/offer`, { schema: WaitlistEntrySchema }),
  };
}
