import type {
  CampusEvent,
  ChildRecommendation,
  ChildrenEventsRecordSchema,
  MyEventsRecordSchema,
  Rsvp,
  UserSummary,
} from '@campus/sdk';
import type { z } from 'zod';
import type { UserActor } from '../../auth/actor.js';
import type { RsvpRow } from '../../authorization/rsvp-access.js';
import type { Database } from '../../db/connect.js';
import { todayInTimeZone } from '../../db/seed/today.js';
import { findEventsByIds } from '../events/repository.js';
import { toRsvp } from '../rsvps/repository.js';
import {
  findChildRecommendations,
  findChildren,
  findOwnedEventIds,
  findRecommendedEvents,
  findRsvpsOf,
  findRsvpsWithEvents,
} from './repository.js';

export type MyEventsRecord = z.output<typeof MyEventsRecordSchema>;
export type ChildrenEventsRecord = z.output<typeof ChildrenEventsRecordSchema>;

interface ByStatus {
  confirmed: Rsvp[];
  pending: Rsvp[];
  denied: Rsvp[];
}

/** RSVPs split by status (approved -> confirmed), keeping their order. */
function byStatus(list: Rsvp[]): ByStatus {
  return {
    confirmed: list.filter((rsvp) => rsvp.status === 'approved'),
    pending: list.filter((rsvp) => rsvp.status === 'pending'),
    denied: list.filter((rsvp) => rsvp.status === 'denied'),
  };
}

const unique = (ids: number[]): number[] => [...new Set(ids)];

/** The events of `ids` in that order (ids whose event is gone are skipped). */
function inOrder(ids: number[], found: Map<number, CampusEvent>): CampusEvent[] {
  return ids.flatMap((id) => {
    const event = found.get(id);
    return event ? [event] : [];
  });
}

/**
 * The dashboard's My Events (spec sections 2 and 4): the events one owns, one's RSVPs by status with the
 * recommended events, and the children's. Each answer is a constant number of statements whatever the
 * number of events: ids first, then the events in one batch (events/repository's findEventsByIds).
 */
export function createMyEventsService(db: Database, now: () => Date = () => new Date()) {
  const today = () => todayInTimeZone(process.env.CAMPUS_TIMEZONE, now());

  function withEvents(rows: RsvpRow[], found: Map<number, CampusEvent>, users?: Map<number, UserSummary>) {
    return rows.map((row) => {
      const event = found.get(row.eventId);
      const rsvp = toRsvp(row, event?.is_free ?? true, event);
      const user = users?.get(row.userId);
      return user ? { ...rsvp, user } : rsvp;
    });
  }

  return {
    /** GET /user/owner-events: every event the user owns, any status, by date ascending. */
    async owned(actor: UserActor): Promise<CampusEvent[]> {
      const ids = await findOwnedEventIds(db, actor.id);
      return inOrder(ids, await findEventsByIds(db, ids));
    },

    /** GET /user/events: one's RSVPs by status (soonest first) and the recommended events. */
    async mine(actor: UserActor): Promise<MyEventsRecord> {
      const rows = await findRsvpsWithEvents(db, actor.id);
      const recommended = await findRecommendedEvents(db, actor.id, today());
      return {
        ...byStatus(rows.map(({ rsvp, event }) => toRsvp(rsvp, event.is_free, event))),
        recommended,
      };
    },

    /** GET /user/children-events: the children, their RSVPs by status, and the events recommended to them. */
    async children(actor: UserActor): Promise<ChildrenEventsRecord> {
      const children = await findChildren(db, actor.id);
      const childIds = children.map((child) => child.id);
      const rows = await findRsvpsOf(db, childIds);
      const recommendations = await findChildRecommendations(db, childIds, today());
      const found = await findEventsByIds(
        db,
        unique([...rows.map((row) => row.eventId), ...recommendations.map((row) => row.eventId)]),
      );
      const recommended = new Map<number, ChildRecommendation>();
      for (const { eventId, childId, group } of recommendations) {
        const event = found.get(eventId);
        if (!event) continue;
        const entry = recommended.get(eventId) ?? { event, child_ids: [], groups: [] };
        if (!entry.child_ids.includes(childId)) entry.child_ids.push(childId);
        if (!entry.groups.some((known) => known.id === group.id)) entry.groups.push(group);
        recommended.set(eventId, entry);
      }
      const users = new Map(children.map((child) => [child.id, child]));
      return {
        children,
        ...byStatus(withEvents(rows, found, users)),
        recommended: [...recommended.values()].sort(
          (a, b) =>
            a.event.date.localeCompare(b.event.date) ||
            a.event.event_start_time.localeCompare(b.event.event_start_time) ||
            a.event.id - b.event.id,
        ),
      };
    },
  };
}

export type MyEventsService = ReturnType<typeof createMyEventsService>;
