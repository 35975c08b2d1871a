import type { CampusEvent, Rsvp, RsvpTicket } from '@campus/sdk';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { RsvpRow } from '../../authorization/rsvp-access.js';
import type { Database } from '../../db/connect.js';
import { events, rsvps, rsvpTickets } from '../../db/schema.js';
import { groupBy } from '../shared/group-by.js';
import { toIsoTimestamp } from '../users/user-repository.js';
import { heldPlaces, LIVE_HOLD } from '../waitlist/holds.js';

/** A transaction handle as db.transaction passes it. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Locks the event row (SELECT ... FOR UPDATE) so seat counts on it are serialized; null when it is gone. */
export async function lockEvent(tx: Tx, eventId: number) {
  const [row] = await tx
    .select({
      maxCapacity: events.maxCapacity,
      // When it ends, read under the lock: an owner moving the event waits for this transaction, or it for theirs.
      date: events.date,
      eventEndTime: events.eventEndTime,
      eventEndDate: events.eventEndDate,
      waitlistClaimHours: events.waitlistClaimHours,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  return row ?? null;
}

/**
 * Seats held on the event: the quantity of yes RSVPs that are not denied (optionally leaving one RSVP out),
 * plus one seat per open waitlist offer or paid claim (issue 25) of anyone but `holderId`, so that a place
 * offered from the waitlist is not taken by somebody else meanwhile.
 */
export async function countSeatsHeld(
  tx: Tx,
  eventId: number,
  exceptRsvpId?: number,
  holderId?: number,
): Promise<number> {
  const conditions: SQL[] = [
    eq(rsvps.eventId, eventId),
    eq(rsvps.response, 'yes'),
    ne(rsvps.status, 'denied'),
  ];
  if (exceptRsvpId !== undefined) conditions.push(ne(rsvps.id, exceptRsvpId));
  const [row] = await tx
    .select({
      held: sql<number>`coalesce(sum(${rsvps.quantity}), 0) + ${waitlistHeldSeats(eventId, holderId)}`.mapWith(
        Number,
      ),
    })
    .from(rsvps)
    .where(and(...conditions));
  return row?.held ?? 0;
}

/** The event's seats held by waitlist offers and paid claims (one each), leaving out `holderId`'s. */
function waitlistHeldSeats(eventId: number, holderId?: number) {
  return heldPlaces(sql`w.event_id = ${eventId}`, holderOf(holderId));
}

/** The holds that are `holderId`'s own (theirs to use, not taken), as `heldPlaces` leaves them out. */
function holderOf(holderId?: number): SQL | undefined {
  return holderId === undefined ? undefined : sql`w.user_id = ${holderId}`;
}

export async function hasRsvp(tx: Tx, eventId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: rsvps.id })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, eventId), eq(rsvps.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** An RSVP row with the tickets bought with it (the user's lists read both in one statement). */
export type RsvpRowWithTickets = RsvpRow & { tickets: RsvpTicket[] };

/**
 * The tickets of the outer row's RSVP as a JSON array, so a list reads them without a second statement.
 * Qualified by name: an unqualified correlated column would bind to the subquery's own table.
 */
export const rsvpTicketsJson = sql<unknown>`coalesce((
  select json_agg(json_build_object(
    'ticket_type_id', rt.ticket_type_id, 'ticket_type_name', rt.ticket_name,
    'quantity', rt.quantity, 'unit_price_cents', rt.unit_price_cents
  ) order by rt.id)
  from rsvp_tickets rt where rt.rsvp_id = "rsvps"."id"
), '[]'::json)`;

interface TicketJson {
  ticket_type_id: number | null;
  ticket_type_name: string;
  quantity: number;
  unit_price_cents: number;
}

/** A row of a list that selected `rsvpTicketsJson` as `tickets`. */
export function withTickets(row: { rsvp: RsvpRow; tickets: unknown }): RsvpRowWithTickets {
  const parsed: unknown = typeof row.tickets === 'string' ? JSON.parse(row.tickets) : row.tickets;
  const list = Array.isArray(parsed) ? (parsed as TicketJson[]) : [];
  return { ...row.rsvp, tickets: list.map(ticketOf) };
}

function ticketOf(row: TicketJson): RsvpTicket {
  return {
    ticket_type_id: row.ticket_type_id,
    ticket_type_name: row.ticket_type_name,
    quantity: row.quantity,
    unit_price: row.unit_price_cents / 100,
    total_price: (row.unit_price_cents * row.quantity) / 100,
  };
}

/** The tickets of these RSVPs, by RSVP id: one statement. */
export async function findTickets(db: Database | Tx, rsvpIds: number[]): Promise<Map<number, RsvpTicket[]>> {
  if (rsvpIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(rsvpTickets)
    .where(inArray(rsvpTickets.rsvpId, rsvpIds))
    .orderBy(asc(rsvpTickets.id));
  return groupBy(
    rows,
    (row) =>
      [
        row.rsvpId,
        ticketOf({
          ticket_type_id: row.ticketTypeId,
          ticket_type_name: row.ticketName,
          quantity: row.quantity,
          unit_price_cents: row.unitPriceCents,
        }),
      ] as const,
  );
}

/** The user's RSVPs with their event ids and tickets, soonest event first. */
export async function findUserRsvps(db: Database, userId: number): Promise<RsvpRowWithTickets[]> {
  const rows = await db
    .select({ rsvp: rsvps, tickets: rsvpTicketsJson })
    .from(rsvps)
    .innerJoin(events, eq(events.id, rsvps.eventId))
    .where(eq(rsvps.userId, userId))
    .orderBy(asc(events.date), asc(events.eventStartTime), asc(rsvps.id));
  return rows.map(withTickets);
}

/** An RSVP in the contract's shape for its own user (no owner-only fields), with its tickets when read. */
export function toRsvp(row: RsvpRow | RsvpRowWithTickets, isFree: boolean, event?: CampusEvent): Rsvp {
  return {
    id: row.id,
    event_id: row.eventId,
    user_id: row.userId,
    response: row.response,
    quantity: row.quantity,
    status: row.status,
    notes: row.notes,
    payment_type: row.paymentType,
    total_amount_owed: isFree ? null : row.totalAmountOwedCents / 100,
    tickets: 'tickets' in row ? row.tickets : [],
    created_at: toIsoTimestamp(row.createdAt),
    ...(event ? { event } : {}),
  };
}

/**
 * Tickets sold per ticket type: the quantities on RSVPs that are not denied, plus one per open waitlist offer
 * or paid claim (issue 25) of the type held by anyone but `holderId`. One statement.
 */
export async function countTicketsSold(
  db: Database | Tx,
  ticketTypeIds: number[],
  holderId?: number,
): Promise<Map<number, number>> {
  if (ticketTypeIds.length === 0) return new Map();
  const ids = sql.join(
    ticketTypeIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const notHolder = holderId === undefined ? sql`` : sql` and not (${holderOf(holderId)})`;
  const result = await db.execute(sql`
    select ticket_type_id, sum(n)::int as sold from (
      select rt.ticket_type_id, rt.quantity as n from rsvp_tickets rt
      inner join rsvps r on r.id = rt.rsvp_id
      where rt.ticket_type_id in (${ids}) and r.status <> 'denied'
      union all
      select w.ticket_type_id, 1 as n from waitlist_entries w
      where w.ticket_type_id in (${ids}) and ${LIVE_HOLD}${notHolder}
    ) counted
    group by ticket_type_id`);
  // Both drivers answer a raw statement as `{ rows }`.
  const rows = (result as unknown as { rows: Array<{ ticket_type_id: unknown; sold: unknown }> }).rows;
  return new Map(rows.map((row) => [Number(row.ticket_type_id), Number(row.sold)]));
}
