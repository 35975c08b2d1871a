import type { CampusEvent, NamedRef, UserSummary } from '@campus/sdk';
import { and, asc, eq, getTableName, gte, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { inViewersGroups } from '../../authorization/relation-queries.js';
import type { Database } from '../../db/connect.js';
import { preparedPerDatabase } from '../../db/prepared-per-database.js';
import {
  eventGroups,
  eventOwners,
  events,
  groupCoordinators,
  groups,
  groupUsers,
  parentChild,
  rsvps,
  users,
} from '../../db/schema.js';
import { eventListColumns, eventListJoins, fromListRow } from '../events/repository.js';
import { type RsvpRowWithTickets, rsvpTicketsJson, withTickets } from '../rsvps/repository.js';
import { toUserSummary, userSummaryColumns } from '../users/group-member.js';

// The dashboard's My Events lists (spec sections 2 and 4). GET /user/events reads the RSVPs and the
// recommended events with the events whole; the other lists read ids (and the RSVP rows) in one statement and
// the events through events/repository's batched findEventsByIds.

const byDate = [asc(events.date), asc(events.eventStartTime), asc(events.id)];

/** Ids of the events the user owns, any status, by date ascending. */
export async function findOwnedEventIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .innerJoin(eventOwners, eq(eventOwners.eventId, events.id))
    .where(eq(eventOwners.userId, userId))
    .orderBy(...byDate);
  return rows.map((row) => row.id);
}

/** A published private event dated `today` or later (what may be recommended). */
function recommendable(today: string | Placeholder): SQL | undefined {
  return and(eq(events.status, 'published'), eq(events.visibility, 'private'), gte(events.date, today));
}

/**
 * No RSVP of the user on the outer row's event. Written out with qualified names: Drizzle leaves a single-table
 * query's columns unqualified, and an unqualified correlated column would bind to the subquery's own table.
 */
function withoutRsvpOf(userId: SQL | number): SQL {
  return sql`not exists (select 1 from rsvps r where r.event_id = "events"."id" and r.user_id = ${userId})`;
}

/** One of the user's RSVPs (with its tickets) and its event. */
export interface RsvpWithEvent {
  rsvp: RsvpRowWithTickets;
  event: CampusEvent;
}

/** The user's RSVPs with their tickets and events, soonest event first. */
export async function findRsvpsWithEvents(db: Database, userId: number): Promise<RsvpWithEvent[]> {
  const rows = await myEventsStatements(db).rsvpsWithEvents.execute({ me: userId });
  return rows.map((row) => ({ rsvp: withTickets(row), event: fromListRow(row) }));
}

/**
 * The events recommended to the user (spec 4): published private events of a group the user is a member or
 * coordinator of, dated today or later, without an RSVP of the user; soonest first.
 */
export async function findRecommendedEvents(
  db: Database,
  userId: number,
  today: string,
): Promise<CampusEvent[]> {
  const rows = await myEventsStatements(db).recommended.execute({ me: userId, today });
  return rows.map(fromListRow);
}

// GET /user/events runs on every dashboard visit: its two statements read the events whole (no second
// statement for them by id), and are prepared once per database and run with parameters (as the events lists
// are), so Drizzle does not build them again and PostgreSQL parses and plans each once per connection
// (planning them cost more than running them).
const myEventsStatements = preparedPerDatabase((db) => {
  const me = sql.placeholder('me');
  const { author, mainImage } = eventListJoins;
  const recommended = db
    .select(eventListColumns)
    .from(events)
    .leftJoin(author.table, author.on)
    .leftJoin(mainImage.table, mainImage.on)
    .where(
      and(
        recommendable(sql.placeholder('today')),
        inArray(
          events.id,
          db
            .select({ id: eventGroups.eventId })
            .from(eventGroups)
            // A placeholder binds like a number (eq() takes either).
            .where(inViewersGroups(db, eventGroups.groupId, me as unknown as number)),
        ),
        withoutRsvpOf(sql`${me}`),
      ),
    )
    .orderBy(...byDate)
    .prepare('campus_my_events_recommended_events');
  const rsvpsWithEvents = db
    .select({ rsvp: rsvps, tickets: rsvpTicketsJson, ...eventListColumns })
    .from(rsvps)
    .innerJoin(events, eq(events.id, rsvps.eventId))
    .leftJoin(author.table, author.on)
    .leftJoin(mainImage.table, mainImage.on)
    .where(eq(rsvps.userId, me))
    .orderBy(...byDate, asc(rsvps.id))
    .prepare('campus_my_events_rsvps_with_events');
  return { recommended, rsvpsWithEvents };
});

/** The user's children, by name. */
export async function findChildren(db: Database, parentId: number): Promise<UserSummary[]> {
  const rows = await db
    .select(userSummaryColumns)
    .from(parentChild)
    .innerJoin(users, eq(users.id, parentChild.childId))
    .where(eq(parentChild.parentId, parentId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map(toUserSummary);
}

/** The RSVPs of these users with their tickets, soonest event first. */
export async function findRsvpsOf(db: Database, userIds: number[]): Promise<RsvpRowWithTickets[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ rsvp: rsvps, tickets: rsvpTicketsJson })
    .from(rsvps)
    .innerJoin(events, eq(events.id, rsvps.eventId))
    .where(inArray(rsvps.userId, userIds))
    .orderBy(...byDate, asc(rsvps.userId), asc(rsvps.id));
  return rows.map(withTickets);
}

export interface ChildRecommendationRow {
  eventId: number;
  childId: number;
  group: NamedRef;
}

/**
 * Events recommended to the children: published private upcoming events of a group a child is a member or
 * coordinator of, without that child's RSVP; one row per event, child and group, soonest event first.
 */
export async function findChildRecommendations(
  db: Database,
  childIds: number[],
  today: string,
): Promise<ChildRecommendationRow[]> {
  if (childIds.length === 0) return [];
  const membership = (table: typeof groupUsers | typeof groupCoordinators) =>
    db
      .select({ eventId: events.id, childId: table.userId, groupId: groups.id, groupName: groups.name })
      .from(events)
      .innerJoin(eventGroups, eq(eventGroups.eventId, events.id))
      .innerJoin(groups, eq(groups.id, eventGroups.groupId))
      .innerJoin(table, eq(table.groupId, eventGroups.groupId))
      .where(
        and(
          recommendable(today),
          inArray(table.userId, childIds),
          withoutRsvpOf(sql.raw(`"${getTableName(table)}"."user_id"`)),
        ),
      )
      .orderBy(...byDate, asc(groups.name));
  const rows = [...(await membership(groupUsers)), ...(await membership(groupCoordinators))];
  return rows.map((row) => ({
    eventId: row.eventId,
    childId: row.childId,
    group: { id: row.groupId, name: row.groupName },
  }));
}
