import { canManageEvent, EVENT_MESSAGES } from '@campus/sdk';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { eventGroups, eventOwners, events, parentChild, rsvps } from '../db/schema.js';
import { type Access, authorize, type Viewer, viewerId } from './authorize.js';
import { flag, inViewersGroups } from './relation-queries.js';

export type EventRow = typeof events.$inferSelect;

/** The actor's relations to one event. */
export interface EventRelation {
  isAdmin: boolean;
  isOwner: boolean;
  /** The author: keeps sight of their own unpublished event. */
  isCreator: boolean;
  /** Member or coordinator of one of the event's groups (a private event's audience). */
  isGroupMember: boolean;
  /** Has an RSVP (an owner may have added them to a private event). */
  isAttendee: boolean;
  /** A parent of someone with an RSVP (spec: parents see their children's events). */
  isParentOfAttendee: boolean;
}

/** manage: attendees, RSVP fields, owners, status, deletion and images (spec section 6). */
export type EventAbility = 'manage';

export interface ScopedEvent {
  event: EventRow;
  relation: EventRelation;
  access: Access<EventAbility>;
}

/**
 * Who sees an event: admin, its owners and author always; anyone a published public event; a published
 * private event only its groups, attendees and their parents. Everyone else gets a 404 (the spec sends a
 * guest home and lets a signed-in user retry a user-scoped fetch).
 */
export function eventAccess(
  viewer: Viewer,
  event: Pick<EventRow, 'status' | 'visibility'>,
  relation: EventRelation,
): Access<EventAbility> {
  const privileged = relation.isAdmin || relation.isOwner || relation.isCreator;
  const audience =
    event.visibility === 'public' ||
    relation.isGroupMember ||
    relation.isAttendee ||
    relation.isParentOfAttendee;
  const visible = privileged || (event.status === 'published' && audience);
  return {
    sight: visible ? 'visible' : 'hidden',
    can: { manage: canManageEvent(viewer, { isOwner: relation.isOwner }) },
  };
}

/** The event with the viewer's relation to it, in one statement; null when there is no such event. */
export async function findEventFor(
  db: Database,
  viewer: Viewer,
  eventId: number,
): Promise<ScopedEvent | null> {
  const me = viewerId(viewer);
  const [row] = await db
    .select({
      event: events,
      isOwner: flag(
        db
          .select({ one: eventOwners.userId })
          .from(eventOwners)
          .where(and(eq(eventOwners.eventId, eventId), eq(eventOwners.userId, me))),
      ),
      isGroupMember: flag(
        db
          .select({ one: eventGroups.groupId })
          .from(eventGroups)
          .where(and(eq(eventGroups.eventId, eventId), inViewersGroups(db, eventGroups.groupId, me))),
      ),
      isAttendee: flag(
        db
          .select({ one: rsvps.id })
          .from(rsvps)
          .where(and(eq(rsvps.eventId, eventId), eq(rsvps.userId, me))),
      ),
      isParentOfAttendee: flag(
        db
          .select({ one: rsvps.id })
          .from(rsvps)
          .innerJoin(parentChild, eq(parentChild.childId, rsvps.userId))
          .where(and(eq(rsvps.eventId, eventId), eq(parentChild.parentId, me))),
      ),
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row) return null;
  const { event, ...flags } = row;
  const relation: EventRelation = {
    ...flags,
    isAdmin: viewer?.is_admin === true,
    isCreator: viewer !== null && event.creatorId === viewer.id,
  };
  return { event, relation, access: eventAccess(viewer, event, relation) };
}

/**
 * The event if the viewer may see it and `need` it (default: just see it); otherwise 404 'Event not found',
 * or 403 when they see it but may not manage it.
 */
export async function loadEventFor(
  db: Database,
  viewer: Viewer,
  eventId: number,
  need: EventAbility | 'view' = 'view',
): Promise<ScopedEvent> {
  return authorize(await findEventFor(db, viewer, eventId), need, {
    notFound: EVENT_MESSAGES.notFound,
    viewForbidden: EVENT_MESSAGES.notFound,
  });
}
