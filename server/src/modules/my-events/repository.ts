import type { NamedRef, UserSummary } from '@campus/sdk';
import { and, asc, eq, getTableName, gte, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { inViewersGroups } from '../../authorization/relation-queries.js';
import type { Database } from '../../db/connect.js';
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
import { type RsvpRowWithTickets, rsvpTicketsJson, withTickets } from '../rsvps/repository.js';
import { toUserSummary, userSummaryColumns } from '../users/group-member.js';

// The dashboard's My Events lists (spec sections 2 and 4). Each reads ids (and the RSVP rows) in one
// statement; the events themselves come from events/repository's batched findEventsByIds.

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

/**
 * Ids of the events recommended to the user (spec 4): published private events of a group the user is a
 * member or coordinator of, dated today or later, without an RSVP of the user; soonest first.
 */
export async function findRecommendedEventIds(
  db: Database,
  userId: number,
  today: string,
): Promise<number[]> {
  const rows = await myEventsStatements(db).recommended.execute({ me: userId, today });
  return rows.map((row) => row.id);
}

// GET /user/events runs on every dashboard visit: its two statements are prepared once per database and run
// with parameters (as the events lists are), so Drizzle does not build them again and PostgreSQL parses and
// plans each once per connection (planning them cost more than running them).
const prepared = new WeakMap<Database, ReturnType<typeof prepareMyEvents>>();

function myEventsStatements(db: Database) {
  let statements = prepared.get(db);
  if (!statements) {
    statements = prepareMyEvents(db);
    prepared.set(db, statements);
  }
  return statements;
}

function prepareMyEvents(db: Database) {
  const me = sql.placeholder('me');
  const recommended = db
    .select({ id: events.id })
    .from(events)
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
    .prepare('campus_my_events_recommended');
  const rsvpsOfUser = db
    .select({ rsvp: rsvps, tickets: rsvpTicketsJson })
    .from(rsvps)
    .innerJoin(events, eq(events.id, rsvps.eventId))
    .where(eq(rsvps.userId, me))
    .orderBy(...byDate, asc(rsvps.id))
    .prepare('campus_my_events_rsvps');
  return { recommended, rsvpsOfUser };
}

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
  if (userIds.length === 1) {
    // One user (GET /user/events, a parent of one child): the prepared statement, same order.
    const rows = await myEventsStatements(db).rsvpsOfUser.execute({ me: userIds[0] });
    return rows.map(withTickets);
  }
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
