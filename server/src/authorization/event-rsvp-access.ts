import type { Viewer } from '@campus/sdk';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { rsvps } from '../db/schema.js';
import { NotFoundError } from '../errors.js';
import { loadEventFor, type ScopedEvent } from './event-access.js';
import type { RsvpRow } from './rsvp-access.js';

export interface ScopedEventRsvp extends ScopedEvent {
  rsvp: RsvpRow;
}

/**
 * An RSVP under its event, for the event's managers: first the event with 'manage' (404 when the viewer may
 * not see it, 403 when they see it but do not manage it), then the RSVP WHERE id AND event_id. An RSVP of
 * another event under this event's path is a 404 'RSVP not found', so an owner of one event cannot reach
 * another event's attendees by changing the RSVP id.
 */
export async function loadEventRsvpFor(
  db: Database,
  viewer: Viewer,
  eventId: number,
  rsvpId: number,
): Promise<ScopedEventRsvp> {
  const scoped = await loadEventFor(db, viewer, eventId, 'manage');
  const [rsvp] = await db
    .select()
    .from(rsvps)
    .where(and(eq(rsvps.id, rsvpId), eq(rsvps.eventId, eventId)))
    .limit(1);
  if (!rsvp) throw new NotFoundError('RSVP not found');
  return { ...scoped, rsvp };
}
