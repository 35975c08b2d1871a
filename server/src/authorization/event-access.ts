import {
  type Access,
  EVENT_MESSAGES,
  type EventAbility,
  type EventRelation,
  eventAccess,
  type Viewer,
} from '@campus/sdk';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { preparedPerDatabase } from '../db/prepared-per-database.js';
import { eventGroups, eventOwners, events, parentChild, rsvps } from '../db/schema.js';
import { authorize, viewerId } from './authorize.js';
import { flag, inViewersGroups } from './relation-queries.js';

export type EventRow = typeof events.$inferSelect;

export interface ScopedEvent {
  event: EventRow;
  relation: EventRelation;
  access: Access<EventAbility>;
}

/** The event with the viewer's relation to it, in one statement; null when there is no such event. */
export async function findEventFor(
  db: Database,
  viewer: Viewer,
  eventId: number,
): Promise<ScopedEvent | null> {
  const [row] = await eventWithRelation(db).execute({ eventId, me: viewerId(viewer) });
  if (!row) return null;
  const { event, ...flags } = row;
  const relation: EventRelation = {
    ...flags,
    isAdmin: viewer?.is_admin === true,
    isCreator: viewer !== null && event.creatorId === viewer.id,
  };
  return { event, relation, access: eventAccess(viewer, event, relation) };
}

// Every event route loads its event through here, so the statement is prepared once per database.
const eventWithRelation = preparedPerDatabase((db) => {
  const eventId = sql.placeholder('eventId');
  // A placeholder binds like a number (eq() and inViewersGroups take either).
  const me = sql.placeholder('me') as unknown as number;
  return db
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
    .limit(1)
    .prepare('campus_event_with_relation');
});

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
