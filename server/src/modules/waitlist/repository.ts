import type { WaitlistEntry, WaitlistStatus } from '@campus/sdk';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { courses, events, ticketTypes, users, waitlistEntries } from '../../db/schema.js';
import type { Tx } from '../rsvps/repository.js';
import { toUserSummary, type UserSummaryRow, userSummaryColumns } from '../users/group-member.js';
import { toIsoTimestamp } from '../users/user-repository.js';

// The queries of the waitlist (issue 25). Every one takes the database or the transaction it runs in.

export type WaitlistRow = typeof waitlistEntries.$inferSelect;
type Reader = Database | Tx;

/** Where a line hangs: an event (its seats, or one of its ticket types) or a course. */
export type LineOf = { kind: 'event'; id: number } | { kind: 'course'; id: number };

export const ACTIVE = ['waiting', 'offered', 'in_cart'] as const satisfies readonly WaitlistStatus[];

export function lineOf(row: Pick<WaitlistRow, 'eventId' | 'courseId'>): LineOf {
  return row.eventId !== null
    ? { kind: 'event', id: row.eventId }
    : { kind: 'course', id: row.courseId ?? 0 };
}

function onLine(line: LineOf): SQL {
  return line.kind === 'event' ? eq(waitlistEntries.eventId, line.id) : eq(waitlistEntries.courseId, line.id);
}

/** The user's entry in play on the line (waiting, offered or in the cart), or null. */
export async function findActiveEntry(db: Reader, line: LineOf, userId: number): Promise<WaitlistRow | null> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(onLine(line), eq(waitlistEntries.userId, userId), inArray(waitlistEntries.status, [...ACTIVE])),
    )
    .limit(1);
  return row ?? null;
}

/** The next position at the end of the line. */
export async function nextPosition(tx: Tx, line: LineOf): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${waitlistEntries.position}), 0)`.mapWith(Number) })
    .from(waitlistEntries)
    .where(onLine(line));
  return (row?.last ?? 0) + 1;
}

/** The waiting entries of the line, first in line first, locked (FOR UPDATE) for an offer or a reorder. */
export async function lockWaiting(tx: Tx, line: LineOf): Promise<WaitlistRow[]> {
  return tx
    .select()
    .from(waitlistEntries)
    .where(and(onLine(line), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.position), asc(waitlistEntries.id))
    .for('update');
}

/** One entry, locked; null when gone. */
export async function lockEntry(tx: Tx, entryId: number): Promise<WaitlistRow | null> {
  const [row] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId)).for('update');
  return row ?? null;
}

export async function findEntry(db: Reader, entryId: number): Promise<WaitlistRow | null> {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId)).limit(1);
  return row ?? null;
}

/** The line's title and claim window: the event's title or the course's name. */
export async function lineFacts(
  db: Reader,
  line: LineOf,
): Promise<{ title: string; claimHours: number; isFree: boolean } | null> {
  if (line.kind === 'event') {
    const [row] = await db
      .select({ title: events.title, claimHours: events.waitlistClaimHours, isFree: events.isFree })
      .from(events)
      .where(eq(events.id, line.id));
    return row ?? null;
  }
  const [row] = await db
    .select({ title: courses.name, claimHours: courses.waitlistClaimHours, isFree: courses.isFree })
    .from(courses)
    .where(eq(courses.id, line.id));
  return row ?? null;
}

const entryColumns = {
  entry: waitlistEntries,
  title: sql<string>`coalesce(${events.title}, ${courses.name}, '')`,
  ticketTypeName: ticketTypes.name,
  // Waiting entries ahead of this one, plus one: its place in line (null when it is not waiting).
  position: sql<number | null>`case when ${waitlistEntries.status} = 'waiting' then (
    select count(*) + 1 from waitlist_entries ahead
    where ahead.status = 'waiting'
      and ahead.event_id is not distinct from ${waitlistEntries.eventId}
      and ahead.course_id is not distinct from ${waitlistEntries.courseId}
      and (ahead.position, ahead.id) < (${waitlistEntries.position}, ${waitlistEntries.id})
  ) end`,
};

type EntryRead = {
  entry: WaitlistRow;
  title: string;
  ticketTypeName: string | null;
  position: number | string | null;
  user?: UserSummaryRow;
};

/** The contract's shape of an entry. */
export function toEntry(read: EntryRead): WaitlistEntry {
  const { entry } = read;
  return {
    id: entry.id,
    target: entry.courseId !== null ? 'course' : entry.ticketTypeId !== null ? 'ticket_type' : 'event',
    event_id: entry.eventId,
    ticket_type_id: entry.ticketTypeId,
    course_id: entry.courseId,
    user_id: entry.userId,
    status: entry.status,
    position: read.position === null ? null : Number(read.position),
    title: read.title,
    ticket_type_name: read.ticketTypeName,
    offered_at: entry.offeredAt === null ? null : toIsoTimestamp(entry.offeredAt),
    expires_at: entry.expiresAt === null ? null : toIsoTimestamp(entry.expiresAt),
    created_at: toIsoTimestamp(entry.createdAt),
    ...(read.user ? { user: toUserSummary(read.user) } : {}),
  };
}

function entryQuery(db: Reader) {
  return db
    .select(entryColumns)
    .from(waitlistEntries)
    .leftJoin(events, eq(events.id, waitlistEntries.eventId))
    .leftJoin(courses, eq(courses.id, waitlistEntries.courseId))
    .leftJoin(ticketTypes, eq(ticketTypes.id, waitlistEntries.ticketTypeId));
}

/** Entries by id in the contract's shape, in the order asked. */
export async function readEntries(db: Reader, ids: number[]): Promise<WaitlistEntry[]> {
  if (ids.length === 0) return [];
  const rows = await entryQuery(db).where(inArray(waitlistEntries.id, ids));
  const byId = new Map(rows.map((row) => [row.entry.id, toEntry(row)]));
  return ids.flatMap((id) => {
    const entry = byId.get(id);
    return entry ? [entry] : [];
  });
}

export async function readEntry(db: Reader, id: number): Promise<WaitlistEntry> {
  const [entry] = await readEntries(db, [id]);
  if (!entry) throw new Error(`Waitlist entry ${id} is gone`);
  return entry;
}

/** The user's entries in play, oldest first. */
export async function readUserEntries(db: Reader, userId: number): Promise<WaitlistEntry[]> {
  const rows = await entryQuery(db)
    .where(and(eq(waitlistEntries.userId, userId), inArray(waitlistEntries.status, [...ACTIVE])))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  return rows.map(toEntry);
}

/** The line for staff: offers and cart holds first, then the waiting in order; with the users. */
export async function readLine(db: Reader, line: LineOf): Promise<WaitlistEntry[]> {
  const rows = await db
    .select({
      ...entryColumns,
      user: userSummaryColumns,
    })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .leftJoin(events, eq(events.id, waitlistEntries.eventId))
    .leftJoin(courses, eq(courses.id, waitlistEntries.courseId))
    .leftJoin(ticketTypes, eq(ticketTypes.id, waitlistEntries.ticketTypeId))
    .where(and(onLine(line), inArray(waitlistEntries.status, [...ACTIVE])))
    .orderBy(
      sql`case when ${waitlistEntries.status} = 'waiting' then 1 else 0 end`,
      asc(waitlistEntries.position),
      asc(waitlistEntries.id),
    );
  return rows.map(toEntry);
}

/** Moves the entry to `status`; offers set when it was offered and when it ends. */
export async function setStatus(
  tx: Tx,
  entryId: number,
  status: WaitlistStatus,
  at: Date,
  extra: Partial<Pick<WaitlistRow, 'offeredAt' | 'expiresAt' | 'cartItemId'>> = {},
): Promise<void> {
  await tx
    .update(waitlistEntries)
    .set({ status, updatedAt: at.toISOString(), ...extra })
    .where(eq(waitlistEntries.id, entryId));
}

/** Puts the entries in this order (the first gets position 1) in one statement, however long the line. */
export async function setPositions(tx: Tx, entryIds: readonly number[], at: Date): Promise<void> {
  if (entryIds.length === 0) return;
  const ids = sql`${`{${entryIds.join(',')}}`}::int[]`;
  await tx.execute(sql`
    update waitlist_entries set position = wanted.position::int, updated_at = ${at.toISOString()}
    from unnest(${ids}) with ordinality as wanted(id, position)
    where waitlist_entries.id = wanted.id`);
}
